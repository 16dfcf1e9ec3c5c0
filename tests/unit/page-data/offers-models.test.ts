/**
 * The offer, model, service and parts pages' data (src/page-data/offers.ts, models.ts,
 * service.ts, parts.ts) from the fixture dealer (tests/fixtures/dealer.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SEARCH_PATH } from '../../../src/domain/tenant/config/search-defaults';
import { makeModel, makeOffer, makePart, makeSite } from '../../fixtures/dealer';

vi.mock('astro:content', () => ({ getCollection: async () => [], getEntry: async () => null }));
const { offersPageData, offerRoutes } = await import('../../../src/page-data/offers');
const { modelMenuData, modelPageData, modelRoutes, rangePageData, rangeModels } =
  await import('../../../src/page-data/models');
const { servicePageData } = await import('../../../src/page-data/service');
const { partsPageData, partsSearchData } = await import('../../../src/page-data/parts');

const LONG = 'Finance offer available to approved applicants only. '.repeat(6);
const models = () => [
  makeModel({ manufacturer_body: 'SUVs & 4WDs' }),
  makeModel({
    id: 2,
    name: 'HiLux',
    slug: 'hilux',
    body: ['Ute'],
    manufacturer_body: 'Utes & Vans',
    accessories_count: 0,
  }),
  makeModel({ id: 3, name: 'bZ4X', slug: 'bz4x', status: 'coming_soon', accessories_count: 0 }),
];
const input = (over: Record<string, unknown> = {}) => ({
  site: makeSite(),
  models: models(),
  offers: [
    makeOffer(),
    makeOffer({ id: 2, category: 'Finance offer', disclaimer: LONG, model: { name: 'HiLux' } }),
    makeOffer({ id: 3, expiry_date: '2026-11-01' }),
  ],
  parts: [makePart(), makePart({ id: 2, name: 'HiLux Tow Bar', models: ['HiLux'] })],
  landingPaths: new Set(['/search/toyota/rav4']),
  today: '2026-11-23',
  ...over,
});

describe('/special-offers and the offer pages', () => {
  it("'See our latest offers': current offers only, each at /offers/{id}", () => {
    const page = offersPageData(input());
    expect(page.title).toBe('See our latest offers');
    expect(page.cards.map((c) => c.href)).toEqual(['/offers/1', '/offers/2']);
  });

  it("collapses a long description above 200 to 160 with 'View more', keeps a short one whole", () => {
    const [rav4, hilux] = offersPageData(input()).cards;
    expect(rav4.description!.full.length).toBeGreaterThan(200);
    expect(rav4.description!.short!.length).toBeLessThanOrEqual(161);
    expect(rav4.disclaimer).toEqual({ full: expect.any(String), short: null });
    expect(hilux.disclaimer!.short!.length).toBeLessThanOrEqual(201);
  });

  it('keeps a finance offer expanded under its flag (dealership group)', () => {
    const site = makeSite({ dealership_group: 'Pacific Motor Group' });
    const [rav4, finance] = offersPageData(input({ site })).cards;
    expect(finance.disclaimer!.short).toBeNull();
    expect(rav4.description!.short).not.toBeNull(); // not a finance offer: still collapsed
  });

  it("links 'Explore {model}' to the model page, 'Enquire Now' and 'Book A Test Drive'", () => {
    const [rav4] = offersPageData(input()).cards;
    expect(rav4.explore).toEqual({ href: '/new-vehicles/rav4', text: 'Explore RAV4' });
    expect(rav4.enquire.text).toBe('Enquire Now');
    expect(rav4.testDrive).toEqual({ href: '/book-test-drive', text: 'Book A Test Drive' });
    expect(rav4.ends).toBe('Offer ends 24 December 2026');
  });

  it('builds /offers/{manufacturer}/{id} when the site has no single manufacturer', () => {
    const site = makeSite({ manufacturer: null, manufacturer_id: null, template: 'default' });
    expect(offerRoutes(input({ site }), 'id')).toEqual([]);
    const routes = offerRoutes(input({ site }), 'manufacturer');
    expect(routes.map((r) => r.params)).toEqual([
      { manufacturer: 'toyota', id: '1' },
      { manufacturer: 'toyota', id: '2' },
    ]);
    expect(routes[0].props.more.map((c) => c.id)).toEqual(['2']);
  });
});

describe('the model range and model pages', () => {
  it('lists the range at /new-vehicles on the toyota template with body filters', () => {
    const page = rangePageData(input());
    expect(page.heading).toBe('New Toyota Cars');
    expect(page.allHref).toBe('/new-vehicles');
    expect(page.filters.map((f) => f.href)).toEqual([
      '/new-vehicles?body=suvs--4wds', // the spec's rule: spaces to '-', '&' dropped
      '/new-vehicles?body=utes--vans',
      '/new-vehicles?body=upcoming',
    ]);
    expect(page.tiles.map((t) => t.name)).toEqual(['RAV4', 'HiLux', 'bZ4X']);
  });

  it("'Our Stock' goes to the model's stock page, hidden for a coming-soon model", () => {
    const [rav4, hilux, bz4x] = rangePageData(input()).tiles;
    expect(rav4.stock?.href).toBe('/search/toyota/rav4');
    expect(hilux.stock?.href).toBe(DEFAULT_SEARCH_PATH); // no stock page for HiLux: the site's search
    expect(bz4x.stock).toBeNull();
    expect(bz4x.badge).toBe('Upcoming');
    expect(rav4.accessories).toEqual({
      href: '/new-vehicles/rav4/accessories',
      text: 'View Accessories',
    });
  });

  it('a model page carries its offers and its service plan (rules.md: Service plans)', () => {
    const page = modelPageData(input(), models()[1]);
    expect(page.model.explore.text).toBe('Explore HiLux');
    expect(page.offers.map((o) => o.id)).toEqual(['2']);
    expect(page.servicePlan).not.toBeNull();
    expect(modelPageData(input(), models()[2]).servicePlan).toBeNull(); // coming soon
  });

  it('routes the range, each model, its accessories and the toyota-template alias', () => {
    const routes = modelRoutes(input(), 'new-vehicles');
    const byPath = new Map(routes.map((r) => [r.params.path ?? '', r.props.kind]));
    expect(byPath.get('')).toBe('range');
    expect(byPath.get('rav4')).toBe('model');
    expect(byPath.get('rav4/accessories')).toBe('accessories');
    expect(byPath.get('toyota-rav4')).toBe('redirect');
    expect(modelRoutes(input(), 'models')).toEqual([]); // the toyota template's segment only
  });

  it('falls back to the brand list when the range is empty', () => {
    expect(rangeModels(makeSite(), [])).toHaveLength(22);
  });

  it('gives the header its mega-menu: categories with tiles', () => {
    const menu = modelMenuData(input());
    expect(menu.length).toBeGreaterThan(0);
    expect(JSON.stringify(menu)).toContain('/new-vehicles/rav4');
  });
});

describe('service and parts', () => {
  it("shows the capped-price table on a Toyota site and 'Book a Service'", () => {
    const page = servicePageData({ site: makeSite(), models: models() });
    expect(page.form.heading).toBe('Book your service online');
    expect(page.plans?.rows.find((r) => r.model === 'HiLux')?.href).toBe('/new-vehicles/hilux');
    expect(page.book.text).toBe('Book a Service');
    const other = servicePageData({
      site: makeSite({ manufacturer: null, manufacturer_id: null, template: 'default' }),
      models: [],
    });
    expect(other.plans).toBeNull();
  });

  it('lists the parts and searches them', () => {
    const oil = makePart({ id: 3, name: 'Engine Oil 5L', category: 'Servicing', models: [] });
    const page = partsPageData({ site: makeSite(), parts: [makePart(), oil] });
    // general parts are featured; a model's accessories have their own page
    expect(page.featured.map((p) => p.name)).toEqual(['Engine Oil 5L']);
    expect(page.categories.map((c) => c.href)).toEqual([
      '/parts/search?category=exterior',
      '/parts/search?category=servicing',
    ]);
    const search = partsSearchData({ site: makeSite(), parts: [makePart()] });
    expect(JSON.stringify(search)).toContain('pz403-x2550-00');
  });
});
