/**
 * The security headers (rules.md: Security headers and CSP): the local server sends the tenant's
 * `_headers` file (the one Netlify reads; its build writes it) on pages and assets, else the fixed
 * list in src/integrations/header-rules.ts; netlify.toml sets none of its own, so Netlify sends one
 * set.
 */
import { afterAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  HEADERS_FILE,
  SECURITY_HEADERS,
  headersFile,
  tenantHeaders,
} from '../../src/integrations/header-rules';
import { startServer } from '../../scripts/serve';
import { tempDir } from '../support/fixture-tenant';

/** A GET with the tenant's Host header (fetch may not set Host). */
function get(port: number, pathname: string, host: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) =>
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (res) => {
        res.resume();
        resolve(res);
      })
      .on('error', reject),
  );
}

function netlifyHeaders(forPath: string): Record<string, string> {
  const toml = readFileSync(path.resolve(import.meta.dirname, '../../netlify.toml'), 'utf8');
  const block = toml.split('[[headers]]').find((b) => b.includes(`for = "${forPath}"`)) ?? '';
  return Object.fromEntries(
    [...block.matchAll(/^\s*([A-Za-z-]+) = "(.*)"\s*$/gm)]
      .filter(([, k]) => k !== 'for')
      .map(([, k, v]) => [k, v]),
  );
}

describe('security headers', () => {
  const dist = tempDir('dist-');
  mkdirSync(path.join(dist, 'hdr-motors', 'client', '_astro'), { recursive: true });
  writeFileSync(path.join(dist, 'hdr-motors', 'client', 'index.html'), '<!doctype html><p>hi');
  writeFileSync(path.join(dist, 'hdr-motors', 'client', '_astro', 'a.1234.js'), 'void 0');
  let close = async () => undefined as void;
  afterAll(() => close());

  const policy = "frame-ancestors 'none'; script-src 'self' 'sha256-abc='";
  mkdirSync(path.join(dist, 'csp-motors', 'client'), { recursive: true });
  writeFileSync(path.join(dist, 'csp-motors', 'client', 'index.html'), '<!doctype html><p>hi');
  writeFileSync(
    path.join(dist, 'csp-motors', 'client', HEADERS_FILE),
    headersFile(tenantHeaders(policy)),
  );

  it('netlify.toml leaves the security headers to the generated _headers file', () => {
    expect(netlifyHeaders('/*')).toEqual({});
    const toml = readFileSync(path.resolve(import.meta.dirname, '../../netlify.toml'), 'utf8');
    expect(toml).not.toMatch(/^\s*(Content-Security-Policy|Strict-Transport-Security)\s*=/m);
    expect(netlifyHeaders('/_astro/*')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('the local server sends them on pages and hashed assets, with the cache rules', async () => {
    const served = await startServer({ port: 0, distDir: dist, tenants: ['hdr-motors'] });
    close = served.close;
    const host = `hdr-motors.localhost:${served.port}`;
    const page = await get(served.port, '/', host);
    const asset = await get(served.port, '/_astro/a.1234.js', host);
    expect([page.statusCode, asset.statusCode]).toEqual([200, 200]);
    for (const r of [page, asset])
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(r.headers[name.toLowerCase()]).toBe(value);
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("the local server sends a tenant's generated _headers set, its own CSP included", async () => {
    const served = await startServer({ port: 0, distDir: dist, tenants: ['csp-motors'] });
    const page = await get(served.port, '/', `csp-motors.localhost:${served.port}`);
    await served.close();
    for (const [name, value] of Object.entries(tenantHeaders(policy)))
      expect(page.headers[name.toLowerCase()]).toBe(value);
  });
});
