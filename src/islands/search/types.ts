/** The serialisable configuration a search island receives from its page. */
import type { FacetSection } from '../../domain/search/facets';
import type { SortOption } from '../../domain/search/sort';
import type { SearchUiState, SearchVocabulary } from '../../domain/search/url-state';
import type { CardSite } from '../../domain/search/card';
import type { PromoCard } from '../../domain/tenant/schema/promotion';
import type { ClientSite, SearchEngineConfig } from '../../search-engines/client';

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

export interface SearchAppProps {
  config: SearchPageConfig;
  /** The page's own state (from its path); the URL's query may refine it further. */
  initialState: SearchUiState;
  /** The page URL while prerendering. */
  serverUrl?: string;
  serverState?: unknown;
  /** Heading of the results. */
  heading: string;
}

/** Island props travel as one JSON string: far smaller in the HTML than a serialised object tree. */
export type Payload<T> = { payload: string } | T;

/**
 * Payloads whose object the server still holds (payloadOf), by their JSON: while prerendering,
 * an island reads the object back instead of parsing its payload (a search page's, with its
 * results, is about 100 KB). Each is taken once, by the island's server render; in the browser
 * this is empty.
 */
const heldPayloads = new Map<string, unknown>();

/** A page's island payload: the JSON the browser parses, with the object held for the server render. */
export function payloadOf<T>(value: T): string {
  const json = JSON.stringify(value);
  heldPayloads.set(json, value);
  return json;
}

export function readPayload<T>(props: Payload<T>): T {
  if (!('payload' in (props as object))) return props as T;
  const { payload } = props as { payload: string };
  const held = heldPayloads.get(payload);
  if (held === undefined) return JSON.parse(payload) as T;
  heldPayloads.delete(payload);
  return held as T;
}
