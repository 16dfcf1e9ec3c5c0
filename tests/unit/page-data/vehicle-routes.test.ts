/** src/page-data/vehicle-routes.ts: which cars get pages per template prefix, and the on-demand fallback. */
import { describe, expect, it } from 'vitest';
import { pageDataFor, type TenantFixture } from '../../support/astro-content';

const load = (tenant: TenantFixture) =>
  pageDataFor(tenant, () => import('../../../src/page-data/vehicle-routes'));

const car = (id: number, slug: string, over: Record<string, unknown> = {}) => ({
  id,
  slug,
  make: 'Toyota',
  model: 'Corolla',
  car_type: 'used',
  status: 'in_stock',
  price: 20000 + id * 1000,
  ...over,
});
const stock = [
  car(1, '2021-toyota-corolla-ascent-1'),
  car(2, '2022-toyota-corolla-sx-2'),
  car(3, '2020-toyota-corolla-zr-3', { status: 'sold' }),
  car(4, '2019-kia-cerato-s-4', { make: 'Kia', model: 'Cerato' }),
];
const siteOf = (template: string): TenantFixture => ({ website: { template }, stock });

describe('vehicle pages per template prefix (rules.md: Vehicle detail page (VDP))', () => {
  it.each([
    ['default', '/cars'],
    ['toyota', '/cars'],
    ['truck', '/cars'],
    ['motorcycle', '/motorcycles'],
    ['camper', '/campers'],
    ['caravan', '/cars'],
    ['rv', '/cars'],
  ] as const)('a %s site gets a page per listed car under %s only', async (template, prefix) => {
    const routes = await load(siteOf(template));
    for (const other of ['/cars', '/motorcycles', '/campers'] as const) {
      const paths = await routes.vehicleStaticPaths(other);
      expect(paths.map((p) => p.params.slug)).toEqual(
        other === prefix ? stock.map((c) => c.slug) : [],
      );
    }
  });
  it('gives a sold car similar cars in stock, and a car in stock none', async () => {
    const paths = await (await load(siteOf('default'))).vehicleStaticPaths('/cars');
    const sold = paths.find((p) => p.props.car.status === 'sold')!;
    expect(sold.props.similar.map((c) => c.slug)).toContain('2021-toyota-corolla-ascent-1');
    expect(sold.props.similar.every((c) => c.status !== 'sold')).toBe(true);
    expect(paths[0].props.similar).toEqual([]);
  });
});

describe('on-demand fallback', () => {
  it("redirects another prefix to the site's own", async () => {
    const routes = await load(siteOf('motorcycle'));
    expect(await routes.resolveFallback('/cars', 'some-bike-9')).toEqual({
      kind: 'redirect',
      location: '/motorcycles/some-bike-9',
    });
  });
  it('serves a car the build knows', async () => {
    const result = await (
      await load(siteOf('default'))
    ).resolveFallback('/cars', '2021-toyota-corolla-ascent-1');
    expect(result).toMatchObject({ kind: 'car', lookup: 'build', car: { id: 1 }, similar: [] });
  });
  it('without a search engine, says gone with a guess from the slug and similar cars', async () => {
    const result = await (
      await load(siteOf('default'))
    ).resolveFallback('/cars', '2023-toyota-corolla-hybrid-99');
    expect(result.kind).toBe('gone');
    if (result.kind !== 'gone') return;
    expect(result.lookup).toBe('unavailable');
    expect(result.guess).toEqual({ make: 'Toyota', model: 'Corolla' });
    expect(result.similar.length).toBeGreaterThan(0);
  });
  it('an invalid slug is gone without a lookup', async () => {
    const result = await (await load(siteOf('default'))).resolveFallback('/cars', '../etc');
    expect(result).toMatchObject({ kind: 'gone', lookup: 'invalid', guess: { make: null } });
  });
  it("sets the answer's status and headers, and carries the site's search path and vehicle word", async () => {
    const routes = await load(siteOf('motorcycle'));
    const astro = (slug: string) => ({
      params: { slug },
      response: { status: 200, headers: new Headers() },
      redirect: (path: string, status?: number) =>
        new Response(null, { status, headers: { location: path } }),
    });
    const gone = astro('no-such-van-1');
    const page = await routes.fallbackResponse(gone, '/motorcycles');
    expect(page).not.toBeInstanceOf(Response);
    if (page instanceof Response) return;
    // no search engine to tell whether this site ever had the car: 404 (410 only for a car
    // known to be gone: src/data/live-car.ts)
    expect(gone.response.status).toBe(404);
    expect(gone.response.headers.get('x-vehicle-lookup')).toBe('unavailable');
    expect(page).toMatchObject({
      kind: 'gone',
      word: 'motorcycle',
      searchPath: '/search/new-used-and-demo-cars/',
    });
    const moved = await routes.fallbackResponse(astro('a-car-1'), '/cars');
    expect(moved).toBeInstanceOf(Response);
    expect((moved as Response).headers.get('location')).toBe('/motorcycles/a-car-1');
  });
});

describe('vehicle page', () => {
  it("works out the page's data for the collections' site, with its search path", async () => {
    const routes = await load({
      website: { name: 'Bayside Motors', default_search_path: '/search/stock' },
      stock,
    });
    const page = await routes.vehiclePage((await routes.listedStock())[0]);
    expect(page.site.name).toBe('Bayside Motors');
    expect(page.searchPath).toBe('/search/stock');
    expect(page.d.path).toBe('/cars/2021-toyota-corolla-ascent-1');
    expect(page.d.title).toBe('2021 Toyota Corolla');
  });
});
