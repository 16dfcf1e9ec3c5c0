/**
 * Endpoints that fail safe, as tables: a method a route has no handler for is a 405 with its
 * Allow list (OPTIONS a 204 with it), TRACE is a 405 and never a 500, a Host header that is not
 * a host name is a 400, a body that never arrives is a 408 within seconds, and an upstream's
 * error text is logged, never shown. Against a real build of a fixture tenant, served by
 * scripts/serve.ts (src/middleware.ts, src/server/http.ts); the upstream table in process.
 */
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTenants } from '../../build-all';
import { startServer } from '../../scripts/serve';
import { allowedMethods, exportedHandlers, UPSTREAM_FAILED } from '../../src/server/http';
import { carById, carView, geocode, youxQuote } from '../../src/server/vehicle-calls';
import { fixtureSite, get as getRequest, makeDeps, post, read } from '../support/endpoints';
import { repoTempDir, tempDir, writeTenant } from '../support/fixture-tenant';

const SLUG = 'edge-motors';
const BUILD_TIMEOUT = 240_000;

let served: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  // the file sends many posts from one address: the rate limit is not what it tests
  process.env.RATE_LIMIT_MULTIPLIER = '100';
  const tenantsDir = tempDir('tenants-');
  const distDir = repoTempDir('dist-');
  writeTenant(tenantsDir, SLUG, 41);
  const [r] = await buildTenants([SLUG], {
    env: { DEALER_TENANTS_DIR: tenantsDir, DEALER_DIST_DIR: distDir, CONTENT_API_HOST: '' },
    logDir: tempDir('logs-'),
    quiet: true,
  });
  expect(r.ok, r.error).toBe(true);
  served = await startServer({ port: 0, distDir: path.resolve(distDir), tenants: [SLUG] });
}, BUILD_TIMEOUT);
afterAll(() => served?.close());

function request(
  method: string,
  pathname: string,
  options: { host?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const host = options.host ?? `${SLUG}.localhost:${served.port}`;
  return new Promise<{ status: number; allow: string; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: served.port,
        method,
        path: pathname,
        headers: {
          host,
          origin: `http://${SLUG}.localhost:${served.port}`,
          ...(options.body !== undefined
            ? { 'content-length': String(Buffer.byteLength(options.body)) }
            : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, allow: String(res.headers.allow ?? ''), body }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const JSON_BODY = { headers: { 'content-type': 'application/json' }, body: '{}' };

describe('methods: 405 with Allow, OPTIONS 204, TRACE never 500', () => {
  it.each([
    // method, path, status, Allow
    ['GET', '/api/leads/enquiry', 405, 'POST, OPTIONS'],
    ['HEAD', '/api/leads/enquiry', 405, 'POST, OPTIONS'],
    ['PUT', '/api/leads/enquiry', 405, 'POST, OPTIONS'],
    ['PATCH', '/api/leads/enquiry', 405, 'POST, OPTIONS'],
    ['DELETE', '/api/leads/enquiry', 405, 'POST, OPTIONS'],
    ['OPTIONS', '/api/leads/enquiry', 204, 'POST, OPTIONS'],
    ['TRACE', '/api/leads/enquiry', 405, 'POST, OPTIONS'],
    ['POST', '/api/cars/a-car/view', 405, 'GET, HEAD, OPTIONS'],
    ['DELETE', '/api/cars/a-car/view', 405, 'GET, HEAD, OPTIONS'],
    ['OPTIONS', '/api/cars/a-car/view', 204, 'GET, HEAD, OPTIONS'],
    ['TRACE', '/api/cars/a-car/view', 405, 'GET, HEAD, OPTIONS'],
    ['PUT', '/api/reservations', 405, 'POST, OPTIONS'],
    ['TRACE', '/', 405, 'GET, HEAD'],
    ['TRACE', '/cars/no-such-car', 405, 'GET, HEAD'],
    ['TRACE', '/api/no-such-endpoint', 404, ''],
  ])('%s %s: %i (Allow: %s)', async (method, pathname, status, allow) => {
    const r = await request(
      method,
      pathname,
      method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || method === 'TRACE'
        ? {}
        : JSON_BODY,
    );
    expect(r.status).toBe(status);
    expect(r.allow).toBe(allow);
    if (status === 405 && pathname.startsWith('/api/') && method !== 'HEAD' && method !== 'TRACE')
      expect(JSON.parse(r.body)).toEqual({ error: 'This address does not take that method.' });
  });

  it('a method the route has stays its own: POST reaches the lead endpoint', async () => {
    const r = await request('POST', '/api/leads/enquiry', JSON_BODY);
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body).error).toBeTypeOf('string');
  });

  it.each<[string, string[] | null]>([
    ['export const GET: APIRoute = () => x;', ['GET', 'HEAD', 'OPTIONS']],
    [
      'export const prerender = false;\nexport const POST: APIRoute = async () => x;',
      ['POST', 'OPTIONS'],
    ],
    [
      'export async function GET() {}\nexport function POST() {}\nexport { remove as DELETE };',
      ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'],
    ],
    ['export const ALL: APIRoute = () => x;', null],
    ['const GET = 1; // export const PUT is a comment only at line start', ['OPTIONS']],
  ])('the Allow list of %j: %j', (source, allow) => {
    expect(allowedMethods(exportedHandlers(source))).toEqual(allow);
  });

  it('every endpoint’s Allow list is its handlers', async () => {
    const files = readdirSync(path.resolve('src/pages/api'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => path.join('src/pages/api', f));
    expect(files.length).toBeGreaterThan(25);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const declared = [
        ...source.matchAll(/^export const (GET|POST|PUT|PATCH|DELETE|ALL)\b/gm),
      ].map((m) => m[1]);
      expect(declared.length, file).toBeGreaterThan(0);
      expect(exportedHandlers(source).sort(), file).toEqual(declared.sort());
    }
  });
});

describe('a Host header that is not a host name: 400, never 500', () => {
  it.each([
    (p: number) => `${SLUG}.localhost:${p}@evil.example`,
    () => `user@${SLUG}.localhost`,
    (p: number) => `${SLUG}.localhost:${p}/x`,
    (p: number) => `${SLUG}.localhost:${p}#x`,
    (p: number) => `${SLUG}.localhost:${p}?x`,
    (p: number) => `${SLUG}.localhost:${p}\\x`,
    () => `${SLUG}.localhost:99999999`,
    () => `${SLUG}.localhost:port`,
    () => `${SLUG} .localhost`,
    () => `[${SLUG}]`,
  ])('Host %#', async (host) => {
    for (const pathname of ['/', '/api/leads/enquiry', '/api/cars/by-id/1', '/cars/nope']) {
      const r = await request('GET', pathname, { host: host(served.port) });
      expect(r.status, `${host(served.port)} ${pathname}`).toBe(400);
    }
  });

  it.each([
    [`${SLUG}.localhost`, 200],
    [`${SLUG}.LOCALHOST`, 200],
    ['127.0.0.1', 200],
    ['[::1]', 200],
  ])('Host %s: %i', async (host, status) => {
    const r = await request('GET', '/', {
      host: host.includes(':') || host.startsWith('[') ? host : `${host}:${served.port}`,
    });
    expect(r.status).toBe(status);
  });
});

describe('a body that never arrives', () => {
  const secret = process.env.REBUILD_WEBHOOK_SECRET;
  beforeAll(() => {
    // the rebuild webhook reads its body only with a secret set
    process.env.REBUILD_WEBHOOK_SECRET = 'edge-secret';
  });
  afterAll(() => {
    if (secret === undefined) delete process.env.REBUILD_WEBHOOK_SECRET;
    else process.env.REBUILD_WEBHOOK_SECRET = secret;
  });
  it.each([
    ['/api/leads/enquiry', 'POST'],
    ['/api/reservations', 'POST'],
    ['/api/rebuild', 'POST'],
    ['/api/trade-in/start', 'POST'],
  ])(
    '%s: 408 within seconds, not 300',
    async (pathname, method) => {
      const started = Date.now();
      const head = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(served.port, '127.0.0.1', () =>
          socket.write(
            `${method} ${pathname} HTTP/1.1\r\nHost: ${SLUG}.localhost:${served.port}\r\n` +
              `Origin: http://${SLUG}.localhost:${served.port}\r\nContent-Type: application/json\r\n` +
              'Content-Length: 200\r\n\r\n{"a":',
          ),
        );
        let got = '';
        socket.on('data', (d: Buffer) => {
          got += d.toString();
          if (got.includes('\r\n\r\n')) {
            socket.destroy();
            resolve(got);
          }
        });
        socket.on('error', reject);
        socket.on('close', () => resolve(got));
      });
      const seconds = (Date.now() - started) / 1000;
      expect(head.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
      expect(seconds).toBeGreaterThan(4);
      expect(seconds).toBeLessThan(8);
    },
    20_000,
  );
});

describe('an upstream’s error text is logged, never shown', () => {
  const LEAK = 'connection to db-internal.corp:5432 failed for user "dealer_admin"';
  const failing = (async () =>
    Response.json(
      { error: LEAK },
      { status: 500, statusText: 'Internal Server Error' },
    )) as typeof fetch;
  const unreachable = (async () => {
    throw new TypeError(`fetch failed: getaddrinfo ENOTFOUND ${LEAK}`);
  }) as typeof fetch;
  const quoteBody = {
    selfAssessedCreditScore: 'GREAT',
    purchasePrice: 30000,
    loanTerm: 5,
    whoIsHelping: '',
  };
  const calls = {
    'finance quote': (f: typeof fetch) =>
      youxQuote(
        post('/api/youx/quote', quoteBody),
        makeDeps({
          site: fixtureSite({ youx_provider_code: 'LOOP01' }),
          config: { youxApi: { url: 'https://youx.invalid', key: 'k' } },
          fetch: f,
        }),
      ),
    'view counter': (f: typeof fetch) =>
      carView(
        getRequest('/api/cars/2022-toyota-corolla/view'),
        makeDeps({ config: { contentApi: { url: 'https://dash.invalid', key: 'k' } }, fetch: f }),
        '2022-toyota-corolla',
      ),
    'car by id': (f: typeof fetch) =>
      carById(
        getRequest('/api/cars/by-id/1'),
        makeDeps({ config: { contentApi: { url: 'https://dash.invalid', key: 'k' } }, fetch: f }),
        '1',
      ),
    geocode: (f: typeof fetch) =>
      geocode(
        getRequest('/api/geocode?postcode=4000'),
        makeDeps({ config: { geocodeApi: { url: 'https://maps.invalid', key: 'k' } }, fetch: f }),
      ),
  };
  it.each(
    Object.keys(calls).flatMap((name) => [
      [name, 'answering 500 with its error', failing],
      [name, 'unreachable', unreachable],
    ]) as [keyof typeof calls, string, typeof fetch][],
  )('%s, its service %s: 502 with the generic message', async (name, _how, f) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const r = await read(await calls[name](f));
    expect(r).toEqual({ status: 502, body: { error: UPSTREAM_FAILED } });
    expect(UPSTREAM_FAILED).toBe('An unexpected error occurred: Bad Gateway');
    expect(JSON.stringify(r)).not.toContain('db-internal');
    expect(logged.mock.calls.flat().join(' ')).toContain('db-internal.corp');
    logged.mockRestore();
  });
});
