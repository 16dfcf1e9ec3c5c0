/**
 * A car added after the last build, looked up at request time in the site's search engine
 * (rules.md: Hosted search engine: index Car_production, the site's host
 * and search key). The lookup asks for the slug among this site's cars (its stock filter
 * without the visibility clause), and the visibility clause, the build's own rule, decides
 * the answer: listed, the car is shown ('found'); one of this site's cars no longer listed
 * (sold past the window, or hidden) is known to be gone ('gone': 410); no such car of this
 * site is 'missing' (404). A request can never show another dealer's car or a hidden one:
 * a car that is not listed is never rendered, only its absence is told.
 */
import { Car } from '../domain/vehicle/schema';
import { and, eq, toMeilisearch, toPredicate } from '../domain/search/filter';
import {
  siteStockFilter,
  visibilityClause,
  type StockFilterSite,
} from '../domain/search/stock-filter';
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

/** The Meilisearch filter for one car of this site, listed or not (the visibility clause is applied to the hit). */
export function liveCarFilter(slug: string, site: StockFilterSite): string {
  return toMeilisearch(and(eq('slug', slug), siteStockFilter(site)));
}

export type LiveLookup =
  | { kind: 'found'; car: Car }
  | { kind: 'gone' }
  | { kind: 'missing' }
  | { kind: 'unavailable'; reason: string };

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
      body: JSON.stringify({ q: '', filter: liveCarFilter(slug, site), limit: 1 }),
      signal: AbortSignal.timeout(LIVE_LOOKUP_TIMEOUT_MS),
    });
    if (!response.ok) return { kind: 'unavailable', reason: `search answered ${response.status}` };
    const body = (await response.json()) as { hits?: unknown[] };
    const hit = body.hits?.[0] as Record<string, unknown> | undefined;
    if (!hit || hit.slug !== slug) return { kind: 'missing' };
    // this site's car, but not listed now: known to be gone
    if (!toPredicate(visibilityClause(site, nowSeconds))(hit)) return { kind: 'gone' };
    const parsed = Car.safeParse(hit);
    if (!parsed.success) return { kind: 'missing' };
    return { kind: 'found', car: parsed.data };
  } catch (error) {
    return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
  }
}
