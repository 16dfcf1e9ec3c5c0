/**
 * The stock guard with real builds (docs/stock-lifecycle.md): two content-API tenants on a
 * loopback content API, their cars on a loopback search host. One tenant's stock list comes back
 * truncated: its build fails naming the counts, before its output is touched, so the previous
 * site is still served; the other tenant builds; the forced build (--allow-stock-drop) passes.
 */
import http from 'node:http';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenants } from '../../build-all';
import { startContentApiServer, type ContentApiServer } from '../../scripts/lib/content-api-server';
import { startServer } from '../../scripts/serve';
import { startMeiliLoopback } from '../support/meili-loopback';
import { miniWebsite, repoTempDir, tempDir, writeTenant } from '../support/fixture-tenant';

const BUILD_TIMEOUT = 400_000;
const ADMIN_KEY = 'guard-admin-key';
const GUARDED = 'guarded-motors';
const STEADY = 'steady-motors';

function cars(slug: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: `${slug}-${i + 1}`,
    slug: `${slug}-2022-mazda-cx-5-${i + 1}`,
    make: 'Mazda',
    model: 'CX-5',
    price: 29990 + i,
    car_type: 'used',
    status: 'in_stock',
    show_on_dealer_website: true,
    dealership_slug: slug,
  }));
}

function get(port: number, host: string, pathname: string) {
  return new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe('a stock list that comes back truncated', () => {
  const tenantsDir = tempDir('tenants-');
  const storeDir = tempDir('api-store-');
  const distDir = repoTempDir('dist-');
  const logDir = tempDir('logs-');
  let api: ContentApiServer;
  let meili: Awaited<ReturnType<typeof startMeiliLoopback>>;
  const guarded = cars(GUARDED, 10);

  beforeAll(async () => {
    meili = await startMeiliLoopback({
      adminKey: ADMIN_KEY,
      searchKey: 'guard-search-key',
      documents: { Car_production: [...guarded, ...cars(STEADY, 3)] },
    });
    writeTenant(tenantsDir, GUARDED, 61, miniWebsite(GUARDED, 61, { search_host: meili.host }), []);
    writeTenant(tenantsDir, STEADY, 62, miniWebsite(STEADY, 62, { search_host: meili.host }), []);
    for (const slug of [GUARDED, STEADY])
      cpSync(path.join(tenantsDir, slug, 'store'), storeDir, { recursive: true });
    api = await startContentApiServer({ storeDir });
  });
  afterAll(async () => {
    await api.close();
    await meili.close();
  });

  it(
    'fails that tenant alone with the counts, keeps its last good site served, and builds when forced',
    async () => {
      const env = {
        DEALER_TENANTS_DIR: tenantsDir,
        DEALER_DIST_DIR: distDir,
        CONTENT_API_HOST: api.url,
        MEILI_BUILD_KEY: ADMIN_KEY,
        SEARCH_HOST: '',
        DEALER_ALLOW_STOCK_DROP: '',
      };
      const stockCheck = (slug: string) =>
        JSON.parse(readFileSync(path.join(distDir, slug, 'client', 'stock-check.json'), 'utf8'));
      const pageOf = (car: { slug: string }) =>
        path.join(distDir, GUARDED, 'client', 'cars', `${car.slug}.html`);

      // the last good builds
      const first = await buildTenants([GUARDED, STEADY], { env, logDir, quiet: true });
      expect(first.map((r) => [r.slug, r.ok, r.error])).toEqual([
        [GUARDED, true, ''],
        [STEADY, true, ''],
      ]);
      expect(stockCheck(GUARDED).cars).toBe(10);

      // the dealer's system answers with 4 of the 10 cars
      const index = meili.indexes.get('Car_production')!;
      for (const car of guarded.slice(4)) index.documents.delete(car.id);
      const second = await buildTenants([GUARDED, STEADY], { env, logDir, quiet: true });
      const [stopped, steady] = second;
      expect(stopped.ok).toBe(false);
      expect(stopped.error).toContain(
        `Tenant "${GUARDED}": the stock list has 4 cars, 6 fewer than the 10 of the last good build (60% lost; the limit is 30%)`,
      );
      expect(stopped.error).toContain('--allow-stock-drop');
      expect(steady.ok).toBe(true);
      // the previous site is untouched and still served, the cars the short list lost included
      expect(stockCheck(GUARDED).cars).toBe(10);
      expect(existsSync(pageOf(guarded[9]))).toBe(true);
      const served = await startServer({ port: 0, distDir, tenants: [GUARDED] });
      try {
        const host = `${GUARDED}.localhost`;
        expect(await get(served.port, host, '/')).toBe(200);
        expect(await get(served.port, host, `/cars/${guarded[9].slug}`)).toBe(200);
      } finally {
        await served.close();
      }

      // a real clear-out: the explicit override builds it
      const [forced] = await buildTenants([GUARDED], {
        env,
        logDir,
        quiet: true,
        allowStockDrop: true,
      });
      expect(forced.error).toBe('');
      expect(forced.ok).toBe(true);
      expect(stockCheck(GUARDED).cars).toBe(4);
      expect(existsSync(pageOf(guarded[9]))).toBe(false);
      expect(readFileSync(forced.log, 'utf8')).toContain('building anyway (--allow-stock-drop)');
    },
    BUILD_TIMEOUT,
  );
});
