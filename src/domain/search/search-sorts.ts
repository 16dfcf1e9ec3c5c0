/** The sort index names a search may take: a URL's sortBy is read only when it is one. */
import { defaultSortIndex, plainSortOptions, sortOptions, type SortSite } from './sort';
import { PRICE_RANGE_SORT_INDEX } from './url-state';

/** The default, the site's options, the price-range screen's and those plain-language search may choose. */
export function searchSorts(site: SortSite): string[] {
  return [
    ...new Set([
      defaultSortIndex(site),
      ...sortOptions(site).map((s) => s.value),
      PRICE_RANGE_SORT_INDEX,
      ...plainSortOptions(site).map((s) => s.value),
    ]),
  ];
}
