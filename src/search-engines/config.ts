/**
 * Which search client a tenant's pages use (DESIGN.md: Meilisearch when the site has a
 * search host and key, else the embedded engine). A page never receives a key: it gets a
 * tenant token minted from the search key (SEARCH_KEY, or the website's search_key) and
 * its uid (SEARCH_KEY_UID), limited to the tenant's cars and expiring after the next
 * nightly build (tenant-token.ts). Admin and build keys are never read here. Without a uid,
 * or without a stock filter to limit the token to, the pages use the embedded engine and
 * the build warns.
 */
import type { SearchEngineConfig } from './client';
import { mintTenantToken } from './tenant-token';
import type { StockFilterSite } from '../domain/search/stock-filter';

export const STOCK_INDEX_PATH = '/search/stock-index.json';

export interface SearchEnv {
  SEARCH_HOST?: string;
  SEARCH_KEY?: string;
  SEARCH_KEY_UID?: string;
}

export async function engineConfig(
  site: StockFilterSite & { search_host?: string | null; search_key?: string | null },
  env: SearchEnv,
  attributesToRetrieve?: readonly string[],
  options: { now?: number; warn?: (message: string) => void } = {},
): Promise<SearchEngineConfig> {
  const retrieve = attributesToRetrieve ? { attributesToRetrieve } : {};
  const embedded: SearchEngineConfig = {
    kind: 'embedded',
    indexUrl: STOCK_INDEX_PATH,
    ...retrieve,
  };
  const host = env.SEARCH_HOST || site.search_host;
  const key = env.SEARCH_KEY || site.search_key;
  if (!host || !key) return embedded;
  const warn = options.warn ?? ((m: string) => console.warn(m));
  if (!env.SEARCH_KEY_UID) {
    warn(
      `[search] ${host}: SEARCH_KEY_UID is not set, so no tenant token can be minted; ` +
        'the pages use the embedded search engine. Set SEARCH_KEY_UID to the search key’s uid.',
    );
    return embedded;
  }
  try {
    const { token } = await mintTenantToken({
      site,
      searchKey: key,
      searchKeyUid: env.SEARCH_KEY_UID,
      now: options.now,
    });
    return {
      kind: 'meilisearch',
      host,
      searchKey: token,
      ...retrieve,
    };
  } catch (error) {
    warn(
      `[search] ${host}: no tenant token (${(error as Error).message}); the pages use the embedded search engine.`,
    );
    return embedded;
  }
}
