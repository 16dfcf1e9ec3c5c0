/**
 * The embedded engine behind InstantSearch's search-client interface. The engine (with
 * its text-search library) and the tenant's stock index are loaded lazily: on the first
 * search, or earlier when preload() is called while the browser is idle.
 */
import type { Doc, EngineSite, SearchRequest, SearchResponse } from './engine';
import {
  decodeStockIndexInSlices,
  FACET_ATTRIBUTES,
  NUMERIC_ATTRIBUTES,
  type EncodedStockIndex,
} from '../../domain/search/stock-index';
import { nextTask, timeSlices } from './time-slices';

export interface EmbeddedClientOptions {
  site: EngineSite;
  /** The stock index URL (in the browser). */
  indexUrl?: string;
  /** The documents themselves (at build time). */
  docs?: readonly Doc[];
  now?: () => number;
  /** The attributes a hit carries (HIT_ATTRIBUTES); all when unset. */
  attributesToRetrieve?: readonly string[];
  fetch?: typeof fetch;
}

export interface InstantSearchRequest {
  indexName: string;
  query?: string;
  params?: SearchRequest['params'];
}

export interface EmbeddedSearchClient {
  search(requests: readonly InstantSearchRequest[]): Promise<{ results: SearchResponse[] }>;
  searchForFacetValues(): Promise<never>;
  clearCache(): Promise<void>;
  preload(): Promise<unknown>;
}

export function embeddedSearchClient(options: EmbeddedClientOptions): EmbeddedSearchClient {
  let engine: Promise<import('./engine').EmbeddedEngine> | null = null;
  const load = () => {
    engine ??= (async () => {
      const fetchIndex = async (): Promise<readonly Doc[]> => {
        const r = await (options.fetch ?? fetch)(options.indexUrl!);
        if (!r.ok)
          throw new Error(`The stock index could not be loaded (${r.status} ${r.statusText})`);
        // decoded a field at a time, yielding to input between slices (time-slices.ts) but not
        // resting: a search may be waiting for it
        return decodeStockIndexInSlices(
          (await r.json()) as EncodedStockIndex | Doc[],
          timeSlices(nextTask),
        );
      };
      const docsPromise = options.docs ? Promise.resolve(options.docs) : fetchIndex();
      const [{ EmbeddedEngine }, docs] = await Promise.all([import('./engine'), docsPromise]);
      const engine = new EmbeddedEngine(docs, {
        site: options.site,
        facetAttributes: FACET_ATTRIBUTES,
        numericAttributes: NUMERIC_ATTRIBUTES,
        attributesToRetrieve: options.attributesToRetrieve,
        now: options.now,
      });
      // The text index is built while the browser is idle, not on the shopper's first query.
      const idle = (globalThis as { requestIdleCallback?: (cb: () => void) => void })
        .requestIdleCallback;
      if (idle) idle(() => void engine.warm());
      return engine;
    })();
    // A failed load is retried by the next search.
    engine.catch(() => {
      engine = null;
    });
    return engine;
  };
  return {
    async search(requests) {
      const e = await load();
      const started = performance.now();
      const results = requests.map((r) =>
        e.search({
          indexName: r.indexName,
          params: { ...r.params, query: r.params?.query ?? r.query ?? '' },
        }),
      );
      // The search benchmark (scripts/bench/search.ts) reads the engine's time per interaction here.
      (globalThis as { __searchTimings?: number[] }).__searchTimings?.push(
        performance.now() - started,
      );
      return { results };
    },
    searchForFacetValues() {
      return Promise.reject(
        new Error('searchForFacetValues is not supported by the embedded engine'),
      );
    },
    async clearCache() {},
    preload: load,
  };
}
