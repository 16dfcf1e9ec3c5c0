/**
 * The page audits the benchmarks share: Lighthouse (the npm package against Debian's
 * Chromium, default mobile config: simulated slow 4G and 4x CPU slowdown), axe-core in
 * Playwright's Chromium (every rule, every impact), and the Nu Html Checker (vnu-jar on
 * Java) over built HTML files.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { combineRuns, median } from './median';
import type { Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../lib/chromium';

const require = createRequire(import.meta.url);

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Transfer bytes of every script, and of everything, as the page loaded them. */
  scriptBytes: number;
  totalBytes: number;
  /** Lighthouse's measure of the host's CPU (a fixed JavaScript loop; higher is faster). */
  benchmarkIndex: number;
}

const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100);

/** One Lighthouse run, mobile; `categories` defaults to all four. */
export async function runLighthouse(
  url: string,
  categories: string[] = ['performance', 'accessibility', 'best-practices', 'seo'],
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.filter((f) => f !== '--headless').concat('--headless=new'),
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const summary = (
      lhr.audits['resource-summary']?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items;
    const bytes = (type: string) => summary?.find((i) => i.resourceType === type)?.transferSize;
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      fcp: n('first-contentful-paint'),
      lcp: n('largest-contentful-paint'),
      tbt: n('total-blocking-time'),
      cls: n('cumulative-layout-shift'),
      si: n('speed-index'),
      scriptBytes: bytes('script') ?? Number.NaN,
      totalBytes: bytes('total') ?? n('total-byte-weight'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse `runs` times on one page: one full run, then performance only (combineRuns). */
export async function lighthouseMedian(url: string, runs: number): Promise<LighthouseRun> {
  const first = await runLighthouse(url);
  const rest: LighthouseRun[] = [];
  for (let i = 1; i < runs; i++) rest.push(await runLighthouse(url, ['performance']));
  return combineRuns(first, rest);
}

/**
 * What this machine takes to touch a 4 KB page of fresh memory for the first time (µs, the
 * median of 5 rounds over 32 MB). Lighthouse's benchmark index does not see it, yet a browser
 * loading a page touches thousands of fresh pages. Where a first touch is slow (as on some CI
 * virtual machines), every main-thread task takes longer, and simulated throttling
 * multiplies that by 4.
 */
export function hostFirstTouchMicros(): number {
  const bytes = 32 << 20;
  const rounds: number[] = [];
  for (let r = 0; r < 5; r++) {
    const buffer = Buffer.allocUnsafeSlow(bytes);
    const started = process.hrtime.bigint();
    for (let i = 0; i < bytes; i += 4096) buffer[i] = 1;
    rounds.push(Number(process.hrtime.bigint() - started) / 1000 / (bytes / 4096));
  }
  return median(rounds);
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
}

/**
 * Loads the page at `url` at the given width, as a phone or a desktop, waits for the network
 * to settle (islands hydrated on idle included), and returns axe-core's violations (every rule)
 * and the JavaScript the page loaded: each script's body gzipped at level 6, as a CDN sends it.
 */
export async function auditInBrowser(
  browser: Browser,
  url: string,
  width = 412,
  { axe = true }: { axe?: boolean } = {},
): Promise<{ violations: AxeViolation[]; scriptGzipBytes: number; scripts: number }> {
  const mobile = width < 800;
  const context = await browser.newContext({
    viewport: { width, height: mobile ? 915 : 900 },
    isMobile: mobile,
    hasTouch: mobile,
    // the audit injects axe-core as a script tag, which the site's own CSP rightly refuses
    bypassCSP: true,
  });
  try {
    const page = await context.newPage();
    const bodies: Promise<number>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      bodies.push(
        res
          .body()
          .then((b) => gzipSync(b, { level: 6 }).length)
          .catch(() => 0),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // an island hydrated on idle may start after the network first settles on a busy machine:
    // wait until every island hydrated on load or idle has hydrated (Astro then drops `ssr`),
    // by when its scripts have arrived
    await page.waitForFunction(
      () => !document.querySelector('astro-island[ssr]:is([client="load"], [client="idle"])'),
      undefined,
      { timeout: 30_000 },
    );
    const scriptSizes = await Promise.all(bodies);
    const scriptGzipBytes = scriptSizes.reduce((a, b) => a + b, 0);
    if (!axe) return { violations: [], scriptGzipBytes, scripts: scriptSizes.length };
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: () => Promise<{
              violations: { id: string; impact: string | null; help: string; nodes: unknown[] }[];
            }>;
          };
        }
      ).axe;
      const result = await axe.run();
      return result.violations;
    });
    return {
      violations: violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.length,
      })),
      scriptGzipBytes,
      scripts: scriptSizes.length,
    };
  } finally {
    await context.close();
  }
}

export interface ValidatorMessage {
  file: string;
  message: string;
  line?: number;
  /** 'error', or 'warning' (the checker's info messages of subtype warning). */
  type?: 'error' | 'warning';
}

/** The Nu Html Checker's errors for each HTML file (one JVM for them all). */
export async function runValidator(files: string[]): Promise<ValidatorMessage[]> {
  return (await runValidatorWithWarnings(files, true)).filter((m) => m.type === 'error');
}

/** The Nu Html Checker's errors and warnings for each HTML file (one JVM for them all). */
export async function runValidatorWithWarnings(
  files: string[],
  errorsOnly = false,
): Promise<ValidatorMessage[]> {
  if (!files.length) return [];
  const jar = require('vnu-jar') as string;
  const { stdout, stderr } = await promisify(execFile)(
    'java',
    [
      '-jar',
      jar,
      '--format',
      'json',
      '--exit-zero-always',
      ...(errorsOnly ? ['--errors-only'] : []),
      ...files,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const out = (stderr || stdout).trim();
  const parsed = JSON.parse(out || '{"messages":[]}') as {
    messages: {
      type: string;
      subType?: string;
      url?: string;
      message: string;
      lastLine?: number;
    }[];
  };
  return parsed.messages.flatMap((m): ValidatorMessage[] => {
    const type =
      m.type === 'error'
        ? 'error'
        : m.type === 'info' && m.subType === 'warning'
          ? 'warning'
          : null;
    if (!type) return [];
    return [
      { file: (m.url ?? '').replace(/^file:/, ''), message: m.message, line: m.lastLine, type },
    ];
  });
}
