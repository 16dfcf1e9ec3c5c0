/**
 * Netlify's rate-limit rules (rules.md: Platform rate limits) are the middleware's limits: one rule
 * per API route, whose window and count are what src/middleware.ts's RateLimiter enforces for that
 * endpoint.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  EDGE_FUNCTIONS_DIR,
  apiRoutes,
  rateLimitRules,
  writeRateLimitEdgeFunctions,
} from '../../../scripts/lib/netlify-rate-limits';
import {
  CALL_LIMIT,
  FORM_LIMIT,
  PLATFORM_MAX_WINDOW_SECONDS,
  RateLimiter,
} from '../../../src/server/rate-limit';
import { tempDir } from '../../support/fixture-tenant';

const repo = path.resolve(import.meta.dirname, '../../..');
const routes = apiRoutes(path.join(repo, 'src', 'pages'));
const rules = rateLimitRules(routes);

/** How many requests the middleware lets one IP make to a path in one window. */
function middlewareAllows(pathname: string, windowLimit: number): number {
  const limiter = new RateLimiter();
  let allowed = 0;
  for (let i = 0; i < windowLimit + 5; i++)
    if (limiter.check('203.0.113.9', pathname, 1_000) === null) allowed++;
  return allowed;
}

describe('Netlify rate-limit rules', () => {
  it('cover every API route, one rule each', () => {
    const files = (dir: string): number =>
      readdirSync(dir, { withFileTypes: true }).reduce(
        (n, e) => n + (e.isDirectory() ? files(path.join(dir, e.name)) : 1),
        0,
      );
    expect(routes.length).toBe(files(path.join(repo, 'src', 'pages', 'api')));
    expect(routes).toContain('/api/cars/*/view');
    expect(new Set(rules.map((r) => r.name)).size).toBe(rules.length);
  });

  it('give forms 8 per 3 minutes and other calls 120 a minute, per IP and domain', () => {
    const byPath = Object.fromEntries(rules.map((r) => [r.path, r]));
    for (const form of ['/api/leads/enquiry', '/api/trade-in/offer', '/api/miscellaneous'])
      expect(byPath[form]).toMatchObject({ windowLimit: 8, windowSize: 180 });
    expect(byPath['/api/youx/quote']).toMatchObject({
      windowLimit: FORM_LIMIT.max,
      windowSize: FORM_LIMIT.windowSeconds,
    });
    for (const call of ['/api/events', '/api/cars/*/view', '/api/cars/by-id/*'])
      expect(byPath[call]).toMatchObject({
        windowLimit: CALL_LIMIT.max,
        windowSize: CALL_LIMIT.windowSeconds,
      });
    for (const rule of rules) expect(rule.aggregateBy).toEqual(['ip', 'domain']);
  });

  it('are rules Netlify accepts as written: a window of at most 180 s, aggregateBy an array', () => {
    for (const rule of rules) {
      expect(rule.windowSize, rule.path).toBeLessThanOrEqual(PLATFORM_MAX_WINDOW_SECONDS);
      expect(rule.windowSize).toBeGreaterThan(0);
      expect(Number.isInteger(rule.windowLimit) && rule.windowLimit > 0).toBe(true);
      // a string is read as per-domain, silently: only an array aggregates per IP
      expect(Array.isArray(rule.aggregateBy)).toBe(true);
    }
    expect(() => rateLimitRules(['/api/x'], () => ({ max: 1, windowSeconds: 600 }))).toThrow(
      /180 s/,
    );
  });

  it('each rule allows exactly what the middleware allows on that endpoint', () => {
    for (const rule of rules) {
      const concrete = rule.path.replaceAll('*', '2024-toyota-hilux-abc123');
      expect(middlewareAllows(concrete, rule.windowLimit), rule.path).toBe(rule.windowLimit);
    }
  });

  it('are written as pass-through edge functions whose config Netlify reads', async () => {
    const root = tempDir('netlify-rl-');
    mkdirSync(path.join(root, 'src', 'pages', 'api', 'cars', '[slug]'), { recursive: true });
    writeFileSync(path.join(root, 'src', 'pages', 'api', 'events.ts'), '');
    writeFileSync(path.join(root, 'src', 'pages', 'api', 'cars', '[slug]', 'view.ts'), '');
    mkdirSync(path.join(root, EDGE_FUNCTIONS_DIR), { recursive: true });
    writeFileSync(path.join(root, EDGE_FUNCTIONS_DIR, 'rate-limit-api-gone.js'), '');
    writeFileSync(path.join(root, EDGE_FUNCTIONS_DIR, 'dealer-own.ts'), '');

    writeRateLimitEdgeFunctions(root);
    const written = readdirSync(path.join(root, EDGE_FUNCTIONS_DIR)).sort();
    expect(written).toEqual([
      'dealer-own.ts',
      'rate-limit-api-cars-param-view.js',
      'rate-limit-api-events.js',
    ]);
    const mod = (await import(
      pathToFileURL(path.join(root, EDGE_FUNCTIONS_DIR, 'rate-limit-api-events.js')).href
    )) as { default: () => unknown; config: unknown };
    expect(mod.default()).toBeUndefined();
    expect(mod.config).toEqual({
      path: '/api/events',
      rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
    });

    // a tenant's deploy folder (.build/<slug>) gets the same set (scripts/deploy-netlify.ts)
    const deployFolder = path.join(root, '.build', 'a-tenant');
    writeRateLimitEdgeFunctions(root, deployFolder);
    expect(readdirSync(path.join(deployFolder, EDGE_FUNCTIONS_DIR)).sort()).toEqual([
      'rate-limit-api-cars-param-view.js',
      'rate-limit-api-events.js',
    ]);
  });
});
