/**
 * Builds every tenant's site: one `astro build` per tenant, into dist/<slug>/. As many run at
 * once as there are cores, each in a build process (scripts/build-tenant.mjs --serve) that
 * builds its tenants one after another and is replaced after a failure or 20 builds
 * (scripts/lib/tenant-builder.ts); each tenant has its own root, cache and output folders.
 * A tenant that fails never stops the others, and never takes its own site down: a build
 * writes a new folder that replaces dist/<slug> only when it succeeded (scripts/build-tenant.mjs),
 * so a failed tenant's last good site stays in place (the report says so: `kept`). The run
 * exits non-zero after all finished if any failed.
 *
 *   npm run build                         every tenant
 *   npm run build -- --tenant a,b         only these
 *   npm run build -- --shard 2/4          the 2nd of 4 CI shards
 *   npm run build -- --concurrency 1
 *   npm run build -- --force              build even the tenants that are unchanged
 *   npm run build -- --report <file>      the results as JSON (default reports/build.json)
 *   npm run build -- --allow-stock-drop   build even a tenant whose stock list lost more than
 *                                         its share of cars since its last good build (the stock
 *                                         guard, docs/stock-lifecycle.md; CI: DEALER_ALLOW_STOCK_DROP=1)
 *
 * Tenants build largest first (by the entries of their content collections, which the
 * digests count), so that a large one is not left building alone at the end.
 *
 * Incremental: a tenant whose digest (code, build environment, date and every content
 * collection; src/build/build-digest.ts) equals its last successful build's, and whose
 * output is complete, is skipped; the table says why each tenant built or was skipped.
 * A tenant that builds passes its site-wide digest to the build, so its vehicle pages
 * whose car is unchanged are restored from Astro's incremental cache (.cache/<slug>).
 */
import { availableParallelism } from 'node:os';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { selectTenants } from './scripts/lib/tenants';
import { TenantBuilder } from './scripts/lib/tenant-builder';
import { readBuildRecord } from './src/build/build-digest';
import { defaultPrerenderWorkers } from './src/build/parallel-prerender';
import type { BundleOutcome } from './src/build/bundle-reuse';
import { ALLOW_STOCK_DROP_ENV } from './src/domain/vehicle/stock-guard';
import { touchStockCheck } from './scripts/lib/stock-guard';
import {
  clearBuildRecord,
  expectedSize,
  hasSite,
  largestFirst,
  planBuilds,
  tenantDigests,
  writeBuildRecord,
  type BuildPlan,
} from './scripts/lib/incremental';
import { TEST_PROVIDER_SETTING } from './src/domain/checkout/reservation';

/** A tenant's build; what it did with its bundles in BundleOutcome's fields (src/build/bundle-reuse.ts). */
export interface TenantBuildResult extends Partial<BundleOutcome> {
  slug: string;
  ok: boolean;
  pages: number;
  seconds: number;
  peakMb: number;
  error: string;
  log: string;
  /** User + system CPU seconds of the tenant's build process and its children (the machine may be shared). */
  cpuSeconds?: number;
  /** Seconds from the start of the tenant's build to its first rendered page (the fixed start-up). */
  startupSeconds?: number;
  /** 1 when the tenant built in a fresh process, n for the process's nth build. */
  buildInProcess?: number;
  /** Incremental runs: skipped because unchanged, and why it built or was skipped. */
  skipped?: boolean;
  reason?: string;
  /** Pages Astro restored from its incremental cache instead of rendering. */
  restored?: number;
  /** What built but looks wrong (a site with no cars). */
  warnings?: string[];
  /** A failed build: what is in dist/<slug> now (the previous site, untouched, or none). */
  kept?: string;
}

/** The stock loader's log line ('{slug}: {n} stock', src/data/loaders.ts) → a warning at 0. */
export function stockWarnings(slug: string, log: string): string[] {
  const m = new RegExp(`\\b${slug}: (\\d+) stock\\b`).exec(log);
  return m && Number(m[1]) === 0
    ? [
        `built with 0 cars: check SEARCH_HOST, MEILI_BUILD_KEY and the website's search_filters (npm run doctor -- --tenant ${slug})`,
      ]
    : [];
}

const root = path.dirname(fileURLToPath(import.meta.url));

export async function buildTenants(
  slugs: string[],
  options: {
    concurrency?: number;
    logDir?: string;
    env?: Record<string, string>;
    quiet?: boolean;
    /** Skip tenants unchanged since their last build (build-all's command line does). */
    incremental?: boolean;
    /** With incremental: build every tenant anyway, and render every page. */
    force?: boolean;
    /** Tenants one build process builds before a fresh one takes over (1: a process each). */
    buildsPerProcess?: number;
    /** Build past the stock guard (src/domain/vehicle/stock-guard.ts): a real clear-out of stock. */
    allowStockDrop?: boolean;
  } = {},
): Promise<TenantBuildResult[]> {
  const twice = slugs.filter((slug, i) => slugs.indexOf(slug) !== i);
  if (twice.length)
    throw new Error(
      `buildTenants: ${[...new Set(twice)].join(', ')} listed more than once (two builds of a tenant would write one output folder at once)`,
    );
  const concurrency = Math.max(1, options.concurrency ?? availableParallelism());
  const logDir = options.logDir ?? path.join(root, 'reports', 'build-logs');
  mkdirSync(logDir, { recursive: true });
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;
  const say = (line: string) => !options.quiet && console.log(line);
  const results: TenantBuildResult[] = new Array(slugs.length);
  const running = new Map<string, { pages: number; since: number }>();
  let next = 0;
  let done = 0;
  const distDir = options.env?.DEALER_DIST_DIR ?? process.env.DEALER_DIST_DIR;
  const outDirOf = (slug: string) =>
    path.join(distDir ? path.resolve(root, distDir) : path.join(root, 'dist'), slug);
  const plans = new Map<string, BuildPlan>();
  let queue = slugs.map((_, index) => index);
  if (options.incremental) {
    const digests = await tenantDigests(slugs, { root, env: options.env });
    for (const plan of planBuilds(slugs, digests, { outDirOf, force: options.force }))
      plans.set(plan.slug, plan);
    queue = queue.filter((index) => {
      const plan = plans.get(slugs[index]) as BuildPlan;
      if (plan.build) return true;
      if (plan.failed) {
        results[index] = {
          slug: plan.slug,
          ok: false,
          pages: 0,
          seconds: 0,
          peakMb: 0,
          error: plan.failed,
          log: '',
          reason: plan.reason,
          kept: keptSite(outDirOf(plan.slug), plan.previous?.builtAt),
        };
        say(`[${index + 1}/${slugs.length}] ${plan.slug}: ✗ FAILED: ${plan.failed}`);
        return false;
      }
      results[index] = {
        slug: plan.slug,
        ok: true,
        pages: plan.previous?.pages ?? 0,
        seconds: 0,
        peakMb: 0,
        error: '',
        log: '',
        skipped: true,
        reason: plan.reason,
      };
      // the digest has just read the stock and found it unchanged: the site says so
      touchStockCheck(outDirOf(plan.slug));
      say(`[${index + 1}/${slugs.length}] ${plan.slug}: skipped, ${plan.reason}`);
      return false;
    });
    // the largest first, so that no large tenant is left to build alone at the end
    queue = largestFirst(queue, (index) => expectedSize(plans.get(slugs[index]) as BuildPlan));
  }

  const ticker = setInterval(() => {
    if (running.size === 0) return;
    const parts = [...running].map(
      ([slug, r]) =>
        `${slug} ${r.pages} pages ${((performance.now() - r.since) / 1000).toFixed(0)}s`,
    );
    say(`  … ${done}/${queue.length} done, elapsed ${elapsed()}; building: ${parts.join('; ')}`);
  }, 10_000);

  async function buildOne(index: number, builder: TenantBuilder): Promise<void> {
    const slug = slugs[index];
    const logFile = path.join(logDir, `${slug}.log`);
    const log = createWriteStream(logFile);
    const state = { pages: 0, since: performance.now(), firstPage: 0 };
    running.set(slug, state);
    say(
      `[${index + 1}/${slugs.length}] ${slug}: building (elapsed ${elapsed()}, log ${path.relative(root, logFile)})`,
    );
    let restored = 0;
    const plan = plans.get(slug);
    const previous = plan?.previous ?? readBuildRecord(outDirOf(slug));
    if (plan) clearBuildRecord(outDirOf(slug));
    const outcome = await builder.build(
      {
        slug,
        env: {
          // the key under which Astro may reuse a page whose own data is unchanged (src/data/page-cache-key.ts)
          ...(plan?.digest ? { DEALER_PAGE_CACHE_BASE: plan.digest.sitewide } : {}),
          ...(options.force ? { DEALER_BUILD_FORCE: '1' } : {}),
          ...(options.allowStockDrop ? { [ALLOW_STOCK_DROP_ENV]: '1' } : {}),
          // a build served by the local server shows the labelled test provider it pays with
          // (scripts/lib/server-state.ts enables it there); a Netlify build decides by its own env
          ...(!process.env.NETLIFY && process.env[TEST_PROVIDER_SETTING.name] === undefined
            ? { [TEST_PROVIDER_SETTING.name]: TEST_PROVIDER_SETTING.value }
            : {}),
          // the cores shared out among the builds running at once (src/build/parallel-prerender.ts)
          PRERENDER_WORKERS:
            options.env?.PRERENDER_WORKERS ??
            process.env.PRERENDER_WORKERS ??
            String(
              defaultPrerenderWorkers(
                Math.floor(availableParallelism() / Math.min(concurrency, queue.length)),
              ),
            ),
        },
      },
      (text) => {
        log.write(text);
        // Astro logs each prerendered page as '├─ /path/index.html', its timing in a later write.
        state.pages += (text.match(/[├└]─ \S+\.html/g) ?? []).length;
        if (state.pages > 0 && !state.firstPage) state.firstPage = performance.now();
        restored += (text.match(/\((?:restored|cached)\)/g) ?? []).length;
      },
    );
    await new Promise<void>((resolve) => log.end(resolve));
    running.delete(slug);
    done++;
    const startupSeconds = state.firstPage ? (state.firstPage - state.since) / 1000 : undefined;
    const r: TenantBuildResult = outcome.result
      ? { ...outcome.result, startupSeconds, log: logFile }
      : {
          slug,
          ok: false,
          pages: 0,
          seconds: 0,
          peakMb: 0,
          error: outcome.exit ?? 'no result',
          log: logFile,
        };
    if (r.ok) {
      const warnings = stockWarnings(slug, readFileSync(logFile, 'utf8'));
      if (warnings.length) r.warnings = warnings;
    } else r.kept = keptSite(outDirOf(slug), previous?.builtAt);
    if (plan) {
      r.reason = plan.reason;
      r.restored = restored;
      if (r.ok && plan.digest) writeBuildRecord(outDirOf(slug), plan.digest, r);
    }
    results[index] = r;
    const progress = `${done}/${queue.length} done, elapsed ${elapsed()}`;
    say(
      r.ok
        ? `[${index + 1}/${slugs.length}] ${slug}: ✓ ${r.pages} pages in ${r.seconds.toFixed(1)}s (${progress})`
        : `[${index + 1}/${slugs.length}] ${slug}: ✗ FAILED after ${r.seconds.toFixed(1)}s (${progress}): ${firstLine(r.error)}`,
    );
  }

  // each builds its tenants in one process after another (scripts/lib/tenant-builder.ts)
  async function worker(): Promise<void> {
    const builder = new TenantBuilder({
      env: options.env,
      buildsPerProcess: options.buildsPerProcess,
    });
    try {
      while (next < queue.length) await buildOne(queue[next++], builder);
    } finally {
      await builder.close();
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  clearInterval(ticker);
  return results;
}

/** What a failed tenant's output folder holds: its previous site, left as it was, or nothing. */
export function keptSite(outDir: string, builtAt?: string): string {
  if (!hasSite(outDir)) return 'no previous site: nothing is served for it until a build succeeds';
  return `the previous site is still in place${builtAt ? ` (built ${builtAt})` : ''}, untouched`;
}

function firstLine(text: string): string {
  return text.split('\n').find((l) => l.trim()) ?? '';
}

export function summaryTable(results: TenantBuildResult[]): string {
  const why = (r: TenantBuildResult) =>
    [
      r.warnings?.length ? 'WARNING: 0 cars' : '',
      r.reason === undefined
        ? ''
        : r.restored
          ? `${r.reason}; ${r.restored} pages reused`
          : r.reason,
    ]
      .filter(Boolean)
      .join('; ');
  const rows = results.map((r) => [
    r.slug,
    String(r.pages),
    r.seconds.toFixed(1),
    r.skipped ? 'skipped' : r.ok ? 'ok' : 'FAILED',
    r.ok
      ? why(r)
      : [why(r), r.kept?.startsWith('the previous') ? 'previous site kept' : 'no site']
          .filter(Boolean)
          .join('; '),
  ]);
  const head = ['tenant', 'pages', 'seconds', 'result', 'why'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i >= 3 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  const out = [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
  for (const r of results)
    for (const w of r.warnings ?? []) out.push('', `${r.slug} warning: ${w}`);
  const failed = results.filter((r) => !r.ok);
  for (const r of failed)
    out.push(
      '',
      `${r.slug} failed${r.log ? ` (log: ${path.relative(root, r.log)})` : ''}:`,
      ...r.error.split('\n').map((l) => `  ${l}`),
      ...(r.kept ? [`  ${r.kept}`] : []),
    );
  return out.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      tenant: { type: 'string' },
      shard: { type: 'string' },
      concurrency: { type: 'string' },
      force: { type: 'boolean' },
      report: { type: 'string' },
      'allow-stock-drop': { type: 'boolean' },
    },
  });
  const slugs = selectTenants({ tenants: values.tenant, shard: values.shard });
  if (slugs.length === 0) {
    console.error('No tenants to build: add tenants/<slug>/tenant.json');
    process.exit(1);
  }
  const started = performance.now();
  console.log(`Building ${slugs.length} tenant(s): ${slugs.join(', ')}`);
  const results = await buildTenants(slugs, {
    concurrency: values.concurrency ? Number(values.concurrency) : undefined,
    incremental: true,
    force: values.force,
    allowStockDrop: values['allow-stock-drop'],
  });
  const report = path.resolve(values.report ?? path.join(root, 'reports', 'build.json'));
  mkdirSync(path.dirname(report), { recursive: true });
  writeFileSync(report, JSON.stringify(results, null, 2));
  console.log(
    `\n${summaryTable(results)}\n\nTotal ${((performance.now() - started) / 1000).toFixed(1)}s`,
  );
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
