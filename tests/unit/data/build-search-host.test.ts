/**
 * No silent empty site: the build reads a content-API tenant's cars, offers
 * and parts from its search host with MEILI_BUILD_KEY; a missing or refused key fails that
 * tenant with a message naming the host and the key, and the search engine's own message.
 * Against a loopback content API and a loopback Meilisearch.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import path from 'node:path';
import { loadOffers, loadStock, loadTenant } from '../../../src/data/tenant-content';
import { buildSearchHost } from '../../../src/data/index-documents';
import {
  startContentApiServer,
  type ContentApiServer,
} from '../../../scripts/lib/content-api-server';
import { startMeiliLoopback } from '../../support/meili-loopback';
import { miniCars, miniWebsite, tempDir, writeTenant } from '../../support/fixture-tenant';

const ADMIN = 'build-key-admin';
const SEARCH = 'search-key';
let n = 0;

describe('the build reads index documents from the search host', () => {
  let meili: Awaited<ReturnType<typeof startMeiliLoopback>>;
  const servers: ContentApiServer[] = [];
  beforeAll(async () => {
    meili = await startMeiliLoopback({
      adminKey: ADMIN,
      searchKey: SEARCH,
      documents: { Car_production: miniCars('api-motors') },
    });
  });
  afterAll(() => meili.close());
  afterEach(async () => {
    vi.unstubAllEnvs();
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  /** A content-API tenant (its own root, so loadTenant's memo never crosses tests). */
  async function apiTenant(website: Record<string, unknown>, env: Record<string, string>) {
    const root = tempDir(`search-host-${++n}-`);
    const dir = path.join(root, 'tenants');
    writeTenant(dir, 'api-motors', 13, miniWebsite('api-motors', 13, website), []);
    const server = await startContentApiServer({ storeDir: path.join(dir, 'api-motors', 'store') });
    servers.push(server);
    vi.stubEnv('CONTENT_API_HOST', server.url);
    vi.stubEnv('SEARCH_HOST', '');
    vi.stubEnv('MEILI_BUILD_KEY', '');
    for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
    return () => loadTenant('api-motors', root);
  }

  it("fails when the website's search host is set and MEILI_BUILD_KEY is missing", async () => {
    const load = await apiTenant({ search_host: meili.host }, {});
    const error = await load().catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('Tenant "api-motors"');
    expect((error as Error).message).toContain(`the search host ${meili.host}`);
    expect((error as Error).message).toContain("from the website's search_host");
    expect((error as Error).message).toContain('MEILI_BUILD_KEY is not');
  });

  it('fails when SEARCH_HOST is set and MEILI_BUILD_KEY is missing', async () => {
    const load = await apiTenant({}, { SEARCH_HOST: meili.host });
    await expect(load()).rejects.toThrow(/from SEARCH_HOST\) is set but MEILI_BUILD_KEY is not/);
  });

  it("a refused key reports Meilisearch's own message and names the host", async () => {
    const t = await (await apiTenant({ search_host: meili.host }, { MEILI_BUILD_KEY: 'wrong' }))();
    const error = (await loadStock(t).catch((e: Error) => e)) as Error & { status: number };
    expect(error.message).toContain(`The search host ${meili.host} refused POST`);
    expect(error.message).toContain('The provided API key is invalid. (invalid_api_key)');
    expect(error.message).toContain('Check MEILI_BUILD_KEY');
    expect(error.message).not.toContain('An unexpected error occurred');
    expect(error.status).toBe(403);
  });

  it('the search key is refused for documents with the engine’s message', async () => {
    const t = await (await apiTenant({ search_host: meili.host }, { MEILI_BUILD_KEY: SEARCH }))();
    await expect(loadOffers(t)).rejects.toThrow(/HTTP 403\): The API key cannot acces/);
  });

  it('with the right key reads the listed cars through documents/fetch with the stock filter', async () => {
    const t = await (await apiTenant({ search_host: meili.host }, { MEILI_BUILD_KEY: ADMIN }))();
    const before = meili.requests.length;
    const cars = await loadStock(t);
    expect(cars.map((c) => c.slug).sort()).toEqual([
      'api-motors-2020-mazda-cx-5',
      'api-motors-2021-kia-cerato',
      'api-motors-sold-yesterday',
    ]);
    const fetches = meili.requests.slice(before);
    expect(fetches[0]).toMatchObject({
      method: 'POST',
      path: '/indexes/Car_production/documents/fetch',
      authorization: `Bearer ${ADMIN}`,
    });
    expect(String((fetches[0].body as { filter: string }).filter)).toContain('api-motors');
  });

  it('a website with stock.count > 0 whose stock read returns none fails', async () => {
    const t = await (await apiTenant({ stock: { count: 12 } }, {}))();
    await expect(loadStock(t)).rejects.toThrow(
      /has 12 cars in stock \(stock\.count\) but .* returned none\. No search host is set/,
    );
  });

  it('an unreachable host is named', async () => {
    const gone = await startMeiliLoopback({ adminKey: ADMIN, searchKey: SEARCH });
    await gone.close();
    const t = await (await apiTenant({ search_host: gone.host }, { MEILI_BUILD_KEY: ADMIN }))();
    await expect(loadStock(t)).rejects.toThrow(
      new RegExp(`The search host ${gone.host.replace(/\./g, '\\.')} could not be reached`),
    );
  });
});

describe('buildSearchHost', () => {
  it('a sample-store tenant without a build key reads its store’s index files', () => {
    expect(buildSearchHost('s', 'sample', { search_host: 'https://h' }, {})).toBeNull();
  });
  it('no host: no search host, whatever the key', () => {
    expect(buildSearchHost('s', 'api', { search_host: null }, { MEILI_BUILD_KEY: 'k' })).toBeNull();
  });
  it('SEARCH_HOST overrides the website’s host', () => {
    expect(
      buildSearchHost(
        's',
        'api',
        { search_host: 'https://a' },
        {
          SEARCH_HOST: 'https://b',
          MEILI_BUILD_KEY: 'k',
        },
      ),
    ).toEqual({ host: 'https://b', key: 'k' });
  });
});
