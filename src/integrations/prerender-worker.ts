/**
 * One prerender worker thread (started by src/integrations/parallel-prerender.ts). It runs
 * Astro's own default prerenderer over the same prerender bundle as the main thread, with the
 * build internals rendering reads (each page's styles, the client entries' hashed files, the
 * injected scripts), and answers each page with its status, headers, body and, when the
 * incremental build asks, the metadata Astro records for it.
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

interface RouteData {
  route: string;
  component: string;
  fallbackRoutes?: RouteData[];
}

interface Prerenderer {
  setup(): Promise<void>;
  render(
    request: Request,
    options: { routeData: RouteData; collectMetadata?: boolean },
  ): Promise<Response | { response: Response; metadata?: unknown }>;
  app: { logger: unknown; manifest: { routes: { routeData: RouteData }[] } };
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
}> {
  const astro = (file: string) => import(new URL(file, setup.astroDir).href);
  const [{ createDefaultPrerenderer }, { createRequest }] = await Promise.all([
    astro('dist/core/build/default-prerenderer.js'),
    astro('dist/core/request.js'),
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
  return { prerenderer, routes, createRequest };
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
  const { prerenderer, routes, createRequest } = await started;
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
  const rendered = await prerenderer.render(request, {
    routeData,
    collectMetadata: job.collectMetadata,
  });
  const { response, metadata } = rendered instanceof Response ? { response: rendered } : rendered;
  const body = response.body === null ? null : await response.arrayBuffer();
  const page: RenderedPage = {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body,
    ...(metadata === undefined ? {} : { metadata }),
  };
  return { page, transfer: body ? [body] : [] };
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
