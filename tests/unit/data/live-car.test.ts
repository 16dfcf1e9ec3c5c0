/** Cars added after the build: the live search lookup (src/data/live-car.ts). */
import { describe, expect, it } from 'vitest';
import { findLiveCar, liveCarFilter, liveSearch } from '../../../src/data/live-car';

const NOW = 1_800_000_000;
const site = {
  search_filters: 'dealership_slug:demo-motors',
  include_sold_cars_days: 3,
  search_host: 'https://search.example/',
  search_key: 'public-key',
};
const car = {
  id: 5,
  slug: '2024-kia-sportage-s-abc',
  make: 'Kia',
  model: 'Sportage',
  car_type: 'used',
  status: 'in_stock',
  price: 30000,
};

function fakeFetch(answer: { status?: number; body?: unknown; throws?: Error }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (answer.throws) throw answer.throws;
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200 });
  }) as unknown as typeof fetch;
  return { fn, calls };
}

describe('live lookup of a car added after the build', () => {
  it("asks the site's search engine with the slug and the site's stock filter, with its search key", async () => {
    const f = fakeFetch({ body: { hits: [{ ...car, show_on_dealer_website: true }] } });
    const result = await findLiveCar(car.slug, site, { fetch: f.fn, nowSeconds: NOW });
    expect(result).toMatchObject({ kind: 'found', car: { slug: car.slug, price: 30000 } });
    expect(f.calls[0].url).toBe('https://search.example/indexes/Car_production/search');
    expect((f.calls[0].init.headers as Record<string, string>).authorization).toBe(
      'Bearer public-key',
    );
    const body = JSON.parse(String(f.calls[0].init.body));
    expect(body.limit).toBe(1);
    expect(body.filter).toBe(liveCarFilter(car.slug, site));
    expect(body.filter).toContain('slug = "2024-kia-sportage-s-abc"');
    expect(body.filter).toContain('dealership_slug = "demo-motors"');
    // the visibility clause decides on the hit: a car of this site no longer listed is 'gone'
    expect(body.filter).not.toContain('show_on_dealer_website');
  });
  it.each([
    ['listed', {}, 'found'],
    ['coming soon', { status: 'coming_soon' }, 'found'],
    ['sold within the window', { status: 'sold', sold_date_timestamp: NOW - 2 * 86400 }, 'found'],
    ['sold long ago', { status: 'sold', sold_date_timestamp: NOW - 90 * 86400 }, 'gone'],
    ['sold, no date', { status: 'sold' }, 'gone'],
    ['hidden from the website', { show_on_dealer_website: false }, 'gone'],
  ])('this site’s car %s: %s', async (_what, over, kind) => {
    const hit = { show_on_dealer_website: true, ...car, ...over };
    const result = await findLiveCar(car.slug, site, {
      fetch: fakeFetch({ body: { hits: [hit] } }).fn,
      nowSeconds: NOW,
    });
    expect(result.kind).toBe(kind);
    // a car not listed is never handed to the page
    if (kind === 'gone') expect(result).toEqual({ kind: 'gone' });
  });
  it('quotes the slug, so a crafted slug cannot widen the filter', () => {
    expect(liveCarFilter('x" OR slug != "y', site)).toContain('slug = "x\\" OR slug != \\"y"');
  });
  it('reports missing, a hit for another slug, or an invalid document as missing', async () => {
    expect(
      await findLiveCar(car.slug, site, { fetch: fakeFetch({ body: { hits: [] } }).fn }),
    ).toEqual({ kind: 'missing' });
    expect(
      await findLiveCar(car.slug, site, {
        fetch: fakeFetch({ body: { hits: [{ ...car, slug: 'other' }] } }).fn,
      }),
    ).toEqual({ kind: 'missing' });
    expect(
      await findLiveCar(car.slug, site, {
        fetch: fakeFetch({
          body: { hits: [{ slug: car.slug, status: 'in_stock', show_on_dealer_website: true }] },
        }).fn,
      }),
    ).toEqual({ kind: 'missing' });
  });
  it('is unavailable without a search engine, on an error status or a network failure', async () => {
    expect(await findLiveCar(car.slug, { ...site, search_host: null })).toMatchObject({
      kind: 'unavailable',
    });
    expect(await findLiveCar(car.slug, site, { fetch: fakeFetch({ status: 503 }).fn })).toEqual({
      kind: 'unavailable',
      reason: 'search answered 503',
    });
    expect(
      await findLiveCar(car.slug, site, {
        fetch: fakeFetch({ throws: new Error('ECONNREFUSED') }).fn,
      }),
    ).toEqual({ kind: 'unavailable', reason: 'ECONNREFUSED' });
  });
  it('SEARCH_HOST and SEARCH_KEY override the site (as in the build)', () => {
    expect(liveSearch(site, { SEARCH_HOST: 'http://127.0.0.1:7700/', SEARCH_KEY: 'k' })).toEqual({
      host: 'http://127.0.0.1:7700',
      key: 'k',
    });
    expect(liveSearch({ search_host: 'h' }, {})).toBeNull();
  });
});
