/**
 * The embedded engine keeps its last selections (EmbeddedEngine.selection): a search's later
 * pages and repeated facet queries reuse the documents and facet counts the first one found.
 * Whatever the order of requests, one engine answers each as a fresh engine does; a response's
 * facets are its own to change; and the kept selections end with the stock filter's minute.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EmbeddedEngine,
  type Doc,
  type SearchRequest,
  type SearchResponse,
} from '../../../src/search-engines/embedded/engine';

const NOW = Date.parse('2026-11-28T00:00:00Z');
const DAY = 86_400;
const MAKES = ['Toyota', 'Ford', 'Mazda', 'Kia'];
const BODIES = ['SUV', 'Ute', 'Hatch'];

/** 60 cars; every seventh sold 3 days less 30 s before NOW, so it drops out a minute later. */
const docs: Doc[] = Array.from({ length: 60 }, (_, i) => ({
  id: 1000 + i,
  make: MAKES[i % MAKES.length],
  body_type: BODIES[(i * 7) % BODIES.length],
  year: 2015 + (i % 10),
  price: 15_000 + ((i * 7919) % 50_000),
  title: `${MAKES[i % MAKES.length]} car ${i}`,
  status: i % 7 === 0 ? 'sold' : 'in_stock',
  sold_date_timestamp: i % 7 === 0 ? NOW / 1000 - 3 * DAY + 30 : null,
  show_on_dealer_website: true,
}));

const options = (clock: { now: number }) => ({
  site: {},
  facetAttributes: ['make', 'body_type', 'year', 'price'],
  numericAttributes: ['price', 'year'],
  now: () => clock.now,
});

/** A response without its timing, which differs run to run. */
const answer = ({ processingTimeMS: _t, ...rest }: SearchResponse) => rest;

const request = fc.record({
  indexName: fc.constantFrom(
    'Car_production',
    'Car_production:price:asc',
    'Car_production:year:desc',
  ),
  params: fc.record(
    {
      query: fc.constantFrom('', 'toyota', 'car 1'),
      page: fc.integer({ min: 0, max: 4 }),
      hitsPerPage: fc.constantFrom(0, 5, 12),
      facets: fc.constantFrom(['*'], ['make'], ['make', 'body_type', 'price']),
      facetFilters: fc.constantFrom(
        [],
        [['make:Toyota', 'make:Ford']],
        [['body_type:SUV']],
        [['make:Mazda'], ['body_type:Ute']],
      ),
      numericFilters: fc.constantFrom([], ['price>=30000'], ['year<=2019']),
    },
    { requiredKeys: ['page', 'hitsPerPage', 'facets'] },
  ),
}) as fc.Arbitrary<SearchRequest>;

describe('EmbeddedEngine kept selections', () => {
  it('answers any sequence of requests as a fresh engine answers each one', () => {
    fc.assert(
      fc.property(fc.array(request, { minLength: 1, maxLength: 30 }), (requests) => {
        const clock = { now: NOW };
        const engine = new EmbeddedEngine(docs, options(clock));
        for (const r of requests) {
          const fresh = new EmbeddedEngine(docs, options(clock));
          expect(answer(engine.search(r))).toEqual(answer(fresh.search(r)));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('pages of one search share its counts, and a response changed by its reader changes no other', () => {
    const engine = new EmbeddedEngine(docs, options({ now: NOW }));
    const page = (n: number) =>
      engine.search({
        indexName: 'Car_production',
        params: { facets: ['make'], page: n, hitsPerPage: 5, facetFilters: [['body_type:SUV']] },
      });
    const first = page(0);
    const second = page(1);
    expect(second.facets).toEqual(first.facets);
    expect(second.hits.map((h) => h.id)).not.toEqual(first.hits.map((h) => h.id));
    first.facets.make.Toyota = 999;
    delete first.facets.make.Ford;
    first.facets_stats.price = { min: 0, max: 0, avg: 0, sum: 0 };
    const third = page(2);
    expect(third.facets).toEqual(second.facets);
    expect(third.facets.make.Toyota).not.toBe(999);
    expect(third.facets_stats).toEqual(second.facets_stats);
  });

  it('selects again once the stock filter’s minute has passed: a sold car drops out', () => {
    const clock = { now: NOW };
    const engine = new EmbeddedEngine(docs, options(clock));
    const all = { indexName: 'Car_production', params: { facets: ['make'], hitsPerPage: 100 } };
    const before = engine.search(all);
    clock.now = NOW + 61_000;
    const after = engine.search(all);
    expect(before.nbHits).toBe(60);
    expect(after.nbHits).toBe(60 - Math.ceil(60 / 7));
    expect(answer(after)).toEqual(answer(new EmbeddedEngine(docs, options(clock)).search(all)));
  });
});
