/**
 * Plain-language search in the browser: the reader with the no-dead-end rule (plain-tools.ts)
 * and the tenant's words (/search/plain-words.json) load on the first search the shopper
 * submits, not before: the page's JavaScript does not grow until used.
 */
import type { PlainReading, PlainVocabulary } from '../../domain/search/plain-language';

type Tools = typeof import('./plain-tools');

export interface PlainSearch extends Omit<Tools, 'readPlainQuery'> {
  /** What the text reads as on the tenant's words. */
  read(text: string): PlainReading;
}

let loading: Promise<PlainSearch> | null = null;

/** The reader and the rule, or null when they or the words could not be loaded. */
export async function loadPlainSearch(wordsPath: string): Promise<PlainSearch | null> {
  loading ??= Promise.all([
    import('./plain-tools'),
    fetch(wordsPath).then((r) =>
      r.ok ? (r.json() as Promise<PlainVocabulary>) : Promise.reject(new Error(r.statusText)),
    ),
  ]).then(([m, words]) => ({ ...m, read: (t: string) => m.readPlainQuery(t, words) }));
  try {
    return await loading;
  } catch {
    loading = null; // the next search tries again; this one stays a text search
    return null;
  }
}
