/**
 * The key a tenant's pages search with (issue 14 item 7): never the search key itself, but a
 * Meilisearch tenant token minted at build time from it (meilisearch/token), whose search
 * rules hold the tenant's own stock filter on the cars' index and nothing else, so the
 * browser can neither read another tenant's cars, nor any other index, nor write anything.
 * The token expires SEARCH_TOKEN_TTL_MS after the build: the nightly build
 * (.github/workflows/nightly.yml, daily) mints the next one, with a day's margin for one
 * missed build. Minting needs the search key's uid (SEARCH_KEY_UID): Meilisearch checks
 * the token against the key with that uid.
 */
import { generateTenantToken } from 'meilisearch/token';
import { SEARCH_INDEXES } from '../domain/search/indexes';
import { toMeilisearch } from '../domain/search/filter';
import { siteStockFilter, type StockFilterSite } from '../domain/search/stock-filter';

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

/** The token's search rules: the tenant's cars (whatever the time) and no other index. */
export function tenantSearchRules(site: StockFilterSite): Record<string, { filter: string }> {
  const filter = toMeilisearch(siteStockFilter(site));
  if (!filter)
    throw new Error(
      'The site has no stock filter (search_filters, manufacturers or config.searchFilterClauses): ' +
        'a search token for it would read every tenant’s cars',
    );
  return { [SEARCH_INDEXES.cars]: { filter } };
}

export async function mintTenantToken(
  input: TenantTokenInput,
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = Math.floor(((input.now ?? Date.now()) + SEARCH_TOKEN_TTL_MS) / 1000);
  const token = await generateTenantToken({
    apiKey: input.searchKey,
    apiKeyUid: input.searchKeyUid,
    searchRules: tenantSearchRules(input.site),
    expiresAt,
  });
  return { token, expiresAt };
}
