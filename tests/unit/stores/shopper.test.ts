/**
 * src/stores/shopper.ts: the device lists (rules.md: Stored on the device; Watchlist and
 * favourites). Corrupt or foreign values in storage are ignored, another tab's change arrives
 * through the storage event, the toggle adds and removes, and a full compare list refuses another
 * car.
 */
import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPARE_MAX } from '../../../src/domain/search/compare-rule';
import type { Favourite } from '../../../src/domain/search/saved-cars';

const car = (id: string): Favourite => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: 'Kia',
  model: 'Rio',
  primary_image_url: '/img.jpg',
});

const fresh = async () => {
  vi.resetModules();
  return import('../../../src/stores/shopper');
};

beforeEach(() => useTestStorageEngine());
afterEach(() => cleanTestStorage());

describe('shopper lists on the device', () => {
  it.each([
    ['not JSON', '{oops'],
    ['a number', '42'],
    ['an object', '{"id":"1"}'],
    ['null', 'null'],
  ])('a stored value that is %s reads as an empty list', async (_, raw) => {
    setTestStorageKey('favourites', raw);
    const { shopperList } = await fresh();
    const store = shopperList('favourites');
    const seen: unknown[] = [];
    const stop = store.subscribe((v) => seen.push(v));
    expect(store.get()).toEqual([]);
    stop();
    expect(seen).toEqual([[]]);
  });

  it('foreign entries are dropped and well-formed ones kept', async () => {
    setTestStorageKey(
      'compare',
      JSON.stringify([{ id: 7, slug: 'x' }, 'text', null, { ...car('2'), extra: true }]),
    );
    const { shopperList } = await fresh();
    expect(shopperList('compare').get()).toEqual([car('2')]);
  });

  it('toggle adds when absent and removes when present, and persists under the key', async () => {
    const { shopperList, toggleShopperList } = await fresh();
    const stop = shopperList('favourites').listen(() => {});
    expect(toggleShopperList('favourites', car('1'))).toBe(true);
    expect(JSON.parse(getTestStorage().favourites)).toEqual([car('1')]);
    expect(toggleShopperList('favourites', car('1'))).toBe(false);
    expect(shopperList('favourites').get()).toEqual([]);
    stop();
  });

  it("another tab's change (the storage event) reaches a mounted store at once; corrupt ones empty it", async () => {
    const { shopperList } = await fresh();
    const store = shopperList('favourites');
    const stop = store.listen(() => {});
    setTestStorageKey('favourites', JSON.stringify([car('3')]));
    expect(store.get()).toEqual([car('3')]);
    setTestStorageKey('favourites', 'garbage');
    expect(store.get()).toEqual([]);
    stop();
  });

  it(`a full compare list (${COMPARE_MAX}) refuses another car, and still removes one`, async () => {
    const { shopperList, toggleShopperList, removeFromShopperList } = await fresh();
    const store = shopperList('compare');
    for (let i = 1; i <= COMPARE_MAX; i++)
      expect(toggleShopperList('compare', car(String(i)))).toBe(true);
    expect(toggleShopperList('compare', car('99'))).toBe(false);
    expect(store.get().map((f) => f.id)).toEqual(['1', '2', '3', '4']);
    // favourites have no limit
    for (let i = 1; i <= COMPARE_MAX + 1; i++) toggleShopperList('favourites', car(String(i)));
    expect(shopperList('favourites').get()).toHaveLength(COMPARE_MAX + 1);
    removeFromShopperList('compare', '2');
    expect(store.get().map((f) => f.id)).toEqual(['1', '3', '4']);
    expect(toggleShopperList('compare', car('99'))).toBe(true);
  });

  it('with storeFavourites off the list lives in memory only', async () => {
    const { shopperList, toggleShopperList } = await fresh();
    toggleShopperList('favourites', car('5'), false);
    expect(shopperList('favourites', false).get()).toEqual([car('5')]);
    expect(getTestStorage().favourites).toBeUndefined();
  });
});
