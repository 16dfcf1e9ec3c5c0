/**
 * What the page says about a submitted phrase it read with words dropped (the no-dead-end
 * rule) or spellings read as names: 'Showing 42 cars for “family car under 25 grand” — we
 * ignored “family”.', with one link to search the dropped words anyway. It stands while the
 * search is the one the phrase gave; the count is the engine's, live.
 */
import { useInstantSearch } from 'react-instantsearch-core';
import { stateToUrl, type SearchUiState } from '../../domain/search/url-state';
import { useResultCount } from './Results';
import type { SearchPageConfig } from './types';

/** A phrase's notice; its words come with the reader (plain-tools.ts), loaded on first use. */
export interface Notice {
  /** The search the phrase gave. */
  state: SearchUiState;
  /** The search with every word, when words were dropped. */
  anyway: SearchUiState | null;
  anywayText: string;
  /** The sentence for a result count, in the site's vehicle words. */
  text: (count: number, singular: string, plural: string) => string | null;
}

export default function PlainNotice({
  config,
  notice,
  onDone,
}: {
  config: SearchPageConfig;
  notice: Notice;
  onDone: () => void;
}) {
  const { indexUiState, setIndexUiState, status } = useInstantSearch();
  const count = useResultCount(config);
  const url = (state: SearchUiState) => stateToUrl({ ...state, page: undefined }, config.vocab);
  if (url(indexUiState) !== url(notice.state)) return null;
  if (status === 'loading' || status === 'stalled') return null;
  const plural = config.vehicleWordPlural.toLowerCase();
  const text = notice.text(count, plural.replace(/s$/, ''), plural);
  if (!text) return null;
  const anyway = notice.anyway;
  return (
    <p className="results__notice">
      {text}{' '}
      {anyway && (
        <a
          href={url(anyway)}
          onClick={(e) => {
            e.preventDefault();
            onDone();
            setIndexUiState(anyway);
          }}
        >
          {notice.anywayText}
        </a>
      )}
    </p>
  );
}
