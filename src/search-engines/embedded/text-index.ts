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

  private index(): MiniSearch<Doc> {
    if (!this.built) {
      const index = this.create();
      index.addAll(this.docs);
      this.built = index;
    }
    return this.built;
  }

  /** Builds the index a document at a time, yielding to the browser between slices (time-slices.ts). */
  async warm(between: () => Promise<void> = timeSlices()): Promise<void> {
    if (this.built) return;
    const index = this.create();
    for (const doc of this.docs) {
      index.add(doc);
      await between();
      // a search meanwhile built it at once (index())
      if (this.built) return;
    }
    this.built = index;
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
