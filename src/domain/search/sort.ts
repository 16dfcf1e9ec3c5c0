/**
 * Sort options (rules.md: Search controls; Hosted search engine; Search).
 * Sort keys have the form {index}:{field}:{asc|desc}; the InstantSearch index name of a
 * sort option is its sort key.
 */
import { DEFAULT_SORT_OPTIONS, SORT_OPTION_KEYS } from '../tenant/config/search-defaults';
import { gt, type Filter } from './filter';
import { CAR_INDEX } from './indexes';
import { marketOf, type Market } from '../market/market';

export const DEFAULT_SORT_FIELD = 'custom_rank:desc';

export type SortOptionKey = (typeof SORT_OPTION_KEYS)[number];

export const SORT_LABELS: Readonly<Record<SortOptionKey, string>> = {
  mostRelevant: 'Most Relevant',
  latest: 'Latest',
  highestPrice: 'Highest Price',
  lowestPrice: 'Lowest Price',
  highestKms: 'Highest Kms',
  lowestKms: 'Lowest Kms',
};

/** A sort option's label in the market's words: a US shopper sorts by mileage, not 'Kms'. */
export function sortLabel(key: SortOptionKey, market: Market = 'AU'): string {
  if (market !== 'US') return SORT_LABELS[key];
  if (key === 'highestKms') return 'Highest Mileage';
  if (key === 'lowestKms') return 'Lowest Mileage';
  return SORT_LABELS[key];
}

export interface SortOption {
  key: SortOptionKey;
  label: string;
  /** The index name: Car_production:{field}:{asc|desc}. */
  value: string;
}

export interface SortSite {
  offers_subscription?: boolean | null;
  config?: {
    sortOptions?: readonly SortOptionKey[] | null;
    defaultSort?: string | null;
    lowestPriceExcludesZero?: boolean | null;
    market?: Market | null;
    phoneMode?: string | null;
  } | null;
}

export function sortIndex(field: string, direction: 'asc' | 'desc', index = CAR_INDEX): string {
  return `${index}:${field}:${direction}`;
}

/** Highest/Lowest Price sort on price, or subscription_price for subscription tenants. */
function priceField(site: SortSite): string {
  return site.offers_subscription ? 'subscription_price' : 'price';
}

export function sortValue(key: SortOptionKey, site: SortSite, index = CAR_INDEX): string {
  switch (key) {
    case 'mostRelevant':
      return sortIndex('custom_rank', 'desc', index);
    case 'latest':
      return sortIndex('created_at_timestamp', 'desc', index);
    case 'highestPrice':
      return sortIndex(priceField(site), 'desc', index);
    case 'lowestPrice':
      return sortIndex(priceField(site), 'asc', index);
    case 'highestKms':
      return sortIndex('km', 'desc', index);
    case 'lowestKms':
      return sortIndex('km', 'asc', index);
  }
}

/** The site's sort options (mostRelevant, latest, highestPrice, lowestPrice by default), in order. */
export function sortOptions(site: SortSite, index = CAR_INDEX): SortOption[] {
  const keys = site.config?.sortOptions?.length ? site.config.sortOptions : DEFAULT_SORT_OPTIONS;
  const market = marketOf(site.config);
  return keys.map((key) => ({
    key,
    label: sortLabel(key, market),
    value: sortValue(key, site, index),
  }));
}

/**
 * Sorts a search may take beyond the site's own options: plain-language search's superlatives
 * ('lowest km', 'newest', 'oldest') sort where the site's select does not offer that order
 * (the engines sort on every SORTABLE_ATTRIBUTES field). The select shows one only while it
 * is chosen.
 */
export function plainSortOptions(
  site: SortSite,
  index = CAR_INDEX,
): { label: string; value: string }[] {
  const market = marketOf(site.config);
  return [
    ...SORT_OPTION_KEYS.map((key) => ({
      label: sortLabel(key, market),
      value: sortValue(key, site, index),
    })),
    { label: 'Newest Year', value: sortIndex('year', 'desc', index) },
    { label: 'Oldest Year', value: sortIndex('year', 'asc', index) },
  ];
}

/**
 * The default sort depends on the tenant: created_at desc, price asc, or otherwise
 * custom_rank desc. Configured as 'created_at_timestamp:desc', 'created_at:desc' or 'price:asc'.
 */
export function defaultSortIndex(site: SortSite, index = CAR_INDEX): string {
  const configured = site.config?.defaultSort?.trim();
  if (configured === 'created_at:desc' || configured === 'created_at_timestamp:desc')
    return sortIndex('created_at_timestamp', 'desc', index);
  if (configured === 'price:asc') return sortIndex(priceField(site), 'asc', index);
  return `${index}:${DEFAULT_SORT_FIELD}`;
}

/** Splits an index name into the index and its sort rule. */
export function parseSortIndex(value: string): {
  index: string;
  field: string | null;
  direction: 'asc' | 'desc' | null;
} {
  const [index, field, direction] = value.split(':');
  if (!field || (direction !== 'asc' && direction !== 'desc'))
    return { index, field: null, direction: null };
  return { index, field, direction };
}

/** A sortBy value the site offers (or its default); anything else is ignored. */
export function isKnownSort(value: string, site: SortSite, index = CAR_INDEX): boolean {
  return (
    value === defaultSortIndex(site, index) ||
    sortOptions(site, index).some((o) => o.value === value)
  );
}

/** The price-ascending sort adds 'price > 0' on some sites. */
export function sortFilter(value: string, site: SortSite): Filter | null {
  const { field, direction } = parseSortIndex(value);
  if (site.config?.lowestPriceExcludesZero && direction === 'asc' && field === priceField(site))
    return gt(field, 0);
  return null;
}
