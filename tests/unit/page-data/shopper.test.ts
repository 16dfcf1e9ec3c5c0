/** src/page-data/shopper.ts: the favourites and compare pages' data (fixtures). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageDataFor, type TenantFixture } from '../../support/astro-content';

const load = (tenant: TenantFixture) =>
  pageDataFor(tenant, () => import('../../../src/page-data/shopper'));

const stock = [
  {
    id: 1,
    slug: 'car-1',
    make: 'Kia',
    model: 'Rio',
    car_type: 'used',
    status: 'in_stock',
    show_on_dealer_website: true,
  },
];
const tenant: TenantFixture = { website: { name: 'Bayside Motors' }, stock };
const pacific: TenantFixture = {
  website: { name: 'Pacific', dealership_group: 'Pacific Motor Group', offers_subscription: true },
  stock,
};

afterEach(() => vi.unstubAllEnvs());

describe('shopper pages', () => {
  it('/favourites: the island reads the stock index the search page loads', async () => {
    const page = await (await load(tenant)).favouritesPage();
    expect(page).toMatchObject({
      title: 'My Favourites',
      path: '/favourites',
      compareEnabled: false,
      config: {
        indexUrl: '/search/stock-index.json',
        storeFavourites: true,
        vehicleWordPlural: 'cars',
      },
    });
    expect(page.config.searchHref).toMatch(/^\/search\//);
    expect(page.config.serverNowMs).toBeGreaterThan(0);
  });
  it("/compare: the card's site (price rule, subscriptions) and compare mode for the group", async () => {
    const page = await (await load(pacific)).comparePage();
    expect(page).toMatchObject({ title: 'Compare Cars', path: '/compare', compareEnabled: true });
    expect(page.config.cardSite).toMatchObject({ offers_subscription: true });
  });
  it('a site searched through a hosted engine ships no index: the pages show what was saved', async () => {
    vi.stubEnv('SEARCH_HOST', 'https://search.example');
    vi.stubEnv('SEARCH_KEY', 'public-key');
    vi.stubEnv('SEARCH_KEY_UID', '6062abda-a5aa-4414-ac91-ecd7944c0f8d');
    // a hosted engine is used only with a tenant token, which needs the site's stock filter
    const hosted = { ...tenant, website: { ...tenant.website, search_filters: 'dealership_id:7' } };
    const page = await (await load(hosted)).favouritesPage();
    expect(page.config.indexUrl).toBeNull();
  });
  it('the search and vehicle pages link to the lists with the site’s storage and compare mode', async () => {
    const { shopperLinksProps } = await load(pacific);
    const { makeWebsite } = await import('../../support/factories');
    expect(
      shopperLinksProps(makeWebsite({ dealership_group: 'Pacific Motor Group' }) as never),
    ).toEqual({ storeFavourites: true, compareEnabled: true });
    expect(shopperLinksProps(makeWebsite({}) as never)).toEqual({
      storeFavourites: true,
      compareEnabled: false,
    });
  });
});
