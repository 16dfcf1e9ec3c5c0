/**
 * What the page says about a submitted phrase it read with words dropped (the no-dead-end
 * rule) or spellings read as names: 'Showing 42 cars for “family car under 25 grand” — we
 * ignored “family”.', with one link to search the dropped words anyway. It stands while the
 * search is the one the phrase gave; the count is the engine's, live.
 */
import { useInstantSearch } from 'react-instantsearch-core';
import { anywayText, noticeText } from '../../domain/search/no-dead-end';
import type { Correction } from '../../domain/search/plain-language';
import { stateToUrl, type SearchUiState } from '../../domain/search/url-state';
import { useResultCount } from './Results';
import type { SearchPageConfig } from './types';

export interface Notice {
  /** The phrase as typed. */
  phrase: string;
  ignored: string[];
  corrected: Correction[];
  /** The search with every word, when words were dropped. */
  anyway: SearchUiState | null;
  /** The search the phrase gave. */
  state: SearchUiState;
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
  if (url(indexUiState as SearchUiState) !== url(notice.state)) return null;
  if (status === 'loading' || status === 'stalled') return null;
  const plural = config.vehicleWordPlural.toLowerCase();
  const text = noticeText({
    count,
    phrase: notice.phrase,
    ignored: notice.ignored,
    corrected: notice.corrected,
    singular: plural.replace(/s$/, ''),
    plural,
  });
  if (!text) return null;
  const anyway = notice.anyway;
  return (
    <p className="results__notice">
      {text}{' '}
      {anyway && notice.ignored.length > 0 && (
        <a
          href={url(anyway)}
          onClick={(e) => {
            e.preventDefault();
            onDone();
            setIndexUiState(anyway as never);
          }}
        >
          {anywayText(notice.ignored)}
        </a>
      )}
    </p>
  );
}
