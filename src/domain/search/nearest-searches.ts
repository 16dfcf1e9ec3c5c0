/**
 * The nearest searches that have results, offered where a search finds none: the search
 * with one of its constraints taken away (a word of the text, a filter's values, a range,
 * the certified toggle), else two; those that find results, fewest taken away first, then
 * most results. Counts come from the engine in use (no-dead-end.ts Counter).
 */
import type { Counter } from './no-dead-end';
import type { SearchUiState } from './url-state';

/** One constraint of a search. */
export type Constraint =
  | { kind: 'words'; words: string }
  | { kind: 'list'; attribute: string; values: string[] }
  | { kind: 'range'; attribute: string; value: string }
  | { kind: 'toggle'; attribute: string };

export interface NearSearch {
  state: SearchUiState;
  /** What it takes away from the search. */
  without: Constraint[];
  count: number;
}

/** How many constraints are tried two at a time (the searches tried grow with their square). */
const PAIRS_FROM = 8;

/** A search's constraints: each word of its text (and the whole text), each filter, range and toggle. */
export function constraints(state: SearchUiState): Constraint[] {
  const out: Constraint[] = [];
  const words = (state.query ?? '').split(/\s+/).filter(Boolean);
  if (words.length > 1) out.push({ kind: 'words', words: words.join(' ') });
  for (const w of new Set(words)) out.push({ kind: 'words', words: w });
  for (const [attribute, values] of Object.entries(state.refinementList ?? {}))
    if (values?.length) out.push({ kind: 'list', attribute, values });
  for (const [attribute, value] of Object.entries(state.range ?? {}))
    if (value && value !== ':') out.push({ kind: 'range', attribute, value });
  for (const [attribute, on] of Object.entries(state.toggle ?? {}))
    if (on) out.push({ kind: 'toggle', attribute });
  return out;
}

/** The search without some of its constraints (a make taken away takes its models too). */
export function without(state: SearchUiState, dropped: readonly Constraint[]): SearchUiState {
  const { page: _page, ...out } = structuredClone(state);
  for (const c of dropped) {
    if (c.kind === 'words') {
      const gone = new Set(c.words.split(' '));
      const rest = (out.query ?? '').split(/\s+/).filter((w) => w && !gone.has(w));
      if (rest.length) out.query = rest.join(' ');
      else delete out.query;
    } else if (c.kind === 'list') {
      delete out.refinementList?.[c.attribute];
      if (c.attribute === 'make') delete out.refinementList?.make_model;
    } else if (c.kind === 'range') delete out.range?.[c.attribute];
    else delete out.toggle?.[c.attribute];
  }
  for (const key of ['refinementList', 'range', 'toggle'] as const)
    if (out[key] && !Object.keys(out[key]).length) delete out[key];
  return out;
}

/** The nearest searches with results, at most `limit`. */
export async function nearestSearches(
  state: SearchUiState,
  count: Counter,
  limit = 3,
): Promise<NearSearch[]> {
  const all = constraints(state);
  if (!all.length) return [];
  const rank = (found: NearSearch[]) =>
    found
      .filter((f) => f.count > 0)
      .sort((a, b) => a.without.length - b.without.length || b.count - a.count)
      .slice(0, limit);
  const tryAll = async (sets: Constraint[][]) => {
    const states = sets.map((s) => without(state, s));
    const counts = await count(states);
    return sets.map((s, i) => ({ state: states[i], without: s, count: counts[i] }));
  };
  const ones = rank(await tryAll(all.map((c) => [c])));
  if (ones.length || all.length < 2) return ones;
  const firsts = all.slice(0, PAIRS_FROM);
  const pairs: Constraint[][] = [];
  firsts.forEach((a, i) => firsts.slice(i + 1).forEach((b) => pairs.push([a, b])));
  return rank(await tryAll(pairs));
}
