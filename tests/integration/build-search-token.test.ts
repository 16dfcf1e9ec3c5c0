/**
 * The search token's scope (rules.md: Token scope): a tenant built with a search host, a
 * search-only key and its uid ships a tenant token (limited to its own cars, expiring 48 h after
 * the build) and never the search key, the admin key or the build key; the CI secret grep passes on
 * the build. A real `astro build` of a minimal sample-store tenant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildTenants } from '../../build-all';
import { scanForSecrets } from '../../scripts/lib/secret-scan';
import { startMeiliLoopback } from '../support/meili-loopback';
import { miniCars, repoTempDir, tempDir, writeTenant } from '../support/fixture-tenant';

const BUILD_TIMEOUT = 300_000;
const SEARCH_KEY = 'search-only-key-4f1c2a9e7d';
const SEARCH_KEY_UID = '3f0e8a52-4b6d-4c1e-9a7f-2d5b8c9e0f13';
const ADMIN_KEY = 'f'.repeat(32) + '0123456789abcdef'.repeat(2);
const BUILD_KEY = 'build-key-8e2d4c6a1b';

function* files(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(full);
    else if (/\.(?:html|m?js|json)$/.test(e.name)) yield full;
  }
}

describe('the search key never reaches the browser', () => {
  const tenantsDir = tempDir('tenants-');
  const distDir = repoTempDir('dist-');
  const logDir = tempDir('logs-');
  let meili: Awaited<ReturnType<typeof startMeiliLoopback>>;

  beforeAll(async () => {
    meili = await startMeiliLoopback({
      adminKey: ADMIN_KEY,
      searchKey: SEARCH_KEY,
      searchKeyUid: SEARCH_KEY_UID,
      // the dealer's cars as the shared index holds them: listed, sold last month, hidden, another's
      documents: { Car_production: miniCars('token-motors') },
    });
    writeTenant(tenantsDir, 'token-motors', 41);
  });
  afterAll(() => meili.close());

  it(
    'the built pages carry a tenant token of the tenant’s filter, and no key',
    async () => {
      const env = {
        DEALER_TENANTS_DIR: tenantsDir,
        DEALER_DIST_DIR: distDir,
        SEARCH_HOST: meili.host,
        SEARCH_KEY,
        SEARCH_KEY_UID,
        MEILI_ADMIN_KEY: ADMIN_KEY,
        MEILI_BUILD_KEY: '',
        CONTENT_API_HOST: '',
      };
      const built = Date.now();
      const [result] = await buildTenants(['token-motors'], { env, logDir, quiet: true });
      expect(result.error ?? '').toBe('');
      expect(result.ok).toBe(true);
      const tenantDir = path.join(distDir, 'token-motors');
      const tokens = new Set<string>();
      for (const file of files(path.join(tenantDir, 'client'))) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g)) tokens.add(m[0]);
        expect(text, file).not.toContain(SEARCH_KEY);
        expect(text, file).not.toContain(ADMIN_KEY);
      }
      expect(tokens.size).toBe(1);
      const [token] = tokens;
      const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
        apiKeyUid: string;
        exp: number;
        searchRules: Record<string, { filter: string }>;
      };
      expect(claims.apiKeyUid).toBe(SEARCH_KEY_UID);
      expect(Object.keys(claims.searchRules)).toEqual(['Car_production']);
      expect(claims.searchRules.Car_production.filter).toContain('dealership_slug');
      expect(claims.searchRules.Car_production.filter).toContain('token-motors');
      expect(claims.exp * 1000 - built).toBeGreaterThan(47 * 3600_000);
      expect(claims.exp * 1000 - built).toBeLessThan(49 * 3600_000);
      expect(claims.searchRules.Car_production.filter).toContain('show_on_dealer_website = true');

      // the page's token reads the cars the site lists and nothing else: not the dealer's car
      // hidden from the website, nor the one sold a month ago, nor another dealer's, whatever
      // the query asks for and by whichever search route
      const bearer = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const hitIds = (hits: { id: number }[]) => hits.map((h) => h.id).sort();
      const unlisted = [4, 5, 6]; // sold last month, hidden, another dealer's
      for (const filter of [
        undefined,
        'id IN [4, 5, 6]',
        'show_on_dealer_website = false',
        'status = sold',
        'dealership_slug = "someone-else"',
      ]) {
        const multi = await fetch(`${meili.host}/multi-search`, {
          method: 'POST',
          headers: bearer,
          body: JSON.stringify({ queries: [{ indexUid: 'Car_production', filter, limit: 100 }] }),
        });
        expect(multi.status).toBe(200);
        const [result] = ((await multi.json()) as { results: { hits: { id: number }[] }[] })
          .results;
        for (const id of unlisted) expect(hitIds(result.hits), String(filter)).not.toContain(id);
        if (filter === undefined) expect(hitIds(result.hits)).toEqual([1, 2, 3]);
        const single = await fetch(`${meili.host}/indexes/Car_production/search`, {
          method: 'POST',
          headers: bearer,
          body: JSON.stringify({ filter, limit: 100 }),
        });
        const hits = ((await single.json()) as { hits: { id: number }[] }).hits;
        for (const id of unlisted) expect(hitIds(hits), String(filter)).not.toContain(id);
      }
      for (const id of unlisted) {
        const doc = await fetch(`${meili.host}/indexes/Car_production/documents/${id}`, {
          headers: bearer,
        });
        expect(doc.status).toBe(403);
      }
      // and the CI secret grep agrees, with every key of this build in its environment
      const scan = scanForSecrets([tenantDir], { ...env, MEILI_BUILD_KEY: BUILD_KEY });
      expect(scan.findings).toEqual([]);
      expect(scan.files).toBeGreaterThan(10);
    },
    BUILD_TIMEOUT,
  );
});
