/**
 * Search history (rules.md: Search state in the URL; Stored on the device; Search):
 * an entry is the non-empty refinements plus the path; the last 5 entries are kept on the
 * device under the key searchHistory. The home path '/' with no parameters is ignored.
 */
import { formatMoney } from '../format/money';
import { formatDistance } from '../market/format';
import type { Market } from '../market/market';
import { attributeOf, keyOf } from './facets';
import type { SearchUiState } from './url-state';

export const SEARCH_HISTORY_KEY = 'searchHistory';
export const SEARCH_HISTORY_LIMIT = 5;

export interface SearchHistoryEntry {
  /** Path and query of the search. */
  path: string;
  /** Facet key → values; ranges as 'min:max'; the text query under 'query'. */
  refinements: Record<string, string[]>;
}

/** The non-empty refinements of a state, keyed by facet key. */
export function nonEmptyRefinements(state: SearchUiState): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (state.query?.trim()) out.query = [state.query.trim()];
  for (const [attr, values] of Object.entries(state.refinementList ?? {}))
    if (values?.length) out[keyOf(attr)] = [...values];
  for (const [attr, value] of Object.entries(state.range ?? {}))
    if (value && value !== ':') out[keyOf(attr)] = [value];
  for (const [attr, value] of Object.entries(state.menu ?? {}))
    if (value) out[keyOf(attr)] = [value];
  for (const [attr, on] of Object.entries(state.toggle ?? {})) if (on) out[keyOf(attr)] = ['true'];
  return out;
}

/** The entry for a search, or null when there is nothing worth keeping. */
export function historyEntry(state: SearchUiState, path: string): SearchHistoryEntry | null {
  if (path === '/' || path === '') return null;
  const refinements = nonEmptyRefinements(state);
  if (Object.keys(refinements).length === 0) return null;
  return { path, refinements };
}

/** The newest entry first, without an older copy of the same path, at most 5. */
export function addToHistory(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry | null,
): SearchHistoryEntry[] {
  if (!entry) return [...history].slice(0, SEARCH_HISTORY_LIMIT);
  return [entry, ...history.filter((e) => e.path !== entry.path)].slice(0, SEARCH_HISTORY_LIMIT);
}

/** A stored value read back: anything that is not a list of entries is dropped. */
export function readHistory(raw: unknown): SearchHistoryEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (e): e is SearchHistoryEntry =>
        Boolean(e) &&
        typeof e.path === 'string' &&
        typeof e.refinements === 'object' &&
        e.refinements !== null,
    )
    .slice(0, SEARCH_HISTORY_LIMIT);
}

/** How a history entry's refinement reads: ranges as '$10,000 – $50,000' or 'up to 80,000 km', the query in quotes. */
export function historyValueLabel(
  key: string,
  value: string,
  label: (attribute: string, value: string) => string,
  market: Market = 'AU',
): string {
  if (key === 'query') return `“${value}”`;
  const range = /^(-?\d+(?:\.\d+)?)?:(-?\d+(?:\.\d+)?)?$/.exec(value);
  if (!range) return label(attributeOf(key), value);
  const fmt = (n: string) =>
    key === 'price' || key === 'subscription_price'
      ? formatMoney(Number(n), market)
      : key === 'km'
        ? formatDistance(Number(n), market)
        : n;
  const [, lo, hi] = range;
  if (lo && hi) return `${fmt(lo)} – ${fmt(hi)}`;
  return lo ? `from ${fmt(lo)}` : `up to ${fmt(hi)}`;
}
