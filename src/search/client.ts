/**
 * The search client a tenant's pages use, behind InstantSearch: Meilisearch when the site
 * has a search host and key, otherwise the embedded engine over the stock index written
 * at build time. Each is a separate chunk, loaded on the first search.
 */
import type { SortSite } from '../domain/search/sort';
import type { StockFilterSite } from '../domain/search/stock-filter';

export type SearchEngineConfig =
  | { kind: 'meilisearch'; host: string; searchKey: string; attributesToRetrieve?: readonly string[] }
  | { kind: 'embedded'; indexUrl: string };

export type ClientSite = StockFilterSite & SortSite;

type Requests = readonly { indexName: string; params?: Record<string, unknown> }[];
interface AnyClient {
  search(requests: Requests): Promise<{ results: unknown[] }>;
  searchForFacetValues?(...args: unknown[]): Promise<unknown>;
  clearCache?(): Promise<void> | void;
}

export interface LazySearchClient {
  search(requests: Requests): Promise<{ results: unknown[] }>;
  searchForFacetValues(requests: unknown): Promise<unknown>;
  clearCache(): Promise<void>;
  /** Starts loading the engine and its data now (e.g. when the browser is idle). */
  preload(): Promise<unknown>;
}

export function createSearchClient(config: SearchEngineConfig, site: ClientSite): LazySearchClient {
  let client: Promise<AnyClient & { preload?: () => Promise<unknown> }> | null = null;
  const load = () => {
    client ??= (
      config.kind === 'meilisearch'
        ? import('./meilisearch').then(({ meiliSearchClient }) =>
            meiliSearchClient({ host: config.host, searchKey: config.searchKey, site, attributesToRetrieve: config.attributesToRetrieve }) as unknown as AnyClient,
          )
        : import('./embedded/client').then(({ embeddedSearchClient }) => embeddedSearchClient({ site, indexUrl: config.indexUrl }) as unknown as AnyClient)
    ).catch((error) => {
      client = null;
      throw error;
    });
    return client;
  };
  return {
    search: async (requests) => (await load()).search(requests),
    searchForFacetValues: async (requests) => {
      const c = await load();
      if (!c.searchForFacetValues) throw new Error('searchForFacetValues is not supported');
      return c.searchForFacetValues(requests);
    },
    clearCache: async () => {
      const c = await load();
      await c.clearCache?.();
    },
    preload: async () => {
      const c = await load();
      return c.preload?.();
    },
  };
}
