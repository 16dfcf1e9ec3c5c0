/**
 * src/domain/search/compare-rule.ts and shopper-lists.ts: when Compare is hidden
 * (rules.md: Display rules), the compare list's limit, each saved car's state on the
 * favourites page and the compare table's rows.
 */
import { describe, expect, it } from 'vitest';
import {
  canAddToCompare,
  COMPARE_FULL_TEXT,
  COMPARE_MAX,
  compareHidden,
} from '../../../../src/domain/search/compare-rule';
import { cardButtons, type CardSite } from '../../../../src/domain/search/card';
import {
  compareFeatures,
  compareLinkText,
  compareSpecRows,
  favouritesLinkText,
  savedCarViews,
} from '../../../../src/domain/search/shopper-lists';
import type { Favourite } from '../../../../src/domain/search/saved-cars';
import type { Car } from '../../../../src/domain/vehicle/schema';

const doc = (id: number, over: Record<string, unknown> = {}) =>
  ({
    id,
    slug: `car-${id}`,
    year: 2021,
    make: 'Kia',
    model: { name: 'Sportage' },
    badge: 'GT',
    car_type: 'used',
    status: 'in_stock',
    price: 32990,
    primary_image_url: '/img/1.jpg',
    km: 41000,
    simple_transmission: 'Automatic',
    body: 'SUV',
    fuel: 'Petrol',
    cylinders: 4,
    engine_size_litres: 2,
    drive: 'AWD',
    seats: 5,
    colour: 'White',
    filtered_features: ['Reversing Camera', 'Apple CarPlay'],
    ...over,
  }) as unknown as Car & Record<string, unknown>;
const saved = (id: number): Favourite => ({
  id: String(id),
  name: `Saved ${id}`,
  slug: `car-${id}`,
  make: 'Kia',
  model: 'Sportage',
  primary_image_url: '/img/saved.jpg',
});
const site: CardSite = {
  slug: 'pacific',
  name: 'Pacific',
  template: 'default',
  dealership_group: 'Pacific Motor Group',
};

describe('Compare is hidden (rules.md: Display rules)', () => {
  it('when the car is not in stock, its price is 0 or less, or it has no images', () => {
    expect(compareHidden(doc(1))).toBe(false);
    expect(compareHidden(doc(1, { status: 'sold' }))).toBe(true);
    expect(compareHidden(doc(1, { price: 0 }))).toBe(true);
    expect(compareHidden(doc(1, { price: -5 }))).toBe(true);
    expect(compareHidden(doc(1, { price: null }))).toBe(true);
    expect(compareHidden(doc(1, { primary_image_url: null }))).toBe(true);
  });
  it("when the car is not used, only in the used-only mode ('in one mode')", () => {
    expect(compareHidden(doc(1, { car_type: 'new' }))).toBe(false);
    expect(compareHidden(doc(1, { car_type: 'new' }), { usedOnly: true })).toBe(true);
    expect(compareHidden(doc(1), { usedOnly: true })).toBe(false);
  });
  it('the card leaves the Compare toggle out for such a car on a site with compare mode', () => {
    const withCompare = { ...site, config: { cardButtons: ['compare', 'favourite'] } };
    const keys = (over: Record<string, unknown>) =>
      cardButtons(doc(1, over) as never, withCompare).map((b) => b.key);
    expect(keys({})).toEqual(['compare', 'favourite']);
    expect(keys({ price: 0 })).toEqual(['favourite']);
    expect(keys({ primary_image_url: null })).toEqual(['favourite']);
  });
});

describe('the compare list', () => {
  it(`holds at most ${COMPARE_MAX} cars and says why it cannot take another`, () => {
    expect(canAddToCompare([1, 2, 3])).toBe(true);
    expect(canAddToCompare([1, 2, 3, 4])).toBe(false);
    expect(COMPARE_FULL_TEXT).toBe('You can compare up to 4 cars. Remove one to add another.');
  });
  it("links read 'Compare (2)' and 'Favourites (3)'", () => {
    expect(compareLinkText(2)).toBe('Compare (2)');
    expect(favouritesLinkText(3)).toBe('Favourites (3)');
    expect(favouritesLinkText(0)).toBe('Favourites');
  });
});

describe('saved cars on the favourites and compare pages', () => {
  const docs = [doc(1), doc(2, { status: 'sold' })];
  it('are available, sold, or gone from the stock index, priced by the card rule', () => {
    const views = savedCarViews([saved(1), saved(2), saved(3)], docs, site, 0);
    expect(views.map((v) => v.state)).toEqual(['available', 'sold', 'gone']);
    expect(views[0].card).toMatchObject({
      title: '2021 Kia Sportage GT',
      href: '/cars/car-1',
      price: { kind: 'price', text: '$32,990' },
    });
    expect(views[2]).toMatchObject({ card: null, doc: null, item: saved(3) });
  });
  it('a subscription site shows the subscription price (the page adds / week)', () => {
    const [view] = savedCarViews(
      [saved(1)],
      [doc(1, { subscription_price: 199 })] as never,
      { ...site, offers_subscription: true },
      0,
    );
    expect(view.card?.price).toMatchObject({ kind: 'subscription', text: '$199' });
  });
  it('without a stock index (a hosted engine) every saved car shows as saved', () => {
    const views = savedCarViews([saved(1)], null, site, 0);
    expect(views).toEqual([{ item: saved(1), state: 'available', card: null, doc: null }]);
  });
  it("the compare table: year and key specs in order with the VDP's labels, '—' for a gap", () => {
    const rows = compareSpecRows([doc(1), doc(2, { seats: null, drive: '' }), null]);
    expect(rows.map((r) => [r.label, ...r.values])).toEqual([
      ['Year', '2021', '2021', '—'],
      ['Odometer', '41,000 km', '41,000 km', '—'],
      ['Transmission', 'Automatic', 'Automatic', '—'],
      ['Body', 'SUV', 'SUV', '—'],
      ['Fuel Type', 'Petrol', 'Petrol', '—'],
      ['Engine', '4 cyl 2.0L', '4 cyl 2.0L', '—'],
      ['Drive', 'AWD', '—', '—'],
      ['Seats', '5', '—', '—'],
      ['Colour', 'White', 'White', '—'],
    ]);
    expect(compareSpecRows([doc(1, { seats: null }), null]).map((r) => r.key)).not.toContain(
      'seats',
    );
  });
  it('features are the facet features; anything else is ignored', () => {
    expect(compareFeatures(doc(1))).toEqual(['Reversing Camera', 'Apple CarPlay']);
    expect(compareFeatures(doc(1, { filtered_features: 'oops' }))).toEqual([]);
    expect(compareFeatures(null)).toEqual([]);
  });
});
