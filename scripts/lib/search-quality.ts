/**
 * Search quality on a tenant's sample store: each phrase of a set read by plain-language
 * search as a shopper submits it (the reading, then the no-dead-end rule), counted on the
 * embedded engine over the stock index the build writes. Reports how many phrases find
 * results and how many set the filters each phrase names (npm run bench:search; the
 * reading rules' tests run the same phrases).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readPlainQuery, type PlainVocabulary } from '../../src/domain/search/plain-language';
import { avoidDeadEnd, type Counter } from '../../src/domain/search/no-dead-end';
import { toPredicate } from '../../src/domain/search/filter';
import { stockFilter } from '../../src/domain/search/stock-filter';
import { stockIndexDocument, stockIndexFields } from '../../src/domain/search/stock-index';
import { facetSections } from '../../src/domain/search/facets';
import { defaultSortIndex } from '../../src/domain/search/sort';
import type { SearchUiState } from '../../src/domain/search/url-state';
import type { Car } from '../../src/domain/vehicle/schema';
import { Website } from '../../src/domain/tenant/schema/website';
import { EmbeddedEngine, type Doc } from '../../src/search-engines/embedded/engine';
import { FACET_ATTRIBUTES, NUMERIC_ATTRIBUTES } from '../../src/domain/search/stock-index';
import { buildPlainVocabulary } from '../../src/page-data/plain-words';
import { searchSorts } from '../../src/domain/search/search-sorts';
import { stateParams } from '../../src/page-data/search-paging';
import { byCount, tally } from '../../src/page-data/tally';

export interface TenantSearch {
  vocab: PlainVocabulary;
  count: Counter;
  /** The number of listed cars. */
  listed: number;
}

/** A tenant's plain-language vocabulary and a counter on its stock, from its sample store. */
export function tenantSearch(root: string, slug: string, nowMs: number): TenantSearch {
  const entry = JSON.parse(
    readFileSync(path.join(root, 'tenants', slug, 'tenant.json'), 'utf8'),
  ) as { website_id: number };
  const store = path.join(root, 'tenants', slug, 'store');
  const site = Website.parse(
    JSON.parse(readFileSync(path.join(store, 'websites', `${entry.website_id}.json`), 'utf8')),
  );
  const filter = stockFilter(site, Math.floor(nowMs / 1000));
  const fields = stockIndexFields(filter);
  const cars = JSON.parse(
    readFileSync(path.join(store, 'indexes', 'Car_production.json'), 'utf8'),
  ) as (Car & Record<string, unknown>)[];
  const docs = cars.map((c) => stockIndexDocument(c, fields)) as Doc[];
  const listed = docs.filter(toPredicate(filter));
  const vocab = buildPlainVocabulary({
    listed,
    makes: byCount(tally(listed, 'make')),
    makeModels: byCount(tally(listed, 'make_model')),
    sorts: searchSorts(site),
    sections: facetSections(site),
    nowMs,
  });
  const engine = new EmbeddedEngine(docs, {
    site,
    facetAttributes: FACET_ATTRIBUTES,
    numericAttributes: NUMERIC_ATTRIBUTES,
    now: () => nowMs,
  });
  const index = defaultSortIndex(site);
  const count: Counter = async (states) =>
    states.map(
      (state) =>
        engine.search({
          indexName: state.sortBy ?? index,
          params: { ...stateParams(state), hitsPerPage: 0, page: 0 },
        }).nbHits,
    );
  return { vocab, count, listed: listed.length };
}

/** A phrase of the set, and the filters it names (a part of the state it must give). */
export interface Phrase {
  phrase: string;
  names: SearchUiState;
}

/** Whether a state sets every filter `names` names (lists may hold more values). */
export function setsFilters(state: SearchUiState, names: SearchUiState): boolean {
  for (const [attr, values] of Object.entries(names.refinementList ?? {}))
    if (!values.every((v) => state.refinementList?.[attr]?.includes(v))) return false;
  for (const [attr, value] of Object.entries(names.range ?? {}))
    if (state.range?.[attr] !== value) return false;
  for (const [attr, on] of Object.entries(names.toggle ?? {}))
    if (!!state.toggle?.[attr] !== on) return false;
  if (names.sortBy && state.sortBy !== names.sortBy) return false;
  return true;
}

export interface PhraseResult extends Phrase {
  state: SearchUiState;
  count: number;
  ignored: string[];
  setsFilters: boolean;
}

/** Reads each phrase as the search box does and counts what it finds. */
export async function readPhrases(t: TenantSearch, phrases: readonly Phrase[]) {
  const rows: PhraseResult[] = [];
  for (const p of phrases) {
    const reading = readPlainQuery(p.phrase, t.vocab);
    const outcome = await avoidDeadEnd(reading.state, t.count);
    const [n] = await t.count([outcome.state]);
    rows.push({
      ...p,
      state: outcome.state,
      count: n,
      ignored: outcome.ignored,
      setsFilters: setsFilters(outcome.state, p.names),
    });
  }
  return {
    rows,
    phrases: rows.length,
    withResults: rows.filter((r) => r.count > 0).length,
    withFilters: rows.filter((r) => r.setsFilters).length,
    withWordsIgnored: rows.filter((r) => r.ignored.length > 0).length,
  };
}
