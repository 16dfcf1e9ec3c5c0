/**
 * The no-dead-end rule: a submitted phrase never ends on '0 cars found' because of words
 * the search does not know. When the words left over (the text query) would empty the
 * results that the rest of the phrase finds, they are dropped from the query, one by one,
 * keeping each word that still leaves results; the page then says so in words ('Showing 42
 * cars for “family car under 25 grand” — we ignored “family”.') with one click to search
 * the words anyway. Counts come from the engine in use, through a Counter.
 */
import type { SearchUiState } from './url-state';
import { formatNumber } from '../format/money';
import type { Correction } from './plain-language';

/** How many results each state finds, on the engine the page searches with. */
export type Counter = (states: readonly SearchUiState[]) => Promise<number[]>;

export interface DeadEndOutcome {
  /** What to search: the state with the words that would empty the results dropped. */
  state: SearchUiState;
  /** The words dropped, in the order typed. */
  ignored: string[];
  /** The state with every word ('search the words anyway'); null when none was dropped. */
  anyway: SearchUiState | null;
}

const withQuery = (state: SearchUiState, words: readonly string[]): SearchUiState => {
  const { query: _q, ...rest } = state;
  return words.length ? { ...rest, query: words.join(' ') } : rest;
};

/**
 * Applies the rule to a state about to be searched. Each word of the text is counted on its
 * own with the rest of the state (both engines drop a query's words from the end when the
 * whole finds nothing, so a word is known only by what it finds alone); those that find
 * nothing are dropped. Nothing is dropped when the rest of the state finds nothing either:
 * the words are not what empties it (the page offers the nearest searches instead,
 * nearest-searches.ts).
 */
export async function avoidDeadEnd(state: SearchUiState, count: Counter): Promise<DeadEndOutcome> {
  const words = (state.query ?? '').split(/\s+/).filter(Boolean);
  const unchanged = { state, ignored: [], anyway: null };
  if (!words.length) return unchanged;
  const [none, all, ...alone] = await count([
    withQuery(state, []),
    state,
    ...words.map((w) => withQuery(state, [w])),
  ]);
  if (none === 0) return unchanged;
  let kept = words.filter((_, i) => alone[i] > 0);
  if (kept.length === words.length && all > 0) return unchanged;
  // words that each find something may find nothing together: keep them while they do
  const [together] =
    kept.length === words.length
      ? [all]
      : kept.length > 1
        ? await count([withQuery(state, kept)])
        : [1];
  if (together === 0) {
    const some: string[] = [];
    for (const word of kept) {
      const [n] = await count([withQuery(state, [...some, word])]);
      if (n > 0) some.push(word);
    }
    kept = some;
  }
  const ignored = words.filter((w) => !kept.includes(w));
  return { state: withQuery(state, kept), ignored, anyway: state };
}

/** '“a”', '“a” and “b”', '“a”, “b” and “c”'. */
export function quotedList(items: readonly string[]): string {
  const q = items.map((i) => `“${i}”`);
  return q.length < 2 ? (q[0] ?? '') : `${q.slice(0, -1).join(', ')} and ${q[q.length - 1]}`;
}

export interface NoticeInput {
  /** The results the search found (the result count). */
  count: number;
  /** The phrase as the shopper typed it. */
  phrase: string;
  ignored: readonly string[];
  corrected: readonly Correction[];
  /** The site's vehicle words: 'car', 'cars'. */
  singular: string;
  plural: string;
}

/**
 * What the page says about a phrase it read with words dropped or spellings read as names:
 * 'Showing 42 cars for “family car under 25 grand” — we ignored “family”.'; null when it
 * read every word as typed.
 */
export function noticeText(n: NoticeInput): string | null {
  const parts: string[] = [];
  for (const c of n.corrected) parts.push(`read “${c.typed}” as ${c.read}`);
  const read = parts.length ? `we ${parts.join(', ')}` : '';
  const ignored = n.ignored.length ? `ignored ${quotedList(n.ignored)}` : '';
  if (!read && !ignored) return null;
  const what = read && ignored ? `${read} and ${ignored}` : read || `we ${ignored}`;
  const word = n.count === 1 ? n.singular : n.plural;
  return `Showing ${formatNumber(n.count)} ${word} for “${n.phrase.trim()}” — ${what}.`;
}

/** The link that searches the dropped words after all: 'Search for “family” anyway'. */
export function anywayText(ignored: readonly string[]): string {
  return `Search for “${ignored.join(' ')}” anyway`;
}
