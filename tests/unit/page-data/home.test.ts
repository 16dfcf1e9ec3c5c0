/** src/page-data/home.ts: the home page's data from the tenant's collections (fixtures). */
import { describe, expect, it } from 'vitest';
import { pageDataFor, type TenantFixture } from '../../support/astro-content';

const load = (tenant: TenantFixture) =>
  pageDataFor(tenant, () => import('../../../src/page-data/home')).then((m) => m.homePage());

const car = (id: number, make: string, car_type: string, status = 'in_stock') => ({
  id,
  slug: `car-${id}`,
  make,
  model: 'Any',
  car_type,
  status,
});

const stock = [
  car(1, 'Toyota', 'new'),
  car(2, 'Toyota', 'new'),
  car(3, 'Toyota', 'used', 'coming_soon'),
  car(4, 'Kia', 'used'),
  car(5, 'Kia', 'used'),
  car(6, 'Mazda', 'demo'),
  car(7, 'Mazda', 'used', 'sold'),
  car(8, 'Mazda', 'used', 'sold'),
  car(9, 'Mazda', 'used', 'sold'),
];

const plain: TenantFixture = {
  website: { name: 'Bayside Motors', address: { city: 'Brisbane', state: 'QLD' } },
  stock,
  locations: [
    // the factory's Bayside Sales, 1 Main St Brisbane QLD 4000
    { id: 1, contact_detail: { phone: '0754431234' } },
    { id: 2, name: 'Hidden Yard', slug: 'hidden', visible: false },
    { id: 3, name: 'Bayside Parts', slug: 'parts', address: null },
  ],
};

describe('home page', () => {
  it('counts the in-stock cars (coming soon included, sold left out) in the hero', async () => {
    const page = await load(plain);
    expect(page.inStockCount).toBe('6');
    expect(page.name).toBe('Bayside Motors');
    expect(page.description).toBe(
      'Bayside Motors in Brisbane: 6 new, used and demo cars in stock.',
    );
  });

  it('tallies stock by type in the spec order, leaving out types without stock', async () => {
    const page = await load(plain);
    expect(page.byType).toEqual([
      { type: 'new', label: 'New', count: 2, countText: '2 cars', href: '/search/new-cars' },
      { type: 'used', label: 'Used', count: 3, countText: '3 cars', href: '/search/used-cars' },
      { type: 'demo', label: 'Demo', count: 1, countText: '1 car', href: '/search/demo-cars' },
    ]);
    const onlyNew = await load({ ...plain, stock: [car(1, 'Toyota', 'new')] });
    expect(onlyNew.byType.map((t) => t.type)).toEqual(['new']);
  });

  it('tallies makes of the in-stock cars, most first, then by name, at most eight', async () => {
    const page = await load(plain);
    expect(page.topMakes.map((m) => [m.make, m.count, m.href])).toEqual([
      ['Toyota', 3, '/search/toyota'],
      ['Kia', 2, '/search/kia'],
      ['Mazda', 1, '/search/mazda'],
    ]);
    expect(page.topMakes[0].countText).toBe('(3)');
    const makes = ['Audi', 'BMW', 'Chery', 'Ford', 'GWM', 'Honda', 'Isuzu', 'Jeep', 'Kia'];
    const many = await load({ stock: makes.map((m, i) => car(i + 1, m, 'used')) });
    expect(many.topMakes.map((m) => m.make)).toEqual(makes.slice(0, 8));
  });

  it("labels used cars with the site's used label: 'Pre-Owned' under the preOwnedWording flag", async () => {
    const label = async (website: TenantFixture['website']) =>
      (await load({ ...plain, website })).byType.find((t) => t.type === 'used')?.label;
    expect(await label({})).toBe('Used');
    expect(await label({ dealership_group: 'Pacific Motor Group' })).toBe('Pre-Owned');
    expect(await label({ config: { usedLabel: 'Quality Used' } })).toBe('Quality Used');
  });

  it("links 'Search Vehicles' to the site's search path with its default query", async () => {
    expect((await load(plain)).searchHref).toBe('/search/new-used-and-demo-cars/');
    const own = await load({
      ...plain,
      website: {
        default_search_path: '/search/new-used-and-demo-cars',
        config: { defaultSearchQuery: 'range[photos_count]=3' },
      },
    });
    expect(own.searchHref).toBe('/search/new-used-and-demo-cars?range[photos_count]=3');
  });

  it('lists the visible locations with their address and phone', async () => {
    expect((await load(plain)).locations).toEqual([
      {
        name: 'Bayside Sales',
        street: '1 Main St',
        place: 'Brisbane QLD 4000',
        phone: { href: 'tel:0754431234', text: '07 5443 1234' },
      },
      { name: 'Bayside Parts', street: null, place: null, phone: null },
    ]);
  });

  it("uses the template's vehicle word", async () => {
    const page = await load({ ...plain, website: { template: 'motorcycle' } });
    expect(page.word).toBe('motorcycle');
    expect(page.byType[0].countText).toBe('2 motorcycles');
  });
});
