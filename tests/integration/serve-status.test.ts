/**
 * The local server's status lines (scripts/serve.ts; an on-demand vehicle page once
 * answered '404 OK'). A temporary dist/ holds one tenant whose server entry answers the way
 * Astro's Node adapter does: it copies the Response's statusText into the reason phrase,
 * and a page that sets Astro.response.status = 404 keeps the statusText 'OK'.
 */
import http from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/serve';

const SLUG = 'status-motors';
let dist: string;
let served: Awaited<ReturnType<typeof startServer>>;

function statusLine(host: string, pathname: string) {
  return new Promise<{ code: number; text: string; location?: string }>((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port: served.port, path: pathname, headers: { host } },
      (res) => {
        res.resume();
        const location = res.headers.location;
        res.on('end', () =>
          resolve({
            code: res.statusCode ?? 0,
            text: res.statusMessage ?? '',
            ...(location ? { location } : {}),
          }),
        );
      },
    );
    req.on('error', reject);
  });
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'serve-status-'));
  const client = path.join(dist, SLUG, 'client');
  const server = path.join(dist, SLUG, 'server');
  mkdirSync(client, { recursive: true });
  mkdirSync(server, { recursive: true });
  writeFileSync(path.join(client, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(client, '404.html'), '<!doctype html><title>Not found</title>');
  // build.format 'file': each page is {path}.html
  writeFileSync(path.join(client, 'about-us.html'), '<!doctype html><title>About</title>');
  writeFileSync(
    path.join(server, 'entry.mjs'),
    `// Astro's NodeApp.writeResponse: statusMessage = statusText, then writeHead(status, headers).
export function handler(req, res, next) {
  const send = (status, statusText, body) => {
    res.statusMessage = statusText;
    res.writeHead(status, { 'content-type': 'text/html' });
    res.end(body);
  };
  if (req.url.startsWith('/cars/gone')) return send(404, 'OK', 'no longer available');
  if (req.url.startsWith('/api/busy')) return send(503, 'OK', '{}');
  if (req.url.startsWith('/api/made')) return send(201, 'OK', '{}');
  if (req.url.startsWith('/implicit')) {
    res.statusMessage = 'OK';
    res.statusCode = 410;
    return res.end('gone');
  }
  next();
}
`,
  );
  served = await startServer({ port: 0, distDir: dist, tenants: [SLUG] });
});

afterAll(async () => {
  await served?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('scripts/serve.ts status lines', () => {
  const host = `${SLUG}.localhost`;
  it.each([
    ['/', 200, 'OK'],
    ['/cars/gone', 404, 'Not Found'],
    ['/api/busy', 503, 'Service Unavailable'],
    ['/api/made', 201, 'Created'],
    ['/implicit', 410, 'Gone'],
    ['/no-such-page', 404, 'Not Found'],
    ['/404', 404, 'Not Found'],
    ['/404/', 404, 'Not Found'],
    ['/404.html', 404, 'Not Found'],
  ])('%s answers %i %s', async (pathname, code, text) => {
    expect(await statusLine(host, pathname)).toEqual({ code, text });
  });

  it.each([
    ['/about-us', { code: 200, text: 'OK' }],
    ['/about-us/', { code: 301, text: 'Moved Permanently', location: '/about-us' }],
    [
      '/about-us/?tab=team',
      { code: 301, text: 'Moved Permanently', location: '/about-us?tab=team' },
    ],
    ['/search/toyota/', { code: 301, text: 'Moved Permanently', location: '/search/toyota' }],
  ])('one URL style: %s answers %o', async (pathname, expected) => {
    expect(await statusLine(host, pathname)).toEqual(expected);
  });

  it('netlify.toml answers /404 with status 404 (the not-found page, rewritten)', () => {
    const toml = readFileSync(path.resolve(import.meta.dirname, '../../netlify.toml'), 'utf8');
    const rule = toml.split('[[redirects]]').find((b) => /from = "\/404"/.test(b)) ?? '';
    expect(rule).toMatch(/to = "\/404\.html"/);
    expect(rule).toMatch(/status = 404/);
    expect(rule).toMatch(/force = true/);
  });

  it('an unknown tenant answers 404 Not Found', async () => {
    expect(await statusLine('nobody.localhost', '/')).toEqual({ code: 404, text: 'Not Found' });
  });
});
