/**
 * Near-miss spellings of the tenant's own makes and models ('hilix' → HiLux, 'corola' →
 * Corolla, 'landcrusier' → LandCruiser): a typed word within the typo budget (typos.ts) of
 * exactly one of the tenant's names reads as that name. Never a real word: a word in the
 * dictionary or in the tenant's own stock text ('range' is not a misspelt 'Ranger', 'ascent'
 * not a misspelt 'Accent') is left as typed; the build lists those that are near a name
 * (page-data/plain-words.ts), so the browser needs no dictionary.
 */
import { squash } from './fold';
import { editDistance, typoBudget } from './typos';

/** A name a typed word may be near: its folded, squashed form and the tenant's spelling. */
export interface NearMissTarget {
  key: string;
  name: string;
}

/**
 * The names typed words are compared with: each make and model whole ('LandCruiser Prado' →
 * 'landcruiserprado') and each of their words long enough to carry a typo ('landcruiser',
 * 'prado'); digits never carry one, so names with digits are left out.
 */
export function nearMissTargets(
  makes: readonly string[],
  makeModels: readonly string[],
): NearMissTarget[] {
  const out = new Map<string, string>();
  const add = (name: string) => {
    for (const part of [name, ...name.split(/[\s/]+/)]) {
      const key = squash(part);
      if (!/^[a-z]+$/.test(key) || typoBudget(key) === 0) continue;
      if (!out.has(key)) out.set(key, part);
    }
  };
  makes.forEach(add);
  for (const mm of makeModels) add(mm.slice(mm.indexOf(':') + 1));
  return [...out].map(([key, name]) => ({ key, name }));
}

/**
 * The one name a typed word is a near miss of, or null: the word itself is no name, it has a
 * typo budget, it is no real word, and exactly one name is nearest within the budget.
 */
export function nearMiss(
  typed: string,
  targets: readonly NearMissTarget[],
  realWords: ReadonlySet<string>,
): NearMissTarget | null {
  const word = squash(typed);
  const budget = typoBudget(word);
  if (budget === 0 || !/^[a-z]+$/.test(word) || realWords.has(word)) return null;
  let best: NearMissTarget | null = null;
  let bestDistance = budget + 1;
  let tied = false;
  for (const t of targets) {
    if (t.key === word) return null;
    const d = editDistance(word, t.key, budget);
    if (d < bestDistance) {
      best = t;
      bestDistance = d;
      tied = false;
    } else if (d === bestDistance && d <= budget) tied = true;
  }
  return best && !tied ? best : null;
}

/**
 * The real words (dictionary words, the tenant's stock text) that are near one of its names:
 * those a shopper may type meaning what they say. Run at build time over a whole dictionary,
 * so each word's neighbourhood is looked up by its deletions (the names' deletions indexed
 * once) rather than compared with every name.
 */
export function realWordsNearNames(
  words: Iterable<string>,
  targets: readonly NearMissTarget[],
): string[] {
  const index = new Map<string, NearMissTarget[]>();
  const put = (v: string, t: NearMissTarget) => {
    const list = index.get(v);
    if (!list) index.set(v, [t]);
    else if (!list.includes(t)) list.push(t);
  };
  for (const t of targets) {
    put(t.key, t);
    for (let i = 0; i < t.key.length; i++) {
      const one = t.key.slice(0, i) + t.key.slice(i + 1);
      put(one, t);
      for (let j = i; j < one.length; j++) put(one.slice(0, j) + one.slice(j + 1), t);
    }
  }
  const keys = new Set(targets.map((t) => t.key));
  const out = new Set<string>();
  const near = (word: string, budget: number, v: string) =>
    index.get(v)?.some((t) => editDistance(word, t.key, budget) <= budget) ?? false;
  for (const raw of words) {
    const word = /^[a-z]+$/.test(raw) ? raw : squash(raw);
    const budget = typoBudget(word);
    if (budget === 0 || keys.has(word) || out.has(word) || !/^[a-z]+$/.test(word)) continue;
    let found = near(word, budget, word);
    for (let i = 0; i < word.length && !found; i++) {
      const one = word.slice(0, i) + word.slice(i + 1);
      found = near(word, budget, one);
      for (let j = i; budget === 2 && j < one.length && !found; j++)
        found = near(word, budget, one.slice(0, j) + one.slice(j + 1));
    }
    if (found) out.add(word);
  }
  return [...out].sort();
}
