/**
 * Which search client a tenant's pages use (DESIGN.md: Meilisearch when the site has a
 * search host and key, else the embedded engine). Only the search key reaches a page:
 * SEARCH_KEY, or the website's search_key. Admin and build keys are never read here.
 */
import type { SearchEngineConfig } from './client';

export const STOCK_INDEX_PATH = '/search/stock-index.json';

export function engineConfig(
  site: { search_host?: string | null; search_key?: string | null },
  env: { SEARCH_HOST?: string; SEARCH_KEY?: string },
  attributesToRetrieve?: readonly string[],
): SearchEngineConfig {
  const host = env.SEARCH_HOST || site.search_host;
  const key = env.SEARCH_KEY || site.search_key;
  if (host && key)
    return {
      kind: 'meilisearch',
      host,
      searchKey: key,
      ...(attributesToRetrieve ? { attributesToRetrieve } : {}),
    };
  return { kind: 'embedded', indexUrl: STOCK_INDEX_PATH };
}
