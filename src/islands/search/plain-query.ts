/**
 * Plain-language search in the browser (issue 11 item 2): the reader (domain/search/
 * plain-language.ts) and the tenant's words (/search/plain-words.json) load on the first
 * search the shopper submits, not before: the page's JavaScript does not grow until used.
 */
import type { PlainReading, PlainVocabulary } from '../../domain/search/plain-language';

type Reader = (text: string) => PlainReading;
let loading: Promise<Reader> | null = null;

/** What the text reads as, or null when the reader or the words could not be loaded. */
export async function readPlain(text: string, wordsPath: string): Promise<PlainReading | null> {
  loading ??= Promise.all([
    import('../../domain/search/plain-language'),
    fetch(wordsPath).then((r) =>
      r.ok ? (r.json() as Promise<PlainVocabulary>) : Promise.reject(new Error(r.statusText)),
    ),
  ]).then(
    ([m, words]) =>
      (t: string) =>
        m.readPlainQuery(t, words),
  );
  try {
    return (await loading)(text);
  } catch {
    loading = null; // the next search tries again; this one stays a text search
    return null;
  }
}
