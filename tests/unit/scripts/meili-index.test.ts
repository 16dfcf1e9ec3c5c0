import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carIndexSettings,
  indexStores,
  readTenantStores,
  MAX_TOTAL_HITS,
} from '../../../scripts/meili-index';
import { filterFields } from '../../../src/domain/search/filter';
import { siteStockFilter, stockFilter } from '../../../src/domain/search/stock-filter';
import { toMeilisearch, toPredicate } from '../../../src/domain/search/filter';
import { mintTenantToken, tenantSearchRules } from '../../../src/search-engines/tenant-token';
import { meiliSearchClient } from '../../../src/search-engines/meilisearch';
import { embeddedSearchClient } from '../../../src/search-engines/embedded/client';
import { engineConfig } from '../../../src/search-engines/config';
import { startMeiliLoopback } from '../../support/meili-loopback';
import { isDoc, type SearchRequests } from '../../support/search';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const TENANTS = ['outback-caravans-rv', 'throttle-motorcycles'];
const ADMIN = 'meili-admin-key';
const SEARCH = 'meili-search-key';
const SEARCH_UID = '6062abda-a5aa-4414-ac91-ecd7944c0f8e';
const NOW = Date.parse('2026-11-21T00:00:00Z');

let loopback: Awaited<ReturnType<typeof startMeiliLoopback>>;
beforeAll(async () => {
  loopback = await startMeiliLoopback({
    adminKey: ADMIN,
    searchKey: SEARCH,
    searchKeyUid: SEARCH_UID,
  });
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

  it('gives pages a tenant token, never the search, admin or build key', async () => {
    const env = {
      SEARCH_KEY: SEARCH,
      SEARCH_KEY_UID: SEARCH_UID,
      MEILI_ADMIN_KEY: ADMIN,
      MEILI_BUILD_KEY: 'build-key',
      SEARCH_HOST: 'https://search.example',
    };
    const [store] = readTenantStores(root, ['throttle-motorcycles']);
    const config = await engineConfig(store.site, env, undefined, { now: NOW });
    expect(config).toMatchObject({ kind: 'meilisearch', host: 'https://search.example' });
    const token = config.kind === 'meilisearch' ? config.searchKey : '';
    expect(token.split('.')).toHaveLength(3);
    expect(JSON.stringify(config)).not.toMatch(/meili-admin-key|build-key|meili-search-key/);
    // no uid: no token can be minted, so no key reaches the page
    const warnings: string[] = [];
    expect(
      await engineConfig(
        { ...store.site, search_host: 'https://h', search_key: 'site-key' },
        {},
        undefined,
        { warn: (m) => warnings.push(m) },
      ),
    ).toEqual({ kind: 'embedded', indexUrl: '/search/stock-index.json' });
    expect(warnings.join()).toContain('SEARCH_KEY_UID');
    expect(await engineConfig({}, {})).toEqual({
      kind: 'embedded',
      indexUrl: '/search/stock-index.json',
    });
  });
});

describe('tenant tokens (rules.md: Token scope)', () => {
  const decode = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
      apiKeyUid: string;
      exp: number;
      searchRules: Record<string, { filter: string }>;
    };
  const multiSearch = (token: string, queries: Record<string, unknown>[]) =>
    fetch(`${loopback.host}/multi-search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ queries }),
    });

  it('decodes to the tenant’s filter on the cars’ index alone, expiring 48 h after the build', async () => {
    const [store] = readTenantStores(root, ['throttle-motorcycles']);
    const { token, expiresAt } = await mintTenantToken({
      site: store.site,
      searchKey: SEARCH,
      searchKeyUid: SEARCH_UID,
      now: NOW,
    });
    const claims = decode(token);
    expect(claims.apiKeyUid).toBe(SEARCH_UID);
    expect(claims.exp).toBe(expiresAt);
    expect(claims.exp).toBe((NOW + 48 * 3600_000) / 1000);
    expect(Object.keys(claims.searchRules)).toEqual(['Car_production']);
    // the listing rule, as the pages search with it: the site's filters and the visibility clause
    expect(claims.searchRules.Car_production.filter).toBe(
      toMeilisearch(stockFilter(store.site, NOW / 1000)),
    );
    expect(claims.searchRules.Car_production.filter).toContain(
      toMeilisearch(siteStockFilter(store.site)),
    );
    expect(claims.searchRules.Car_production.filter).toContain('show_on_dealer_website = true');
  });

  it('cannot fetch the dealer’s hidden or long-sold cars by any search route (loopback server)', async () => {
    const [mine] = readTenantStores(root, ['throttle-motorcycles']);
    const now = Date.now();
    const { token } = await mintTenantToken({
      site: mine.site,
      searchKey: SEARCH,
      searchKeyUid: SEARCH_UID,
      now,
    });
    const listed = new Set(
      mine.indexes.Car_production.filter((d) =>
        toPredicate(stockFilter(mine.site, now / 1000))(d),
      ).map((d) => d.id),
    );
    const unlisted = mine.indexes.Car_production.filter(
      (d) => toPredicate(siteStockFilter(mine.site))(d) && !listed.has(d.id),
    ) as { id: number; slug: string; show_on_dealer_website?: boolean; status: string }[];
    // the store has both kinds: hidden from the website, and sold longer ago than the window
    expect(unlisted.some((d) => d.show_on_dealer_website === false)).toBe(true);
    expect(unlisted.some((d) => d.status === 'sold')).toBe(true);
    const bearer = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const ids = (hits: { id: number }[]) => hits.map((h) => h.id);
    for (const car of unlisted) {
      // a hostile script asks for it by id, by slug, and by the very fields that hide it
      const filters = [
        `id = ${car.id}`,
        `slug = "${car.slug}"`,
        'show_on_dealer_website = false',
        'status = sold',
        `id = ${car.id} OR show_on_dealer_website = false OR status = sold`,
      ];
      for (const filter of filters) {
        const multi = await multiSearch(token, [
          { indexUid: 'Car_production', filter, limit: 1000 },
        ]);
        expect(multi.status).toBe(200);
        const hits = ((await multi.json()) as { results: { hits: { id: number }[] }[] }).results[0]
          .hits;
        expect(ids(hits), filter).not.toContain(car.id);
        const post = await fetch(`${loopback.host}/indexes/Car_production/search`, {
          method: 'POST',
          headers: bearer,
          body: JSON.stringify({ q: car.slug, filter, limit: 1000 }),
        });
        expect(ids(((await post.json()) as { hits: { id: number }[] }).hits)).not.toContain(car.id);
        const get = await fetch(
          `${loopback.host}/indexes/Car_production/search?${new URLSearchParams({ filter, limit: '1000' })}`,
          { headers: bearer },
        );
        expect(ids(((await get.json()) as { hits: { id: number }[] }).hits)).not.toContain(car.id);
      }
      const facets = await fetch(`${loopback.host}/indexes/Car_production/facet-search`, {
        method: 'POST',
        headers: bearer,
        body: JSON.stringify({ facetName: 'slug', facetQuery: car.slug }),
      });
      expect(((await facets.json()) as { facetHits: unknown[] }).facetHits).toEqual([]);
      // and the documents routes are not a token's to use at all
      for (const [method, route, body] of [
        ['GET', `/indexes/Car_production/documents/${car.id}`, undefined],
        ['GET', '/indexes/Car_production/documents?limit=1000', undefined],
        [
          'POST',
          '/indexes/Car_production/documents/fetch',
          JSON.stringify({ filter: `id = ${car.id}` }),
        ],
      ] as const) {
        const r = await fetch(`${loopback.host}${route}`, { method, headers: bearer, body });
        expect(r.status, route).toBe(403);
      }
    }
    // what the site lists, the token still finds
    const all = await multiSearch(token, [{ indexUid: 'Car_production', q: '', limit: 5000 }]);
    const found = ids(
      ((await all.json()) as { results: { hits: { id: number }[] }[] }).results[0].hits,
    );
    expect(new Set(found)).toEqual(listed);
  });

  it('reads only its tenant’s cars, no other index, and writes nothing (loopback server)', async () => {
    const [mine, other] = readTenantStores(root, ['throttle-motorcycles', 'outback-caravans-rv']);
    const { token } = await mintTenantToken({
      site: mine.site,
      searchKey: SEARCH,
      searchKeyUid: SEARCH_UID,
    });
    // a query without any filter of its own, as a hostile page script would send
    const reply = await multiSearch(token, [{ indexUid: 'Car_production', q: '', limit: 5000 }]);
    expect(reply.status).toBe(200);
    const hits = ((await reply.json()) as { results: { hits: { id: number }[] }[] }).results[0]
      .hits;
    const theirs = new Set(other.indexes.Car_production.map((d) => d.id));
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.some((h) => theirs.has(h.id))).toBe(false);
    expect((await multiSearch(token, [{ indexUid: 'Offer_production', q: '' }])).status).toBe(403);
    const write = await fetch(`${loopback.host}/indexes/Car_production/documents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '[{"id":1}]',
    });
    expect(write.status).toBe(403);
    // expired, or signed with another key: refused
    const expired = await mintTenantToken({
      site: mine.site,
      searchKey: SEARCH,
      searchKeyUid: SEARCH_UID,
      now: Date.now() - 49 * 3600_000,
    });
    expect((await multiSearch(expired.token, [{ indexUid: 'Car_production' }])).status).toBe(403);
    const forged = await mintTenantToken({
      site: mine.site,
      searchKey: 'guessed-key',
      searchKeyUid: SEARCH_UID,
    });
    expect((await multiSearch(forged.token, [{ indexUid: 'Car_production' }])).status).toBe(403);
  });

  it('refuses to mint a token for a site with no stock filter (it would read every tenant)', () => {
    expect(() => tenantSearchRules({}, NOW / 1000)).toThrow(/no stock filter/);
  });
});
