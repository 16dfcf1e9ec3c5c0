/**
 * How many results a search state finds, asked of the engine the page searches with
 * (embedded or Meilisearch) without showing them: the state goes through the mounted
 * widgets into search parameters exactly as InstantSearch sends a search, with no hits
 * asked for. The no-dead-end rule and the nearest searches count with it.
 */
import { useCallback } from 'react';
import { useInstantSearchContext } from 'react-instantsearch-core';
import algoliasearchHelper from 'algoliasearch-helper';
import type { Counter } from '../../domain/search/no-dead-end';

interface IndexLike {
  getHelper(): { state: unknown } | null;
  getWidgetSearchParameters(state: unknown, options: { uiState: unknown }): unknown;
}

export function useCounter(): Counter {
  const search = useInstantSearchContext();
  return useCallback(
    (states) => {
      const index = search.mainIndex as unknown as IndexLike;
      const base = index.getHelper()?.state;
      return Promise.all(
        states.map(async (state) => {
          const params = index.getWidgetSearchParameters(base, { uiState: state }) as {
            index: string;
            setQueryParameters(p: object): object;
          };
          const counting = params.setQueryParameters({ hitsPerPage: 0, page: 0 });
          const helper = algoliasearchHelper(search.client, params.index, {
            ...counting,
          });
          const { content } = await helper.searchOnce({});
          return content.nbHits ?? 0;
        }),
      );
    },
    [search],
  );
}
