/**
 * One prerender worker thread (started by src/build/parallel-prerender.ts). It sets up
 * Astro's own default prerenderer over the same prerender bundle as the main thread, with the
 * build internals rendering reads (each page's styles, the client entries' hashed files, the
 * injected scripts), renders each page with its app (src/build/prerender-page.ts) and
 * answers with its status, headers, body and, when the incremental build asks, the metadata
 * Astro records for it.
 *
 * Node runs this file directly (type stripping): erasable TypeScript only, and relative imports
 * name their .ts file.
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  serializeError,
  type FromWorker,
  type RenderedPage,
  type RenderJob,
  type ToWorker,
  type WorkerSetup,
} from './prerender-pool.ts';
import {
  loadRenderScope,
  renderPage,
  type PrerenderApp,
  type RenderScope,
} from './prerender-page.ts';

interface RouteData {
  route: string;
  component: string;
  fallbackRoutes?: RouteData[];
}

interface Prerenderer {
  setup(): Promise<void>;
  app: PrerenderApp & { manifest: { routes: { routeData: RouteData }[] } };
}

const port = parentPort;
if (!port) throw new Error('prerender-worker.ts runs only as a worker thread');
const setup = workerData as WorkerSetup;

function post(message: FromWorker, transfer: ArrayBuffer[] = []): void {
  port!.postMessage(message, transfer);
}

async function start(): Promise<{
  prerenderer: Prerenderer;
  routes: Map<string, RouteData>;
  createRequest: RequestFactory;
  scope: RenderScope;
}> {
  const astro = (file: string) => import(new URL(file, setup.astroDir).href);
  const [{ createDefaultPrerenderer }, { createRequest }, scope] = await Promise.all([
    astro('dist/core/build/default-prerenderer.js'),
    astro('dist/core/request.js'),
    loadRenderScope(setup.astroDir),
  ]);
  const internals = {
    prerenderEntryFileName: setup.prerenderEntryFileName,
    pagesByKeys: new Map(setup.pages),
    entrySpecifierToBundleMap: new Map(setup.bundles),
  };
  // Astro's logger hands each event to its destination: the main thread writes them, in order
  // with its own lines
  const destination = {
    write(event: unknown) {
      post({ type: 'log', event });
      return true;
    },
  };
  const options = { settings: { scripts: setup.scripts }, logger: { options: { destination } } };
  const prerenderer = createDefaultPrerenderer({
    internals,
    options,
    prerenderOutputDir: new URL(setup.prerenderOutputDir),
  }) as Prerenderer;
  await prerenderer.setup();
  const routes = new Map<string, RouteData>();
  const add = (route: RouteData) => {
    routes.set(routeKey(route), route);
    for (const fallback of route.fallbackRoutes ?? []) add(fallback);
  };
  for (const { routeData } of prerenderer.app.manifest.routes) add(routeData);
  return { prerenderer, routes, createRequest, scope };
}

type RequestFactory = (options: {
  url: URL;
  headers: Headers;
  logger: unknown;
  isPrerendered: boolean;
  routePattern: string;
}) => Request;

function routeKey(route: { route: string; component: string }): string {
  return `${route.component}\u0000${route.route}`;
}

const started = start();

async function render(job: RenderJob): Promise<{ page: RenderedPage; transfer: ArrayBuffer[] }> {
  const { prerenderer, routes, createRequest, scope } = await started;
  const routeData = routes.get(routeKey(job));
  if (!routeData)
    throw new Error(`No route ${job.route} (${job.component}) in the prerender bundle`);
  const request = createRequest({
    url: new URL(job.url),
    headers: new Headers(),
    logger: prerenderer.app.logger,
    isPrerendered: true,
    routePattern: job.component,
  });
  // the page's body read once, and handed over to the main thread without a copy
  const rendered = await renderPage(
    prerenderer.app,
    request,
    routeData,
    job.collectMetadata,
    scope,
  );
  const page: RenderedPage = { ...rendered, headers: [...rendered.headers] };
  return { page, transfer: rendered.body ? [rendered.body] : [] };
}

let pagesRendered = 0;

port.on('message', (message: ToWorker) => {
  if (message.type === 'stats') {
    const cpu = process.threadCpuUsage();
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    post({ type: 'stats', stats: { pages: pagesRendered, cpuSeconds } });
    return;
  }
  const { id } = message;
  render(message.job).then(
    ({ page, transfer }) => {
      pagesRendered++;
      post({ type: 'rendered', id, page }, transfer);
    },
    (error: unknown) => {
      post({ type: 'failed', id, error: serializeError(error) });
    },
  );
});
