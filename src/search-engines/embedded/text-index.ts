/**
 * The embedded engine's text search: MiniSearch tuned like Meilisearch (one typo from 5
 * letters, two from 9, none in words with digits; prefix search on the last word; every
 * word required and, when nothing matches, words dropped from the end).
 */
import MiniSearch from 'minisearch';
import { SEARCHABLE_ATTRIBUTES } from '../../domain/search/stock-index';
import { fieldReader } from '../../domain/search/filter';
import { typoBudget } from '../../domain/search/typos';
import type { Doc } from './doc';
import { timeSlices } from './time-slices';

export function tokenizeQuery(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s\-_/,.:;!?()]+/)
    .filter(Boolean);
}

export class TextIndex {
  private built: MiniSearch<Doc> | null = null;
  /** The index warm() is building, and how many of the documents it holds so far. */
  private warming: { index: MiniSearch<Doc>; added: number } | null = null;
  private readonly cache = new Map<string, Map<string, number>>();

  constructor(private readonly docs: readonly Doc[]) {}

  private create(): MiniSearch<Doc> {
    return new MiniSearch<Doc>({
      fields: [...SEARCHABLE_ATTRIBUTES],
      idField: 'id',
      extractField: (doc, field) => {
        const v = fieldReader(field)(doc);
        return Array.isArray(v) ? v.join(' ') : v == null ? '' : String(v);
      },
      tokenize: tokenizeQuery,
      searchOptions: { tokenize: tokenizeQuery },
    });
  }

  /** The index, built at once when it is not yet: the documents warm() has not added yet. */
  private index(): MiniSearch<Doc> {
    if (!this.built) {
      const { index, added } = this.warming ?? { index: this.create(), added: 0 };
      for (let i = added; i < this.docs.length; i++) index.add(this.docs[i]);
      this.built = index;
      this.warming = null;
    }
    return this.built;
  }

  /**
   * Builds the index a document at a time, yielding to the browser between slices
   * (time-slices.ts); a search meanwhile finishes it (index()) rather than start another.
   */
  async warm(between: () => Promise<void> = timeSlices()): Promise<void> {
    if (this.built || this.warming) return;
    const warming = { index: this.create(), added: 0 };
    this.warming = warming;
    while (warming.added < this.docs.length) {
      warming.index.add(this.docs[warming.added]);
      warming.added++;
      await between();
      if (this.built) return;
    }
    this.built = warming.index;
    this.warming = null;
  }

  /** Scores by document id for a text query; null when there is no query. */
  scores(query: string): Map<string, number> | null {
    const terms = tokenizeQuery(query);
    if (terms.length === 0) return null;
    const key = terms.join(' ');
    const cached = this.cache.get(key);
    if (cached) return cached;
    const index = this.index();
    let scores = new Map<string, number>();
    for (let n = terms.length; n > 0 && scores.size === 0; n--) {
      const words = terms.slice(0, n);
      const results = index.search(words.join(' '), {
        combineWith: 'AND',
        prefix: (_t, i, all) => i === all.length - 1,
        fuzzy: (t) => typoBudget(t) || false,
        maxFuzzy: 2,
      });
      scores = new Map(results.map((r) => [String(r.id), r.score]));
    }
    if (this.cache.size > 50) this.cache.clear();
    this.cache.set(key, scores);
    return scores;
  }
}
