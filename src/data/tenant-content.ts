/**
 * Reads one tenant's content from its source (content API or sample store) and validates
 * every payload with the spec's schemas. Used by the Content Layer loaders and by scripts;
 * memoised per process so the website payload is fetched once per build.
 */
import type { z } from 'zod';
import { Car } from '../domain/vehicle/schema';
import { toMeilisearch } from '../domain/search/filter';
import { siteStockFilter, stockFilter } from '../domain/search/stock-filter';
import { and } from '../domain/search/filter';
import { redirectingFilter } from '../domain/vehicle/sold-lifecycle';
import { SoldCarDoc, type SoldCarDoc as SoldCarDocType } from '../domain/vehicle/sold-car-doc';
import { toPredicate } from '../domain/search/filter';
import {
  BlogPost,
  Manufacturer,
  Model,
  Offer,
  Page,
  Promotions,
  SearchPageTemplate,
  SearchSlug,
  Website,
} from '../domain/tenant/schema';
import { PROMOTIONS_VERSION, paths, type GetOptions } from './content-api';
import { siteOffers } from '../domain/offers/ownership';
import { Part } from '../domain/parts/schema';
import { siteParts } from '../domain/parts/catalogue';
import {
  buildSearchHost,
  describeIndexSource,
  readIndexDocuments,
  type SearchHost,
} from './index-documents';
import { SEARCH_INDEXES } from '../domain/search/indexes';
import { contentSourceFor, readTenantEntry, type ContentSource } from './tenant-context';
import { parseItemsOrThrow, parseOrThrow } from './validate';
import type { TenantEntry } from '../domain/tenant/registry';
import { checkConfigValues } from '../domain/tenant/config-values';
import { heldCarIds, withReservedOverlay } from '../domain/checkout/reservation';
import { readHolds } from './reservation-holds';

export interface TenantContent {
  slug: string;
  entry: TenantEntry;
  source: ContentSource;
  website: Website;
  /** Search host for build-time document reads, when the site has one. */
  search: SearchHost | null;
}

const cache = new Map<string, Promise<TenantContent>>();

/**
 * Forgets every tenant loaded so far. A build process that builds several tenants (or one
 * tenant again) calls it at the start of each build (src/integrations/astro-config.ts), so no
 * build sees what an earlier one read.
 */
export function forgetLoadedTenants(): void {
  cache.clear();
}

export function loadTenant(slug: string, root?: string): Promise<TenantContent> {
  const key = `${root ?? ''}|${slug}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = (async () => {
      const entry = readTenantEntry(slug, root);
      const source = contentSourceFor(entry, root);
      const websitePath = paths.website(entry.website_id);
      const raw = await source.api.get(websitePath);
      const checked = checkConfigValues(
        parseOrThrow(Website, raw, { tenant: slug, source: source.describe(websitePath) }),
      );
      for (const warning of checked.warnings) console.warn(`[config] ${warning}`);
      const website = checked.site;
      if (website.slug !== slug) {
        throw new Error(
          `Tenant "${slug}": ${source.describe(websitePath)} has slug "${website.slug}", expected "${slug}"`,
        );
      }
      const search = buildSearchHost(slug, source.kind, website, process.env);
      return { slug, entry, source, website, search };
    })();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/** An optional payload (the content contract: a 404 means the tenant has none), or `empty`. */
async function optional<T>(
  t: TenantContent,
  apiPath: string,
  empty: T,
  query?: GetOptions['query'],
): Promise<unknown> {
  try {
    return await t.source.api.get(apiPath, { optional: true, query });
  } catch (error) {
    if ((error as { status?: number }).status === 404) return empty;
    throw error;
  }
}

function parseList<S extends z.ZodType>(
  schema: S,
  list: unknown,
  tenant: string,
  source: string,
): z.output<S>[] {
  if (!Array.isArray(list)) return [parseOrThrow(schema.array(), list, { tenant, source })].flat();
  return parseItemsOrThrow(schema, list, { tenant, source });
}

/** The site's listed stock documents, as read (not yet validated), and where they came from. */
async function listedDocuments(
  t: TenantContent,
  nowSeconds: number,
): Promise<{
  docs: unknown[];
  keep: (doc: Record<string, unknown>) => boolean;
  sourceName: string;
}> {
  const filter = stockFilter(t.website, nowSeconds);
  const docs = await readIndexDocuments(t.source, SEARCH_INDEXES.cars, {
    search: t.search,
    filter: toMeilisearch(filter),
  });
  const keep = toPredicate(filter);
  const sourceName = describeIndexSource(t.source, t.search, SEARCH_INDEXES.cars);
  return { docs, keep, sourceName };
}

/**
 * How many cars the site lists now, from the same read and filter as the build's stock (not
 * validated): the stock guard's count, taken before a build touches its output.
 */
export async function listedStockCount(
  t: TenantContent,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<number> {
  const { docs, keep } = await listedDocuments(t, nowSeconds);
  return docs.filter((d) => keep(d as Record<string, unknown>)).length;
}

/** The site's listed stock, validated as Car documents. */
export async function loadStock(
  t: TenantContent,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<Car[]> {
  const { docs, keep, sourceName } = await listedDocuments(t, nowSeconds);
  const expected = t.website.stock?.count ?? 0;
  if (docs.length === 0 && expected > 0) {
    throw new Error(
      `Tenant "${t.slug}": the website says it has ${expected} cars in stock (stock.count) but ${sourceName} returned none. ` +
        (t.search
          ? `Check that MEILI_BUILD_KEY is a key of ${t.search.host} allowed to read ${SEARCH_INDEXES.cars}.`
          : `No search host is set: set SEARCH_HOST (or the website's search_host) and MEILI_BUILD_KEY.`),
    );
  }
  const cars = parseItemsOrThrow(Car, docs, { tenant: t.slug, source: sourceName }, (doc) =>
    keep(doc as Record<string, unknown>),
  );
  // Cars held by a paid, unexpired reservation read reserved: 'RESERVED'.
  return withReservedOverlay(cars, heldCarIds(await readHolds(t.slug), nowSeconds * 1000));
}

/**
 * The site's sold cars whose redirect day has come (domain/vehicle/sold-lifecycle.ts): their
 * addresses become permanent redirects to their closest landing pages.
 */
export async function loadRedirectingCars(
  t: TenantContent,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<SoldCarDocType[]> {
  const filter = and(siteStockFilter(t.website), redirectingFilter(t.website, nowSeconds));
  const docs = await readIndexDocuments(t.source, SEARCH_INDEXES.cars, {
    search: t.search,
    filter: toMeilisearch(filter),
  });
  const keep = toPredicate(filter);
  const sourceName = describeIndexSource(t.source, t.search, SEARCH_INDEXES.cars);
  return parseItemsOrThrow(SoldCarDoc, docs, { tenant: t.slug, source: sourceName }, (doc) =>
    keep(doc as Record<string, unknown>),
  );
}

/** The site's own offers from the shared Offer_production index (rules.md: Offers; Hosted search (content indexes)). */
export async function loadOffers(t: TenantContent): Promise<Offer[]> {
  const docs = await readIndexDocuments(t.source, SEARCH_INDEXES.offers, { search: t.search });
  const sourceName = describeIndexSource(t.source, t.search, SEARCH_INDEXES.offers);
  return siteOffers(parseList(Offer, docs, t.slug, sourceName), t.website);
}

/** The site's parts from the shared Part_production index (rules.md: Own-site routes (content side); Hosted search (content indexes)). */
export async function loadParts(t: TenantContent): Promise<Part[]> {
  const docs = await readIndexDocuments(t.source, SEARCH_INDEXES.parts, { search: t.search });
  const sourceName = describeIndexSource(t.source, t.search, SEARCH_INDEXES.parts);
  return siteParts(parseList(Part, docs, t.slug, sourceName), t.website);
}

export async function loadManufacturer(t: TenantContent): Promise<Manufacturer | null> {
  const id = t.website.manufacturer_id;
  if (id == null) return null;
  const p = paths.manufacturer(id);
  const raw = await t.source.api.get(p, { production: true, query: { website_id: t.website.id } });
  return parseOrThrow(Manufacturer, raw, { tenant: t.slug, source: t.source.describe(p) });
}

export async function loadModels(t: TenantContent): Promise<Model[]> {
  const manufacturer = await loadManufacturer(t);
  const ids = manufacturer?.models ?? [];
  const models: Model[] = [];
  for (const id of ids) {
    const p = paths.model(id);
    const raw = await t.source.api.get(p, {
      production: true,
      query: { website_id: t.website.id },
    });
    models.push(parseOrThrow(Model, raw, { tenant: t.slug, source: t.source.describe(p) }));
  }
  return models;
}

export async function loadPromotions(t: TenantContent): Promise<Promotions> {
  const p = paths.promotions(t.website.id);
  const raw = await optional(t, p, {}, { version: PROMOTIONS_VERSION });
  return parseOrThrow(Promotions, raw, { tenant: t.slug, source: t.source.describe(p) });
}

export async function loadPages(t: TenantContent): Promise<Page[]> {
  const p = paths.pages(t.website.id);
  return parseList(Page, await optional(t, p, []), t.slug, t.source.describe(p));
}

/** The blog's articles (websites/{id}/blogs.json); a 404 means the site has no blog posts. */
export async function loadBlogs(t: TenantContent): Promise<BlogPost[]> {
  const p = paths.blogs(t.website.id);
  return parseList(BlogPost, await optional(t, p, []), t.slug, t.source.describe(p));
}

export async function loadSearchSlugs(t: TenantContent): Promise<SearchSlug[]> {
  const p = paths.searchSlugs(t.website.id);
  return parseList(SearchSlug, await optional(t, p, []), t.slug, t.source.describe(p));
}

export async function loadSearchPageTemplates(t: TenantContent): Promise<SearchPageTemplate[]> {
  const p = paths.searchPageTemplates(t.website.id);
  return parseList(SearchPageTemplate, await optional(t, p, []), t.slug, t.source.describe(p));
}
