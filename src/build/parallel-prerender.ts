/**
 * Prerenders pages on worker threads beside the main thread: N workers (one fewer than the
 * cores; PRERENDER_WORKERS overrides it; 0 renders on the main thread alone; so does a tenant
 * with fewer than PRERENDER_MIN_PAGES pages), each running Astro's default prerenderer over
 * the same prerender bundle (src/build/prerender-worker.ts). Wherever a page renders,
 * its body is read once and handed to Astro's generate loop as those bytes
 * (src/build/prerender-page.ts). The main thread keeps Astro's generate loop (paths, incremental cache, file writes, logging)
 * and renders a page itself whenever every worker already holds its full queue
 * (mainThreadRenders); build.concurrency keeps every worker busy. A page that fails fails the
 * build, named by Astro's "Caught error rendering".
 */
import type { AstroConfig, AstroIntegration, AstroIntegrationLogger } from 'astro';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  PrerenderPool,
  type PoolWorker,
  type WorkerSetup,
  type WorkerStats,
} from './prerender-pool';
import {
  loadRenderScope,
  pageResponse,
  renderPage,
  type PrerenderApp,
  type RenderScope,
} from './prerender-page';

/**
 * Pages in flight per worker: enough that a worker never waits for the main thread, which
 * also renders pages of its own (with 1 in flight a worker sat idle waiting; measured with
 * interleaved runs, figures in the commit history).
 */
const PAGES_IN_FLIGHT_PER_WORKER = 6;
/**
 * Pages the main thread renders at once, only when every worker holds its full queue. One:
 * each page it renders delays the writes and the hand-out of pages to the workers (2 or 4
 * at once were slower).
 */
const MAIN_THREAD_PAGES = 1;
/** Pages in flight at once, so that every worker has its queue full and the main thread its own. */
const PAGES_ON_THE_MAIN_THREAD_ALONE = 4;
const ENTRY_PREFIX = 'prerender-entry';
/**
 * Each worker's young generation: rendering allocates much short-lived garbage, and a larger
 * nursery scavenges less often (less CPU in the workers and V8's GC threads; Node's default
 * is 16 MB semi-spaces).
 */
const YOUNG_GENERATION_MB = 64;
/** Below this many pages a worker's start-up costs more than it renders. */
const DEFAULT_MIN_PAGES = 1000;

/**
 * Node's own import(): Astro loads this file through Vite's module runner, whose import() is
 * closed by the time pages render, and which would load the bundle as a second copy besides
 * the one Astro's prerenderer imports.
 */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- Node's own import(), out of reach of Vite's module runner (above)
const nativeImport = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<unknown>;

/**
 * Workers for a build that has `cores` to itself: one fewer, none below 2 cores; the main thread
 * is the other renderer. It keeps Astro's generate loop and writes every page twice (the output
 * and the incremental cache), so it renders only what the workers leave: on 2 cores, two
 * workers with the main thread not rendering were slower than the main thread alone, and one
 * worker beside the rendering main thread faster (interleaved pairs; docs/benchmarks.md).
 */
export function defaultPrerenderWorkers(cores: number): number {
  return Math.max(0, cores - 1);
}

/**
 * Whether the main thread renders the next page itself: only when each worker holds its full
 * queue (`inFlight`, the pool's pages in flight per worker) and the main thread has fewer than
 * MAIN_THREAD_PAGES of its own in flight. A worker left with room is always sent the page.
 */
export function mainThreadRenders(
  inFlight: readonly number[],
  mainInFlight: number,
  perWorker = PAGES_IN_FLIGHT_PER_WORKER,
  mainPages = MAIN_THREAD_PAGES,
): boolean {
  return mainInFlight < mainPages && inFlight.every((n) => n >= perWorker);
}

/** build.concurrency: each worker's queue and the main thread's own pages, or 4 on the main thread alone. */
export function pagesInFlight(workers: number): number {
  return workers === 0
    ? PAGES_ON_THE_MAIN_THREAD_ALONE
    : workers * PAGES_IN_FLIGHT_PER_WORKER + MAIN_THREAD_PAGES;
}

/** How many workers: PRERENDER_WORKERS (a whole number ≥ 0), else defaultPrerenderWorkers. */
export function prerenderWorkers(
  env: Record<string, string | undefined> = process.env,
  parallelism = os.availableParallelism(),
): number {
  const raw = env.PRERENDER_WORKERS?.trim();
  if (!raw) return defaultPrerenderWorkers(parallelism);
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    throw new Error(`PRERENDER_WORKERS must be a whole number of at least 0; it is "${raw}"`);
  }
  return n;
}

/** Fewest pages worth starting workers for: PRERENDER_MIN_PAGES (a whole number ≥ 0), else 1,000. */
export function prerenderMinPages(env: Record<string, string | undefined> = process.env): number {
  const raw = env.PRERENDER_MIN_PAGES?.trim();
  if (!raw) return DEFAULT_MIN_PAGES;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    throw new Error(`PRERENDER_MIN_PAGES must be a whole number of at least 0; it is "${raw}"`);
  }
  return n;
}

type AstroPrerenderer = Parameters<
  Parameters<NonNullable<AstroIntegration['hooks']['astro:build:start']>>[0]['setPrerenderer']
>[0] & { name: string };
type DefaultPrerenderer = Exclude<AstroPrerenderer, (...args: never[]) => unknown> & {
  app?: PrerenderApp & { setInternals(internals: unknown): void; getOptions(): BuildOptions };
};
type SetPrerenderer = (
  factory: (defaultPrerenderer: DefaultPrerenderer) => AstroPrerenderer,
) => void;

interface BuildOptions {
  settings: { scripts: unknown[] };
  logger: { options: { destination: { write(event: unknown): unknown } } };
}
interface BuildInternals {
  prerenderEntryFileName?: string;
  pagesByKeys: Map<string, { component: string; styles: unknown[] }>;
  entrySpecifierToBundleMap: Map<string, string>;
}

export function parallelPrerender(): AstroIntegration {
  const workers = prerenderWorkers();
  const minPages = prerenderMinPages();
  let config: AstroConfig | undefined;
  let setPrerenderer: SetPrerenderer | undefined;
  return {
    name: 'dealer-parallel-prerender',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        // on the main thread alone too: the next page renders while the last one's two files
        // (the page and its incremental-cache copy) are written
        updateConfig({ build: { concurrency: pagesInFlight(workers) } });
      },
      'astro:config:done': (options) => {
        config = options.config;
      },
      'astro:build:start': (options) => {
        setPrerenderer = options.setPrerenderer as unknown as SetPrerenderer;
      },
      // Set only now, once Astro has made the Vite build config: with a prerenderer set before,
      // Astro would leave its prerender entry (the bundle the workers import) out of the build.
      'astro:build:setup': ({ logger }) => {
        if (!setPrerenderer || !config) return;
        // Astro's prerender output: under build.server when the build has on-demand routes
        // ('server' build output), else under outDir
        const dirs = [config.build.server, config.outDir].map((d) => new URL('./.prerender/', d));
        setPrerenderer((defaultPrerenderer) =>
          workerPrerenderer(defaultPrerenderer, workers, minPages, dirs, logger),
        );
        setPrerenderer = undefined;
      },
    },
  };
}

function workerPrerenderer(
  fallback: DefaultPrerenderer,
  count: number,
  minPages: number,
  prerenderDirs: URL[],
  logger: AstroIntegrationLogger,
): AstroPrerenderer {
  let pool: PrerenderPool | undefined;
  let mainInFlight = 0;
  let mainPages = 0;
  let startPool: ((workers: number) => void) | undefined;
  let scope: RenderScope | undefined;
  /** A page rendered on this thread, read once (prerender-page.ts). */
  const renderHere = async (
    request: Request,
    routeData: unknown,
    collectMetadata: boolean | undefined,
  ) => {
    if (!fallback.app || !scope) throw new Error('parallel prerender: rendering before setup');
    const page = await renderPage(
      fallback.app,
      request,
      routeData,
      collectMetadata === true,
      scope,
    );
    return pageResponse(page) as unknown as Response;
  };
  return {
    name: 'dealer:worker-threads',
    async setup() {
      const astroDir = astroPackageDir();
      scope = await loadRenderScope(astroDir, nativeImport);
      // no workers to start: the main thread renders alone, set up as Astro sets it up
      if (count === 0) return fallback.setup?.();
      const entry = findPrerenderEntry(prerenderDirs);
      if (!entry) {
        // an adapter that writes its prerender bundle elsewhere: the main thread renders alone
        logger.warn(
          `no single ${ENTRY_PREFIX}*.mjs in ${prerenderDirs.map((d) => fileURLToPath(d)).join(', ')}: pages render on the main thread`,
        );
        return fallback.setup?.();
      }
      // Astro's prerenderer hands the build internals to the bundle's app; catch them on the way
      const mod = (await nativeImport(pathToFileURL(entry.file).href)) as {
        app: { setInternals: (this: unknown, internals: unknown) => void };
      };
      let internals: BuildInternals | undefined;
      const setInternals = mod.app.setInternals;
      mod.app.setInternals = function (this: unknown, value: unknown) {
        internals = value as BuildInternals;
        return setInternals.call(this, value);
      };
      try {
        await fallback.setup?.();
      } finally {
        mod.app.setInternals = setInternals;
      }
      if (!internals || fallback.app !== mod.app) {
        throw new Error(`parallel prerender: Astro did not render from ${entry.file}`);
      }
      const options = fallback.app.getOptions();
      const setup: WorkerSetup = {
        prerenderOutputDir: pathToFileURL(entry.dir + '/').href,
        prerenderEntryFileName: entry.name,
        pages: [...internals.pagesByKeys].map(([key, page]) => [
          key,
          { component: page.component, styles: page.styles },
        ]),
        bundles: [...internals.entrySpecifierToBundleMap],
        scripts: options.settings.scripts,
        astroDir,
      };
      const workerFile = fileURLToPath(new URL('./prerender-worker.ts', import.meta.url));
      const destination = options.logger.options.destination;
      startPool = (workers) => {
        const threads: PoolWorker[] = Array.from(
          { length: workers },
          () =>
            new Worker(workerFile, {
              workerData: setup,
              resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
            }) as unknown as PoolWorker,
        );
        pool = new PrerenderPool(threads, (event) => destination.write(event));
      };
    },
    async getStaticPaths() {
      const paths = await fallback.getStaticPaths();
      // a worker costs CPU to start (the bundle, the content store, each route's
      // getStaticPaths again): below minPages the main thread renders, as Astro alone does
      if (startPool && count > 0 && paths.length >= minPages) {
        startPool(count);
        logger.info(
          `${paths.length} pages on ${workersPhrase(count, 'prerender worker')} and the main thread`,
        );
      } else if (startPool && count > 0) {
        logger.info(
          `${paths.length} pages on the main thread (fewer than PRERENDER_MIN_PAGES=${minPages})`,
        );
      }
      return paths;
    },
    async render(request, { routeData, collectMetadata }) {
      if (!pool) {
        mainPages++;
        return renderHere(request, routeData, collectMetadata);
      }
      if (mainThreadRenders(pool.inFlight, mainInFlight)) {
        mainInFlight++;
        mainPages++;
        try {
          return await renderHere(request, routeData, collectMetadata);
        } finally {
          mainInFlight--;
        }
      }
      const page = await pool.render({
        url: request.url,
        route: routeData.route,
        component: routeData.component,
        collectMetadata: collectMetadata === true,
      });
      // the worker's bytes, as they crossed over
      return pageResponse(page) as unknown as Response;
    },
    async teardown() {
      if (pool) {
        const stats = await pool.stats();
        const main = process.threadCpuUsage();
        logger.info(statsLine(stats, mainPages, (main.user + main.system) / 1e6));
      }
      await pool?.close();
      pool = undefined;
      await fallback.teardown?.();
    },
  };
}

/**
 * "5142 pages: 2555 on the main thread (24.8 CPU s so far), 2587 on 1 worker (2587 pages, 16.1 CPU s)";
 * a worker lost or silent counts as "?".
 */
export function statsLine(
  stats: (WorkerStats | null)[],
  mainPages: number,
  mainCpuSeconds: number,
): string {
  const known = stats.filter((s): s is WorkerStats => s !== null);
  const workerPages = known.reduce((n, s) => n + s.pages, 0);
  const each = (f: (s: WorkerStats) => string) => stats.map((s) => (s ? f(s) : '?')).join(' + ');
  return (
    `${mainPages + workerPages} pages: ${mainPages} on the main thread ` +
    `(${mainCpuSeconds.toFixed(1)} CPU s so far), ${workerPages} on ` +
    `${workersPhrase(stats.length)} (${each((s) => String(s.pages))} pages, ` +
    `${each((s) => s.cpuSeconds.toFixed(1))} CPU s)`
  );
}

/** "1 worker", "2 workers" (or another noun for a worker). */
function workersPhrase(count: number, noun = 'worker'): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The astro package's folder, as a file: URL ending in '/'. */
function astroPackageDir(): string {
  return pathToFileURL(
    createRequire(import.meta.url)
      .resolve('astro/package.json')
      .replace(/package\.json$/, ''),
  ).href;
}

/** The prerender bundle's entry: the one prerender-entry.<hash>.mjs in the first folder holding one. */
function findPrerenderEntry(
  candidates: URL[],
): { file: string; dir: string; name: string } | undefined {
  for (const dirUrl of candidates) {
    const dir = fileURLToPath(dirUrl).replace(/\/$/, '');
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    const found = names.filter((n) => n.startsWith(ENTRY_PREFIX) && n.endsWith('.mjs'));
    if (found.length === 1) return { file: `${dir}/${found[0]}`, dir, name: found[0] };
  }
  return undefined;
}
