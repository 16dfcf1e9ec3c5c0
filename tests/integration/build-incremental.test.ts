/**
 * Incremental build-all against real `astro build` runs of small fixture tenants: an
 * unchanged tenant is skipped, one whose stock changed builds (reusing its unchanged
 * vehicle pages), an incomplete output builds again; digests come from the loaders.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildTenants, summaryTable } from '../../build-all';
import { DIGEST_FILE, readBuildRecord } from '../../src/build/build-digest';
import { planBuilds, tenantDigests } from '../../scripts/lib/incremental';
import { miniCars, repoTempDir, tempDir, writeTenant } from '../support/fixture-tenant';
import { startServer } from '../../scripts/serve';
import { listJobs } from '../../src/server/rebuild-queue';
import { openToolDb } from '../../src/db/open';
import { ENGINES, postgresTestUrl } from '../support/db';
import { REBUILD_HEADERS, signRebuild } from '../../src/server/rebuild-signature';

const BUILD_TIMEOUT = 240_000;
const root = path.resolve(import.meta.dirname, '..', '..');

describe('incremental build-all', () => {
  const tenantsDir = tempDir('tenants-');
  const distDir = repoTempDir('dist-');
  const logDir = tempDir('logs-');
  const env = { DEALER_TENANTS_DIR: tenantsDir, DEALER_DIST_DIR: distDir };
  const carsFile = (slug: string) =>
    path.join(tenantsDir, slug, 'store', 'indexes', 'Car_production.json');
  const run = (slugs: string[]) =>
    buildTenants(slugs, { env, logDir, quiet: true, incremental: true });

  beforeAll(() => {
    writeTenant(tenantsDir, 'same-motors', 21);
    writeTenant(tenantsDir, 'stock-motors', 22);
  });

  it('digests come from the loaders: a stock change changes the stock part only', async () => {
    const before = await tenantDigests(['stock-motors', 'missing-motors'], { root, env });
    const cars = miniCars('stock-motors');
    writeFileSync(carsFile('stock-motors'), JSON.stringify(cars));
    const same = await tenantDigests(['stock-motors'], { root, env });
    const first = before.get('stock-motors');
    expect(first && 'digest' in first).toBe(true);
    if (!first || !('digest' in first)) return;
    expect(Object.keys(first.digest.parts.content)).toEqual(
      expect.arrayContaining(['website', 'locations', 'stock', 'offers', 'pages']),
    );
    // and count each collection's entries (build-all builds the largest tenants first)
    expect(Object.keys(first.digest.entries ?? {}).sort()).toEqual(
      Object.keys(first.digest.parts.content).sort(),
    );
    expect(first.digest.entries?.stock).toBeGreaterThan(0);
    expect(before.get('missing-motors')).toMatchObject({
      error: expect.stringContaining('missing-motors'),
    });
    // rewriting the same listed cars (new sold timestamps aside) keeps website and locations
    const again = same.get('stock-motors');
    if (!again || !('digest' in again)) throw new Error('no digest');
    expect(again.digest.parts.content.website).toBe(first.digest.parts.content.website);
    expect(again.digest.sitewide).toBe(first.digest.sitewide);
    cars[0].price += 1000;
    writeFileSync(carsFile('stock-motors'), JSON.stringify(cars));
    const changed = (await tenantDigests(['stock-motors'], { root, env })).get('stock-motors');
    if (!changed || !('digest' in changed)) throw new Error('no digest');
    expect(changed.digest.digest).not.toBe(again.digest.digest);
    expect(changed.digest.parts.content.stock).not.toBe(again.digest.parts.content.stock);
    expect(changed.digest.sitewide).toBe(again.digest.sitewide);
    expect(
      planBuilds(['stock-motors'], new Map([['stock-motors', changed]]), {
        outDirOf: (s) => path.join(distDir, s),
        force: true,
      })[0],
    ).toMatchObject({ build: true, reason: '--force' });
  }, 60_000);

  it(
    'builds both, then skips both unchanged, then rebuilds only the one whose stock changed',
    async () => {
      const first = await run(['same-motors', 'stock-motors']);
      expect(first.map((r) => [r.slug, r.ok, r.skipped ?? false, r.reason])).toEqual([
        ['same-motors', true, false, 'no previous build'],
        ['stock-motors', true, false, 'no previous build'],
      ]);
      const record = readBuildRecord(path.join(distDir, 'same-motors'));
      expect(record?.pages).toBe(first[0].pages);
      expect(JSON.stringify(record)).not.toContain(tenantsDir); // no local paths or secrets in it

      const second = await run(['same-motors', 'stock-motors']);
      expect(second.map((r) => [r.slug, r.skipped, r.pages])).toEqual([
        ['same-motors', true, first[0].pages],
        ['stock-motors', true, first[1].pages],
      ]);
      expect(second[0].reason).toMatch(/^unchanged since \d{4}-\d\d-\d\dT/);
      expect(summaryTable(second)).toMatch(/same-motors\s+\d+\s+0\.0\s+skipped\s+unchanged since/);

      const cars = JSON.parse(readFileSync(carsFile('stock-motors'), 'utf8'));
      const changedCar = cars.find((c: { id: number }) => c.id === 2);
      changedCar.price = 31_990;
      writeFileSync(carsFile('stock-motors'), JSON.stringify(cars));
      const third = await run(['same-motors', 'stock-motors']);
      expect(third[0]).toMatchObject({ slug: 'same-motors', skipped: true });
      expect(third[1]).toMatchObject({ slug: 'stock-motors', ok: true, reason: 'stock changed' });
      expect(third[1].skipped).toBeFalsy();
      // the unchanged car's page came from Astro's incremental cache, the changed one was rendered
      expect(third[1].restored).toBeGreaterThanOrEqual(1);
      const page = readFileSync(
        path.join(distDir, 'stock-motors', 'client', 'cars', `${changedCar.slug}.html`),
        'utf8',
      );
      expect(page).toContain('31,990');
      const unchanged = path.join(
        distDir,
        'stock-motors',
        'client',
        'cars',
        `${cars[0].slug}.html`,
      );
      expect(existsSync(unchanged)).toBe(true);
      expect(summaryTable(third)).toMatch(
        /stock-motors\s+\d+\s+[\d.]+\s+ok\s+stock changed; \d+ pages reused/,
      );
    },
    BUILD_TIMEOUT,
  );

  it(
    'the built site’s /api/rebuild queues build-all for its tenant, which skips it as unchanged',
    async () => {
      const secret = 'loopback-secret';
      // the queue's database: the test PostgreSQL server, or an embedded folder of this test
      const database = ENGINES.includes('postgres')
        ? { DATABASE_URL: await postgresTestUrl() }
        : { DATABASE_DIR: path.join(tempDir('rebuild-db-'), 'db') };
      // read by the site's rebuild service on its first request, and inherited by build-all
      Object.assign(process.env, env, database, {
        REBUILD_WEBHOOK_SECRET: secret,
        REBUILD_DEBOUNCE_MS: '50',
      });
      const jobs = async () => {
        const db = await openToolDb();
        try {
          return await listJobs(db);
        } finally {
          await db.close();
        }
      };
      const server = await startServer({ port: 0, distDir, tenants: ['same-motors'] });
      try {
        const body = JSON.stringify({ tenant: 'same-motors', event: 'publish' });
        const ts = Math.floor(Date.now() / 1000);
        const post = (headers: Record<string, string>) =>
          new Promise<number>((resolve, reject) => {
            const req = http.request(
              {
                host: '127.0.0.1',
                port: server.port,
                path: '/api/rebuild',
                method: 'POST',
                headers: {
                  host: 'same-motors.localhost',
                  'content-type': 'application/json',
                  ...headers,
                },
              },
              (res) => (res.resume(), resolve(res.statusCode ?? 0)),
            );
            req.on('error', reject);
            req.end(body);
          });
        expect(await post({})).toBe(401);
        const signature = signRebuild(secret, ts, body);
        const headers = {
          [REBUILD_HEADERS.timestamp]: String(ts),
          [REBUILD_HEADERS.signature]: signature,
        };
        expect(await post(headers)).toBe(202);
        expect(await post(headers)).toBe(409);
        const deadline = Date.now() + 90_000;
        let job = (await jobs())[0];
        while (
          Date.now() < deadline &&
          (!job || job.state === 'queued' || job.state === 'running')
        ) {
          await new Promise((r) => setTimeout(r, 250));
          job = (await jobs())[0];
        }
        expect(job).toMatchObject({ tenant: 'same-motors', state: 'skipped', publishes: 1 });
        expect(job?.detail).toMatch(/^unchanged since /);
      } finally {
        await server.close();
        for (const k of [
          'REBUILD_WEBHOOK_SECRET',
          'REBUILD_DEBOUNCE_MS',
          ...Object.keys(database),
          ...Object.keys(env),
        ])
          delete process.env[k];
      }
    },
    BUILD_TIMEOUT,
  );

  it(
    'rebuilds a tenant whose output is incomplete, and never skips after a failed build',
    async () => {
      const out = path.join(distDir, 'same-motors');
      rmSync(path.join(out, 'client', 'contact.html'));
      const [again] = await run(['same-motors']);
      expect(again).toMatchObject({
        ok: true,
        reason: expect.stringMatching(/^output incomplete: /),
      });
      expect(existsSync(path.join(out, 'client', 'contact.html'))).toBe(true);

      // a website that no longer validates: the build fails and leaves no record behind
      const site = path.join(tenantsDir, 'same-motors', 'store', 'websites', '21.json');
      const good = readFileSync(site, 'utf8');
      writeFileSync(
        site,
        JSON.stringify({ ...JSON.parse(good), config: { callTheDealerPosition: 'Footer' } }),
      );
      const [failed] = await run(['same-motors']);
      expect(failed.ok).toBe(false);
      expect(failed.reason).toMatch(/^digest unavailable: /);
      expect(existsSync(path.join(out, DIGEST_FILE))).toBe(false);
      writeFileSync(site, good);
    },
    BUILD_TIMEOUT,
  );
});
