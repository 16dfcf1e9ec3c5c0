/**
 * Search host set, build key missing → that tenant's build fails with a
 * message naming the host and the key; the other tenant builds. Real `astro build` runs of
 * two content-API tenants served by one loopback content API. A tenant that builds with zero
 * cars (and no stock count) gets a warning in the build-all summary table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { buildTenants, summaryTable } from '../../build-all';
import { startContentApiServer, type ContentApiServer } from '../../scripts/lib/content-api-server';
import { startMeiliLoopback } from '../support/meili-loopback';
import { miniWebsite, repoTempDir, tempDir, writeTenant } from '../support/fixture-tenant';

const BUILD_TIMEOUT = 240_000;

describe('no silent empty site', () => {
  const tenantsDir = tempDir('tenants-');
  const storeDir = tempDir('api-store-');
  const distDir = repoTempDir('dist-');
  const logDir = tempDir('logs-');
  let api: ContentApiServer;
  let meili: Awaited<ReturnType<typeof startMeiliLoopback>>;

  beforeAll(async () => {
    meili = await startMeiliLoopback({ adminKey: 'admin', searchKey: 'search' });
    writeTenant(
      tenantsDir,
      'hosted-motors',
      21,
      miniWebsite('hosted-motors', 21, { search_host: meili.host }),
    );
    writeTenant(tenantsDir, 'plain-motors', 22);
    for (const slug of ['hosted-motors', 'plain-motors'])
      cpSync(path.join(tenantsDir, slug, 'store'), storeDir, { recursive: true });
    api = await startContentApiServer({ storeDir });
  });
  afterAll(async () => {
    await api.close();
    await meili.close();
  });

  it(
    'search host set without MEILI_BUILD_KEY fails that tenant alone, naming the host and the key',
    async () => {
      const env = {
        DEALER_TENANTS_DIR: tenantsDir,
        DEALER_DIST_DIR: distDir,
        CONTENT_API_HOST: api.url,
        MEILI_BUILD_KEY: '',
        SEARCH_HOST: '',
      };
      const results = await buildTenants(['hosted-motors', 'plain-motors'], {
        env,
        logDir,
        quiet: true,
      });
      const [hosted, plain] = results;
      expect(hosted.ok).toBe(false);
      expect(hosted.error).toContain(`the search host ${meili.host}`);
      expect(hosted.error).toContain('MEILI_BUILD_KEY is not');
      expect(plain.ok).toBe(true);
      expect(existsSync(path.join(distDir, 'plain-motors', 'client', 'index.html'))).toBe(true);
      const table = summaryTable(results);
      expect(table).toMatch(/hosted-motors\s+0\s+[\d.]+\s+FAILED/);
      // the other tenant has no search host and no stock count: it builds, with a warning
      expect(plain.warnings?.[0]).toContain('built with 0 cars');
      expect(table).toMatch(/plain-motors\s+\d+\s+[\d.]+\s+ok\s+WARNING: 0 cars/);
      expect(table).toContain('plain-motors warning: built with 0 cars');
      // no request for documents was made without a key
      expect(meili.requests.filter((r) => !r.authorization)).toEqual([]);
    },
    BUILD_TIMEOUT,
  );
});
