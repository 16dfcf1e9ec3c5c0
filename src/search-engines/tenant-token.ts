/**
 * The key a tenant's pages search with: never the search key itself, but a Meilisearch tenant
 * token minted at build time from it (meilisearch/token), whose search rules hold the site's
 * listing rule on the cars' index and nothing else: the same stock filter the pages search
 * with (the site's search_filters, the manufacturer filter, the default stock filters and
 * per-tenant clauses, and the visibility clause), so the browser can read neither another
 * tenant's cars, nor this dealer's hidden or long-sold ones, nor any other index, nor write.
 * The visibility clause's sold-date cut-off is taken at minting: over the token's life it
 * lets through at most the cars the pages' own filter (cut off at the shopper's now) shows,
 * plus those sold within the token's lifetime before that.
 * The token expires SEARCH_TOKEN_TTL_MS after the build: the nightly build
 * (.github/workflows/nightly.yml, daily) mints the next one, with a day's margin for one
 * missed build. Minting needs the search key's uid (SEARCH_KEY_UID): Meilisearch checks
 * the token against the key with that uid.
 */
import { generateTenantToken } from 'meilisearch/token';
import { SEARCH_INDEXES } from '../domain/search/indexes';
import { toMeilisearch } from '../domain/search/filter';
import { stockFilter, siteStockFilter, type StockFilterSite } from '../domain/search/stock-filter';

/** How long a build's search token lives: the next nightly build plus one missed one. */
export const SEARCH_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

export interface TenantTokenInput {
  site: StockFilterSite;
  /** A search-only key of the search host (never the admin or build key). */
  searchKey: string;
  /** That key's uid (a UUID v4, as GET /keys/{key} shows it). */
  searchKeyUid: string;
  now?: number;
}

/** The token's search rules: the cars the site lists at `nowSeconds`, and no other index. */
export function tenantSearchRules(
  site: StockFilterSite,
  nowSeconds: number,
): Record<string, { filter: string }> {
  // a token with only the visibility clause would read every tenant's listed cars
  if (!toMeilisearch(siteStockFilter(site)))
    throw new Error(
      'The site has no stock filter (search_filters, manufacturers or config.searchFilterClauses): ' +
        'a search token for it would read every tenant’s cars',
    );
  return { [SEARCH_INDEXES.cars]: { filter: toMeilisearch(stockFilter(site, nowSeconds)) } };
}

export async function mintTenantToken(
  input: TenantTokenInput,
): Promise<{ token: string; expiresAt: number }> {
  const now = input.now ?? Date.now();
  const expiresAt = Math.floor((now + SEARCH_TOKEN_TTL_MS) / 1000);
  const token = await generateTenantToken({
    apiKey: input.searchKey,
    apiKeyUid: input.searchKeyUid,
    searchRules: tenantSearchRules(input.site, Math.floor(now / 1000)),
    expiresAt,
  });
  return { token, expiresAt };
}
