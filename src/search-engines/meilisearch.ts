/**
 * Meilisearch behind InstantSearch, through the maintained adapter
 * (@meilisearch/instant-meilisearch). Index Car_production; sort indexes
 * {index}:{field}:{asc|desc}. The browser only ever holds the site's search key.
 *
 * Every multi-search query leaves with the site's stock filter (evaluated at the time of
 * the request) AND-ed in front of InstantSearch's own filters, including the adapter's
 * own facet-distribution query, so no query reaches the shared index unfiltered.
 */
import { instantMeiliSearch } from '@meilisearch/instant-meilisearch';
import { searchEngineErrorMessage } from '../domain/api/errors';
import { and, toMeilisearch } from '../domain/search/filter';
import { sortFilter, type SortSite } from '../domain/search/sort';
import { stockFilter, type StockFilterSite } from '../domain/search/stock-filter';

export interface MeiliClientOptions {
  host: string;
  /** The search key: never an admin key. */
  searchKey: string;
  site: StockFilterSite & SortSite;
  attributesToRetrieve?: readonly string[];
  now?: () => number;
  fetch?: typeof fetch;
}

type MeiliFilter = string | (string | string[])[];
interface MultiSearchQuery {
  indexUid: string;
  filter?: MeiliFilter;
  sort?: string[];
  [key: string]: unknown;
}

/** The site's stock filter (and the sort's extra clause) in front of a query's filters. */
export function withStockFilter(
  query: MultiSearchQuery,
  site: StockFilterSite & SortSite,
  nowSeconds: number,
): MultiSearchQuery {
  const sort = query.sort?.[0];
  const base = toMeilisearch(
    and(stockFilter(site, nowSeconds), sort ? sortFilter(`${query.indexUid}:${sort}`, site) : null),
  );
  const own: (string | string[])[] =
    query.filter === undefined
      ? []
      : typeof query.filter === 'string'
        ? [query.filter]
        : query.filter;
  return { ...query, filter: base ? [base, ...own] : own };
}

export class SearchEngineError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export function meiliSearchClient(options: MeiliClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const now = options.now ?? Date.now;
  const httpClient = async (url: string, init?: RequestInit) => {
    let body = init?.body;
    if (typeof body === 'string' && new URL(url).pathname.endsWith('/multi-search')) {
      const parsed = JSON.parse(body) as { queries: MultiSearchQuery[] };
      const nowSeconds = Math.floor(now() / 1000);
      body = JSON.stringify({
        ...parsed,
        queries: parsed.queries.map((q) => withStockFilter(q, options.site, nowSeconds)),
      });
    }
    const response = await doFetch(url, { ...init, body });
    const json = await response.json().catch(() => undefined);
    if (!response.ok) {
      throw new SearchEngineError(
        searchEngineErrorMessage(json, response.statusText),
        response.status,
      );
    }
    return json;
  };
  const { searchClient } = instantMeiliSearch(options.host, options.searchKey, {
    finitePagination: true,
    primaryKey: 'id',
    httpClient,
    meiliSearchParams: {
      attributesToHighlight: [],
      ...(options.attributesToRetrieve
        ? { attributesToRetrieve: [...options.attributesToRetrieve] }
        : {}),
    },
  });
  return searchClient;
}
