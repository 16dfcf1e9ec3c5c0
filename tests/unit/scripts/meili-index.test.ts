import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carIndexSettings,
  indexStores,
  readTenantStores,
  MAX_TOTAL_HITS,
} from '../../../scripts/meili-index';
import { filterFields } from '../../../src/domain/search/filter';
import { stockFilter } from '../../../src/domain/search/stock-filter';
import { meiliSearchClient } from '../../../src/search-engines/meilisearch';
import { embeddedSearchClient } from '../../../src/search-engines/embedded/client';
import { engineConfig } from '../../../src/search-engines/config';
import { startMeiliLoopback } from '../../support/meili-loopback';
import { isDoc, type SearchRequests } from '../../support/search';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const TENANTS = ['outback-caravans-rv', 'throttle-motorcycles'];
const ADMIN = 'meili-admin-key';
const SEARCH = 'meili-search-key';
const NOW = Date.parse('2026-11-21T00:00:00Z');

let loopback: Awaited<ReturnType<typeof startMeiliLoopback>>;
beforeAll(async () => {
  loopback = await startMeiliLoopback({ adminKey: ADMIN, searchKey: SEARCH });
});
afterAll(() => loopback.close());

describe('the Meilisearch indexer (scripts/meili-index.ts)', () => {
  it('creates the indexes, applies the settings and adds every document with the admin key', async () => {
    const { documents } = await indexStores({
      host: loopback.host,
      adminKey: ADMIN,
      root,
      tenants: TENANTS,
      pollMs: 1,
    });
    const stores = readTenantStores(root, TENANTS);
    expect(documents.Car_production).toBe(
      stores.reduce((n, s) => n + s.indexes.Car_production.length, 0),
    );
    expect(loopback.indexes.get('Car_production')!.documents.size).toBe(documents.Car_production);
    const settings = loopback.indexes.get('Car_production')!.settings as ReturnType<
      typeof carIndexSettings
    >;
    for (const s of stores)
      for (const f of filterFields(stockFilter(s.site, 0)))
        expect(settings.filterableAttributes).toContain(f);
    expect(settings.filterableAttributes).toEqual(
      expect.arrayContaining([
        'make',
        'model.name',
        'make_model',
        'price',
        'km',
        'year',
        'car_type',
        'certified',
        'photos_count',
        'stocknum',
        'simple_body',
        'simple_drive',
      ]),
    );
    expect(settings.sortableAttributes).toEqual(
      expect.arrayContaining([
        'custom_rank',
        'created_at_timestamp',
        'price',
        'subscription_price',
        'km',
      ]),
    );
    expect(settings.searchableAttributes[0]).toBe('make');
    expect(settings.pagination.maxTotalHits).toBe(MAX_TOTAL_HITS);
    expect(settings.faceting.maxValuesPerFacet).toBeGreaterThanOrEqual(200);
    const admin = loopback.requests.filter((r) => r.path !== '/multi-search');
    expect(admin.length).toBeGreaterThan(0);
    expect(admin.every((r) => r.authorization === `Bearer ${ADMIN}`)).toBe(true);
  });

  it('then a site searches the shared index with its search key and sees only its own cars, as the embedded engine does', async () => {
    const [store] = readTenantStores(root, ['throttle-motorcycles']);
    const site = store.site;
    const meili = meiliSearchClient({
      host: loopback.host,
      searchKey: SEARCH,
      site,
      now: () => NOW,
    });
    const embedded = embeddedSearchClient({
      site,
      docs: store.indexes.Car_production.filter(isDoc),
      now: () => NOW,
    });
    const request: SearchRequests = [
      {
        indexName: 'Car_production:price:desc',
        params: { query: '', hitsPerPage: 21, page: 0, facets: ['make', 'car_type'] },
      },
    ];
    const [a, b] = await Promise.all([meili.search(request), embedded.search(request)]);
    const m = a.results[0] as unknown as {
      nbHits: number;
      hits: { id: number; dealership_slug?: string }[];
      facets: Record<string, Record<string, number>>;
    };
    expect(m.nbHits).toBe(b.results[0].nbHits);
    expect(m.hits.map((h) => h.id)).toEqual(b.results[0].hits.map((h) => h.id));
    expect(m.facets.make).toEqual(b.results[0].facets.make);
    const other = readTenantStores(root, ['outback-caravans-rv'])[0].indexes.Car_production.map(
      (d) => d.id,
    );
    expect(m.hits.some((h) => other.includes(h.id))).toBe(false);
  });

  it('gives pages the search key only, never an admin or build key', () => {
    const env = {
      SEARCH_KEY: SEARCH,
      MEILI_ADMIN_KEY: ADMIN,
      MEILI_BUILD_KEY: 'build-key',
      SEARCH_HOST: 'https://search.example',
    };
    const config = engineConfig({}, env);
    expect(config).toEqual({
      kind: 'meilisearch',
      host: 'https://search.example',
      searchKey: SEARCH,
    });
    expect(JSON.stringify(config)).not.toMatch(/meili-admin-key|build-key/);
    expect(engineConfig({ search_host: 'https://h', search_key: 'site-key' }, {})).toMatchObject({
      searchKey: 'site-key',
    });
    expect(engineConfig({}, {})).toEqual({
      kind: 'embedded',
      indexUrl: '/search/stock-index.json',
    });
  });
});
