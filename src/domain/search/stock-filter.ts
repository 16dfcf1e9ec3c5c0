/**
 * The tenant's stock filter: which documents of the shared Car_production index belong
 * to this site and are listed (vehicles-and-shopping.md §4 Listing visibility, §7;
 * tenants-and-content.md §7.5).
 */
import { and, eq, gt, or, parseMeilisearchFilter, type Filter } from './filter';

export const DEFAULT_INCLUDE_SOLD_CARS_DAYS = 3;
const DAY_SECONDS = 86400;

export interface StockFilterSite {
  search_filters?: string | null;
  include_sold_cars_days?: number | null;
}

/**
 * The site's search_filters with ':' replaced by '=' (e.g. 'dealership_slug:x AND location_id:3').
 * Only the ':' that separates a field from its value is replaced, so a value that
 * itself holds ':' (make_model 'Toyota:Camry') survives.
 */
export function siteFilter(searchFilters: string | null | undefined): Filter {
  if (!searchFilters?.trim()) return { op: 'true' };
  return parseMeilisearchFilter(colonsToEquals(searchFilters));
}

/** ':' → '=' outside quoted values, and only where ':' follows a field name. */
function colonsToEquals(filter: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < filter.length; i++) {
    const c = filter[i];
    if (quote) {
      if (c === '\\') {
        out += c + (filter[++i] ?? '');
        continue;
      }
      if (c === quote) quote = null;
      out += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      out += c;
    } else if (c === ':' && /[A-Za-z0-9_.]\s*$/.test(out)) {
      out += '=';
    } else {
      out += c;
    }
  }
  return out;
}

/**
 * (status=in_stock OR status=coming_soon OR sold_date_timestamp>{now − days}) AND show_on_dealer_website=true,
 * with include_sold_cars_days defaulting to 3.
 */
export function visibilityClause(site: StockFilterSite, nowSeconds: number): Filter {
  const days = site.include_sold_cars_days ?? DEFAULT_INCLUDE_SOLD_CARS_DAYS;
  return and(
    or(eq('status', 'in_stock'), eq('status', 'coming_soon'), gt('sold_date_timestamp', Math.floor(nowSeconds - days * DAY_SECONDS))),
    eq('show_on_dealer_website', true),
  );
}

/** Everything a listing of this site's stock must satisfy. */
export function stockFilter(site: StockFilterSite, nowSeconds: number): Filter {
  return and(siteFilter(site.search_filters), visibilityClause(site, nowSeconds));
}
