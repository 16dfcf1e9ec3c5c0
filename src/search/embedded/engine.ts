/**
 * The embedded search engine: the tenant's stock index searched in the browser (or at
 * build time for prerendered landing pages), answering InstantSearch's requests.
 *
 * - Documents are selected by the filter definition's predicate (toPredicate): the stock
 *   filter evaluated at the current time, the sort's extra clause and InstantSearch's
 *   refinements, so this engine and Meilisearch read one definition.
 * - Text search with typo tolerance is MiniSearch's, tuned like Meilisearch: one typo
 *   from 5 letters, two from 9, prefix search on the last word, every word required and,
 *   when nothing matches, words dropped from the end (Meilisearch's 'last' strategy).
 * - Facet counts, facet stats (min, max) for numeric facets, sorting on
 *   {index}:{field}:{asc|desc} (ties by text relevance, then id) and pagination are
 *   computed over the selected documents.
 */
import MiniSearch from 'minisearch';
import { and, toPredicate, type Filter } from '../../domain/search/filter';
import { refinementFilter, type RefinementParams } from '../../domain/search/refinements';
import { parseSortIndex, sortFilter, type SortSite } from '../../domain/search/sort';
import { stockFilter, type StockFilterSite } from '../../domain/search/stock-filter';
import { SEARCHABLE_ATTRIBUTES } from '../../domain/search/stock-index';

export type Doc = Record<string, unknown> & { id: string | number };

export interface SearchRequestParams extends RefinementParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facets?: string | readonly string[];
  maxValuesPerFacet?: number;
}

export interface SearchRequest {
  indexName: string;
  params?: SearchRequestParams;
}

export interface SearchResponse {
  hits: (Doc & { objectID: string })[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  query: string;
  params: string;
  index: string;
  facets: Record<string, Record<string, number>>;
  facets_stats: Record<string, { min: number; max: number; avg: number; sum: number }>;
}

export type EngineSite = StockFilterSite & SortSite;

export interface EngineOptions {
  site: EngineSite;
  /** Attributes offered as facets when a request asks for '*'. */
  facetAttributes?: readonly string[];
  /** Numeric facet attributes: they get facets_stats. */
  numericAttributes?: readonly string[];
  now?: () => number;
}

const DEFAULT_HITS_PER_PAGE = 21;
const DEFAULT_MAX_VALUES_PER_FACET = 100;

function read(doc: Doc, path: string): unknown {
  if (path in doc) return doc[path];
  let current: unknown = doc;
  for (const key of path.split('.')) {
    if (current == null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function tokenizeQuery(query: string): string[] {
  return query.toLowerCase().split(/[\s\-_/,.:;!?()]+/).filter(Boolean);
}

/** Meilisearch's typo budget: none below 5 letters, 1 from 5, 2 from 9. */
function typos(term: string): number {
  return term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0;
}

export class EmbeddedEngine {
  readonly docs: readonly Doc[];
  private readonly options: EngineOptions;
  private text: MiniSearch<Doc> | null = null;
  private readonly textCache = new Map<string, Map<string, number>>();
  private stockPredicate: { minute: number; test: (d: Doc) => boolean } | null = null;

  constructor(docs: readonly Doc[], options: EngineOptions) {
    this.docs = docs;
    this.options = options;
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  /** The stock filter at the current time, recompiled once a minute. */
  private stock(): (d: Doc) => boolean {
    const nowSeconds = Math.floor(this.now() / 1000);
    const minute = Math.floor(nowSeconds / 60);
    if (!this.stockPredicate || this.stockPredicate.minute !== minute) {
      this.stockPredicate = { minute, test: toPredicate(stockFilter(this.options.site, nowSeconds)) };
    }
    return this.stockPredicate.test;
  }

  private textIndex(): MiniSearch<Doc> {
    if (!this.text) {
      this.text = new MiniSearch<Doc>({
        fields: [...SEARCHABLE_ATTRIBUTES],
        idField: 'id',
        extractField: (doc, field) => {
          const v = read(doc, field);
          return Array.isArray(v) ? v.join(' ') : v == null ? '' : String(v);
        },
        tokenize: tokenizeQuery,
        searchOptions: { tokenize: tokenizeQuery },
      });
      this.text.addAll(this.docs as Doc[]);
    }
    return this.text;
  }

  /** Scores by document id for a text query; null when there is no query. */
  textScores(query: string): Map<string, number> | null {
    const terms = tokenizeQuery(query);
    if (terms.length === 0) return null;
    const key = terms.join(' ');
    const cached = this.textCache.get(key);
    if (cached) return cached;
    const index = this.textIndex();
    let scores = new Map<string, number>();
    for (let n = terms.length; n > 0 && scores.size === 0; n--) {
      const words = terms.slice(0, n);
      const results = index.search(words.join(' '), {
        combineWith: 'AND',
        prefix: (_t, i, all) => i === all.length - 1,
        fuzzy: (t) => typos(t) || false,
        maxFuzzy: 2,
      });
      scores = new Map(results.map((r) => [String(r.id), r.score]));
    }
    if (this.textCache.size > 50) this.textCache.clear();
    this.textCache.set(key, scores);
    return scores;
  }

  search(request: SearchRequest): SearchResponse {
    const started = typeof performance !== 'undefined' ? performance.now() : Date.now();
    const params = request.params ?? {};
    const { field: sortField, direction } = parseSortIndex(request.indexName);
    const extra: Filter = and(sortFilter(request.indexName, this.options.site), refinementFilter(params));
    const refine = toPredicate(extra);
    const stock = this.stock();
    const scores = params.query ? this.textScores(params.query) : null;

    const matched: Doc[] = [];
    for (const doc of this.docs) {
      if (scores && !scores.has(String(doc.id))) continue;
      if (stock(doc) && refine(doc)) matched.push(doc);
    }

    const facets = this.countFacets(matched, params);
    const stats = this.facetStats(matched, Object.keys(facets));

    const dir = direction === 'asc' ? 1 : -1;
    const score = (d: Doc) => scores?.get(String(d.id)) ?? 0;
    matched.sort((a, b) => {
      if (sortField) {
        const va = read(a, sortField);
        const vb = read(b, sortField);
        const na = typeof va === 'number' ? va : va == null || va === '' ? null : Number(va);
        const nb = typeof vb === 'number' ? vb : vb == null || vb === '' ? null : Number(vb);
        if (na === null && nb !== null) return 1;
        if (nb === null && na !== null) return -1;
        if (na !== null && nb !== null && na !== nb) return (na - nb) * dir;
      }
      const s = score(b) - score(a);
      if (s !== 0) return s;
      return String(a.id).localeCompare(String(b.id), 'en', { numeric: true });
    });

    const hitsPerPage = Math.max(0, params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE);
    const page = Math.max(0, params.page ?? 0);
    const nbPages = hitsPerPage > 0 ? Math.ceil(matched.length / hitsPerPage) : 0;
    const hits = hitsPerPage > 0 ? matched.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];
    const ended = typeof performance !== 'undefined' ? performance.now() : Date.now();
    return {
      hits: hits.map((h) => ({ ...h, objectID: String(h.id) })),
      nbHits: matched.length,
      page,
      nbPages,
      hitsPerPage,
      processingTimeMS: Math.round(ended - started),
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      query: params.query ?? '',
      params: '',
      index: request.indexName,
      facets,
      facets_stats: stats,
    };
  }

  private requestedFacets(params: SearchRequestParams): string[] {
    const f = params.facets;
    if (!f) return [];
    const list = typeof f === 'string' ? [f] : [...f];
    return list.includes('*') ? [...(this.options.facetAttributes ?? [])] : list;
  }

  private countFacets(matched: readonly Doc[], params: SearchRequestParams): Record<string, Record<string, number>> {
    const attributes = this.requestedFacets(params);
    const out: Record<string, Record<string, number>> = {};
    const limit = params.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET;
    for (const attribute of attributes) {
      const counts = new Map<string, number>();
      for (const doc of matched) {
        const v = read(doc, attribute);
        if (v == null || v === '') continue;
        if (Array.isArray(v)) {
          for (const item of new Set(v.map(String))) counts.set(item, (counts.get(item) ?? 0) + 1);
        } else {
          const key = String(v);
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
      const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit);
      out[attribute] = Object.fromEntries(top);
    }
    return out;
  }

  private facetStats(matched: readonly Doc[], attributes: readonly string[]): SearchResponse['facets_stats'] {
    const numeric = new Set(this.options.numericAttributes ?? []);
    const out: SearchResponse['facets_stats'] = {};
    for (const attribute of attributes) {
      if (!numeric.has(attribute)) continue;
      let min = Infinity;
      let max = -Infinity;
      let sum = 0;
      let n = 0;
      for (const doc of matched) {
        const raw = read(doc, attribute);
        const v = typeof raw === 'number' ? raw : raw == null || raw === '' ? NaN : Number(raw);
        if (!Number.isFinite(v)) continue;
        if (v < min) min = v;
        if (v > max) max = v;
        sum += v;
        n++;
      }
      if (n > 0) out[attribute] = { min, max, avg: sum / n, sum };
    }
    return out;
  }
}
