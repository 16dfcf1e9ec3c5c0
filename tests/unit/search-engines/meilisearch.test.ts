import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  meiliSearchClient,
  withStockFilter,
  SearchEngineError,
} from '../../../src/search-engines/meilisearch';
import { embeddedSearchClient } from '../../../src/search-engines/embedded/client';
import { HIT_ATTRIBUTES } from '../../../src/domain/search/stock-index';
import { referenceFilter, startMeiliLoopback } from '../../support/meili-loopback';
import type { SearchRequests } from '../../support/search';

const NOW = 1_800_000_000_000;
const makes = ['Toyota', 'Mazda', 'Kia', 'GWM', 'Haval', 'Ford'];
const bodies = ['SUV', 'Ute', 'Hatch'];
const docs = Array.from({ length: 120 }, (_, i) => ({
  id: i + 1,
  slug: `car-${i + 1}`,
  make: makes[i % makes.length],
  model: { name: `M${i % 4}` },
  make_model: `${makes[i % makes.length]}:M${i % 4}`,
  body: bodies[i % bodies.length],
  car_type: (['new', 'used', 'demo'] as const)[i % 3],
  status: i % 17 === 0 ? 'sold' : i % 23 === 0 ? 'coming_soon' : 'in_stock',
  sold_date_timestamp: i % 17 === 0 ? NOW / 1000 - (i % 2 ? 86400 : 10 * 86400) : null,
  show_on_dealer_website: i % 29 !== 0,
  dealership_id: i % 5 === 0 ? 99 : 10,
  price: 5000 + ((i * 7919) % 90000),
  km: (i * 3571) % 150000,
  year: 2010 + (i % 15),
  custom_rank: (i * 37) % 101,
  created_at_timestamp: NOW / 1000 - i * 3600,
}));
const site = {
  slug: 'pmg',
  search_filters: 'dealership_id:10',
  config: { lowestPriceExcludesZero: true },
};
const SEARCH_KEY = 'search-key-123';
const ADMIN_KEY = 'admin-key-secret';

let loopback: Awaited<ReturnType<typeof startMeiliLoopback>>;
beforeAll(async () => {
  loopback = await startMeiliLoopback({
    adminKey: ADMIN_KEY,
    searchKey: SEARCH_KEY,
    documents: { Car_production: docs },
  });
  const state = loopback.indexes.get('Car_production')!;
  state.settings.pagination = { maxTotalHits: 2000 };
});
afterAll(() => loopback.close());

/** Requests shaped as InstantSearch sends them: the main query and a disjunctive facet query. */
const requests = (indexName: string): SearchRequests => [
  {
    indexName,
    params: {
      query: '',
      hitsPerPage: 21,
      page: 1,
      facets: ['body', 'car_type', 'make', 'price'],
      facetFilters: [
        ['make:Toyota', 'make:Mazda', 'make:Kia'],
        ['body:SUV', 'body:Ute'],
      ],
      numericFilters: ['price>=8000', 'price<=80000'],
      maxValuesPerFacet: 50,
    },
  },
  {
    indexName,
    params: {
      query: '',
      hitsPerPage: 0,
      page: 0,
      facets: ['make'],
      facetFilters: [['body:SUV', 'body:Ute']],
      numericFilters: ['price>=8000', 'price<=80000'],
    },
  },
];

describe('Meilisearch through @meilisearch/instant-meilisearch, against a loopback server', () => {
  it('answers InstantSearch with the same cars, counts and facets as the embedded engine', async () => {
    const meili = meiliSearchClient({
      host: loopback.host,
      searchKey: SEARCH_KEY,
      site,
      now: () => NOW,
    });
    const embedded = embeddedSearchClient({ site, docs, now: () => NOW });
    for (const indexName of [
      'Car_production:price:asc',
      'Car_production:km:desc',
      'Car_production:year:desc',
    ]) {
      const [a, b] = await Promise.all([
        meili.search(requests(indexName)),
        embedded.search(requests(indexName)),
      ]);
      const m = a.results as unknown as {
        nbHits: number;
        nbPages: number;
        page: number;
        hits: { id: number }[];
        facets: Record<string, Record<string, number>>;
      }[];
      const e = b.results;
      expect(m[0].nbHits).toBe(e[0].nbHits);
      expect(m[0].nbHits).toBeGreaterThan(21);
      expect(m[0].page).toBe(1);
      expect(m[0].nbPages).toBe(e[0].nbPages);
      const key = indexName.split(':')[1] as 'price' | 'km' | 'year';
      const values = (hits: readonly { id: unknown }[]) =>
        hits.map((h) => docs[Number(h.id) - 1][key]);
      expect(values(m[0].hits)).toEqual(values(e[0].hits));
      expect(m[0].facets.make).toEqual(e[0].facets.make);
      expect(m[0].facets.body).toEqual(e[0].facets.body);
      expect(m[1].facets.make).toEqual(e[1].facets.make);
    }
  });

  it('returns hits with only HIT_ATTRIBUTES (and objectID) on both engines when asked', async () => {
    const meili = meiliSearchClient({
      host: loopback.host,
      searchKey: SEARCH_KEY,
      site,
      now: () => NOW,
      attributesToRetrieve: HIT_ATTRIBUTES,
    });
    const embedded = embeddedSearchClient({
      site,
      docs,
      now: () => NOW,
      attributesToRetrieve: HIT_ATTRIBUTES,
    });
    const everything = embeddedSearchClient({ site, docs, now: () => NOW });
    const [a, b, c] = await Promise.all([
      meili.search(requests('Car_production:price:asc')),
      embedded.search(requests('Car_production:price:asc')),
      everything.search(requests('Car_production:price:asc')),
    ]);
    const keys = (r: unknown) =>
      (r as { hits: Record<string, unknown>[] }[])[0].hits.map((h) =>
        Object.keys(h).filter((k) => !k.startsWith('_')),
      );
    const allowed = new Set([...HIT_ATTRIBUTES, 'objectID']);
    for (const hitKeys of [...keys(a.results), ...keys(b.results)])
      expect(hitKeys.filter((k) => !allowed.has(k))).toEqual([]);
    // the embedded hits keep every card field the document has, and drop the rest
    expect([...keys(b.results)[0]].sort()).toEqual(
      keys(c.results)[0]
        .filter((k) => allowed.has(k))
        .sort(),
    );
    expect(keys(c.results)[0].length).toBeGreaterThan(keys(b.results)[0].length);
    expect((b.results[0].hits as { id: unknown }[]).map((h) => h.id)).toEqual(
      (c.results[0].hits as { id: unknown }[]).map((h) => h.id),
    );
  });

  it("sends every query with the search key and the stock filter in front, including the adapter's own queries", async () => {
    loopback.requests.length = 0;
    const meili = meiliSearchClient({
      host: loopback.host,
      searchKey: SEARCH_KEY,
      site,
      now: () => NOW,
    });
    await meili.search(requests('Car_production:price:asc'));
    const searches = loopback.requests.filter((r) => r.path === '/multi-search');
    expect(searches.length).toBeGreaterThan(0);
    for (const r of searches) {
      expect(r.authorization).toBe(`Bearer ${SEARCH_KEY}`);
      for (const q of (r.body as { queries: { filter: string[]; sort?: string[] }[] }).queries) {
        expect(q.filter[0]).toMatch(
          /^dealership_id = 10 AND \(status = "in_stock" OR status = "coming_soon" OR sold_date_timestamp > \d+\) AND show_on_dealer_website = true/,
        );
        if (q.sort?.[0] === 'price:asc') expect(q.filter[0]).toMatch(/AND price > 0$/);
      }
    }
    expect(JSON.stringify(loopback.requests)).not.toContain(ADMIN_KEY);
  });

  it("raises the engine's message when a search fails", async () => {
    const meili = meiliSearchClient({
      host: loopback.host,
      searchKey: 'wrong',
      site,
      now: () => NOW,
    });
    await expect(meili.search(requests('Car_production:price:asc'))).rejects.toThrow(
      /The provided API key is invalid/,
    );
    expect(new SearchEngineError('x', 401).status).toBe(401);
  });

  it("puts the stock filter in front of the query's own filters", () => {
    const q = withStockFilter(
      { indexUid: 'Car_production', filter: ['"make"="Kia"'], sort: ['price:asc'] },
      { search_filters: 'dealership_id:1', config: { lowestPriceExcludesZero: true } },
      100,
    );
    expect(q.filter).toEqual([
      'dealership_id = 1 AND (status = "in_stock" OR status = "coming_soon" OR sold_date_timestamp > -259100) AND show_on_dealer_website = true AND price > 0',
      '"make"="Kia"',
    ]);
  });

  it('the reference evaluator reads Meilisearch filters as documented', () => {
    const d = {
      make: 'Toyota',
      price: 100,
      tags: ['a', 'b'],
      model: { name: 'HiLux' },
      flag: true,
    };
    expect(referenceFilter('make = toyota AND price 50 TO 100')(d)).toBe(true);
    expect(referenceFilter('NOT make = toyota OR price > 100')(d)).toBe(false);
    expect(referenceFilter('tags IN [c, b] AND model.name = "hilux" AND flag = true')(d)).toBe(
      true,
    );
    expect(referenceFilter('missing != 3 AND missing NOT IN [1]')(d)).toBe(true);
  });
});
