/**
 * The filter definition compiles to a Meilisearch filter string and to the embedded
 * engine's predicate: on every sample tenant's store, both select the same cars. The
 * string is evaluated by the loopback server's evaluator, written from Meilisearch's
 * grammar independently of the predicate.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, toMeilisearch, toPredicate, type Filter } from '../../../src/domain/search/filter';
import { makeFilter } from '../../../src/domain/search/makes';
import { refinementFilter } from '../../../src/domain/search/refinements';
import { stockFilter } from '../../../src/domain/search/stock-filter';
import { ruleFilter, type StockRule } from '../../../src/domain/search/stock-rules';
import { sortFilter } from '../../../src/domain/search/sort';
import { Website } from '../../../src/domain/tenant/schema/website';
import { referenceFilter } from '../../support/meili-loopback';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const TENANTS = [
  'pacific-motor-group',
  'sunshine-coast-toyota',
  'outback-caravans-rv',
  'throttle-motorcycles',
];
const NOW = Math.floor(Date.parse('2026-11-21T00:00:00Z') / 1000);

function load(slug: string) {
  const entry = JSON.parse(readFileSync(path.join(root, 'tenants', slug, 'tenant.json'), 'utf8'));
  const store = path.join(root, 'tenants', slug, 'store');
  if (!existsSync(store))
    throw new Error(`tenants/${slug}/store is missing: run \`npm run sample-data\` first`);
  const site = Website.parse(
    JSON.parse(readFileSync(path.join(store, 'websites', `${entry.website_id}.json`), 'utf8')),
  );
  const docs = JSON.parse(
    readFileSync(path.join(store, 'indexes', 'Car_production.json'), 'utf8'),
  ) as Record<string, unknown>[];
  return { site, docs };
}

function same(filter: Filter, docs: Record<string, unknown>[]) {
  const viaString = docs.filter(referenceFilter(toMeilisearch(filter))).map((d) => d.id);
  const viaPredicate = docs.filter(toPredicate(filter)).map((d) => d.id);
  expect(viaPredicate).toEqual(viaString);
  return viaPredicate.length;
}

describe.each(TENANTS)('%s: Meilisearch string and predicate select the same cars', (slug) => {
  const { site, docs } = load(slug);
  it("with the site's stock filter (search_filters, manufacturer filter, default rules, visibility)", () => {
    const filter = stockFilter(site, NOW);
    const kept = same(filter, docs);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(docs.length);
  });
  it('at other times: the sold-car window moves', () => {
    for (const days of [0, 1, 2, 5, 30]) same(stockFilter(site, NOW + days * 86400), docs);
  });
  it('with every default stock rule and the price-ascending clause', () => {
    const makes = [...new Set(docs.map((d) => String(d.make)))];
    const rules: StockRule[] = [
      { rule: 'usedOnly' },
      { rule: 'inStockOnly' },
      { rule: 'newOrDemoOnly' },
      { rule: 'photosUnlessNewOrDemo' },
      { rule: 'vanOr4x4' },
      { rule: 'excludeMakes', makes: makes.slice(0, 2) },
      { rule: 'excludeStockNumbers', stocknums: docs.slice(0, 5).map((d) => String(d.stocknum)) },
    ];
    for (const rule of rules) same(and(stockFilter(site, NOW), ruleFilter(rule)), docs);
    same(
      and(
        stockFilter(site, NOW),
        sortFilter('Car_production:price:asc', { config: { lowestPriceExcludesZero: true } }),
      ),
      docs,
    );
  });
  it('with make filters for every make and alias group in the store', () => {
    for (const make of new Set(docs.map((d) => String(d.make))))
      expect(same(makeFilter(make), docs)).toBeGreaterThan(0);
  });
  it('with any combination of InstantSearch refinements', () => {
    const values = (attr: string) => [
      ...new Set(
        docs
          .flatMap((d) => (Array.isArray(d[attr]) ? (d[attr] as unknown[]) : [d[attr]]))
          .filter((v) => v != null)
          .map(String),
      ),
    ];
    const facet = (attr: string) =>
      fc
        .uniqueArray(fc.constantFrom(...values(attr)), { minLength: 1, maxLength: 3 })
        .map((vs) => vs.map((v) => `${attr}:${v}`));
    const refinement = fc.record(
      {
        make: facet('make'),
        body: facet('body'),
        car_type: facet('car_type'),
        features: facet('filtered_features'),
        price: fc.tuple(fc.integer({ min: 0, max: 80000 }), fc.integer({ min: 0, max: 120000 })),
        km: fc.integer({ min: 0, max: 200000 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(refinement, (r) => {
        const facetFilters = [r.make, r.body, r.car_type, r.features].filter((x): x is string[] =>
          Boolean(x),
        );
        const numericFilters = [
          ...(r.price ? [`price>=${r.price[0]}`, `price<=${r.price[1]}`] : []),
          ...(r.km !== undefined ? [`km<=${r.km}`] : []),
        ];
        same(and(stockFilter(site, NOW), refinementFilter({ facetFilters, numericFilters })), docs);
      }),
      { numRuns: 60 },
    );
  });
});
