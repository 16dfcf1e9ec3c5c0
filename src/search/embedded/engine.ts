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
import { SEARCHABLE_ATTRIBUTES, SORTABLE_ATTRIBUTES } from '../../domain/search/stock-index';

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

/**
 * Meilisearch's typo budget: none below 5 letters, 1 from 5, 2 from 9. Words with digits
 * (stock numbers, VINs, 'cx5') must match as typed, as the index's typo tolerance is off
 * on stocknum and vin (scripts/meili-index.ts).
 */
function typos(term: string): number {
  if (/\d/.test(term)) return 0;
  return term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0;
}

interface FacetColumn {
  values: string[];
  /** Per document: the value's index, -1 when absent; or, for list fields, the indexes. */
  ids: Int32Array | Int32Array[];
}

export class EmbeddedEngine {
  readonly docs: readonly Doc[];
  private readonly options: EngineOptions;
  private text: MiniSearch<Doc> | null = null;
  private readonly textCache = new Map<string, Map<string, number>>();
  private stockMask: { minute: number; mask: Uint8Array } | null = null;
  private readonly facetColumns = new Map<string, FacetColumn>();
  private readonly numberColumns = new Map<string, Float64Array>();
  private readonly position = new Map<string, number>();

  constructor(docs: readonly Doc[], options: EngineOptions) {
    this.docs = docs;
    this.options = options;
    docs.forEach((d, i) => this.position.set(String(d.id), i));
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  /** Which documents the stock filter keeps at the current time, recomputed once a minute. */
  private stock(): Uint8Array {
    const nowSeconds = Math.floor(this.now() / 1000);
    const minute = Math.floor(nowSeconds / 60);
    if (!this.stockMask || this.stockMask.minute !== minute) {
      const keep = toPredicate(stockFilter(this.options.site, nowSeconds));
      const mask = new Uint8Array(this.docs.length);
      this.docs.forEach((d, i) => (mask[i] = keep(d) ? 1 : 0));
      this.stockMask = { minute, mask };
    }
    return this.stockMask.mask;
  }

  /** A facet's values, each document's as indexes into them (built on first use). */
  private facetColumn(attribute: string): FacetColumn {
    let column = this.facetColumns.get(attribute);
    if (!column) {
      const values: string[] = [];
      const index = new Map<string, number>();
      const id = (v: unknown) => {
        const key = String(v);
        let i = index.get(key);
        if (i === undefined) {
          i = values.length;
          values.push(key);
          index.set(key, i);
        }
        return i;
      };
      const raw = this.docs.map((d) => read(d, attribute));
      const list = raw.some(Array.isArray);
      const ids = list
        ? raw.map((v) => Int32Array.from(new Set((Array.isArray(v) ? v : v == null || v === '' ? [] : [v]).filter((x) => x != null && x !== '').map(id))))
        : Int32Array.from(raw.map((v) => (v == null || v === '' ? -1 : id(v))));
      column = { values, ids };
      this.facetColumns.set(attribute, column);
    }
    return column;
  }

  /** A numeric field per document, NaN when absent. */
  private numberColumn(attribute: string): Float64Array {
    let column = this.numberColumns.get(attribute);
    if (!column) {
      column = Float64Array.from(this.docs.map((d) => {
        const v = read(d, attribute);
        return typeof v === 'number' ? v : v == null || v === '' || Array.isArray(v) ? NaN : Number(v);
      }));
      this.numberColumns.set(attribute, column);
    }
    return column;
  }

  private newTextIndex(): MiniSearch<Doc> {
    return new MiniSearch<Doc>({
      fields: [...SEARCHABLE_ATTRIBUTES],
      idField: 'id',
      extractField: (doc, field) => {
        const v = read(doc, field);
        return Array.isArray(v) ? v.join(' ') : v == null ? '' : String(v);
      },
      tokenize: tokenizeQuery,
      searchOptions: { tokenize: tokenizeQuery },
    });
  }

  private textIndex(): MiniSearch<Doc> {
    if (!this.text) {
      const index = this.newTextIndex();
      index.addAll(this.docs as Doc[]);
      this.text = index;
    }
    return this.text;
  }

  /**
   * Builds the text index, facet columns and sort orders ahead of the shopper's first
   * search, in small steps (each yields to the browser) so no long task blocks the page.
   */
  async warm(pause: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0))): Promise<void> {
    if (!this.text) {
      const index = this.newTextIndex();
      await index.addAllAsync(this.docs as Doc[], { chunkSize: 50 });
      this.text ??= index;
    }
    const numeric = this.options.numericAttributes ?? [];
    for (const attribute of this.options.facetAttributes ?? []) {
      if (!numeric.includes(attribute)) this.facetColumn(attribute);
      await pause();
    }
    for (const attribute of numeric) this.numberColumn(attribute);
    for (const field of SORTABLE_ATTRIBUTES) {
      for (const dir of [1, -1] as const) this.order(field, dir);
      await pause();
    }
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
    const started = performance.now();
    const params = request.params ?? {};
    const { field: sortField, direction } = parseSortIndex(request.indexName);
    const extra: Filter = and(sortFilter(request.indexName, this.options.site), refinementFilter(params));
    const refine = extra.op === 'true' ? null : toPredicate(extra);
    const stock = this.stock();
    const scores = params.query ? this.textScores(params.query) : null;

    // The documents: those the stock filter keeps, matching the text, selected by the refinements' predicate.
    const matched: number[] = [];
    if (scores) {
      for (const id of scores.keys()) {
        const i = this.position.get(id);
        if (i !== undefined && stock[i] && (!refine || refine(this.docs[i]))) matched.push(i);
      }
      matched.sort((a, b) => a - b);
    } else {
      for (let i = 0; i < this.docs.length; i++) if (stock[i] && (!refine || refine(this.docs[i]))) matched.push(i);
    }

    const facets = this.countFacets(matched, params);
    const stats = this.facetStats(matched, Object.keys(facets));

    const hitsPerPage = Math.max(0, params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE);
    const page = Math.max(0, params.page ?? 0);
    const nbPages = hitsPerPage > 0 ? Math.ceil(matched.length / hitsPerPage) : 0;
    const pageIndexes = hitsPerPage > 0 ? this.page(matched, sortField, direction === 'asc' ? 1 : -1, scores, page * hitsPerPage, hitsPerPage) : [];
    const hits = pageIndexes.map((i) => ({ ...this.docs[i], objectID: String(this.docs[i].id) }));
    return {
      hits,
      nbHits: matched.length,
      page,
      nbPages,
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      query: params.query ?? '',
      params: '',
      index: request.indexName,
      facets,
      facets_stats: stats,
    };
  }

  /**
   * One page of the matched documents in sort order: by the sort field (documents without
   * it last), then text relevance, then id. Without a text query the order comes from the
   * field's precomputed order, so a page costs one pass over the documents.
   */
  private page(matched: number[], field: string | null, dir: 1 | -1, scores: Map<string, number> | null, from: number, size: number): number[] {
    if (scores) {
      const key = field ? this.numberColumn(field) : null;
      const idKey = this.numberColumn('id');
      const score = (i: number) => scores.get(String(this.docs[i].id)) ?? 0;
      const sorted = [...matched].sort((a, b) => {
        if (key) {
          const na = Number.isNaN(key[a]);
          const nb = Number.isNaN(key[b]);
          if (na !== nb) return na ? 1 : -1;
          if (!na && key[a] !== key[b]) return (key[a] - key[b]) * dir;
        }
        return score(b) - score(a) || idKey[a] - idKey[b] || a - b;
      });
      return sorted.slice(from, from + size);
    }
    const order = this.order(field, dir);
    const member = new Uint8Array(this.docs.length);
    for (const i of matched) member[i] = 1;
    const out: number[] = [];
    let seen = 0;
    for (const i of order) {
      if (!member[i]) continue;
      if (seen++ < from) continue;
      out.push(i);
      if (out.length === size) break;
    }
    return out;
  }

  private readonly orders = new Map<string, Int32Array>();

  /** Every document in sort order for a field and direction (ties by id), built once. */
  private order(field: string | null, dir: 1 | -1): Int32Array {
    const name = `${field ?? ''}:${dir}`;
    let order = this.orders.get(name);
    if (!order) {
      const key = field ? this.numberColumn(field) : null;
      const idKey = this.numberColumn('id');
      order = Int32Array.from(this.docs.keys()).sort((a, b) => {
        if (key) {
          const na = Number.isNaN(key[a]);
          const nb = Number.isNaN(key[b]);
          if (na !== nb) return na ? 1 : -1;
          if (!na && key[a] !== key[b]) return (key[a] - key[b]) * dir;
        }
        return idKey[a] - idKey[b] || a - b;
      });
      this.orders.set(name, order);
    }
    return order;
  }

  private requestedFacets(params: SearchRequestParams): string[] {
    const f = params.facets;
    if (!f) return [];
    const list = typeof f === 'string' ? [f] : [...f];
    return list.includes('*') ? [...(this.options.facetAttributes ?? [])] : list;
  }

  private countFacets(matched: readonly number[], params: SearchRequestParams): Record<string, Record<string, number>> {
    const out: Record<string, Record<string, number>> = {};
    const limit = params.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET;
    const numeric = new Set(this.options.numericAttributes ?? []);
    for (const attribute of this.requestedFacets(params)) {
      // A numeric facet is read for its min and max (facets_stats), not value by value.
      if (numeric.has(attribute)) {
        out[attribute] = {};
        continue;
      }
      const { values, ids } = this.facetColumn(attribute);
      const counts = new Int32Array(values.length);
      if (ids instanceof Int32Array) {
        for (const i of matched) {
          const v = ids[i];
          if (v >= 0) counts[v]++;
        }
      } else {
        for (const i of matched) for (const v of ids[i]) counts[v]++;
      }
      const order: number[] = [];
      for (let v = 0; v < counts.length; v++) if (counts[v] > 0) order.push(v);
      order.sort((a, b) => counts[b] - counts[a] || (values[a] < values[b] ? -1 : values[a] > values[b] ? 1 : 0));
      const top: Record<string, number> = {};
      for (const v of order.slice(0, limit)) top[values[v]] = counts[v];
      out[attribute] = top;
    }
    return out;
  }

  private facetStats(matched: readonly number[], attributes: readonly string[]): SearchResponse['facets_stats'] {
    const numeric = new Set(this.options.numericAttributes ?? []);
    const out: SearchResponse['facets_stats'] = {};
    for (const attribute of attributes) {
      if (!numeric.has(attribute)) continue;
      const column = this.numberColumn(attribute);
      let min = Infinity;
      let max = -Infinity;
      let sum = 0;
      let n = 0;
      for (const i of matched) {
        const v = column[i];
        if (Number.isNaN(v)) continue;
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
