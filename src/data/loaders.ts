/**
 * Astro Content Layer loaders, one per collection. Each reads the current tenant
 * (TENANT) through tenant-content.ts, which validates every payload; a payload that fails
 * stops this tenant's build with the tenant, the file or path, the field and the reason.
 */
import type { Loader } from 'astro/loaders';
import { MANUFACTURERS } from './manufacturers';
import {
  loadBlogs,
  loadModels,
  loadOffers,
  loadPages,
  loadParts,
  loadPromotions,
  loadSearchPageTemplates,
  loadSearchSlugs,
  loadRedirectingCars,
  loadStock,
  loadTenant,
  type TenantContent,
} from './tenant-content';
import { currentTenantSlug } from './tenant-context';
import { STOCK_READ_AT_ENV } from '../domain/vehicle/stock-check';

type Entry = { id: string; data: Record<string, unknown> };

function collectionLoader(name: string, read: (t: TenantContent) => Promise<Entry[]>): Loader {
  return {
    name: `dealer-${name}`,
    async load({ store, logger }) {
      const tenant = await loadTenant(currentTenantSlug());
      const entries = await read(tenant);
      store.clear();
      for (const entry of entries) store.set(entry);
      logger.info(`${tenant.slug}: ${entries.length} ${name}`);
    },
  };
}

const byId = <T extends { id: string | number }>(items: T[]): Entry[] =>
  items.map((item) => ({ id: String(item.id), data: item }));

export const websiteLoader = () =>
  collectionLoader('website', async (t) => [{ id: 'site', data: t.website }]);
export const locationsLoader = () =>
  collectionLoader('locations', async (t) => byId(t.website.locations));
export const manufacturersLoader = () =>
  collectionLoader('manufacturers', async () => byId(MANUFACTURERS));
export const modelsLoader = () =>
  collectionLoader('models', async (t) => byId(await loadModels(t)));
export const offersLoader = () =>
  collectionLoader('offers', async (t) => byId(await loadOffers(t)));
export const partsLoader = () => collectionLoader('parts', async (t) => byId(await loadParts(t)));
export const pagesLoader = () =>
  collectionLoader('pages', async (t) =>
    (await loadPages(t)).map((p) => ({ id: p.slug, data: p })),
  );
export const blogsLoader = () =>
  collectionLoader('blog posts', async (t) =>
    (await loadBlogs(t)).map((p) => ({ id: p.slug, data: p })),
  );
export const promotionsLoader = () =>
  collectionLoader('promotions', async (t) => [{ id: 'site', data: await loadPromotions(t) }]);
export const searchSlugsLoader = () =>
  collectionLoader('search slugs', async (t) =>
    (await loadSearchSlugs(t)).map((s) => ({ id: s.slug, data: s })),
  );
export const searchPageTemplatesLoader = () =>
  collectionLoader('search page templates', async (t) =>
    (await loadSearchPageTemplates(t)).map((s, i) => ({ id: String(s.id ?? i), data: s })),
  );
export const stockLoader = () =>
  collectionLoader('stock', async (t) => {
    const cars = await loadStock(t);
    // the instant the stock was read: /stock-check.json publishes it ('Checked in stock')
    process.env[STOCK_READ_AT_ENV] = new Date().toISOString();
    return cars.map((car) => ({ id: car.slug, data: car }));
  });
export const soldCarsLoader = () =>
  collectionLoader('sold cars redirecting', async (t) =>
    (await loadRedirectingCars(t)).map((car) => ({ id: car.slug, data: car })),
  );
