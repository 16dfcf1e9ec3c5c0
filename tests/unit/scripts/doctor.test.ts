/**
 * The tenant doctor (rules.md: Tenant doctor): one run on a deliberately broken tenant lists every
 * problem, each with its fix; a sound tenant reports no error. Against temp tenants, a
 * loopback content API and a loopback Meilisearch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execa } from 'execa';
import { formatReport, runDoctor } from '../../../scripts/lib/doctor';
import { startContentApiServer } from '../../../scripts/lib/content-api-server';
import { startMeiliLoopback } from '../../support/meili-loopback';
import { miniCars, miniWebsite, tempDir, writeTenant } from '../../support/fixture-tenant';

const repo = path.resolve(import.meta.dirname, '..', '..', '..');
const root = tempDir('doctor-');
const tenants = path.join(root, 'tenants');
const env = { DEALER_TENANTS_DIR: tenants };
const errors = (r: Awaited<ReturnType<typeof runDoctor>>) =>
  r.problems.filter((p) => p.level === 'error');

beforeAll(() => {
  writeTenant(tenants, 'good-motors', 31);
  const broken = writeTenant(
    tenants,
    'broken-motors',
    32,
    undefined,
    miniCars('broken-motors').map((c, i) => (i < 2 ? { ...c, price: 'ask' } : c)),
  );
  const pages = Array.from({ length: 40 }, (_, i) => ({ id: i, slug: `p-${i}`, title: 'T' }));
  mkdirSync(path.join(broken, 'store', 'websites', '32'), { recursive: true });
  writeFileSync(path.join(broken, 'store', 'websites', '32', 'pages.json'), JSON.stringify(pages));
});

describe('npm run doctor', () => {
  it('reports no error on a sound tenant, with counts per collection', async () => {
    const report = await runDoctor('good-motors', { root, env });
    expect(errors(report)).toEqual([]);
    expect(report.counts).toMatchObject({ website: 1, pages: 0, Car_production: 3 });
    // of the fixture's six cars: one is another dealer's, one hidden, one sold last month
    expect(report.cars).toEqual({ listed: 2, soldWithinWindow: 1, hidden: 2 });
    expect(formatReport(report)).toContain('2 listed, 1 sold within the window, 2 hidden');
    expect(formatReport(report)).toContain('No errors');
  });

  it('names every car a vehicle feed leaves out, with the field and the reason', async () => {
    const report = await runDoctor('good-motors', { root, env });
    // the fixture's two cars on the lot have no VIN
    expect(report.feeds).toEqual([
      { path: '/feeds/google-vehicle-ads.tsv', included: 0, leftOut: 2 },
      { path: '/feeds/google-vehicle-listings.tsv', included: 0, leftOut: 2 },
      { path: '/feeds/meta-vehicles.csv', included: 0, leftOut: 2 },
    ]);
    const feedWarnings = report.problems.filter((p) => p.what.startsWith('Left out of'));
    expect(feedWarnings.map((p) => p.what)).toEqual([
      'Left out of /feeds/google-vehicle-ads.tsv, /feeds/google-vehicle-listings.tsv, /feeds/meta-vehicles.csv: good-motors-2020-mazda-cx-5: vin: no VIN',
      'Left out of /feeds/google-vehicle-ads.tsv, /feeds/google-vehicle-listings.tsv, /feeds/meta-vehicles.csv: good-motors-2021-kia-cerato: vin: no VIN',
    ]);
    expect(formatReport(report)).toContain('feed /feeds/meta-vehicles.csv: 0 cars, 2 left out');
  });

  it('lists every invalid item of every collection in one run, each with a fix', async () => {
    const report = await runDoctor('broken-motors', { root, env });
    const found = errors(report);
    expect(found).toHaveLength(2);
    const pages = found.find((p) => p.what.includes('pages.json'));
    expect(pages?.what).toContain('(40 of 40 items invalid)');
    for (const i of [0, 17, 39])
      expect(pages?.what).toContain(`[${i}].blocks (id ${i}, slug "p-${i}")`);
    expect(pages?.fix).toContain('docs/content-api/');
    const cars = found.find((p) => p.what.includes('Car_production'));
    expect(cars?.what).toContain('[0].price (id 1, slug "broken-motors-2020-mazda-cx-5")');
    expect(cars?.what).toContain('[1].price');
    expect(formatReport(report)).toContain('2 error(s): the build would fail.');
  });

  it('names a missing tenant with the fix', async () => {
    const report = await runDoctor('nobody-motors', { root, env });
    expect(errors(report)[0].what).toContain('tenants/nobody-motors/tenant.json');
    expect(errors(report)[0].fix).toContain('Create or correct tenants/nobody-motors/tenant.json');
  });

  it('exits 1 on a broken tenant and 0 on a sound one', async () => {
    const run = (slug: string) =>
      execa('node_modules/.bin/tsx', ['scripts/doctor.ts', '--tenant', slug], {
        cwd: repo,
        env: { ...env, DEALER_TENANTS_DIR: tenants, CONTENT_API_HOST: '' },
        reject: false,
      });
    const [bad, good] = await Promise.all([run('broken-motors'), run('good-motors')]);
    expect(bad.exitCode).toBe(1);
    expect(bad.stdout).toContain('ERROR: Tenant "broken-motors": invalid content in');
    expect(good.exitCode).toBe(0);
  }, 60_000);
});

describe('npm run doctor: the search host', () => {
  let meili: Awaited<ReturnType<typeof startMeiliLoopback>>;
  let api: Awaited<ReturnType<typeof startContentApiServer>>;
  beforeAll(async () => {
    meili = await startMeiliLoopback({
      adminKey: 'admin',
      searchKey: 'search',
      documents: { Car_production: miniCars('hosted-motors') },
    });
    const dir = writeTenant(
      tenants,
      'hosted-motors',
      33,
      miniWebsite('hosted-motors', 33, { search_host: meili.host }),
      [],
    );
    api = await startContentApiServer({ storeDir: path.join(dir, 'store') });
  });
  afterAll(async () => {
    await meili.close();
    await api.close();
  });
  const apiEnv = (more: Record<string, string>) => ({ ...env, CONTENT_API_HOST: api.url, ...more });

  it('a missing MEILI_BUILD_KEY is an error naming the host and the key', async () => {
    const report = await runDoctor('hosted-motors', { root, env: apiEnv({}) });
    expect(errors(report).map((p) => p.what)).toEqual([
      expect.stringContaining(`the search host ${meili.host}`),
    ]);
    expect(errors(report)[0].fix).toContain('Set MEILI_BUILD_KEY');
  });

  it("a refused key carries Meilisearch's message", async () => {
    const report = await runDoctor('hosted-motors', {
      root,
      env: apiEnv({ MEILI_BUILD_KEY: 'nope' }),
    });
    const what = errors(report).map((p) => p.what);
    expect(what).toHaveLength(3); // cars, offers and parts
    expect(what[0]).toContain('The provided API key is invalid. (invalid_api_key)');
    expect(errors(report)[0].fix).toContain('Check MEILI_BUILD_KEY');
  });

  it('the right key reads the cars', async () => {
    const report = await runDoctor('hosted-motors', {
      root,
      env: apiEnv({ MEILI_BUILD_KEY: 'admin' }),
    });
    expect(errors(report)).toEqual([]);
    expect(report.counts.Car_production).toBe(3);
    expect(report.cars).toEqual({ listed: 2, soldWithinWindow: 1, hidden: 2 });
  });

  it('an unreachable host is an error', async () => {
    const gone = await startMeiliLoopback({ adminKey: 'a', searchKey: 's' });
    await gone.close();
    const report = await runDoctor('hosted-motors', {
      root,
      env: apiEnv({ SEARCH_HOST: gone.host, MEILI_BUILD_KEY: 'a' }),
    });
    expect(errors(report).map((p) => p.what)).toEqual([
      expect.stringContaining(`The search host ${gone.host} could not be reached`),
    ]);
  });
});
