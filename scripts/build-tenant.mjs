#!/usr/bin/env node
// Builds tenants in this process.
//   TENANT=<slug> node scripts/build-tenant.mjs   one tenant
//   node scripts/build-tenant.mjs --serve         the tenants build-all sends on stdin, one JSON
//                                                 line each ({"slug": …, "env": {…}}), in turn
// After each build it prints one line `@@result {json}` with pages, seconds, CPU seconds and
// peak memory, which build-all and the build benchmark read.
//
// --serve: a process that has built one tenant starts the next sooner, Astro, Vite and the
// integrations already loaded and compiled (the same HTML, page for page; figures at BUILDS_PER_PROCESS).
// Every build, in a serving process or not, builds its bundles only when no checked recording
// of them is at hand (src/build/bundle-reuse.ts; recordings are kept on disk): the first
// build of a signature records them, the next one of another tenant checks its own against
// them, the later ones, in this process or any other, reuse them; each result says "bundles":
// "built" or "reused" (DEALER_BUNDLE_REUSE=0: every build builds them).
// It builds a tenant once: asked for one it has built, it refuses (a failed result) and
// retires, since that build's bundle stays loaded and would give its pages again
// (scripts/lib/tenant-builder.ts starts a new process instead of asking).
// A build that published records its stock difference for the shoppers' alerts
// (src/build/stock-alerts.ts), which the server's delivery pass sends.
// A build never touches the site it replaces until it has succeeded: Astro writes into a new
// folder beside it (dist/.building-<slug>-<pid>), which replaces dist/<slug> only when the build
// succeeded (two renames; the old folder is deleted after). A failed or interrupted build leaves
// the last good site in place, byte for byte, and its unfinished folder is removed.
// It retires (says so in the result, then exits) after a failed build, after BUILDS_PER_PROCESS
// builds, or once it holds more than RETIRE_RSS_MB: each build's prerender bundle stays loaded
// (Node cannot unload a module), 5–10 MB of heap per sample tenant. build-all starts a fresh
// process for the tenants still to build.
import { readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createServer, isRunnableDevEnvironment } from 'vite';
import { countPages } from './lib/count-pages.mjs';
import { OUTCOME_KEY } from '../src/build/process-keys.mjs';

/**
 * Builds one process runs before it retires (DEALER_BUILDS_PER_PROCESS overrides it; 1 is a
 * fresh process per tenant). A process that has built another tenant starts prerendering
 * sooner than a fresh one; each build leaves a few MB of heap behind (its bundle stays loaded).
 */
const BUILDS_PER_PROCESS = 20;
/** Resident memory past which a serving process retires after its build. */
const RETIRE_RSS_MB = 2048;
/** How often a build samples the process's resident memory for its peak. */
const RSS_SAMPLE_MS = 100;

/** src/integrations/astro-config.ts's tenantAstroConfig, once loaded (configFactory). */
let factory;
/** The Vite module runner (moduleRunner). */
let runner;

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
process.env.DEALER_ISOLATED_ROOT ??= '1';
// bundles recorded once and reused (src/build/bundle-reuse.ts), in a fresh process too:
// DEALER_BUNDLE_REUSE=0 builds them for every tenant
process.env.DEALER_BUNDLE_REUSE ??= '1';
// what Astro's build sets when it is unset; set first, or the Vite server that loads the
// configuration (configFactory) sets 'development' and the first build's bundles are dev ones
process.env.NODE_ENV ||= 'production';
process.chdir(root);

const { build } = await import('astro');

if (process.argv.includes('--serve')) await serve();
else {
  const slug = process.env.TENANT;
  if (!slug) {
    console.error('TENANT is not set');
    process.exit(2);
  }
  const result = await buildTenant(slug, 1);
  console.log(`@@result ${JSON.stringify(result)}`);
  process.exit(result.ok ? 0 : 1);
}

async function serve() {
  // one ordered stream: every line a build logs comes before its @@result line
  process.stderr.write = process.stdout.write.bind(process.stdout);
  const limit = buildsPerProcess(process.env.DEALER_BUILDS_PER_PROCESS);
  const baseEnv = { ...process.env };
  let builds = 0;
  const built = new Set();
  for await (const job of jobsFromStdin()) {
    if (built.has(job.slug)) {
      // its prerender bundle from that build is still loaded under the same file names (Node
      // cannot unload a module), so a second build would render that build's content again
      const refused = {
        slug: job.slug,
        ok: false,
        pages: 0,
        seconds: 0,
        peakMb: process.memoryUsage.rss() / 2 ** 20,
        buildInProcess: builds + 1,
        error: `${job.slug} was built earlier by this build process; a process builds a tenant once (its loaded bundle would give the earlier build's pages), so a rebuild needs a new process`,
      };
      console.log(
        `@@result ${JSON.stringify({ ...refused, retiring: 'asked to build a tenant again' })}`,
      );
      break;
    }
    built.add(job.slug);
    setEnv(baseEnv, job.env ?? {});
    builds++;
    const result = await buildTenant(job.slug, builds);
    const rssMb = process.memoryUsage.rss() / 2 ** 20;
    const retiring = !result.ok
      ? 'the build failed'
      : builds >= limit
        ? `${builds} builds`
        : rssMb > RETIRE_RSS_MB
          ? `${rssMb.toFixed(0)} MB resident`
          : undefined;
    console.log(`@@result ${JSON.stringify({ ...result, ...(retiring ? { retiring } : {}) })}`);
    if (retiring) break;
  }
  process.exit(0);
}

/** The builds sent on stdin, one JSON line each, in order. */
async function* jobsFromStdin() {
  const pending = [];
  let closed = false;
  let wake;
  const lines = createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    if (!line.trim()) return;
    pending.push(JSON.parse(line));
    wake?.();
  });
  lines.on('close', () => {
    closed = true;
    wake?.();
  });
  for (;;) {
    if (pending.length) yield pending.shift();
    else if (closed) return;
    else await new Promise((resolve) => (wake = resolve));
  }
}

/** DEALER_BUILDS_PER_PROCESS (a whole number ≥ 1), else BUILDS_PER_PROCESS. */
function buildsPerProcess(value) {
  const raw = value?.trim();
  if (!raw) return BUILDS_PER_PROCESS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    throw new Error(
      `DEALER_BUILDS_PER_PROCESS must be a whole number of at least 1; it is "${raw}"`,
    );
  }
  return n;
}

/** process.env as it was at start-up, with a build's own variables on top. */
function setEnv(base, env) {
  for (const key of Object.keys(process.env)) if (!(key in base)) delete process.env[key];
  Object.assign(process.env, base, env);
}

/** Builds one tenant (its other variables already in process.env); `buildInProcess` counts from 1. */
async function buildTenant(slug, buildInProcess) {
  process.env.TENANT = slug;
  const started = performance.now();
  const cpuBefore = treeCpuSeconds();
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, RSS_SAMPLE_MS).unref();
  const distDir = process.env.DEALER_DIST_DIR
    ? path.resolve(process.env.DEALER_DIST_DIR, slug)
    : path.join(root, 'dist', slug);
  // the stock guard runs before the previous output is touched: a stop leaves the live site as it is
  const stop = await stockGuardStop(slug, distDir);
  if (stop) {
    clearInterval(sampler);
    console.error(stop);
    return {
      slug,
      ok: false,
      pages: 0,
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: treeCpuSeconds() - cpuBefore,
      peakMb: Math.max(peakRss, process.memoryUsage.rss()) / 2 ** 20,
      buildInProcess,
      stockGuard: 'stopped',
      error: stop.split('\n').slice(0, 12).join('\n'),
    };
  }
  const staging = stagingDirOf(distDir);
  sweepLeftovers(distDir);
  // Astro writes this build's site here (src/integrations/astro-config.ts), not over the live one
  process.env.DEALER_OUT_DIR = staging;
  delete globalThis[OUTCOME_KEY];
  let ok = true;
  let error = '';
  try {
    // DEALER_BUILD_FORCE=1 (build-all --force): render every page, ignoring Astro's incremental cache
    const config = await (await configFactory())(root);
    await build({
      ...config,
      configFile: false,
      mode: 'production',
      force: process.env.DEALER_BUILD_FORCE === '1',
    });
  } catch (e) {
    ok = false;
    error = e instanceof Error ? e.message : String(e);
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  }
  delete process.env.DEALER_OUT_DIR;
  let removed;
  if (ok) {
    try {
      removed = swapIn(staging, distDir);
    } catch (e) {
      ok = false;
      error = `the new site could not replace ${distDir}: ${e instanceof Error ? e.message : e}`;
      console.error(error);
    }
  }
  // a failed build's folder goes; the site it would have replaced stays as it was
  if (!ok) removed = rm(staging, { recursive: true, force: true }).catch(() => undefined);
  await removed;
  // the site is published: its stock difference becomes alerts (sent by the server's delivery pass)
  if (ok) await stockAlerts(slug);
  clearInterval(sampler);
  // a process's first build: its peak is the process's own (start-up included)
  peakRss = Math.max(
    peakRss,
    buildInProcess === 1 ? process.resourceUsage().maxRSS * 1024 : process.memoryUsage.rss(),
  );
  return {
    slug,
    ok,
    pages: ok ? countPages(distDir) : 0,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: treeCpuSeconds() - cpuBefore,
    peakMb: peakRss / 2 ** 20,
    buildInProcess,
    ...(globalThis[OUTCOME_KEY] ?? {}),
    error: error.split('\n').slice(0, 12).join('\n'),
  };
}

/**
 * The Vite module runner this process loads the build's TypeScript through: one Vite server
 * kept for the process's life (it imports the Netlify adapter through it when NETLIFY=true).
 * Astro would load astro.config.mjs through a new Vite server at every build, part of each
 * build's start-up in a process that has built before.
 */
function moduleRunner() {
  runner ??= (async () => {
    const server = await createServer({
      root,
      configFile: false,
      server: { middlewareMode: true, hmr: false, watch: null, ws: false },
      optimizeDeps: { noDiscovery: true },
      clearScreen: false,
      appType: 'custom',
      logLevel: 'error',
      ssr: { external: true },
    });
    const ssr = server.environments.ssr;
    if (!isRunnableDevEnvironment(ssr)) throw new Error('Vite has no runnable ssr environment');
    return ssr.runner;
  })();
  return runner;
}

/** The tenant configuration function (src/integrations/astro-config.ts, which astro.config.mjs also calls), loaded once per process. */
function configFactory() {
  factory ??= moduleRunner()
    .then((r) => r.import(path.join(root, 'src/integrations/astro-config.ts')))
    .then((mod) => mod.tenantAstroConfig);
  return factory;
}

/** Where a build of the site whose live folder is `liveDir` writes: a hidden folder beside it (same file system). */
function stagingDirOf(liveDir) {
  return path.join(path.dirname(liveDir), `.building-${path.basename(liveDir)}-${process.pid}`);
}

/**
 * The stock guard (scripts/lib/stock-guard.ts), before anything touches the tenant's output:
 * null when the build may go on, else why it stops (the cars lost, or a tenant that could not
 * be read at all); the live output is then left as it is.
 */
async function stockGuardStop(slug, distDir) {
  try {
    const mod = await (await moduleRunner()).import(path.join(root, 'scripts/lib/stock-guard.ts'));
    const guard = await mod.checkStockGuard(slug, distDir, process.env);
    if (guard.note) console.log(guard.note);
    else
      console.log(
        `[stock-guard] ${slug}: ${guard.current} cars listed${guard.previous != null ? ` (the last good build had ${guard.previous})` : ''}`,
      );
    return guard.ok ? null : guard.message;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * The stock alerts of a published build (src/build/stock-alerts.ts): the difference from the
 * stock the last build recorded, written to the database. It never fails the build: a site
 * already published stays published, and the next build's difference covers this one's.
 */
async function stockAlerts(slug) {
  try {
    const mod = await (await moduleRunner()).import(path.join(root, 'src/build/stock-alerts.ts'));
    console.log((await mod.recordStockAlerts(slug, process.env)).note);
  } catch (e) {
    console.warn(
      `[alerts] ${slug}: no stock alerts recorded: ${e instanceof Error ? e.message : e}`,
    );
  }
}

/**
 * Puts a finished build in place: the live folder is moved aside, the new one renamed to it
 * (each rename atomic; between the two, for a moment, the local server answers the tenant with
 * its 503 page), and the old one deleted; the promise settles once it is gone. If the second
 * rename fails, the old folder is put back.
 */
function swapIn(staging, liveDir) {
  const aside = path.join(
    path.dirname(liveDir),
    `.previous-${path.basename(liveDir)}-${process.pid}`,
  );
  rmSync(aside, { recursive: true, force: true });
  let hadLive = true;
  try {
    renameSync(liveDir, aside);
  } catch (e) {
    if (e.code !== 'ENOENT') throw e;
    hadLive = false;
  }
  try {
    renameSync(staging, liveDir);
  } catch (e) {
    if (hadLive) renameSync(aside, liveDir);
    throw e;
  }
  return hadLive ? rm(aside, { recursive: true, force: true }).catch(() => undefined) : undefined;
}

/** Folders an interrupted build of this site left (.building-/.previous-<slug>-<pid> of a process no longer running). */
function sweepLeftovers(liveDir) {
  const parent = path.dirname(liveDir);
  const slug = path.basename(liveDir);
  let names;
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const m = /^\.(?:building|previous)-(.+)-(\d+)$/.exec(name);
    if (!m || m[1] !== slug) continue;
    const pid = Number(m[2]);
    if (pid !== process.pid && isRunning(pid)) continue;
    rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

/**
 * User + system CPU seconds of this process and the children it waited for (Pagefind's
 * indexer): /proc/self/stat's utime, stime, cutime, cstime; this process alone elsewhere.
 */
function treeCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields 14–17 of proc(5), counted from 'state' (field 3) at index 0; USER_HZ is 100 on Linux
    return [11, 12, 13, 14].reduce((n, i) => n + Number(f[i]), 0) / 100;
  } catch {
    const u = process.resourceUsage();
    return (u.userCPUTime + u.systemCPUTime) / 1e6;
  }
}
