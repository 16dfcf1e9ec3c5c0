/**
 * A failed build never takes a site down, and one tenant's failure never touches another's
 * (build-all, scripts/build-tenant.mjs, scripts/serve.ts). Three fixture tenants are built and
 * served; then the content API of the middle one breaks and the fleet is built again while the
 * server keeps answering: that tenant fails, its previous site is still there and still served
 * byte for byte, the other two build and are served from their new builds, and the server
 * stays up throughout. A build that starts and then fails leaves no half-written folder. A
 * tenant whose folder is missing or half-built answers a clear 503 page, alone.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenants, summaryTable } from '../../build-all';
import { startServer } from '../../scripts/serve';
import { startContentApiServer, type ContentApiServer } from '../../scripts/lib/content-api-server';
import { readBuildRecord } from '../../src/build/build-digest';
import { repoTempDir, tempDir, writeTenant } from '../support/fixture-tenant';

const BUILD_TIMEOUT = 400_000;
const API = 'api-motors';
const BEFORE = 'before-motors';
const AFTER = 'after-motors';
const FLEET = [BEFORE, API, AFTER];

/** Every file of a folder, by its path inside it, with its sha-256. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else
        out.set(
          path.relative(dir, full),
          createHash('sha256').update(readFileSync(full)).digest('hex'),
        );
    }
  };
  walk(dir);
  return out;
}

function get(port: number, slug: string, pathname: string) {
  return new Promise<{ status: number; body: Buffer; type: string }>((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        headers: { host: `${slug}.localhost:${port}`, 'accept-encoding': 'identity' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            type: String(res.headers['content-type'] ?? ''),
          }),
        );
      },
    );
    req.on('error', reject);
  });
}

describe('failure isolation: a failed build keeps the last good site', () => {
  const tenantsDir = tempDir('tenants-');
  const distDir = repoTempDir('dist-');
  const logDir = tempDir('logs-');
  let api: ContentApiServer;
  let served: Awaited<ReturnType<typeof startServer>>;
  const bundles = tempDir('bundles-');
  const env = () => ({
    DEALER_TENANTS_DIR: tenantsDir,
    DEALER_DIST_DIR: distDir,
    DEALER_BUNDLE_REUSE_DIR: bundles,
    CONTENT_API_HOST: api.url,
    CONTENT_API_TOKEN: 'dG9rZW4=',
  });

  beforeAll(async () => {
    writeTenant(tenantsDir, BEFORE, 31);
    writeTenant(tenantsDir, API, 32);
    writeTenant(tenantsDir, AFTER, 33);
    // one tenant reads the content API, the others their sample stores
    for (const [slug, id, content] of [
      [BEFORE, 31, 'sample'],
      [API, 32, 'api'],
      [AFTER, 33, 'sample'],
    ] as const)
      writeFileSync(
        path.join(tenantsDir, slug, 'tenant.json'),
        JSON.stringify({ slug, website_id: id, content }),
      );
    api = await startContentApiServer({
      storeDir: path.join(tenantsDir, API, 'store'),
      token: 'dG9rZW4=',
    });
  });
  afterAll(async () => {
    await served?.close();
    await api?.close();
  });

  it(
    'the broken tenant fails, its previous site is served byte for byte, the others build and serve, the server stays up',
    async () => {
      // 1. the fleet builds and is served
      const first = await buildTenants(FLEET, {
        env: env(),
        logDir,
        quiet: true,
        incremental: true,
        concurrency: 1,
      });
      expect(
        first.map((r) => [r.slug, r.ok, r.error]),
        summaryTable(first),
      ).toEqual(FLEET.map((slug) => [slug, true, '']));
      served = await startServer({ port: 0, distDir });
      const { port } = served;
      const site = path.join(distDir, API, 'client');
      const before = snapshot(site);
      const pages = [...before.keys()]
        .filter((f) => f.endsWith('.html') && f !== '404.html')
        .map((f) => `/${f.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`);
      expect(pages.length).toBeGreaterThan(5);
      const othersBefore = [BEFORE, AFTER].map((s) => statSync(path.join(distDir, s)).ino);

      // 2. its content API breaks; the fleet is built again, every tenant forced, while
      // the server is asked for the broken tenant's home page and another's all along
      api.faults.push({ path: /./, times: Infinity });
      const polled: { slug: string; status: number; same: boolean | null }[] = [];
      const home = readFileSync(path.join(site, 'index.html'));
      let polling = true;
      const poller = (async () => {
        while (polling) {
          const [a, b] = await Promise.all([get(port, API, '/'), get(port, AFTER, '/')]);
          polled.push({ slug: API, status: a.status, same: a.body.equals(home) });
          polled.push({ slug: AFTER, status: b.status, same: null });
          await new Promise((r) => setTimeout(r, 150));
        }
      })();
      const second = await buildTenants(FLEET, {
        env: env(),
        logDir,
        quiet: true,
        incremental: true,
        force: true,
        concurrency: 1,
      });
      polling = false;
      await poller;

      const [b, broken, a] = second;
      expect(broken.ok).toBe(false);
      expect(broken.error).toMatch(/content API failed/);
      expect(broken.kept).toMatch(/^the previous site is still in place \(built .+\), untouched$/);
      expect(summaryTable(second)).toMatch(
        new RegExp(`${API}\\s+0\\s+[\\d.]+\\s+FAILED\\s+.*previous site kept`),
      );
      expect([b.ok, a.ok], summaryTable(second)).toEqual([true, true]);
      // the others were built again: new folders swapped in
      expect([BEFORE, AFTER].map((s) => statSync(path.join(distDir, s)).ino)).not.toEqual(
        othersBefore,
      );

      // the broken tenant's site: the same files, byte for byte, and served as they are
      expect(snapshot(site)).toEqual(before);
      for (const page of pages) {
        const r = await get(port, API, page);
        const file = page === '/' ? 'index.html' : `${page.slice(1)}.html`;
        expect(r.status, page).toBe(200);
        expect(r.body.equals(readFileSync(path.join(site, file))), page).toBe(true);
      }
      // served all along: the broken tenant's home unchanged every time; the other one up
      // but for the moment of its own swap (its 503 page)
      expect(polled.length).toBeGreaterThan(4);
      for (const p of polled.filter((x) => x.slug === API))
        expect(p).toEqual({ ...p, status: 200, same: true });
      for (const p of polled.filter((x) => x.slug === AFTER))
        expect([200, 503]).toContain(p.status);

      // the others serve their new builds
      for (const slug of [BEFORE, AFTER]) {
        const r = await get(port, slug, '/');
        expect(r.status).toBe(200);
        expect(r.body.equals(readFileSync(path.join(distDir, slug, 'client', 'index.html')))).toBe(
          true,
        );
        expect(readBuildRecord(path.join(distDir, slug))?.pages).toBeGreaterThan(5);
      }

      // 3. a build that starts and then fails (no digest step: the API fails inside the
      // build) leaves the site as it was and no half-written folder behind
      const [started] = await buildTenants([API], { env: env(), logDir, quiet: true });
      expect(started.ok).toBe(false);
      expect(started.kept).toMatch(/^the previous site is still in place/);
      expect(readFileSync(started.log, 'utf8')).toMatch(/Error fetching from/);
      expect(snapshot(site)).toEqual(before);
      expect(readdirSync(distDir).filter((n) => n.startsWith('.'))).toEqual([]);
      expect((await get(port, API, '/')).body.equals(home)).toBe(true);
    },
    BUILD_TIMEOUT,
  );

  it('a missing or half-built tenant answers a 503 page, alone; the server stays up', async () => {
    const { port } = served;
    // half-built: a folder without its home page
    mkdirSync(path.join(distDir, 'half-motors', 'client'), { recursive: true });
    writeFileSync(path.join(distDir, 'half-motors', 'client', 'about-us.html'), 'x');
    const half = await get(port, 'half-motors', '/about-us');
    expect(half.status).toBe(503);
    expect(half.type).toMatch(/text\/html/);
    expect(half.body.toString()).toContain('This site is not available just now');
    expect(half.body.toString()).toContain('npm run build -- --tenant half-motors');
    const halfApi = await get(port, 'half-motors', '/api/cars/x/view');
    expect(halfApi.status).toBe(503);
    expect(JSON.parse(halfApi.body.toString())).toEqual({
      error: 'half-motors is not available just now. Please try again.',
    });

    // missing: a served tenant's folder goes away, then comes back
    const live = path.join(distDir, BEFORE);
    const aside = path.join(distDir, '.aside-before');
    renameSync(live, aside);
    for (const p of ['/', '/api/cars/x/view', '/_astro/missing.js']) {
      const r = await get(port, BEFORE, p);
      expect(r.status, p).toBe(503);
    }
    // another tenant is untouched
    expect((await get(port, AFTER, '/')).status).toBe(200);
    renameSync(aside, live);
    expect((await get(port, BEFORE, '/')).status).toBe(200);
    // an unknown tenant is still a 404, and the index lists the built ones
    expect((await get(port, 'nobody-motors', '/')).status).toBe(404);
  });
});
