/**
 * The embedded search engine: the tenant's stock index searched in the browser (or at
 * build time for prerendered landing pages), answering InstantSearch's requests.
 *
 * - Documents are selected by the filter definition's predicate (toPredicate): the stock
 *   filter evaluated at the current time, the sort's extra clause and InstantSearch's
 *   refinements, so this engine and Meilisearch read one definition.
 * - Text search with typo tolerance: text-index.ts (MiniSearch tuned like Meilisearch).
 * - Facet counts, facet stats (min, max) for numeric facets, sorting on
 *   {index}:{field}:{asc|desc} (ties by text relevance, then id) and pagination are
 *   computed over the selected documents.
 */
import { and, toPredicate, type Filter } from '../../domain/search/filter';
import { refinementFilter, type RefinementParams } from '../../domain/search/refinements';
import { HITS_PER_PAGE } from '../../domain/search/page-size';
import { parseSortIndex, sortFilter, type SortSite } from '../../domain/search/sort';
import { stockFilter, type StockFilterSite } from '../../domain/search/stock-filter';
import { SORTABLE_ATTRIBUTES } from '../../domain/search/stock-index';
import type { Doc } from './doc';
import { TextIndex } from './text-index';
import { timeSlices } from './time-slices';
import { Columns, sortOrder, type FacetStats } from './columns';

export type { Doc } from './doc';

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
  facets_stats: FacetStats;
}

export type EngineSite = StockFilterSite & SortSite;

export interface EngineOptions {
  site: EngineSite;
  /** Attributes offered as facets when a request asks for '*'. */
  facetAttributes?: readonly string[];
  /** The attributes a hit carries (Meilisearch's attributesToRetrieve); all when unset. */
  attributesToRetrieve?: readonly string[];
  /** Numeric facet attributes: they get facets_stats. */
  numericAttributes?: readonly string[];
  now?: () => number;
}

const DEFAULT_MAX_VALUES_PER_FACET = 100;
/** Selections an engine keeps (EmbeddedEngine.selection): a route's pages and its disjunctive facet queries. */
const SELECTIONS_KEPT = 64;

interface Selection {
  readonly matched: readonly number[];
  readonly facets: Record<string, Record<string, number>>;
  readonly stats: FacetStats;
}

export class EmbeddedEngine {
  readonly docs: readonly Doc[];
  private readonly options: EngineOptions;
  private readonly text: TextIndex;
  private stockMask: { minute: number; mask: Uint8Array } | null = null;
  private readonly columns: Columns;
  private readonly position = new Map<string, number>();
  /** The last selections made under the current stock filter (see selection), oldest first. */
  private readonly selections = new Map<string, Selection>();

  constructor(docs: readonly Doc[], options: EngineOptions) {
    this.docs = docs;
    this.options = options;
    this.text = new TextIndex(docs);
    this.columns = new Columns(docs);
    docs.forEach((d, i) => this.position.set(String(d.id), i));
  }

  /** A document as a hit returns it: the attributes to retrieve, or all of them. */
  private retrieve(doc: Doc): Doc {
    const keep = this.options.attributesToRetrieve;
    if (!keep) return doc;
    const out: Record<string, unknown> = {};
    for (const key of keep) if (key in doc) out[key] = (doc as Record<string, unknown>)[key];
    return out as Doc;
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
      // what was selected under the last minute's filter may no longer hold
      this.selections.clear();
    }
    return this.stockMask.mask;
  }

  /**
   * Builds the text index, facet columns and sort orders ahead of the shopper's first search,
   * a small step at a time, yielding to the browser whenever a slice's time is spent
   * (time-slices.ts), so a tap meanwhile waits for one step at most.
   */
  async warm(between: () => Promise<void> = timeSlices()): Promise<void> {
    await this.text.warm(between);
    const numeric = this.options.numericAttributes ?? [];
    for (const attribute of this.options.facetAttributes ?? []) {
      if (!numeric.includes(attribute)) this.columns.facet(attribute);
      await between();
    }
    for (const attribute of numeric) {
      this.columns.number(attribute);
      await between();
    }
    for (const field of SORTABLE_ATTRIBUTES) {
      for (const dir of [1, -1] as const) {
        this.order(field, dir);
        await between();
      }
    }
  }

  /** Scores by document id for a text query; null when there is no query. */
  textScores(query: string): Map<string, number> | null {
    return this.text.scores(query);
  }

  search(request: SearchRequest): SearchResponse {
    const started = performance.now();
    const params = request.params ?? {};
    const { field: sortField, direction } = parseSortIndex(request.indexName);
    const scores = params.query ? this.textScores(params.query) : null;
    const { matched, facets, stats } = this.selection(request.indexName, params, scores);

    const hitsPerPage = Math.max(0, params.hitsPerPage ?? HITS_PER_PAGE);
    const page = Math.max(0, params.page ?? 0);
    const nbPages = hitsPerPage > 0 ? Math.ceil(matched.length / hitsPerPage) : 0;
    const pageIndexes =
      hitsPerPage > 0
        ? this.page(
            matched,
            sortField,
            direction === 'asc' ? 1 : -1,
            scores,
            page * hitsPerPage,
            hitsPerPage,
          )
        : [];
    const hits = pageIndexes.map((i) => ({
      ...this.retrieve(this.docs[i]),
      objectID: String(this.docs[i].id),
    }));
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
      // copies: a response's facets are its reader's to keep or change
      facets: Object.fromEntries(Object.entries(facets).map(([a, counts]) => [a, { ...counts }])),
      facets_stats: Object.fromEntries(Object.entries(stats).map(([a, s]) => [a, { ...s }])),
    };
  }

  /**
   * The documents a request selects (in document order), their facet counts and their numeric
   * facets' stats: the same for every page of one search, so the last SELECTIONS_KEPT are kept
   * while the stock filter stands (a search route's prerendered pages, or the shopper paging
   * through results, count its facets once; pacific-motor-group's 987 search pages, 819 of them
   * a route's later pages).
   */
  private selection(
    indexName: string,
    params: SearchRequestParams,
    scores: Map<string, number> | null,
  ): Selection {
    const stock = this.stock();
    const { page: _page, hitsPerPage: _hitsPerPage, ...rest } = params;
    const key = JSON.stringify([indexName, rest]);
    const kept = this.selections;
    const known = kept.get(key);
    if (known) {
      kept.delete(key);
      kept.set(key, known);
      return known;
    }
    const extra: Filter = and(sortFilter(indexName, this.options.site), refinementFilter(params));
    const refine = extra.op === 'true' ? null : toPredicate(extra);

    // The documents: those the stock filter keeps, matching the text, selected by the refinements' predicate.
    const matched: number[] = [];
    if (scores) {
      for (const id of scores.keys()) {
        const i = this.position.get(id);
        if (i !== undefined && stock[i] && (!refine || refine(this.docs[i]))) matched.push(i);
      }
      matched.sort((a, b) => a - b);
    } else {
      for (let i = 0; i < this.docs.length; i++)
        if (stock[i] && (!refine || refine(this.docs[i]))) matched.push(i);
    }

    const numeric = this.options.numericAttributes ?? [];
    const facets = this.columns.counts(
      matched,
      this.requestedFacets(params),
      params.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET,
      numeric,
    );
    const stats = this.columns.stats(matched, Object.keys(facets), numeric);
    const selection = { matched, facets, stats };
    kept.set(key, selection);
    if (kept.size > SELECTIONS_KEPT) kept.delete(kept.keys().next().value!);
    return selection;
  }

  /**
   * One page of the matched documents in sort order: by the sort field (documents without
   * it last), then text relevance, then id. Without a text query the order comes from the
   * field's precomputed order, so a page costs one pass over the documents.
   */
  private page(
    matched: readonly number[],
    field: string | null,
    dir: 1 | -1,
    scores: Map<string, number> | null,
    from: number,
    size: number,
  ): number[] {
    if (scores) {
      const score = (i: number) => scores.get(String(this.docs[i].id)) ?? 0;
      const compare = sortOrder(
        field ? this.columns.number(field) : null,
        dir,
        this.columns.number('id'),
        (a, b) => score(b) - score(a),
      );
      return [...matched].sort(compare).slice(from, from + size);
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
      order = Int32Array.from(this.docs.keys()).sort(
        sortOrder(field ? this.columns.number(field) : null, dir, this.columns.number('id')),
      );
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
}
