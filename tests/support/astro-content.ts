/**
 * `astro:content` with the tenant's collections replaced by fixtures, for page-data tests
 * (as Starlight's mockedAstroContent): each entry is parsed through its collection's schema.
 *
 *   vi.mock('astro:content', async () =>
 *     (await import('../../support/astro-content')).mockedAstroContent({ website: {...}, stock: [...] }),
 *   );
 */
import { vi } from 'vitest';
import {
  makeBlogPost,
  makeCar,
  makeLocation,
  makeManufacturer,
  makePage,
  makePromotions,
  makeSearchPageTemplate,
  makeSearchSlug,
  makeWebsite,
} from './factories';

type Input<F extends (over: never) => unknown> = Parameters<F>[0];

export interface TenantFixture {
  website?: Input<typeof makeWebsite>;
  stock?: Input<typeof makeCar>[];
  locations?: Input<typeof makeLocation>[];
  manufacturers?: Input<typeof makeManufacturer>[];
  promotions?: Input<typeof makePromotions>;
  searchSlugs?: Input<typeof makeSearchSlug>[];
  searchPageTemplates?: Input<typeof makeSearchPageTemplate>[];
  pages?: Input<typeof makePage>[];
  blogs?: Input<typeof makeBlogPost>[];
  /** Sold cars past their redirect day (the soldCars collection). */
  soldCars?: {
    id: number;
    slug: string;
    make: string;
    model: string;
    status: 'sold';
    sold_date_timestamp: number;
  }[];
}

/** The collections' entries as getCollection returns them ({ id, collection, data }). */
export function fixtureCollections(tenant: TenantFixture) {
  const entries = <T>(collection: string, list: T[], idOf: (data: T, i: number) => string) =>
    list.map((data, i) => ({ id: idOf(data, i), collection, data }));
  return {
    website: entries('website', [makeWebsite(tenant.website)], () => 'site'),
    stock: entries('stock', (tenant.stock ?? []).map(makeCar), (c) => c.slug),
    locations: entries('locations', (tenant.locations ?? []).map(makeLocation), (l) => l.slug),
    manufacturers: entries(
      'manufacturers',
      (tenant.manufacturers ?? []).map(makeManufacturer),
      (m) => m.slug,
    ),
    promotions: entries(
      'promotions',
      tenant.promotions ? [makePromotions(tenant.promotions)] : [],
      () => 'promotions',
    ),
    searchSlugs: entries(
      'searchSlugs',
      (tenant.searchSlugs ?? []).map(makeSearchSlug),
      (s) => s.slug,
    ),
    searchPageTemplates: entries(
      'searchPageTemplates',
      (tenant.searchPageTemplates ?? []).map(makeSearchPageTemplate),
      (t) => t.name,
    ),
    pages: entries('pages', (tenant.pages ?? []).map(makePage), (p) => p.slug),
    blogs: entries('blogs', (tenant.blogs ?? []).map(makeBlogPost), (p) => p.slug),
    soldCars: entries('soldCars', tenant.soldCars ?? [], (c) => c.slug),
  } as Record<string, { id: string; collection: string; data: unknown }[]>;
}

/** The real `astro:content` module with getCollection and getEntry reading the fixture. */
export async function mockedAstroContent(tenant: TenantFixture) {
  const mod = await vi.importActual<typeof import('astro:content')>('astro:content');
  const collections = fixtureCollections(tenant);
  return {
    ...mod,
    getCollection: async (name: string, filter?: (entry: unknown) => unknown) => {
      const list = collections[name] ?? [];
      return filter ? list.filter(filter) : list;
    },
    getEntry: async (name: string, id: string) =>
      (collections[name] ?? []).find((e) => e.id === id),
  };
}

/**
 * A page-data module loaded afresh against a tenant fixture: page data reads each collection
 * once per build (cached in its module), so each tenant gets its own module instances.
 *
 *   const { homePage } = await pageDataFor(tenant, () => import('../../../src/page-data/home'));
 */
export async function pageDataFor<M>(tenant: TenantFixture, load: () => Promise<M>): Promise<M> {
  vi.resetModules();
  vi.doMock('astro:content', () => mockedAstroContent(tenant));
  return load();
}
