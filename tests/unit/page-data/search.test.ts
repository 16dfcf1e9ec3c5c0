/** src/page-data/search.ts: the search pages' data from the tenant's collections (fixtures). */
import { describe, expect, it } from 'vitest';
import { pageDataFor, type TenantFixture } from '../../support/astro-content';

const load = (tenant: TenantFixture) =>
  pageDataFor(tenant, () => import('../../../src/page-data/search'));

const car = (
  id: number,
  make: string,
  model: string,
  car_type: string,
  over: Record<string, unknown> = {},
) => ({
  id,
  slug: `car-${id}`,
  make,
  model,
  make_model: `${make}:${model}`,
  car_type,
  status: 'in_stock',
  show_on_dealer_website: true,
  body: 'SUV',
  location_name: 'Bayside Sales',
  dealership_name: 'Bayside Toyota',
  ...over,
});

const stock = [
  car(1, 'Toyota', 'RAV4', 'new'),
  car(2, 'Toyota', 'RAV4', 'used'),
  car(3, 'Toyota', 'Corolla', 'used', { body: 'Hatch' }),
  car(4, 'Kia', 'Sportage', 'used'),
  car(5, 'Kia', 'Cerato', 'demo', { body: 'Sedan' }),
  car(6, 'Mazda', 'CX-5', 'used', { show_on_dealer_website: false }),
];

const tenant: TenantFixture = {
  website: {
    name: 'Bayside Motors',
    address: { city: 'Brisbane', state: 'QLD' },
    dealerships: [{ id: 5, name: 'Bayside Toyota', slug: 'bayside-toyota' }],
  },
  stock,
  locations: [{ id: 10, name: 'Bayside Sales', slug: 'bayside-sales' }],
  searchSlugs: [{ slug: 'under-20k', title: 'Cars under $20k', query: 'range[price]=0:20000' }],
};
const pacific: TenantFixture = {
  ...tenant,
  website: { ...tenant.website, dealership_group: 'Pacific Motor Group' },
};

describe('search context tallies', () => {
  it('tallies the listed stock (the stock filter leaves out unlisted cars) by make and body', async () => {
    const ctx = await (await load(tenant)).searchContext();
    expect(ctx.listedCount).toBe(5);
    expect(ctx.counts.make).toEqual({ Toyota: 3, Kia: 2 });
    expect(ctx.counts.body).toEqual({ SUV: 3, Hatch: 1, Sedan: 1 });
    expect(ctx.counts.car_type).toEqual({ new: 1, used: 3, demo: 1 });
    expect(ctx.config.vocab.makes).toEqual(['Toyota', 'Kia']);
    expect(ctx.config.vocab.bodies).toEqual(['SUV', 'Hatch', 'Sedan']);
  });
});

describe('/search', () => {
  it('tiles makes and bodies from the same tally, most first, linking to the results', async () => {
    const page = await (await load(tenant)).searchHomePage();
    expect(page.title).toBe('Search Cars');
    expect(page.description).toBe('Search 5 new, used and demo cars at Bayside Motors.');
    expect(page.makes.map((m) => [m.label, m.countText])).toEqual([
      ['Toyota', '(3)'],
      ['Kia', '(2)'],
    ]);
    expect(page.makes[0]).toMatchObject({ logo: null, initial: 'T' });
    expect(page.makes[0].href).toContain('/search/new-used-and-demo-cars/');
    expect(page.bodies.map((b) => [b.label, b.countText])).toEqual([
      ['SUV', '(3)'],
      ['Hatch', '(1)'],
      ['Sedan', '(1)'],
    ]);
    expect(page.browseAllHref).toBe('/search/new-used-and-demo-cars/');
  });
  it("shows a make's logo from the manufacturers collection", async () => {
    const page = await (
      await load({
        ...tenant,
        manufacturers: [{ name: 'Kia', slug: 'kia', logo: { url: 'https://img/kia.svg' } }],
      })
    ).searchHomePage();
    expect(page.makes.map((m) => m.logo)).toEqual([null, 'https://img/kia.svg']);
  });
});

describe('landing pages', () => {
  it('prerender every /search/ route with stock, with its heading', async () => {
    const paths = await (await load(tenant)).searchStaticPaths();
    const headings = Object.fromEntries(paths.map((p) => [p.params.path, p.props.landing.heading]));
    expect(headings).toEqual({
      'new-used-and-demo-cars': 'New, Used & Demo Cars in Brisbane',
      'new-cars': 'New Cars for sale in Brisbane',
      'used-cars': 'Used Cars for sale in Brisbane',
      'demo-cars': 'Demo Cars for sale in Brisbane',
      'new-and-demo-cars': 'New & Demo Cars for sale in Brisbane',
      toyota: 'New & Used Toyota for sale in Brisbane',
      'toyota/rav4': 'Toyota RAV4 for sale in Brisbane',
      'toyota/corolla': 'Toyota Corolla for sale in Brisbane',
      kia: 'New & Used Kia for sale in Brisbane',
      'kia/sportage': 'Kia Sportage for sale in Brisbane',
      'kia/cerato': 'Kia Cerato for sale in Brisbane',
      suv: 'SUV Cars for sale in Brisbane',
      hatch: 'Hatch Cars for sale in Brisbane',
      sedan: 'Sedan Cars for sale in Brisbane',
      'bayside-sales': 'Cars for sale at Bayside Sales',
      'bayside-toyota': 'Cars for sale at Bayside Toyota',
      'under-20k': 'Cars under $20k',
    });
  });
  it("say 'Pre-Owned' for used cars under the preOwnedWording flag", async () => {
    const paths = await (await load(pacific)).searchStaticPaths();
    const used = paths.find((p) => p.params.path === 'used-cars');
    expect(used?.props.landing.heading).toBe('Pre-Owned Cars for sale in Brisbane');
  });

  it('/used-cars/{slug} repeats make, body, location and dealership pages for used cars', async () => {
    const paths = await (await load(tenant)).usedCarsStaticPaths();
    expect(paths.map((p) => [p.params.slug, p.props.landing.heading])).toEqual([
      ['toyota', 'Used Toyota Cars for sale'],
      ['kia', 'Used Kia Cars for sale'],
      ['suv', 'Used SUV Cars for sale'],
      ['hatch', 'Used Hatch Cars for sale'],
      ['sedan', 'Used Sedan Cars for sale'],
      ['bayside-sales', 'Used Cars at Bayside Sales'],
      ['bayside-toyota', 'Used Cars at Bayside Toyota'],
    ]);
    const toyota = paths[0].props.landing;
    expect(toyota).toMatchObject({
      path: '/used-cars/toyota',
      title: 'Used Toyota Cars for sale',
      paragraphs: [],
      state: { refinementList: { car_type: ['used'], make: ['Toyota'] } },
    });
  });
  it('/used-cars/{slug} says Pre-Owned under the flag, and has no pages without used stock', async () => {
    const paths = await (await load(pacific)).usedCarsStaticPaths();
    expect(paths[0].props.landing.heading).toBe('Pre-Owned Toyota Cars for sale');
    expect(paths.at(-1)?.props.landing.heading).toBe('Pre-Owned Cars at Bayside Toyota');
    const noUsed = await (
      await load({ ...tenant, stock: stock.filter((c) => c.car_type !== 'used') })
    ).usedCarsStaticPaths();
    expect(noUsed).toEqual([]);
  });

  it('/pre-owned is the used-car page at its own path, canonical to /search/used-cars', async () => {
    const page = await (await load(pacific)).preOwnedSearch();
    expect(page.canonicalPath).toBe('/search/used-cars');
    expect(page.landing).toMatchObject({
      path: '/pre-owned',
      heading: 'Pre-Owned Cars for sale in Brisbane',
      state: { refinementList: { car_type: ['used'] } },
    });
  });
  it('/pre-owned without used stock repeats the default search', async () => {
    const page = await (
      await load({ ...tenant, stock: stock.filter((c) => c.car_type !== 'used') })
    ).preOwnedSearch();
    expect(page.canonicalPath).toBe('/search/new-used-and-demo-cars/');
    expect(page.landing.heading).toBe('New, Used & Demo Cars in Brisbane');
    expect(page.landing.path).toBe('/pre-owned');
  });

  it('/new-used-and-demo-cars is the default search, canonical to the search path', async () => {
    const page = await (await load(tenant)).inStockSearch();
    expect(page.canonicalPath).toBe('/search/new-used-and-demo-cars/');
    expect(page.landing).toMatchObject({ path: '/new-used-and-demo-cars', kind: 'base' });
  });
  it("follows the site's own default search path", async () => {
    const own = await load({
      ...tenant,
      website: { ...tenant.website, default_search_path: '/search/all-stock' },
    });
    expect((await own.inStockSearch()).canonicalPath).toBe('/search/all-stock');
    expect((await own.searchStaticPaths())[0].params.path).toBe('all-stock');
  });
});
