/**
 * One prerendered page, rendered and read once, for Astro's generate loop (main thread) or a
 * prerender worker (src/build/prerender-worker.ts).
 *
 * Astro's own prerenderer, when the incremental build collects each page's metadata (every
 * build here), reads the rendered page into bytes and wraps them in a new Response, a copy;
 * the generate loop then reads that Response back, another copy through undici's body stream.
 * A worker's page was read once more in the worker and wrapped again on the main thread.
 * Here the page's body is read once, into one ArrayBuffer, and the generate loop is handed a
 * response that gives back those bytes (pageResponse).
 *
 * The same steps as Astro's renderForPrerender (astro/dist/core/app/prerender.js) otherwise: the
 * render runs inside Astro's metadata scope when asked, and a null-body status has no body.
 *
 * Node runs this file directly in the worker (type stripping): erasable TypeScript only.
 */

/** The app in Astro's prerender bundle: what rendering a page reads of it. */
export interface PrerenderApp {
  render(request: Request, options: { routeData: unknown }): Promise<Response>;
  logger: unknown;
}

/** Astro's render scope, which collects a page's metadata for the incremental build. */
export interface RenderScope {
  collectPrerenderMetadata<T>(
    fn: () => Promise<T>,
    logger: unknown,
  ): Promise<{ value: T; metadata?: unknown }>;
  ensureAsyncRenderScope(): unknown;
}

/** A page as rendered: its status, headers and body bytes (null: no body), and its metadata. */
export interface PageRender {
  status: number;
  statusText: string;
  headers: Headers;
  body: ArrayBuffer | null;
  metadata?: unknown;
}

/** Statuses whose response has no body (the same list as Astro's renderForPrerender). */
const NULL_BODY_STATUSES = [101, 204, 205, 304];

/** Astro's render-scope modules, from the astro package folder (a file: URL ending in '/'). */
export async function loadRenderScope(
  astroDir: string,
  load: (url: string) => Promise<unknown> = (url) => import(url),
): Promise<RenderScope> {
  const [collect, nodeScope] = (await Promise.all([
    load(new URL('dist/core/render-scope/collect.js', astroDir).href),
    load(new URL('dist/core/render-scope/node-scope.js', astroDir).href),
  ])) as [
    Pick<RenderScope, 'collectPrerenderMetadata'>,
    Pick<RenderScope, 'ensureAsyncRenderScope'>,
  ];
  return {
    collectPrerenderMetadata: collect.collectPrerenderMetadata,
    ensureAsyncRenderScope: nodeScope.ensureAsyncRenderScope,
  };
}

/** Renders the page of `request` and reads its body once; within the metadata scope if asked. */
export async function renderPage(
  app: PrerenderApp,
  request: Request,
  routeData: unknown,
  collectMetadata: boolean,
  scope: RenderScope,
): Promise<PageRender> {
  const read = async (): Promise<PageRender> => {
    const rendered = await app.render(request, { routeData });
    const bytes = rendered.body === null ? null : await rendered.arrayBuffer();
    return {
      status: rendered.status,
      statusText: rendered.statusText,
      headers: rendered.headers,
      body: bytes === null || NULL_BODY_STATUSES.includes(rendered.status) ? null : bytes,
    };
  };
  if (!collectMetadata) return read();
  scope.ensureAsyncRenderScope();
  const { value, metadata } = await scope.collectPrerenderMetadata(read, app.logger);
  return metadata === undefined ? value : { ...value, metadata };
}

/**
 * What Astro's generate loop reads of a page's Response (astro/dist/core/build/generate.js
 * renderPath): its status, its headers (a redirect's Location; an adapter's static headers),
 * whether it has a body, and the body's bytes, here given back as they are.
 */
export interface PageResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: Headers;
  /** The body's bytes, or null: the loop only asks whether there is one. */
  readonly body: ArrayBuffer | null;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** A rendered page as the prerenderer's answer: its response, with its metadata when collected. */
export function pageResponse(page: {
  status: number;
  statusText: string;
  headers: Headers | [string, string][];
  body: ArrayBuffer | null;
  metadata?: unknown;
}): PageResponse | { response: PageResponse; metadata: unknown } {
  const body = page.body;
  const response: PageResponse = {
    status: page.status,
    statusText: page.statusText,
    headers: page.headers instanceof Headers ? page.headers : new Headers(page.headers),
    body,
    arrayBuffer: async () => body ?? new ArrayBuffer(0),
  };
  return page.metadata === undefined ? response : { response, metadata: page.metadata };
}
