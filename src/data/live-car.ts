/**
 * A car added after the last build, looked up at request time in the site's search engine
 * (vehicles-and-shopping.md §7 Hosted search engine: index Car_production, the site's host
 * and search key). The same stock filter as the build decides whether the car is listed on
 * this site, so a request can never show another dealer's car or a hidden one.
 */
import { Car } from '../domain/vehicle/schema';
import { and, eq, toMeilisearch } from '../domain/search/filter';
import { stockFilter, type StockFilterSite } from '../domain/search/stock-filter';
import { SEARCH_INDEXES } from '../domain/search/indexes';

export const LIVE_LOOKUP_TIMEOUT_MS = 2500;

export interface LiveSearchSite extends StockFilterSite {
  search_host?: string | null;
  search_key?: string | null;
}

export interface LiveLookupOptions {
  fetch?: typeof fetch;
  /** SEARCH_HOST / SEARCH_KEY override the site's own (the same variables the build reads). */
  env?: Record<string, string | undefined>;
  nowSeconds?: number;
}

/** The search host and key a request may use, or null when the site has no search engine. */
export function liveSearch(
  site: LiveSearchSite,
  env: Record<string, string | undefined> = {},
): { host: string; key: string } | null {
  const host = env.SEARCH_HOST || site.search_host || '';
  const key = env.SEARCH_KEY || site.search_key || '';
  return host && key ? { host: host.replace(/\/+$/, ''), key } : null;
}

/** The Meilisearch filter for one listed car of this site. */
export function liveCarFilter(slug: string, site: StockFilterSite, nowSeconds: number): string {
  return toMeilisearch(and(eq('slug', slug), stockFilter(site, nowSeconds)));
}

export type LiveLookup =
  { kind: 'found'; car: Car } | { kind: 'missing' } | { kind: 'unavailable'; reason: string };

export async function findLiveCar(
  slug: string,
  site: LiveSearchSite,
  options: LiveLookupOptions = {},
): Promise<LiveLookup> {
  const search = liveSearch(site, options.env ?? {});
  if (!search) return { kind: 'unavailable', reason: 'no search engine configured' };
  const doFetch = options.fetch ?? fetch;
  const nowSeconds = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  try {
    const response = await doFetch(`${search.host}/indexes/${SEARCH_INDEXES.cars}/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${search.key}` },
      body: JSON.stringify({ q: '', filter: liveCarFilter(slug, site, nowSeconds), limit: 1 }),
      signal: AbortSignal.timeout(LIVE_LOOKUP_TIMEOUT_MS),
    });
    if (!response.ok) return { kind: 'unavailable', reason: `search answered ${response.status}` };
    const body = (await response.json()) as { hits?: unknown[] };
    const hit = body.hits?.[0];
    if (!hit) return { kind: 'missing' };
    const parsed = Car.safeParse(hit);
    if (!parsed.success || parsed.data.slug !== slug) return { kind: 'missing' };
    return { kind: 'found', car: parsed.data };
  } catch (error) {
    return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
  }
}
