/**
 * build-all against real `astro build` runs of small fixture tenants (about 4 s each).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execa } from 'execa';
import path from 'node:path';
import { buildTenants, summaryTable, type TenantBuildResult } from '../../build-all';
import { TenantBuilder } from '../../scripts/lib/tenant-builder';
import { htmlFiles } from '../../src/build/built-pages';
import { startContentApiServer, type ContentApiServer } from '../../scripts/lib/content-api-server';
import { miniWebsite, repoTempDir, tempDir, writeTenant } from '../support/fixture-tenant';
import { listFiles } from '../../src/build/bundle-reuse/recording';
import { withoutHash } from '../../src/build/bundle-reuse/compare';

const BUILD_TIMEOUT = 180_000;

/** Each page of `a` that `b` lacks or renders differently but for the build's time (first difference). */
function pageDifferences(a: string, b: string): string[] {
  // what differs between two builds of the same content: the build's time, the island ids
  // hashed from props that hold it, and how long the search engine took
  const stable = (html: string) =>
    html
      .replace(/(nowSeconds|serverNowMs)([^0-9]{0,14}(?:\[0,)?)\d{9,}/g, '$1$2N')
      .replace(/(processingTimeMS[^0-9]{0,14})\d+/g, '$1N')
      .replace(/ uid="[^"]+"/g, ' uid=U');
  const pages = htmlFiles(a).map((f) => path.relative(a, f));
  expect(pages.length).toBeGreaterThanOrEqual(10);
  expect(
    htmlFiles(b)
      .map((f) => path.relative(b, f))
      .sort(),
  ).toEqual([...pages].sort());
  // each page's first difference, with a little context, for a readable failure
  const firstDifference = (x: string, y: string) => {
    let i = 0;
    while (i < x.length && x[i] === y[i]) i++;
    return i === x.length && i === y.length
      ? null
      : `${x.slice(i - 60, i + 60)} | ${y.slice(i - 60, i + 60)}`;
  };
  return pages.flatMap((page) => {
    const d = firstDifference(
      stable(readFileSync(path.join(b, page), 'utf8')),
      stable(readFileSync(path.join(a, page), 'utf8')),
    );
    return d === null ? [] : [`${page}: ${d}`];
  });
}

describe('build-all', () => {
  const tenantsDir = tempDir('tenants-');
  const distDir = repoTempDir('dist-');
  const logDir = tempDir('logs-');
  // bundle recordings of these builds alone (src/build/bundle-reuse.ts)
  const env = {
    DEALER_TENANTS_DIR: tenantsDir,
    DEALER_DIST_DIR: distDir,
    DEALER_BUNDLE_REUSE_DIR: tempDir('bundles-'),
  };

  beforeAll(() => {
    writeTenant(tenantsDir, 'good-motors', 11);
    writeTenant(tenantsDir, 'second-motors', 14);
    writeTenant(tenantsDir, 'third-motors', 15);
    writeTenant(tenantsDir, 'fourth-motors', 16);
    // A wrong field: callTheDealerPosition must be 'Sidebar' or 'Header'.
    writeTenant(
      tenantsDir,
      'broken-motors',
      12,
      miniWebsite('broken-motors', 12, { config: { callTheDealerPosition: 'Footer' } }),
    );
  });

  it(
    'a tenant with a wrong field fails alone, naming the file, the field and the reason',
    async () => {
      const results = await buildTenants(['broken-motors', 'good-motors'], {
        env,
        logDir,
        quiet: true,
      });
      const [broken, good] = results;
      expect(good.ok).toBe(true);
      expect(good.pages).toBeGreaterThanOrEqual(2);
      expect(existsSync(path.join(distDir, 'good-motors', 'client', 'index.html'))).toBe(true);
      expect(broken.ok).toBe(false);
      expect(broken.error).toContain('Tenant "broken-motors": invalid content in');
      expect(broken.error).toContain(path.join('broken-motors', 'store', 'websites', '12.json'));
      expect(broken.error).toMatch(
        /config\.callTheDealerPosition: Invalid option: expected one of "Sidebar"\|"Header"/,
      );
      const table = summaryTable(results);
      expect(table).toMatch(/broken-motors\s+0\s+[\d.]+\s+FAILED/);
      expect(table).toMatch(/good-motors\s+\d+\s+[\d.]+\s+ok/);
      // the listed stock follows the visibility clause: another dealer's car and hidden or long-sold cars are not built
      const home = readFileSync(path.join(distDir, 'good-motors', 'client', 'index.html'), 'utf8');
      // one stock count: the listed cars (the one sold yesterday too), as 'Show Me 3 Cars' says
      expect(home).toContain('3 listed now');
      expect(home).toContain('Show Me 3 Cars');
    },
    BUILD_TIMEOUT,
  );

  it(
    'renders the same pages on two worker threads and the main thread as on the main thread alone',
    async () => {
      // two workers, asked for (a 2-core machine gets one); PRERENDER_MIN_PAGES 0 starts them for a small tenant
      const build = async (workers: string) => {
        const dir = repoTempDir(`dist-w${workers}-`);
        const [r] = await buildTenants(['good-motors'], {
          env: {
            ...env,
            DEALER_DIST_DIR: dir,
            PRERENDER_WORKERS: workers,
            PRERENDER_MIN_PAGES: '0',
          },
          logDir,
          quiet: true,
        });
        expect(r.ok, r.error).toBe(true);
        return { dir: path.join(dir, 'good-motors', 'client'), log: readFileSync(r.log, 'utf8') };
      };
      const serial = await build('0');
      const threads = await build('2');
      expect(threads.log).toMatch(/\d+ pages on 2 prerender workers and the main thread/);
      // every page was rendered once, by the main thread or a worker
      const count = threads.log.match(
        /(\d+) pages: (\d+) on the main thread .*, (\d+) on 2 workers/,
      );
      expect(count, threads.log).not.toBeNull();
      expect(Number(count![2]) + Number(count![3])).toBe(Number(count![1]));
      expect(Number(count![3])).toBeGreaterThan(0);
      expect(Number(count![2])).toBeGreaterThan(0);
      expect(serial.log).not.toMatch(/prerender worker/);
      expect(pageDifferences(serial.dir, threads.dir)).toEqual([]);
    },
    BUILD_TIMEOUT,
  );

  it(
    'builds tenants one after another in one process, page for page as in a process each, its bundles built once; a failure retires the process',
    async () => {
      const reuseDir = tempDir('bundles-');
      const run = async (
        slugs: string[],
        buildsPerProcess?: number,
        more: Record<string, string> = {},
      ) => {
        const dir = repoTempDir('dist-serial-');
        const results = await buildTenants(slugs, {
          env: { ...env, DEALER_DIST_DIR: dir, DEALER_BUNDLE_REUSE_DIR: reuseDir, ...more },
          logDir,
          quiet: true,
          concurrency: 1,
          buildsPerProcess,
        });
        return { dir, results };
      };
      const shared = await run([
        'good-motors',
        'second-motors',
        'third-motors',
        'broken-motors',
        'fourth-motors',
      ]);
      expect(shared.results.map((r) => [r.slug, r.ok, r.buildInProcess, r.bundles])).toEqual([
        ['good-motors', true, 1, 'built'],
        // the second build checks that its bundles are the first's but for the tenant's strings
        ['second-motors', true, 2, 'built'],
        // from the third on, the first build's bundles are reused
        ['third-motors', true, 3, 'reused'],
        ['broken-motors', false, 4, undefined],
        // the failed build retired its process: the next tenant starts a fresh one, which
        // reuses the checked recording it finds on disk
        ['fourth-motors', true, 1, 'reused'],
      ]);
      expect(shared.results[0].bundleReason).toBe('no recording of its inputs yet');
      expect(shared.results[1].bundleReason).toBe(
        "checked against good-motors's build: the same bundles, reused from the next build on",
      );
      expect(shared.results[2].bundlesFrom).toBe('good-motors');
      expect(shared.results[3].error).toContain('Tenant "broken-motors": invalid content in');
      // each tenant's log holds its own build and ends before the next one starts
      const logOf = (r: TenantBuildResult) => readFileSync(r.log, 'utf8');
      expect(logOf(shared.results[1])).toContain('second-motors');
      expect(logOf(shared.results[1])).not.toContain('good-motors\n');
      expect(logOf(shared.results[2])).toContain("bundles reused from good-motors's build");
      // a process that builds one tenant alone reuses the checked recording too
      const alone = await run(['third-motors'], 1);
      expect(alone.results.map((r) => [r.ok, r.buildInProcess, r.bundles, r.bundlesFrom])).toEqual([
        [true, 1, 'reused', 'good-motors'],
      ]);
      expect(
        pageDifferences(
          path.join(alone.dir, 'third-motors', 'client'),
          path.join(shared.dir, 'third-motors', 'client'),
        ),
      ).toEqual([]);
      // a process each, building its own bundles (DEALER_BUNDLE_REUSE=0: no recording read or made)
      const slugs = ['good-motors', 'second-motors', 'third-motors', 'fourth-motors'];
      const each = await run(slugs, 1, { DEALER_BUNDLE_REUSE: '0' });
      expect(each.results.map((r) => [r.ok, r.buildInProcess, r.bundles])).toEqual(
        slugs.map(() => [true, 1, undefined]),
      );
      for (const slug of slugs)
        expect(
          pageDifferences(
            path.join(each.dir, slug, 'client'),
            path.join(shared.dir, slug, 'client'),
          ),
        ).toEqual([]);
      // the reused server bundles read their own tenant's content store, and have the same files
      for (const slug of ['third-motors', 'fourth-motors']) {
        const server = (dir: string) => path.join(dir, slug, 'server');
        const store = (dir: string) =>
          readFileSync(path.join(server(dir), 'chunks', 'data-store.json'));
        expect(store(shared.dir).equals(store(each.dir))).toBe(true);
        expect(store(shared.dir).toString()).toContain(slug.replace('-', ' '));
        const files = (dir: string) =>
          listFiles(server(dir))
            .keys()
            .map((f) => withoutHash(f))
            .toArray()
            .sort();
        expect(files(shared.dir)).toEqual(files(each.dir));
      }
    },
    // nine builds (five in one process, then four in a process each): a loaded machine needs longer
    3 * BUILD_TIMEOUT,
  );

  it(
    'a tenant built again gets its new content: a build process builds a tenant once',
    async () => {
      const dir = repoTempDir('dist-again-');
      const builder = new TenantBuilder({ env: { ...env, DEALER_DIST_DIR: dir } });
      const websiteFile = path.join(tenantsDir, 'second-motors', 'store', 'websites', '14.json');
      const original = readFileSync(websiteFile, 'utf8');
      const job = { slug: 'second-motors', env: {} };
      const titleOf = () =>
        /<title>([^<]*)/.exec(
          readFileSync(path.join(dir, 'second-motors', 'client', 'index.html'), 'utf8'),
        )?.[1];
      try {
        const first = await builder.build(job, () => {});
        expect(first.result).toMatchObject({ ok: true, buildInProcess: 1 });
        expect(titleOf()).toContain('second motors Motors');
        writeFileSync(
          websiteFile,
          JSON.stringify({ ...JSON.parse(original), name: 'Renamed Motor Co' }),
        );
        // the process that built it would load its first build's bundle again and give the old
        // name: the builder hands the tenant to a new process
        const again = await builder.build(job, () => {});
        expect(again.result).toMatchObject({ ok: true, buildInProcess: 1 });
        expect(titleOf()).toContain('Renamed Motor Co');
      } finally {
        writeFileSync(websiteFile, original);
        await builder.close();
      }
      // a serving process asked for a tenant twice refuses the second, saying why, and exits
      const served = await execa(
        process.execPath,
        [path.join(import.meta.dirname, '../../scripts/build-tenant.mjs'), '--serve'],
        {
          env: { ...env, DEALER_DIST_DIR: dir, DEALER_ISOLATED_ROOT: '1' },
          input: `${JSON.stringify(job)}\n${JSON.stringify(job)}\n`,
          reject: false,
        },
      );
      const results = served.stdout
        .split('\n')
        .filter((l) => l.startsWith('@@result '))
        .map((l) => JSON.parse(l.slice('@@result '.length)) as Record<string, unknown>);
      expect(results.map((r) => [r.ok, r.retiring])).toEqual([
        [true, undefined],
        [false, 'asked to build a tenant again'],
      ]);
      expect(results[1].error).toMatch(/^second-motors was built earlier by this build process/);
    },
    BUILD_TIMEOUT,
  );

  it('refuses a list that names a tenant twice, before building anything', async () => {
    await expect(
      buildTenants(['good-motors', 'second-motors', 'good-motors'], { env, logDir, quiet: true }),
    ).rejects.toThrow(/good-motors listed more than once/);
  });

  describe('from the content API on loopback', () => {
    let server: ContentApiServer;
    beforeAll(async () => {
      writeTenant(tenantsDir, 'api-motors', 13);
      server = await startContentApiServer({
        storeDir: path.join(tenantsDir, 'api-motors', 'store'),
        token: 'dG9rZW4=',
      });
    });
    afterAll(() => server.close());
    const apiEnv = () => ({ ...env, CONTENT_API_HOST: server.url, CONTENT_API_TOKEN: 'dG9rZW4=' });

    it(
      'a 500 then a 200 builds',
      async () => {
        server.faults.splice(0, server.faults.length, { path: /^\/websites\/13\.json$/, times: 1 });
        const [r] = await buildTenants(['api-motors'], { env: apiEnv(), logDir, quiet: true });
        expect(r.ok).toBe(true);
        expect(readFileSync(r.log, 'utf8')).toMatch(
          /Error fetching from http:\/\/127\.0\.0\.1:\d+\/websites\/13\.json/,
        );
        expect(server.requests.every((q) => q.authorization === 'Basic dG9rZW4=')).toBe(true);
      },
      BUILD_TIMEOUT,
    );

    it(
      'three 500s fail that tenant with a clear message',
      async () => {
        server.faults.splice(0, server.faults.length, { path: /^\/websites\/13\.json$/, times: 3 });
        const before = server.requests.length;
        const [r] = await buildTenants(['api-motors'], { env: apiEnv(), logDir, quiet: true });
        expect(r.ok).toBe(false);
        expect(r.error).toContain('An unexpected error occurred: Internal Server Error');
        expect(
          server.requests.slice(before).filter((q) => q.path === '/websites/13.json').length,
        ).toBeGreaterThanOrEqual(3);
        expect(
          readFileSync(r.log, 'utf8').match(/Error fetching from .*websites\/13\.json/g)?.length,
        ).toBe(3);
      },
      BUILD_TIMEOUT,
    );
  });
});
