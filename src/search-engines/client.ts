/**
 * The search client a tenant's pages use, behind InstantSearch: Meilisearch when the site
 * has a search host and key, otherwise the embedded engine over the stock index written
 * at build time. Each is a separate chunk, loaded on the first search.
 */
import type { SortSite } from '../domain/search/sort';
import { afterNextPaint } from './after-paint';
import type { StockFilterSite } from '../domain/search/stock-filter';

export type SearchEngineConfig =
  | {
      kind: 'meilisearch';
      host: string;
      /** A tenant token minted at build time (tenant-token.ts), never a raw key. */
      searchKey: string;
      attributesToRetrieve?: readonly string[];
    }
  | { kind: 'embedded'; indexUrl: string; attributesToRetrieve?: readonly string[] };

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

/** Client result cache: 10 entries; the oldest is evicted (rules.md: Search). */
export const RESULT_CACHE_SIZE = 10;

export function resultCache<T>(size = RESULT_CACHE_SIZE) {
  const entries = new Map<string, T>();
  return {
    get(key: string): T | undefined {
      return entries.get(key);
    },
    set(key: string, value: T): void {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > size) entries.delete(entries.keys().next().value as string);
    },
    delete: (key: string) => entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

export function createSearchClient(config: SearchEngineConfig, site: ClientSite): LazySearchClient {
  const cache = resultCache<Promise<{ results: unknown[] }>>();
  let client: Promise<AnyClient & { preload?: () => Promise<unknown> }> | null = null;
  const load = () => {
    client ??= (
      config.kind === 'meilisearch'
        ? import('./meilisearch').then(
            ({ meiliSearchClient }) =>
              meiliSearchClient({
                host: config.host,
                searchKey: config.searchKey,
                site,
                attributesToRetrieve: config.attributesToRetrieve,
              }) as unknown as AnyClient,
          )
        : import('./embedded/client').then(
            ({ embeddedSearchClient }) =>
              embeddedSearchClient({
                site,
                indexUrl: config.indexUrl,
                attributesToRetrieve: config.attributesToRetrieve,
              }) as unknown as AnyClient,
          )
    ).catch((error) => {
      client = null;
      throw error;
    });
    return client;
  };
  return {
    // A search starts after the next paint: the tap or key that asked for it is answered on
    // screen first (a ticked box, the drawer's state), then the results render.
    search: (requests) => {
      const key = JSON.stringify(requests);
      const hit = cache.get(key);
      if (hit) return afterNextPaint().then(() => hit);
      const pending = afterNextPaint()
        .then(load)
        .then((c) => c.search(requests));
      cache.set(key, pending);
      // A failed search is not kept: trying again searches again.
      pending.catch(() => cache.get(key) === pending && cache.delete(key));
      return pending;
    },
    searchForFacetValues: async (requests) => {
      const c = await load();
      if (!c.searchForFacetValues) throw new Error('searchForFacetValues is not supported');
      return c.searchForFacetValues(requests);
    },
    clearCache: async () => {
      cache.clear();
      const c = await load();
      await c.clearCache?.();
    },
    preload: async () => {
      const c = await load();
      return c.preload?.();
    },
  };
}
