/** The serialisable configuration a search island receives from its page (src/page-data/search.ts makes it). */
import type { FacetSection } from '../domain/search/facets';
import type { SortOption } from '../domain/search/sort';
import type { SearchVocabulary } from '../domain/search/url-state';
import type { CardSite } from '../domain/search/card';
import type { PromoCard } from '../domain/tenant/schema/promotion';
import type { ClientSite, SearchEngineConfig } from '../search-engines/client';

export interface SearchPageConfig {
  /** The main index name: the site's default sort index. */
  indexName: string;
  engine: SearchEngineConfig;
  site: ClientSite;
  cardSite: CardSite;
  vocab: SearchVocabulary;
  sections: FacetSection[];
  sortOptions: SortOption[];
  /** Sorts beyond the site's options that plain-language search may choose ('Newest Year'). */
  plainSorts: { label: string; value: string }[];
  hitsPerPage: number;
  placeholder: string;
  usedLabel: string;
  /** 'Cars', 'Motorcycles', 'RVs'. */
  vehicleWordPlural: string;
  popularMakes: string[] | null;
  makeLogos: Record<string, string>;
  promoCards: PromoCard[];
  promoPositions: number[];
  shufflePromoCards: boolean;
  cta: boolean;
  stockCount: number | null;
  storeFavourites: boolean;
  /** The build's time: prerendered HTML is computed at it, and hydration reuses it. */
  serverNowMs: number;
  /**
   * A search route whose result pages are prerendered (domain/search/paging.ts): its path,
   * and the URL of its own state; while the shopper stays on that state, pagination links
   * are {path}?page=N, the addresses the host answers without JavaScript.
   */
  pagedRoute?: { path: string; stateUrl: string };
  /** The tenant's words for plain-language search, fetched on first use. */
  plainWordsPath: string;
  /** Sites with sign-in: 'Save this search', and where the garage lists saved searches. */
  savedSearches: { searchesPath: string } | null;
}
