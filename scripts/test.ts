/**
 * `npm test`: every test, from a fresh clone.
 *   1. preflight: Node 24, Debian's Chromium, PostgreSQL and xmllint (libxml2-utils: the ADF
 *      lead documents' DTD check), each installed with apt-get when this runs as root on
 *      Debian; otherwise the exact command to run is printed
 *   2. format and lint (Prettier --check, ESLint)  5. unit and integration tests (vitest)
 *   3. sample data (deterministic)                 6. build every tenant
 *   4. type check (astro check)                    7. link integrity of the built HTML
 *   (5 starts a PostgreSQL server of its own for the data layer's tests, and stops it)
 *                                                  8. page budgets: the JavaScript of every page
 *                                                     type, Lighthouse on a few (bench:pages),
 *                                                     and the hostile URL corpus (its own build
 *                                                     + Chromium), side by side
 *                                                  9. end-to-end tests (Playwright)
 * Options: --skip-build (reuse dist/), --only unit|e2e|quick, -- <args for playwright>.
 * `--only quick` (`npm run test:quick`) is the inner loop: lint (cached), the TypeScript check
 * (incremental) and the unit tests that build no site, side by side (no format check, sample
 * data, .astro template check, build or browser).
 */
import { execa } from 'execa';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  ensureChromium,
  ensurePostgres,
  ensureXmllint,
  preferHeadlessShell,
} from './lib/debian-packages';
import { flakyTests } from './lib/playwright-report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  options: { 'skip-build': { type: 'boolean' }, only: { type: 'string' } },
  allowPositionals: true,
});

/**
 * The pages Lighthouse measures in every test run (tenant:kind, scripts/bench/lib/page-set.ts):
 * one of each kind of JavaScript budget (no island, a vehicle page, the home page, and a search
 * landing on the 2,000-car tenant, the slowest page measured). `npm run bench:pages`
 * measures every page type of every tenant.
 */
const LIGHTHOUSE_PAGES = [
  'badger-state-auto:content',
  'badger-state-auto:vehicle',
  'sunshine-coast-toyota:home',
  'pacific-motor-group:make landing',
];

/** Where the inner loop keeps what it checked last time (ESLint's cache, TypeScript's build info). */
const QUICK_CACHE = {
  eslint: 'node_modules/.cache/test-quick/eslint/',
  tsc: 'node_modules/.cache/test-quick/tsc.tsbuildinfo',
};

const steps: { name: string; seconds: number; ok: boolean }[] = [];
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

async function step(name: string, run: () => Promise<unknown>): Promise<void> {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  try {
    await run();
    steps.push({ name, seconds: (performance.now() - started) / 1000, ok: true });
  } catch (error) {
    steps.push({ name, seconds: (performance.now() - started) / 1000, ok: false });
    console.error(
      `\n✗ ${name} failed${error instanceof Error && !('exitCode' in error) ? `: ${error.message}` : ''}`,
    );
    report();
    process.exit(1);
  }
}

function report(): void {
  console.log('\nstep                              seconds  result');
  for (const s of steps)
    console.log(
      `${s.name.padEnd(34)}${s.seconds.toFixed(1).padStart(7)}  ${s.ok ? 'ok' : 'FAILED'}`,
    );
  for (const n of notes) console.log(n);
}

/** Lines printed under the step table: the end-to-end tests that passed only on their retry. */
const notes: string[] = [];

const run = (file: string, args: string[], env: Record<string, string> = {}) =>
  execa(file, args, { cwd: root, stdio: 'inherit', env: { ...env, FORCE_COLOR: '1' } });

/** A command whose output is held and printed whole when it ends (for steps run side by side). */
async function held(file: string, args: string[], env: Record<string, string> = {}) {
  try {
    const result = await execa(file, args, {
      cwd: root,
      all: true,
      env: { ...env, FORCE_COLOR: '1' },
    });
    if (result.all) console.log(result.all);
  } catch (error) {
    if (error && typeof error === 'object' && 'all' in error && error.all) console.log(error.all);
    throw error;
  }
}

/**
 * Steps that each keep about one core busy, run side by side on a 2-core machine (each one's
 * output printed whole as it ends). All of them run; then the run stops if any failed.
 */
async function together(parts: { name: string; run: () => Promise<unknown> }[]): Promise<void> {
  console.log(`\n▶ ${parts.map((p) => p.name).join(' | ')}`);
  const outcomes = await Promise.all(
    parts.map(async ({ name, run: go }) => {
      const started = performance.now();
      const ok = await go().then(
        () => true,
        (error: unknown) => {
          console.error(
            `\n✗ ${name} failed${error instanceof Error && !('exitCode' in error) ? `: ${error.message}` : ''}`,
          );
          return false;
        },
      );
      steps.push({ name, seconds: (performance.now() - started) / 1000, ok });
      return ok;
    }),
  );
  if (outcomes.includes(false)) {
    report();
    process.exit(1);
  }
}

await step('preflight', async () => {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24)
    throw new Error(
      `Node ${process.versions.node}: run through npm (npm test) so the node devDependency (Node 24) is used`,
    );
  if (!existsSync(bin('astro')))
    throw new Error('Dependencies are missing: run `npm install` (or `npm ci`) first');
  console.log(`Node ${process.versions.node}`);
  if (values.only !== 'unit' && values.only !== 'quick') {
    await ensureChromium();
    await preferHeadlessShell();
  }
  await ensurePostgres();
  if (values.only !== 'e2e') await ensureXmllint();
});

const quick = values.only === 'quick';
if (quick) {
  // The inner loop: three checks side by side, each remembering what it checked last time
  // (ESLint's cache, TypeScript's build info), and the unit tests that build no site.
  await step('astro sync (content types)', () =>
    held(process.execPath, [bin('astro'), 'sync'], {
      TENANT: process.env.TENANT ?? 'sunshine-coast-toyota',
    }),
  );
  await together([
    {
      name: 'lint (eslint, cached)',
      run: () =>
        held(process.execPath, [
          bin('eslint'),
          '.',
          '--cache',
          '--cache-location',
          QUICK_CACHE.eslint,
        ]),
    },
    {
      name: 'types (tsc, incremental)',
      run: () =>
        held(process.execPath, [
          bin('tsc'),
          '--noEmit',
          '--incremental',
          '--tsBuildInfoFile',
          QUICK_CACHE.tsc,
        ]),
    },
    {
      // vitest.config.ts's `integration` project (the tests that build sites or start servers) is left to the full run
      name: 'unit tests (vitest, no site builds)',
      run: () =>
        held(process.execPath, [
          bin('vitest'),
          'run',
          '--project',
          'unit',
          '--project',
          'page-data',
        ]),
    },
  ]);
} else if (values.only !== 'e2e') {
  // format, lint and the type check each keep one core busy: side by side
  await together([
    {
      name: 'format (prettier --check)',
      run: () => held(process.execPath, [bin('prettier'), '--check', '--log-level', 'warn', '.']),
    },
    { name: 'lint (eslint)', run: () => held(process.execPath, [bin('eslint'), '.']) },
    {
      name: 'sample data, type check (astro check)',
      run: async () => {
        await held(process.execPath, [bin('tsx'), 'scripts/generate-sample-data.ts']);
        await held(process.execPath, [bin('astro'), 'check'], {
          TENANT: process.env.TENANT ?? 'sunshine-coast-toyota',
        });
      },
    },
  ]);
  // the data layer's tests run on the embedded engine and on a PostgreSQL server they start
  await step('unit + integration tests (vitest)', () =>
    run(process.execPath, [bin('vitest'), 'run'], { DEALER_REQUIRE_POSTGRES: '1' }),
  );
}
if (values.only !== 'unit' && !quick) {
  if (!values['skip-build']) {
    if (
      values.only === 'e2e' &&
      !existsSync(path.join(root, 'tenants', 'sunshine-coast-toyota', 'store'))
    ) {
      await step('sample data', () =>
        run(process.execPath, [bin('tsx'), 'scripts/generate-sample-data.ts']),
      );
    }
    await step('build every tenant', () => run(process.execPath, [bin('tsx'), 'build-all.ts']));
  }
  // Every internal href/src of every built page resolves (scripts/lib/link-integrity.ts); no
  // secret in a built file; zero Nu Html Checker errors on one page of every page type
  // (scripts/check-html.ts): each on about one core, side by side.
  await together([
    {
      name: 'link integrity (built HTML)',
      run: () => held(process.execPath, [bin('tsx'), 'scripts/check-links.ts']),
    },
    {
      name: 'secret grep (built files)',
      run: () => held(process.execPath, [bin('tsx'), 'scripts/check-secrets.ts']),
    },
    {
      name: 'HTML validity (vnu-jar, built pages)',
      run: () => held(process.execPath, [bin('tsx'), 'scripts/check-html.ts']),
    },
  ]);
  // The page budgets (scripts/bench/lib/budgets.ts): JavaScript on every page type of every
  // tenant, and Lighthouse (mobile, one run each) on LIGHTHOUSE_PAGES; either fails when over a
  // budget that is the same on any host (accessibility, CLS, JavaScript). Beside them, the
  // hostile URL corpus: every link-bearing field of a copy of a sample store holds a hostile URL;
  // built, clicked: none runs. Each keeps about one core busy: side by side, each with its own
  // embedded database. The timings Lighthouse prints are one run's on a shared machine:
  // `npm run bench:pages` takes the median of 3, alone.
  await together([
    {
      name: 'page budgets: JavaScript (every page type)',
      run: () =>
        held(
          process.execPath,
          [
            bin('tsx'),
            'scripts/bench/pages.ts',
            '--js-only',
            '--check',
            '--report',
            'reports/budgets-javascript.json',
          ],
          { DATABASE_DIR: path.join('.data', 'test-budgets-js-db') },
        ),
    },
    {
      name: `page budgets: Lighthouse (${LIGHTHOUSE_PAGES.length} pages)`,
      run: () =>
        held(
          process.execPath,
          [
            bin('tsx'),
            'scripts/bench/pages.ts',
            '--check',
            '--runs',
            '1',
            ...LIGHTHOUSE_PAGES.flatMap((p) => ['--page', p]),
            '--report',
            'reports/budgets-lighthouse.json',
          ],
          { DATABASE_DIR: path.join('.data', 'test-budgets-lighthouse-db') },
        ),
    },
    {
      name: 'hostile URL corpus (build + Chromium)',
      run: () =>
        held(process.execPath, [bin('tsx'), 'scripts/url-corpus.ts'], {
          DATABASE_DIR: path.join('.data', 'test-url-corpus-db'),
        }),
    },
  ]);
  await step('end-to-end tests (Playwright, Chromium)', async () => {
    const reportFile = path.join(root, 'reports/e2e.json');
    rmSync(reportFile, { force: true });
    try {
      await run(process.execPath, [bin('playwright'), 'test', ...positionals], { CI: '1' });
    } finally {
      notes.push(...flakyTests(reportFile));
    }
  });
}
report();
