/**
 * Keeps the search state and the URL in step (rules.md: Search state in the URL):
 * - every state change writes the URL of rules.md: Search state in the URL (a new history entry);
 * - back and forward restore the state of the URL;
 * - a query string on a prerendered page (which is rendered for its path alone) is read
 *   after hydration, and the URL is rewritten in place to its normal form;
 * - each search with refinements joins the device's search history.
 */
import { useEffect, useRef } from 'react';
import { useInstantSearch } from 'react-instantsearch-core';
import {
  stateToUrl,
  urlToState,
  type SearchUiState,
  type SearchVocabulary,
} from '../../domain/search/url-state';
import { recordSearch } from '../../stores/search-history';

const KEYS = ['query', 'page', 'sortBy', 'refinementList', 'range', 'menu', 'toggle'] as const;

/** The URL-relevant part of a state, without empty values. */
function routeOf(state: SearchUiState): SearchUiState {
  const out: Record<string, unknown> = {};
  for (const key of KEYS) {
    const v = state[key];
    if (
      v === undefined ||
      v === '' ||
      (typeof v === 'object' &&
        Object.values(v).every(
          (x) => x === undefined || (Array.isArray(x) && x.length === 0) || x === false,
        ))
    )
      continue;
    out[key] = v;
  }
  return out;
}

const currentUrl = () => window.location.pathname + window.location.search;

export default function UrlSync({
  vocab,
  initialState,
}: {
  vocab: SearchVocabulary;
  initialState: SearchUiState;
}) {
  const { addMiddlewares, setIndexUiState } = useInstantSearch();
  const mode = useRef<'push' | 'replace' | 'pop'>('push');

  useEffect(() => {
    const middleware = () => ({
      $$type: 'dealer.url-sync',
      $$widgetType: 'dealer.url-sync',
      onStateChange({ uiState }: { uiState: Record<string, SearchUiState> }) {
        const state = routeOf(Object.values(uiState)[0] ?? {});
        const url = stateToUrl(state, vocab);
        const how = mode.current;
        mode.current = 'push';
        if (how !== 'pop' && url !== currentUrl()) {
          if (how === 'replace') window.history.replaceState(window.history.state, '', url);
          else window.history.pushState(null, '', url);
        }
        recordSearch(state, url);
      },
      subscribe() {},
      started() {},
      unsubscribe() {},
    });
    const remove = addMiddlewares(middleware);

    const apply = (how: 'replace' | 'pop') => {
      const parsed = urlToState(window.location.pathname, window.location.search, vocab);
      if (!parsed) return;
      mode.current = how;
      setIndexUiState(
        (prev) =>
          ({
            ...(routeOf(parsed) as object),
            configure: (prev as { configure?: unknown }).configure,
          }) as never,
      );
      // InstantSearch reports the change in a microtask; later changes are the shopper's own.
      setTimeout(() => {
        mode.current = 'push';
      }, 0);
    };
    // The prerendered page stands for its path; a query string refines it after hydration.
    const fromUrl = urlToState(window.location.pathname, window.location.search, vocab);
    // InstantSearch skips the search scheduled while it hydrates prerendered results, so
    // the URL's own state is applied once that window has passed.
    let pending: ReturnType<typeof setTimeout> | undefined;
    if (fromUrl && stateToUrl(routeOf(fromUrl), vocab) !== stateToUrl(routeOf(initialState), vocab))
      pending = setTimeout(() => apply('replace'), 0);
    else if (
      fromUrl &&
      stateToUrl(routeOf(fromUrl), vocab) !== currentUrl() &&
      window.location.search
    ) {
      window.history.replaceState(window.history.state, '', stateToUrl(routeOf(fromUrl), vocab));
    }
    const onPop = () => apply('pop');
    window.addEventListener('popstate', onPop);
    return () => {
      if (pending) clearTimeout(pending);
      window.removeEventListener('popstate', onPop);
      remove();
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return null;
}
