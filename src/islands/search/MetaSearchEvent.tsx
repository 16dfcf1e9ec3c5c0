/**
 * Meta's Search event (domain/feeds/meta-events.ts) for each search a shopper settles on: the
 * first results' vehicle ids, the words and the make and model refined. A search still being
 * typed or refined sends nothing until it has been still for a moment, and the same search twice
 * sends one event.
 */
import { useEffect, useRef } from 'react';
import { useInstantSearch } from 'react-instantsearch-core';
import { searchParams } from '../../domain/feeds/meta-events';
import { metaEvent } from '../shell/meta-events';

export const SEARCH_EVENT_SETTLE_MS = 800;

export default function MetaSearchEvent() {
  const { results, indexUiState, status } = useInstantSearch();
  const last = useRef('');
  useEffect(() => {
    if (status !== 'idle' || !results) return;
    const key = JSON.stringify([
      indexUiState.query ?? '',
      indexUiState.refinementList ?? {},
      indexUiState.page ?? 1,
    ]);
    if (key === last.current) return;
    const timer = setTimeout(() => {
      last.current = key;
      const lists = indexUiState.refinementList ?? {};
      const model = lists.make_model?.[0]?.split(':').pop() ?? null;
      metaEvent(
        'Search',
        searchParams({
          ids: (results.hits as { id?: string | number }[])
            .map((h) => String(h.id ?? ''))
            .filter(Boolean),
          query: indexUiState.query,
          make: lists.make?.[0] ?? null,
          model,
        }),
      );
    }, SEARCH_EVENT_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [results, indexUiState, status]);
  return null;
}
