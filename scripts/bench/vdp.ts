/**
 * Vehicle page benchmark: the JavaScript a sample vehicle page loads (gzip bytes, budget
 * under 90 KB) and Lighthouse's mobile performance score (target 95+), against the built
 * site served locally.
 *
 *   npm run bench:vdp                                  pacific-motor-group, a used car with photos
 *   npm run bench:vdp -- --tenant sunshine-coast-toyota --slug <car slug> --runs 3
 *
 * Needs the tenant built (npm run build -- --tenant <slug>). Figures are printed and written
 * to reports/bench-vdp.json.
 *
 * JavaScript: Chromium (Playwright) loads the page with a phone's viewport, then scrolls to
 * the bottom so every island that hydrates when visible has loaded; each script response
 * is gzipped (level 9) and summed. The page's /api/* calls are answered with small bodies so
 * the islands run as they would against the forms' endpoints. What opening a lead
 * form adds (the forms' host, loaded on the first request) is reported on its own line.
 * Lighthouse: the npm package, run programmatically against Debian's Chromium with this
 * machine's flags (scripts/lib/chromium.ts), default mobile config (simulated slow 4G,
 * 4x CPU slowdown), performance category only; the median of --runs.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../serve';
import { API } from '../../src/domain/api/endpoints';
import { SEARCH_INDEXES } from '../../src/domain/search/indexes';
import { indexPath } from '../../src/data/sample-store';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { median } from './lib/median';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    tenant: { type: 'string', default: 'pacific-motor-group' },
    slug: { type: 'string' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '0' },
  },
});
const tenant = values.tenant;
const runs = Math.max(1, Number(values.runs));
const JS_BUDGET = 90 * 1024;
const LIGHTHOUSE_TARGET = 95;

interface StoreCar {
  slug: string;
  status: string;
  car_type: string;
  images?: unknown[];
}

function vehicleDir(): string {
  const client = path.join(root, 'dist', tenant, 'client');
  if (!existsSync(client))
    throw new Error(`dist/${tenant} is not built: run npm run build -- --tenant ${tenant}`);
  const dir = ['cars', 'motorcycles', 'campers'].find((d) => existsSync(path.join(client, d)));
  if (!dir) throw new Error(`dist/${tenant} has no vehicle pages`);
  return dir;
}

/** The car to measure: --slug, else the first used in-stock car with photos that has a page. */
function pickSlug(dir: string): string {
  if (values.slug) return values.slug;
  const cars = JSON.parse(
    readFileSync(
      path.join(root, 'tenants', tenant, 'store', indexPath(SEARCH_INDEXES.cars)),
      'utf8',
    ),
  ) as StoreCar[];
  const built = new Set(readdirSync(path.join(root, 'dist', tenant, 'client', dir)));
  const car =
    cars.find(
      (c) =>
        built.has(c.slug) &&
        c.status === 'in_stock' &&
        c.car_type === 'used' &&
        (c.images?.length ?? 0) > 3,
    ) ?? cars.find((c) => built.has(c.slug));
  if (!car) throw new Error(`no built vehicle page for ${tenant}`);
  return car.slug;
}

interface ScriptSize {
  url: string;
  raw: number;
  gzip: number;
}

async function measureJs(
  url: string,
): Promise<{ initial: ScriptSize[]; all: ScriptSize[]; forms: ScriptSize[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      deviceScaleFactor: 2.6,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.route('**/api/**', (route) => {
      const p = new URL(route.request().url()).pathname;
      if (p.endsWith('/view')) return route.fulfill({ json: { views: 321, car_fields: {} } });
      if (p === API.youxQuote)
        return route.fulfill({
          json: { weeklyRepaymentAmount: 101.5, advertisedRate: 7.99, comparisonRate: 8.51 },
        });
      return route.fulfill({ status: 204 });
    });
    const scripts = new Map<string, ScriptSize>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        const body = await response.body();
        scripts.set(response.url(), {
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        });
      } catch {
        // a redirected or aborted script has no body
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const initial = [...scripts.values()];
    // scroll through the page so every client:visible island loads
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const all = [...scripts.values()];
    // what a shopper who opens a form also loads (the forms' host arrives on the first request)
    const enquire = page.getByRole('button', { name: 'Enquire Now' }).first();
    if (await enquire.count()) {
      await enquire.scrollIntoViewIfNeeded();
      await enquire.click();
      await page
        .getByRole('dialog')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      await page.waitForLoadState('networkidle');
    }
    const forms = [...scripts.values()].filter((s) => !all.includes(s));
    return { initial, all, forms };
  } finally {
    await browser.close();
  }
}

interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

async function runLighthouse(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.filter((f) => f !== '--headless').concat('--headless=new'),
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: n('first-contentful-paint'),
      lcp: n('largest-contentful-paint'),
      tbt: n('total-blocking-time'),
      cls: n('cumulative-layout-shift'),
      si: n('speed-index'),
    };
  } finally {
    chrome.kill();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const dir = vehicleDir();
const slug = pickSlug(dir);
const server = await startServer({ port: Number(values.port), tenants: [tenant] });
const url = `http://${tenant}.localhost:${server.port}/${dir}/${slug}`;
console.log(`Vehicle page: ${url}`);
try {
  const js = await measureJs(url);
  const sum = (xs: ScriptSize[], k: 'raw' | 'gzip') => xs.reduce((a, s) => a + s[k], 0);
  console.log('\nJavaScript (gzip -9 of each script the page loaded):');
  for (const s of [...js.all].sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${kb(s.gzip).padStart(9)}  ${kb(s.raw).padStart(9)} raw  ${s.url}${js.initial.some((i) => i.url === s.url) ? '' : '  (after scrolling)'}`,
    );
  }
  const allGzip = sum(js.all, 'gzip');
  const initialGzip = sum(js.initial, 'gzip');
  console.log(`  on load: ${kb(initialGzip)} gzip in ${js.initial.length} files`);
  console.log(
    `  total:   ${kb(allGzip)} gzip (${kb(sum(js.all, 'raw'))} raw) in ${js.all.length} files — budget ${kb(JS_BUDGET)}: ${allGzip < JS_BUDGET ? 'within' : 'OVER'}`,
  );
  console.log(
    `  opening a lead form adds ${kb(sum(js.forms, 'gzip'))} gzip in ${js.forms.length} files (the forms' host, loaded on the first request; outside the page's budget)`,
  );

  console.log(`\nLighthouse ${runs} run(s), mobile, performance only:`);
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await runLighthouse(url);
    results.push(r);
    console.log(
      `  run ${i + 1}: score ${r.score}  FCP ${(r.fcp / 1000).toFixed(2)} s  LCP ${(r.lcp / 1000).toFixed(2)} s  TBT ${r.tbt.toFixed(0)} ms  CLS ${r.cls.toFixed(3)}  SI ${(r.si / 1000).toFixed(2)} s`,
    );
  }
  const score = median(results.map((r) => r.score));
  console.log(
    `  median score ${score} — target ${LIGHTHOUSE_TARGET}: ${score >= LIGHTHOUSE_TARGET ? 'met' : 'MISSED'}`,
  );

  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(
    path.join(root, 'reports', 'bench-vdp.json'),
    JSON.stringify(
      {
        url,
        javascript: {
          budgetBytes: JS_BUDGET,
          initialGzipBytes: initialGzip,
          totalGzipBytes: allGzip,
          files: js.all,
          onFirstFormGzipBytes: sum(js.forms, 'gzip'),
          formFiles: js.forms,
        },
        lighthouse: { target: LIGHTHOUSE_TARGET, medianScore: score, runs: results },
      },
      null,
      2,
    ),
  );
  console.log('\nWritten reports/bench-vdp.json');
} finally {
  await server.close();
}
