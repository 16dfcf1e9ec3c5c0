/**
 * Serves every built tenant locally with its server endpoints, one process:
 *   http://<slug>.localhost:<port>/
 * Static files come first, then the tenant's on-demand routes (the Node adapter's handler),
 * then its 404 page, as on Netlify. Responses are compressed on the fly (brotli or gzip),
 * as a CDN would; compressing in the build cost 8–95 s per tenant for local serving only.
 *
 * It fails safe: a tenant whose build is missing or half-built answers a 503 page while the
 * others are served, and a new build swapped in is served at once (scripts/lib/live-tenants.ts);
 * a Host header that is not a host name is a 400; TRACE and TRACK (methods no Request can
 * carry) a 405 with the Allow list; a request's headers must arrive within 5 s and all of it
 * within 10 s; a file that vanishes mid-response ends that response, not the server.
 *
 *   npm run serve                  every tenant in dist/
 *   npm run serve -- --port 8080 --tenant a,b
 *   npm run serve -- --dist .cache/url-corpus/dist   (another build folder)
 */
import http from 'node:http';
import path from 'node:path';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import compression from 'compression';
import { pageRewrite, readPageRewrites } from '../src/domain/search/paging';
import { sitePathRedirect } from '../src/domain/content/page-path';
import { readPermanentRedirects } from '../src/domain/vehicle/sold-lifecycle';
import { HEADERS_FILE, SECURITY_HEADERS, parseHeadersFile } from '../src/integrations/header-rules';
import { startServerState } from './lib/server-state';
import { LiveTenants, type Handler } from './lib/live-tenants';

export interface ServedTenant {
  slug: string;
  url: string;
}

/** /404, /404/ and /404.html: the built not-found page, which must not answer 200. */
export const NOT_FOUND_PATH = /^\/404(\/|\.html)?$/;

/** A Host header the server reads a tenant from: a host name or IP literal, and a port. */
export const VALID_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Methods fetch's Request refuses (TRACE, TRACK; Node hands CONNECT to no request handler). */
const UNCARRIED_METHODS = new Set(['TRACE', 'TRACK']);

/** The headers must arrive within this; the whole request within SERVER_REQUEST_TIMEOUT_MS. */
export const SERVER_HEADERS_TIMEOUT_MS = 5_000;
export const SERVER_REQUEST_TIMEOUT_MS = 10_000;

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** src/server/rebuild-service.ts calls this after it rebuilt a tenant in this process. */
function onRebuilt(reload: (slug: string) => Promise<void>): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for('dealer-sites.on-rebuilt')] = reload;
}

export function builtTenants(distDir: string): string[] {
  if (!existsSync(distDir)) return [];
  return readdirSync(distDir, { withFileTypes: true })
    .filter(
      (d) =>
        d.isDirectory() &&
        // a build's own folders (.building-…, .previous-…) are not tenants
        !d.name.startsWith('.') &&
        existsSync(path.join(distDir, d.name, 'client', 'index.html')),
    )
    .map((d) => d.name)
    .sort();
}

/**
 * Every response's reason phrase is the standard one for its status code. Astro's Node
 * handler copies the Response's statusText into it, and a page that sets only
 * Astro.response.status = 404 keeps 'OK' ('404 OK'); writeHead is also what Node calls for
 * a response that never called it, so one hook covers both.
 */
export function standardStatusText(res: http.ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (code: number, ...rest: unknown[]) => unknown;
  res.writeHead = ((code: number, ...rest: unknown[]) => {
    if (typeof rest[0] === 'string') rest.shift();
    res.statusMessage = http.STATUS_CODES[code] ?? '';
    return writeHead(code, ...rest);
  }) as typeof res.writeHead;
}

export async function tenantApp(dir: string, version = 0): Promise<Handler> {
  const client = path.join(dir, 'client');
  const statics = sirv(client, {
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      if (pathname.startsWith('/_astro/'))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      // Pages ('/' arrives here as '/', not '/index.html') and unhashed files revalidate.
      else res.setHeader('cache-control', 'public, max-age=0, must-revalidate');
    },
  });
  const entry = path.join(dir, 'server', 'entry.mjs');
  const server: Handler | null = existsSync(entry)
    ? (
        (await import(`${pathToFileURL(entry).href}${version ? `?v=${version}` : ''}`)) as {
          handler: Handler;
        }
      ).handler
    : null;
  const notFoundFile = path.join(client, '404.html');
  const notFound = existsSync(notFoundFile) ? readFileSync(notFoundFile) : Buffer.from('Not found');
  const send404 = (res: http.ServerResponse) => {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(notFound);
  };
  const compress = compression() as unknown as Handler;
  // The host's query rewrites (_redirects, as on Netlify): {route}?page=N → its prerendered page.
  const rulesFile = path.join(client, '_redirects');
  // The tenant's headers as its build wrote them for Netlify (its own CSP), else the fixed set.
  const headersAt = path.join(client, HEADERS_FILE);
  const headers = existsSync(headersAt)
    ? parseHeadersFile(readFileSync(headersAt, 'utf8'))
    : SECURITY_HEADERS;
  const rules = existsSync(rulesFile) ? readFileSync(rulesFile, 'utf8') : '';
  const rewrites = readPageRewrites(rules);
  // its permanent redirects (a sold car past its redirect day), which as on Netlify apply only
  // where no file answers the path (a rule without '!' never shadows content)
  const permanent = readPermanentRedirects(rules);
  const hasFile = (pathname: string) =>
    existsSync(path.join(client, `${pathname}.html`)) ||
    existsSync(path.join(client, pathname, 'index.html'));
  return (req, res) => {
    // a static file that vanished between the lookup and the read (a build swapped in) ends
    // this response, never the process
    res.on('pipe', (source) =>
      source.once('error', (error: Error) => {
        console.error(`[serve] ${dir}: ${req.url}: ${error.message}`);
        res.destroy();
      }),
    );
    const url = new URL(req.url ?? '/', 'http://local');
    // The not-found page itself answers 404, as any unknown path does (netlify.toml: the same).
    if (NOT_FOUND_PATH.test(url.pathname)) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      return send404(res);
    }
    // one URL style: a path with a trailing slash is sent to the path without it
    const canonical = sitePathRedirect(url.pathname);
    if (canonical) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.statusCode = 301;
      res.setHeader('location', `${canonical}${url.search}`);
      return res.end();
    }
    const moved = permanent.get(url.pathname);
    if (moved && !hasFile(url.pathname)) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.statusCode = 301;
      res.setHeader('location', `${moved}${url.search}`);
      return res.end();
    }
    const to = pageRewrite(rewrites, url.pathname, url.search);
    if (to) req.url = to;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    compress(req, res, () =>
      statics(req, res, () => (server ? server(req, res, () => send404(res)) : send404(res))),
    );
  };
}

export async function startServer(
  options: { port?: number; host?: string; distDir?: string; tenants?: string[] } = {},
) {
  const distDir = options.distDir ?? path.join(repo, 'dist');
  const port = options.port ?? 4321;
  // the database every tenant's endpoints share, and one delivery loop for them all
  const state = await startServerState();
  // the tenants asked for (a missing one answers 503 until it is built), else those built now
  const fixed = options.tenants?.length ? [...options.tenants] : null;
  const slugs = fixed ?? builtTenants(distDir);
  const live = new LiveTenants(distDir, tenantApp);
  await live.preload(slugs);
  onRebuilt(async (slug) => {
    // a rebuild webhook's local build finished: serve the tenant's new files and endpoints
    live.forget(slug);
  });
  /** Tenants this server answers for: those asked for, else any with a folder in the build folder. */
  const serves = (slug: string) =>
    /^[a-z0-9][a-z0-9-]*$/.test(slug) &&
    (fixed ? fixed.includes(slug) : slugs.includes(slug) || live.hasFolder(slug));
  const listed = () => fixed ?? [...new Set([...slugs, ...builtTenants(distDir)])].sort();
  const index = (port: number) =>
    `<!doctype html><meta charset="utf-8"><title>Dealer sites</title><h1>Dealer sites</h1><ul>${listed()
      .map((s) => `<li><a href="http://${s}.localhost:${port}/">${s}</a></li>`)
      .join('')}</ul>`;

  const server = http.createServer(
    { headersTimeout: SERVER_HEADERS_TIMEOUT_MS, requestTimeout: SERVER_REQUEST_TIMEOUT_MS },
    (req, res) => {
      standardStatusText(res);
      const hostHeader = req.headers.host ?? '';
      if (!VALID_HOST.test(hostHeader)) {
        res.statusCode = 400;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        return res.end('Bad Request: the Host header is not a host name.');
      }
      const host = hostHeader.replace(/:\d+$/, '').toLowerCase();
      const slug = host.endsWith('.localhost') ? host.slice(0, -'.localhost'.length) : '';
      const pathname = (req.url ?? '/').split('?')[0];
      if (UNCARRIED_METHODS.has(req.method ?? ''))
        return refuseMethod(req, res, pathname, () => dispatch());
      return dispatch();

      function dispatch() {
        if (slug && serves(slug))
          return void live.serve(slug, req, res).catch((error: Error) => {
            console.error(`[serve] ${slug}: ${error.stack ?? error.message}`);
            if (!res.headersSent) {
              res.statusCode = 500;
              res.end();
            } else res.destroy();
          });
        res.statusCode = slug ? 404 : 200;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(slug ? `No built tenant "${slug}". ${index(port)}` : index(port));
      }
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, options.host ?? '127.0.0.1', () => resolve());
  });
  const actualPort = (server.address() as { port: number }).port;
  const tenants: ServedTenant[] = slugs.map((slug) => ({
    slug,
    url: `http://${slug}.localhost:${actualPort}/`,
  }));
  return {
    server,
    port: actualPort,
    tenants,
    database: state.label,
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      await state.stop();
    },
  };
}

/**
 * TRACE or TRACK: no fetch Request can carry them, so the tenant's routes never see them. A
 * page answers 405 with Allow: GET, HEAD; an endpoint is asked its Allow list with OPTIONS
 * (its middleware answers 204 with it: src/middleware.ts), which becomes the 405.
 */
function refuseMethod(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
  ask: () => void,
): void {
  if (!pathname.startsWith('/api/')) {
    res.statusCode = 405;
    res.setHeader('allow', 'GET, HEAD');
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    return void res.end('Method Not Allowed');
  }
  req.method = 'OPTIONS';
  const writeHead = res.writeHead.bind(res) as (code: number, ...rest: unknown[]) => unknown;
  res.writeHead = ((code: number, ...rest: unknown[]) =>
    writeHead(code === 204 ? 405 : code, ...rest)) as typeof res.writeHead;
  ask();
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      tenant: { type: 'string' },
      host: { type: 'string' },
      dist: { type: 'string' },
    },
  });
  const port = Number(values.port ?? process.env.PORT ?? 4321);
  const { tenants, database } = await startServer({
    port,
    host: values.host,
    tenants: values.tenant?.split(','),
    distDir: values.dist ? path.resolve(values.dist) : undefined,
  });
  if (tenants.length === 0) {
    console.error(
      'No built tenants in dist/: run `npm run build` first (or `npm start` to set up, build and serve).',
    );
    process.exit(1);
  }
  console.log(`Serving ${tenants.length} tenant(s):`);
  for (const t of tenants) console.log(`  ${t.slug.padEnd(28)} ${t.url}`);
  console.log(`Index: http://localhost:${port}/   (Ctrl+C to stop)`);
  console.log(`Database: ${database}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
