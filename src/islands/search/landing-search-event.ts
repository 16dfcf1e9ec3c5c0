/**
 * Meta's Search event for the results a search page opens with (MetaSearchEvent.tsx sends it for
 * each search after that): plain code run as the page loads, since the search island hydrates only
 * when the shopper reaches for it. The first results are the prerendered cards; the words, make
 * and model are the landing's own (data-meta-search on the search's container, written by
 * SearchPage.astro from its state). The island takes these results as already sent.
 */
import { searchParams } from '../../domain/feeds/meta-events';
import { metaEvent } from '../shell/meta-events';
import type { SearchUiState } from '../../domain/search/url-state';

/** A search as Meta's Search event names it: the words, the make and model refined. */
export interface LandingSearch {
  query?: string | null;
  make?: string | null;
  model?: string | null;
}

/** The parts of a search's UI state the event reads. */
type SearchUi = Pick<SearchUiState, 'query' | 'refinementList' | 'page'>;

/** What the Search event says of a search state. */
export function searchOf(ui: SearchUi): LandingSearch {
  const lists = ui.refinementList ?? {};
  return {
    query: ui.query ?? null,
    make: lists.make?.[0] ?? null,
    model: lists.make_model?.[0]?.split(':').pop() ?? null,
  };
}

/** The same key is the same search, sent once (the sort is not part of it). */
export function searchKey(ui: SearchUi): string {
  return JSON.stringify([ui.query ?? '', ui.refinementList ?? {}, ui.page ?? 1]);
}

export const LANDING_SEARCH_ATTRIBUTE = 'data-meta-search';

/** Sends the landing's Search event (nothing on a page without a search). */
export function sendLandingSearch(): void {
  const host = document.querySelector(`[${LANDING_SEARCH_ATTRIBUTE}]`);
  if (!host) return;
  let landing: LandingSearch;
  try {
    landing = JSON.parse(host.getAttribute(LANDING_SEARCH_ATTRIBUTE) ?? '') as LandingSearch;
  } catch {
    return;
  }
  const ids = [...host.querySelectorAll<HTMLElement>('.results__grid [data-car-id]')].map(
    (card) => card.dataset.carId ?? '',
  );
  metaEvent('Search', searchParams({ ...landing, ids: ids.filter(Boolean) }));
}
