/**
 * The shopper's search history on the device: the last 5 searches under the key
 * searchHistory (rules.md: Search state in the URL; Stored on the device).
 */
import { persistentAtom } from '@nanostores/persistent';
import {
  addToHistory,
  historyEntry,
  readHistory,
  SEARCH_HISTORY_KEY,
  type SearchHistoryEntry,
} from '../domain/search/search-history';
import type { SearchUiState } from '../domain/search/url-state';

export const searchHistory = persistentAtom<SearchHistoryEntry[]>(SEARCH_HISTORY_KEY, [], {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      return readHistory(JSON.parse(raw));
    } catch {
      return [];
    }
  },
});

/** Records a search (path and query) when it has refinements worth keeping. */
export function recordSearch(state: SearchUiState, path: string): void {
  const entry = historyEntry(state, path);
  if (!entry) return;
  const current = searchHistory.get();
  if (current[0]?.path === entry.path) return;
  searchHistory.set(addToHistory(current, entry));
}
