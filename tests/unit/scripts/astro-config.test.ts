/**
 * The tenant configuration (src/integrations/astro-config.ts): astro.config.mjs is its result,
 * and scripts/build-tenant.mjs calls it once per build in a process that builds several
 * tenants, so each call must give that tenant's folders and URL and forget what an earlier
 * build loaded.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_FOLDERS, tenantAstroConfig } from '../../../src/integrations/astro-config';
import { loadTenant } from '../../../src/data/tenant-content';
import { miniWebsite, tempDir, writeTenant } from '../../support/fixture-tenant';
import { startContentApiServer } from '../../../scripts/lib/content-api-server';

const repo = path.resolve(import.meta.dirname, '../../..');

afterEach(() => vi.unstubAllEnvs());

function twoTenants() {
  const root = tempDir('astro-config-');
  const tenants = path.join(root, 'tenants');
  writeTenant(tenants, 'alpha-motors', 9);
  writeTenant(tenants, 'beta-motors', 10);
  vi.stubEnv('DEALER_TENANTS_DIR', tenants);
  vi.stubEnv('CONTENT_API_HOST', '');
  vi.stubEnv('SEARCH_HOST', '');
  vi.stubEnv('MEILI_BUILD_KEY', '');
  vi.stubEnv('SITE_URL', '');
  vi.stubEnv('NETLIFY', '');
  vi.stubEnv('DEALER_DIST_DIR', '');
  return { root, tenants };
}

describe('tenantAstroConfig', () => {
  it('gives each tenant of a build process its own root, output, cache and URL', async () => {
    twoTenants();
    vi.stubEnv('DEALER_ISOLATED_ROOT', '1');
    const seen = [];
    for (const slug of ['alpha-motors', 'beta-motors']) {
      vi.stubEnv('TENANT', slug);
      const config = await tenantAstroConfig(repo);
      seen.push([config.root, config.outDir, config.cacheDir, config.site]);
    }
    expect(seen).toEqual([
      [
        path.join(repo, '.build', 'alpha-motors'),
        path.join(repo, 'dist', 'alpha-motors'),
        path.join(repo, '.cache', 'alpha-motors'),
        miniWebsite('alpha-motors', 9).url,
      ],
      [
        path.join(repo, '.build', 'beta-motors'),
        path.join(repo, 'dist', 'beta-motors'),
        path.join(repo, '.cache', 'beta-motors'),
        miniWebsite('beta-motors', 10).url,
      ],
    ]);
  });

  it('writes to DEALER_DIST_DIR/<slug> and takes SITE_URL over the store', async () => {
    twoTenants();
    vi.stubEnv('TENANT', 'alpha-motors');
    vi.stubEnv('DEALER_DIST_DIR', '/tmp/elsewhere');
    vi.stubEnv('SITE_URL', 'https://cars.example.com');
    const config = await tenantAstroConfig(repo);
    expect(config.outDir).toBe(path.join('/tmp/elsewhere', 'alpha-motors'));
    expect(config.site).toBe('https://cars.example.com');
    // without DEALER_ISOLATED_ROOT the project root is the repository
    expect(config.root).toBe(repo);
  });

  it('a content-API tenant without SITE_URL takes its URL from its website payload (sitemap and robots.txt follow it)', async () => {
    const { tenants } = twoTenants();
    writeFileSync(
      path.join(tenants, 'alpha-motors', 'tenant.json'),
      JSON.stringify({ slug: 'alpha-motors', website_id: 9, content: 'api' }),
    );
    // the dashboard holds the content; the tenant has no store of its own
    const remote = path.join(tempDir('dashboard-'), 'store');
    cpSync(path.join(tenants, 'alpha-motors', 'store'), remote, { recursive: true });
    rmSync(path.join(tenants, 'alpha-motors', 'store'), { recursive: true });
    const api = await startContentApiServer({ storeDir: remote });
    try {
      vi.stubEnv('CONTENT_API_HOST', api.url);
      vi.stubEnv('TENANT', 'alpha-motors');
      const config = await tenantAstroConfig(repo);
      expect(config.site).toBe(miniWebsite('alpha-motors', 9).url);
      expect(api.requests.map((r) => r.path)).toEqual(['/websites/9.json']);
      // a website without a usable url: none (the loaders report the payload)
      for (const bad of ['not a url', 'javascript:alert(1)', 42]) {
        const file = path.join(remote, 'websites', '9.json');
        writeFileSync(file, JSON.stringify({ ...miniWebsite('alpha-motors', 9), url: bad }));
        expect((await tenantAstroConfig(repo)).site).toBeUndefined();
      }
      // the API failing every attempt fails the build here, rather than dropping the sitemap
      api.faults.push({ path: /websites/, times: Infinity });
      await expect(tenantAstroConfig(repo)).rejects.toThrow(/An unexpected error occurred/);
    } finally {
      await api.close();
    }
  }, 20_000);

  it('forgets a tenant an earlier build loaded, so a rebuild in the same process reads it again', async () => {
    const { root, tenants } = twoTenants();
    vi.stubEnv('TENANT', 'alpha-motors');
    const file = path.join(tenants, 'alpha-motors', 'store', 'websites', '9.json');
    expect((await loadTenant('alpha-motors', root)).website.name).toBe(
      miniWebsite('alpha-motors', 9).name,
    );
    const edited = { ...JSON.parse(readFileSync(file, 'utf8')), name: 'Alpha Motors Group' };
    writeFileSync(file, JSON.stringify(edited));
    // the same build: loaded once
    expect((await loadTenant('alpha-motors', root)).website.name).not.toBe('Alpha Motors Group');
    await tenantAstroConfig(repo);
    expect((await loadTenant('alpha-motors', root)).website.name).toBe('Alpha Motors Group');
  });

  it('has astro dev watch the sources, not what builds, benchmarks and tests write', async () => {
    twoTenants();
    vi.stubEnv('TENANT', 'alpha-motors');
    const config = await tenantAstroConfig(repo);
    const ignored = config.vite?.server?.watch?.ignored;
    expect(ignored).toEqual(GENERATED_FOLDERS.map((dir) => `${path.join(repo, dir)}/**`));
    expect(GENERATED_FOLDERS).toEqual(
      expect.arrayContaining(['.cache', '.build', '.bench', 'dist', 'reports', 'test-results']),
    );
    for (const pattern of ignored as string[])
      expect(pattern.startsWith(path.join(repo, 'src')) || pattern.includes('node_modules')).toBe(
        false,
      );
  });
});
