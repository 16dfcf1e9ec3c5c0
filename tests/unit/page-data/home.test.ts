/** src/page-data/home.ts: the home page's data from the tenant's collections (fixtures). */
import { describe, expect, it } from 'vitest';
import { pageDataFor, type TenantFixture } from '../../support/astro-content';
import { featureBanner, featuredCars } from '../../../src/page-data/home';

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
  it('counts the listed cars in the hero, as the quick search does (one stock count: recently sold cars are listed)', async () => {
    const page = await load(plain);
    expect(page.listedCount).toBe('9');
    expect(page.name).toBe('Bayside Motors');
    expect(page.description).toBe('Bayside Motors in Brisbane: 9 new, used and demo cars listed.');
  });

  it('tallies stock by type in the spec order, leaving out types without stock', async () => {
    const page = await load(plain);
    expect(page.byType).toEqual([
      { type: 'new', label: 'New', count: 2, countText: '2 cars', href: '/search/new-cars' },
      { type: 'used', label: 'Used', count: 6, countText: '6 cars', href: '/search/used-cars' },
      { type: 'demo', label: 'Demo', count: 1, countText: '1 car', href: '/search/demo-cars' },
    ]);
    const onlyNew = await load({ ...plain, stock: [car(1, 'Toyota', 'new')] });
    expect(onlyNew.byType.map((t) => t.type)).toEqual(['new']);
  });

  it('tallies makes of the listed cars (what each make’s page shows), most first, then by name, at most eight', async () => {
    const page = await load(plain);
    expect(page.topMakes.map((m) => [m.make, m.count, m.href])).toEqual([
      ['Mazda', 4, '/search/mazda'],
      ['Toyota', 3, '/search/toyota'],
      ['Kia', 2, '/search/kia'],
    ]);
    expect(page.topMakes[0].countText).toBe('(4)');
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
    expect(own.searchHref).toBe('/search/new-used-and-demo-cars?range%5Bphotos_count%5D=3');
  });

  it('lists the visible locations with their address, phone and page', async () => {
    expect((await load(plain)).locations).toEqual([
      {
        name: 'Bayside Sales',
        street: '1 Main St',
        place: 'Brisbane QLD 4000',
        phone: { href: 'tel:+61754431234', text: '07 5443 1234' },
        details: { href: '/our-location/bayside-sales', text: 'View Location' },
      },
      {
        name: 'Bayside Parts',
        street: null,
        place: null,
        phone: null,
        details: { href: '/our-location/parts', text: 'View Location' },
      },
    ]);
  });

  it("uses the template's vehicle word", async () => {
    const page = await load({ ...plain, website: { template: 'motorcycle' } });
    expect(page.word).toBe('motorcycle');
    expect(page.byType[0].countText).toBe('2 motorcycles');
  });
});

describe('home page: feature banner, featured stock, reviews and JSON-LD', () => {
  const photo = (id: number, created: number, status = 'in_stock') => ({
    ...car(id, 'Toyota', 'used', status),
    created_at_timestamp: created,
    primary_image_url: `https://cdn.example/${id}.jpg`,
  });

  it('links the banner to offers, service and sell-your-car, with the first offer picture', () => {
    const offers = [{ image: null }, { image: { src: '/o.jpg', alt: 'Hilux offer' } }];
    const items = featureBanner({ name: 'Bayside Motors' }, 'car', offers);
    expect(items.map((i) => [i.key, i.heading, i.link.href, i.link.text])).toEqual([
      ['offers', 'Latest offers', '/special-offers', 'See our latest offers'],
      ['service', 'Service', '/service', 'Book a Service'],
      ['sell', 'Sell your car', '/trade-in', 'Click Here To Sell'],
    ]);
    expect(items[0].text).toMatch(/^2 current offers at Bayside Motors/);
    expect(items[0].image).toEqual({ src: '/o.jpg', alt: 'Hilux offer' });
    const none = featureBanner({ name: 'Bayside Motors' }, 'motorcycle', []);
    expect(none[0].text).not.toMatch(/current offer/);
    expect(none[0].image).toBeNull();
    expect(none[2].heading).toBe('Sell your motorcycle');
    expect(featureBanner({ name: 'X' }, 'car', [{ image: null }])[0].text).toMatch(
      /^1 current offer at X/,
    );
  });

  it('features the newest in-stock cars with a photo, at most four, with the card fields', () => {
    const docs = [
      photo(1, 100),
      photo(2, 500),
      photo(3, 900, 'sold'),
      { ...car(4, 'Kia', 'used'), created_at_timestamp: 999 }, // no photo
      photo(5, 300),
      photo(6, 400),
      photo(7, 200),
    ];
    const cars = featuredCars(docs);
    expect(cars.map((c) => c.id)).toEqual([2, 6, 5, 7]);
    expect(cars[0]).toMatchObject({
      slug: 'car-2',
      primary_image_url: 'https://cdn.example/2.jpg',
    });
    expect(featuredCars([])).toEqual([]);
  });

  it('shows the featured cards from the stock with the search cards settings', async () => {
    const page = await load({ ...plain, stock: [...stock, photo(20, 50), photo(21, 60)] });
    expect(page.featured.cars.map((c) => c.slug)).toEqual(['car-21', 'car-20']);
    expect(page.featured.viewAll).toEqual({
      href: '/search/new-used-and-demo-cars/',
      text: 'View all stock',
    });
    expect(page.featured.site.config?.usedLabel).toBe('Used');
    expect(Number.isInteger(page.featured.nowSeconds)).toBe(true);
  });

  const rated: TenantFixture = {
    ...plain,
    locations: [
      {
        id: 1,
        primary: true,
        average_rating: '4.5',
        review_count: 30,
        address: {
          street: '1 Main St',
          city: 'Brisbane',
          state: 'QLD',
          postcode: 4000,
          lat: '-27.47',
          long: '153.02',
        },
        contact_detail: { phone: '0754431234' },
      },
      { id: 2, name: 'Bayside Service', slug: 'svc', average_rating: '4.0', review_count: 10 },
    ],
  };

  it("summarises the site's rating as 'X.X (N reviews)' and links to the main location", async () => {
    const page = await load(rated);
    // no dealership ratings: the visible locations' ratings weighted by their counts
    expect(page.reviews).toMatchObject({
      average: '4.4',
      summary: '4.4 (40 reviews)',
      label: 'Rated 4.4 out of 5',
      link: { href: '/our-location/bayside-sales', text: 'Read our reviews' },
    });
    expect(page.reviews?.stars).toEqual(['full', 'full', 'full', 'full', 'partial']);
    const dealer = await load({
      ...rated,
      website: {
        dealerships: [{ id: 1, name: 'D', slug: 'd', average_rating: '4.8', review_count: 1200 }],
      },
    });
    expect(dealer.reviews?.summary).toBe('4.8 (1,200 reviews)');
  });

  it('hides the summary and the JSON-LD rating where reviews do not show', async () => {
    const low = await load({ ...rated, website: { config: { reviewMinimumRating: 4.5 } } });
    expect(low.reviews).toBeNull();
    expect(low.jsonLd).not.toHaveProperty('aggregateRating');
    const hidden = await load({ ...rated, website: { config: { hideReviews: true } } });
    expect(hidden.reviews).toBeNull();
    expect(hidden.jsonLd).not.toHaveProperty('aggregateRating');
    expect((await load(plain)).reviews).toBeNull();
  });

  it("describes the site as an AutoDealer with its main location's address and geo", async () => {
    const page = await load(rated);
    expect(page.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Bayside Motors',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Main St',
        addressLocality: 'Brisbane',
        postalCode: '4000',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -27.47, longitude: 153.02 },
      aggregateRating: { ratingValue: '4.4', reviewCount: 40 },
    });
    expect(String(page.jsonLd.url)).toMatch(/^https?:\/\/.+\/$/);
    expect(page.jsonLd).toHaveProperty('telephone');
  });
});
