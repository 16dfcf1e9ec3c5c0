/**
 * Search benchmark, for the 2,000-car sample tenant in Chromium:
 *   - the embedded engine's time per interaction (p50, p95; target p95 <= 10 ms), read in
 *     the page while the benchmark drives the real search UI (makes, models, bodies, price
 *     and km ranges, sorts, pages, text queries, clear), and the time from each click to
 *     the updated results on screen;
 *   - the stock index's bytes (raw and gzip);
 *   - the search page's JavaScript bytes (gzip): what loads before the first interaction,
 *     and the engine chunk loaded lazily.
 *
 *   - search quality: over the phrases kept in tests/fixtures/search-phrases.json (each with
 *     the filters it names), read by plain-language search as the search box reads them
 *     (the no-dead-end rule included) on the tenant's sample store, how many find results
 *     and how many set the filters they name.
 *
 *   npm run bench:search                       (builds pacific-motor-group first if dist/ lacks it)
 *   npm run bench:search -- --tenant <slug> --rounds 3
 *   npm run bench:search -- --quality-only     (the phrases alone: no build, no browser)
 * Figures are printed and written to reports/bench-search.json.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { execa } from 'execa';
import { startServer } from '../serve';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { readPhrases, tenantSearch, type Phrase } from '../lib/search-quality';
import { percentile } from './lib/median';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    tenant: { type: 'string' },
    rounds: { type: 'string' },
    'quality-only': { type: 'boolean', default: false },
  },
});
const slug = values.tenant ?? 'pacific-motor-group';
const rounds = Number(values.rounds ?? 3);
const client = path.join(root, 'dist', slug, 'client');
const TARGET_P95_MS = 10;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file: string) =>
  existsSync(`${file}.gz`)
    ? statSync(`${file}.gz`).size
    : gzipSync(readFileSync(file), { level: 9 }).length;

/** Search quality over the phrase set: printed, and returned for the report. */
async function searchQuality() {
  const fixture = JSON.parse(
    readFileSync(path.join(root, 'tests', 'fixtures', 'search-phrases.json'), 'utf8'),
  ) as { tenant: string; phrases: Phrase[] };
  const t = tenantSearch(root, fixture.tenant, Date.now());
  const q = await readPhrases(t, fixture.phrases);
  const naming = q.rows.filter((r) => Object.keys(r.names).length > 0);
  const quality = {
    tenant: fixture.tenant,
    phrases: q.phrases,
    withResults: q.withResults,
    namingFilters: naming.length,
    settingTheirFilters: naming.filter((r) => r.setsFilters).length,
    withWordsIgnored: q.withWordsIgnored,
    without: q.rows.filter((r) => r.count === 0 || !r.setsFilters).map((r) => r.phrase),
  };
  console.log(
    `\nSearch quality: ${fixture.tenant}, ${q.phrases} phrases (tests/fixtures/search-phrases.json)`,
  );
  console.log(`  find results                     ${q.withResults} of ${q.phrases}`);
  console.log(
    `  set the filters they name        ${quality.settingTheirFilters} of ${naming.length} (the others name none)`,
  );
  console.log(`  had words ignored (no dead end)  ${q.withWordsIgnored} of ${q.phrases}`);
  for (const r of q.rows.filter((row) => row.count === 0 || !row.setsFilters))
    console.log(
      `  - ${JSON.stringify(r.phrase)}: ${r.count} results${r.setsFilters ? '' : ', filters not set'}`,
    );
  return quality;
}

if (values['quality-only']) {
  const quality = await searchQuality();
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(
    path.join(root, 'reports', 'bench-search-quality.json'),
    JSON.stringify(quality, null, 2),
  );
  process.exit(0);
}

if (!existsSync(path.join(client, 'search', 'stock-index.json'))) {
  console.log(`dist/${slug} has no search pages: building it first`);
  await execa('npm', ['run', 'build', '--', '--tenant', slug], { cwd: root, stdio: 'inherit' });
}

const server = await startServer({ port: 0, tenants: [slug] });
const base = server.tenants[0].url.replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

const jsRequested = new Set<string>();

/** The page's JavaScript loaded up front: island, renderer and scripts, with their static imports. */
function staticGraph(html: string): Set<string> {
  const entries = [...html.matchAll(/(?:component-url|renderer-url|src)="(\/[^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  const seen = new Set<string>();
  const visit = (p: string) => {
    if (seen.has(p)) return;
    seen.add(p);
    const file = path.join(client, p);
    if (!existsSync(file)) return;
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(
      /\b(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
    ))
      visit(path.posix.join(path.posix.dirname(p), m[1]));
  };
  entries.forEach(visit);
  return seen;
}

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.endsWith('.js')) jsRequested.add(u.pathname);
  });
  await page.addInitScript(() => {
    (globalThis as { __searchTimings?: number[] }).__searchTimings = [];
  });
  await page.goto(`${base}/search/new-used-and-demo-cars`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  // the engine and index load when the browser is idle
  await page.waitForLoadState('networkidle');
  const jsInitial = staticGraph(await page.content());

  const makes = await page.locator('.make-card__main .make-card__name').allTextContents();
  const timings: number[] = [];
  const screen: number[] = [];
  const count = page.locator('.results__count');

  const slowest: { label: string; ms: number }[] = [];
  async function step(
    action: (p: Page) => Promise<unknown>,
    label = action.toString().slice(0, 60),
  ) {
    const before = await page.evaluate(
      () => (globalThis as unknown as { __searchTimings: number[] }).__searchTimings.length,
    );
    const text = await count.textContent();
    const html = await page
      .locator('.results__grid')
      .innerHTML()
      .catch(() => '');
    const t0 = Date.now();
    await action(page);
    const changed = await page
      .waitForFunction(
        ([t, h]) =>
          document.querySelector('.results__count')?.textContent !== t ||
          (document.querySelector('.results__grid')?.innerHTML ?? '') !== h,
        [text, html] as const,
        { timeout: 10_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (changed) screen.push(Date.now() - t0);
    // A search answered from the client's result cache does not reach the engine.
    await page
      .waitForFunction(
        (n) => (globalThis as unknown as { __searchTimings: number[] }).__searchTimings.length > n,
        before,
        { timeout: 1_000 },
      )
      .catch(() => undefined);
    const all = await page.evaluate(
      () => (globalThis as unknown as { __searchTimings: number[] }).__searchTimings,
    );
    const mine = all.slice(before);
    if (mine.length) {
      const ms = mine.reduce((a, b) => a + b, 0);
      timings.push(ms);
      slowest.push({ label, ms });
    }
  }

  const clear = () => step((p) => p.getByRole('button', { name: 'Clear all' }).click());
  const slider = (label: string, value: string) =>
    step(async (p) => p.getByLabel(label).fill(value));
  for (let r = 0; r < rounds; r++) {
    for (const make of makes.slice(r * 2, r * 2 + 3)) {
      await step((p) => p.locator('.make-card__main', { hasText: make }).first().click());
      await step((p) => p.locator('.sort select').selectOption({ index: 2 + (r % 3) }));
      const pager = p2(page);
      if (await pager.count()) await step(() => pager.first().click());
      await step(async (p) => {
        const body = p.locator('details.filter[data-filter="body"] input[type="checkbox"]').first();
        if (await body.count()) await body.check();
      });
      await slider('Maximum price', String(40000 + r * 15000));
      await slider('Maximum odometer', String(60000 + r * 20000));
      await step((p) => p.locator('.sort select').selectOption({ index: 0 }));
      await clear();
    }
    for (const q of ['hilux', 'ranger wildtrak', 'suv hybrid', 'evrest', 'mazda cx 5']) {
      await step((p) => p.getByPlaceholder(/Search|Keyword/).fill(q));
    }
    await step((p) => p.getByPlaceholder(/Search|Keyword/).fill(''));
    await step(async (p) => {
      const colour = p.locator('details.filter[data-filter="colour"]');
      if ((await colour.getAttribute('open')) === null) await colour.locator('summary').click();
      await colour.locator('input[type="checkbox"]').nth(r).check();
    });
    await clear();
  }

  const index = path.join(client, 'search', 'stock-index.json');
  const jsBytes = (set: Set<string>) => {
    let raw = 0;
    let gzip = 0;
    for (const p of set) {
      const file = path.join(client, p);
      if (!existsSync(file)) continue;
      raw += statSync(file).size;
      gzip += gz(file);
    }
    return { files: set.size, raw, gzip };
  };
  const initial = jsBytes(jsInitial);
  const lazy = jsBytes(new Set([...jsRequested].filter((j) => !jsInitial.has(j))));
  const docs = (JSON.parse(readFileSync(index, 'utf8')) as { count?: number }).count ?? 0;
  const result = {
    tenant: slug,
    cars: docs,
    interactions: timings.length,
    engineMsPerInteraction: {
      p50: percentile(timings, 50),
      p95: percentile(timings, 95),
      max: Math.max(...timings),
      targetP95: TARGET_P95_MS,
    },
    clickToResultsMs: { p50: percentile(screen, 50), p95: percentile(screen, 95) },
    stockIndexBytes: { raw: statSync(index).size, gzip: gz(index) },
    searchPageJsBytes: { initial, lazyEngine: lazy, totalGzip: initial.gzip + lazy.gzip },
    quality: await searchQuality(),
  };
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(path.join(root, 'reports', 'bench-search.json'), JSON.stringify(result, null, 2));
  console.log(
    `\nSearch benchmark: ${slug} (${docs} cars in the index), Chromium, ${timings.length} interactions`,
  );
  console.log(
    `  embedded engine per interaction  p50 ${result.engineMsPerInteraction.p50.toFixed(2)} ms  p95 ${result.engineMsPerInteraction.p95.toFixed(2)} ms  max ${result.engineMsPerInteraction.max.toFixed(2)} ms  (target p95 <= ${TARGET_P95_MS} ms: ${result.engineMsPerInteraction.p95 <= TARGET_P95_MS ? 'met' : 'MISSED'})`,
  );
  if (process.env.BENCH_VERBOSE) console.log(slowest.sort((a, b) => b.ms - a.ms).slice(0, 10));
  console.log(
    `  click to results on screen       p50 ${result.clickToResultsMs.p50} ms  p95 ${result.clickToResultsMs.p95} ms`,
  );
  console.log(
    `  stock index                      ${kb(result.stockIndexBytes.raw)} raw, ${kb(result.stockIndexBytes.gzip)} gzip`,
  );
  console.log(
    `  search page JavaScript           ${kb(initial.gzip)} gzip before the first search (${initial.files} files, ${kb(initial.raw)} raw)`,
  );
  console.log(
    `                                   + ${kb(lazy.gzip)} gzip engine, loaded lazily (${lazy.files} files, ${kb(lazy.raw)} raw)`,
  );
  console.log(
    `                                   = ${kb(result.searchPageJsBytes.totalGzip)} gzip in all`,
  );
} finally {
  await browser.close();
  await server.close();
}

function p2(page: Page) {
  return page
    .getByRole('navigation', { name: 'Results pages' })
    .getByRole('link', { name: 'Page 2' });
}
