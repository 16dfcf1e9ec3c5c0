/**
 * The no-dead-end rule on both engines: plain-language phrases of the 2,000-car sample
 * tenant read, then counted through the embedded engine's client and through Meilisearch's
 * (@meilisearch/instant-meilisearch against the loopback server), with the requests
 * InstantSearch sends for a state. The specification ranges (dotted fields), the certified
 * toggle and the sorts count the same on both; each phrase ends with results on both.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meiliSearchClient } from '../../../src/search-engines/meilisearch';
import { embeddedSearchClient } from '../../../src/search-engines/embedded/client';
import { avoidDeadEnd, type Counter } from '../../../src/domain/search/no-dead-end';
import { readPlainQuery } from '../../../src/domain/search/plain-language';
import { defaultSortIndex } from '../../../src/domain/search/sort';
import { Website } from '../../../src/domain/tenant/schema/website';
import { stateParams } from '../../../src/page-data/search-paging';
import { tenantSearch, type TenantSearch } from '../../../scripts/lib/search-quality';
import { startMeiliLoopback } from '../../support/meili-loopback';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const SLUG = 'pacific-motor-group';
const NOW = Date.parse('2026-11-28T00:00:00Z');
const SEARCH_KEY = 'search-key-no-dead-end';

const store = path.join(root, 'tenants', SLUG, 'store');
const { website_id } = JSON.parse(
  readFileSync(path.join(root, 'tenants', SLUG, 'tenant.json'), 'utf8'),
) as { website_id: number };
const site = Website.parse(
  JSON.parse(readFileSync(path.join(store, 'websites', `${website_id}.json`), 'utf8')),
);
const docs = JSON.parse(
  readFileSync(path.join(store, 'indexes', 'Car_production.json'), 'utf8'),
) as Record<string, unknown>[];

type Client = { search(r: never): Promise<{ results: unknown[] }> };
const counter =
  (client: Client): Counter =>
  async (states) => {
    const { results } = await client.search(
      states.map((state) => ({
        indexName: state.sortBy ?? defaultSortIndex(site),
        params: { ...stateParams(state), hitsPerPage: 0, page: 0 },
      })) as never,
    );
    return (results as { nbHits: number }[]).map((r) => r.nbHits);
  };

let loopback: Awaited<ReturnType<typeof startMeiliLoopback>>;
let t: TenantSearch;
let engines: [string, Counter][];
beforeAll(async () => {
  loopback = await startMeiliLoopback({
    adminKey: 'admin-key-no-dead-end',
    searchKey: SEARCH_KEY,
    documents: { Car_production: docs },
  });
  loopback.indexes.get('Car_production')!.settings.pagination = { maxTotalHits: 5000 };
  t = tenantSearch(root, SLUG, NOW);
  engines = [
    ['embedded', counter(embeddedSearchClient({ site, docs: docs as never, now: () => NOW }))],
    [
      'meilisearch',
      counter(
        meiliSearchClient({ host: loopback.host, searchKey: SEARCH_KEY, site, now: () => NOW }),
      ),
    ],
  ];
});
afterAll(() => loopback.close());

describe('the no-dead-end rule on the embedded engine and on Meilisearch', () => {
  it.each([
    'diesel 4wd towing 3500kg',
    'certified pre-owned toyota under 40 grand',
    '5 door hatch under 6l/100km',
    'v8 2018 or newer',
    '2.0L petrol newest',
    'family car under 25 grand',
    'white suv with rainbow stripes',
    'hilix for my daughter',
  ])('%s', async (phrase) => {
    const reading = readPlainQuery(phrase, t.vocab);
    const filters = { ...reading.state, query: undefined };
    const [embeddedFilters] = await engines[0][1]([filters]);
    const [meiliFilters] = await engines[1][1]([filters]);
    expect(meiliFilters).toBe(embeddedFilters);
    expect(embeddedFilters).toBeGreaterThan(0);
    for (const [, count] of engines) {
      const outcome = await avoidDeadEnd(reading.state, count);
      const [n] = await count([outcome.state]);
      expect(n).toBeGreaterThan(0);
    }
  });
});
