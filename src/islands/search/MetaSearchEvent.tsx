/**
 * Meta's Search event (domain/feeds/meta-events.ts) for each search a shopper settles on: the
 * first results' vehicle ids, the words and the make and model refined. A search still being
 * typed or refined sends nothing until it has been still for a moment, and the same search twice
 * sends one event. The search the page opened with was sent as the page loaded, before the
 * island hydrated (landing-search-event.ts).
 */
import { useEffect, useRef } from 'react';
import { useInstantSearch } from 'react-instantsearch-core';
import { searchParams } from '../../domain/feeds/meta-events';
import { metaEvent } from '../shell/meta-events';
import { searchKey, searchOf } from './landing-search-event';

export const SEARCH_EVENT_SETTLE_MS = 800;

export default function MetaSearchEvent() {
  const { results, indexUiState, status } = useInstantSearch();
  // the results the page opened with were sent as it loaded (landing-search-event.ts)
  const last = useRef<string | null>(null);
  last.current ??= searchKey(indexUiState);
  useEffect(() => {
    if (status !== 'idle' || !results) return;
    const key = searchKey(indexUiState);
    if (key === last.current) return;
    const timer = setTimeout(() => {
      last.current = key;
      const search = searchOf(indexUiState);
      metaEvent(
        'Search',
        searchParams({
          ids: (results.hits as { id?: string | number }[])
            .map((h) => String(h.id ?? ''))
            .filter(Boolean),
          ...search,
        }),
      );
    }, SEARCH_EVENT_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [results, indexUiState, status]);
  return null;
}
