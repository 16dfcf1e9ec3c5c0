/**
 * The tenant's stock filter: which documents of the shared Car_production index belong
 * to this site and are listed (rules.md: Listing visibility; Hosted search engine
 * search engine; rules.md: Hosted search (content indexes)).
 *
 *   site search_filters (':' → '=')
 *   AND manufacturer filter (make="…" OR … / dealership_ids=… OR …)
 *   AND default stock filters by slug or template
 *   AND per-tenant clauses
 *   AND (status=in_stock OR status=coming_soon OR sold_date_timestamp>{now − days}) AND show_on_dealer_website=true
 *
 * The spec also names a base filter taking a numeric parameter (0–14) whose meaning is not
 * shown; it is not built.
 */
import { and, eq, gt, or, TRUE, type Filter } from './filter';
import { parseMeilisearchFilter } from './filter-parser';
import { makeFilter } from './makes';
import { defaultStockFilter } from './stock-rules';

export const DEFAULT_INCLUDE_SOLD_CARS_DAYS = 3;
const DAY_SECONDS = 86400;

export interface StockFilterSite {
  slug?: string | null;
  template?: string | null;
  search_filters?: string | null;
  include_sold_cars_days?: number | null;
  manufacturer?: string | { name?: string | null } | null;
  dealership_websites?:
    | readonly { make?: string | null; dealership_ids?: readonly (string | number)[] | null }[]
    | null;
  config?: { searchFilterClauses?: readonly string[] | null } | null;
}

/**
 * The site's search_filters with ':' replaced by '=' (e.g. 'dealership_slug:x AND location_id:3').
 * Only the ':' that separates a field from its value is replaced, so a value that
 * itself holds ':' (make_model 'Toyota:Camry') survives.
 */
export function siteFilter(searchFilters: string | null | undefined): Filter {
  if (!searchFilters?.trim()) return TRUE;
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

function manufacturerName(site: StockFilterSite): string {
  const m = site.manufacturer;
  return (typeof m === 'string' ? m : (m?.name ?? '')).trim();
}

/**
 * The manufacturer filter of a manufacturer (franchise) site: make="{make}" for the site's
 * manufacturer and each dealership website's make, or dealership_ids={id} for a dealership
 * website without a make, joined with OR. A site without a manufacturer has none.
 *
 * "For a single-manufacturer franchise, the stock filter is car_type=used": read as the
 * franchise listing its own make plus used cars of any make (a trade-in Mazda on a Toyota
 * site), so car_type=used joins the OR; reading it as "used only" would hide the new cars
 * a franchise exists to sell.
 */
export function manufacturerFilter(site: StockFilterSite): Filter {
  const make = manufacturerName(site);
  if (!make) return TRUE;
  const terms: Filter[] = [makeFilter(make)];
  for (const dw of site.dealership_websites ?? []) {
    if (dw.make?.trim()) terms.push(makeFilter(dw.make.trim()));
    else for (const id of dw.dealership_ids ?? []) terms.push(eq('dealership_ids', id));
  }
  return or(...dedupe(terms), eq('car_type', 'used'));
}

function dedupe(filters: Filter[]): Filter[] {
  const seen = new Set<string>();
  return filters.filter((f) => {
    const key = JSON.stringify(f);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Per-tenant clauses appended to the filter (config.searchFilterClauses, Meilisearch syntax). */
export function tenantClauses(site: StockFilterSite): Filter {
  return and(
    ...(site.config?.searchFilterClauses ?? [])
      .filter((c) => c.trim())
      .map((c) => parseMeilisearchFilter(c)),
  );
}

/**
 * (status=in_stock OR status=coming_soon OR sold_date_timestamp>{now − days}) AND show_on_dealer_website=true,
 * with include_sold_cars_days defaulting to 3.
 */
export function visibilityClause(site: StockFilterSite, nowSeconds: number): Filter {
  const days = site.include_sold_cars_days ?? DEFAULT_INCLUDE_SOLD_CARS_DAYS;
  return and(
    or(
      eq('status', 'in_stock'),
      eq('status', 'coming_soon'),
      gt('sold_date_timestamp', Math.floor(nowSeconds - days * DAY_SECONDS)),
    ),
    eq('show_on_dealer_website', true),
  );
}

/** Which of the shared index's cars belong to this site, whatever the time. */
export function siteStockFilter(site: StockFilterSite): Filter {
  return and(
    siteFilter(site.search_filters),
    manufacturerFilter(site),
    defaultStockFilter(site),
    tenantClauses(site),
  );
}

/** Everything a listing of this site's stock must satisfy at nowSeconds. */
export function stockFilter(site: StockFilterSite, nowSeconds: number): Filter {
  return and(siteStockFilter(site), visibilityClause(site, nowSeconds));
}
