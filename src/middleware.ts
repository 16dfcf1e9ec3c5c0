/**
 * Runs before every on-demand route (the API endpoints), in the local server and on Netlify:
 * the per-IP, per-endpoint rate limit (src/server/rate-limit.ts), then the route's methods: a
 * method the route has no handler for is a 405 with its Allow list (OPTIONS: a 204 with it),
 * where Astro would answer an empty 404.
 */
import { defineMiddleware } from 'astro:middleware';
import { RateLimiter, tooManyRequests } from './server/rate-limit';
import { allowedMethods, exportedHandlers, methodNotAllowed } from './server/http';

// RATE_LIMIT_MULTIPLIER scales the limits (tests that send many forms from one address).
const limiter = new RateLimiter(Number(process.env.RATE_LIMIT_MULTIPLIER) || 1);

/**
 * The endpoints' sources, as text: their exported handlers give each route's Allow list
 * (importing the modules here would give the bundles a chunk per endpoint).
 */
const ENDPOINT_SOURCES = import.meta.glob<string>('./pages/api/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const allowByRoute = new Map<string, string[] | null>();

/** The Allow list of a route pattern ('/api/cars/[slug]/view'); null when it takes any method or is no endpoint. */
function allowOf(routePattern: string): string[] | null {
  if (!allowByRoute.has(routePattern)) {
    const source =
      ENDPOINT_SOURCES[`./pages${routePattern}.ts`] ??
      ENDPOINT_SOURCES[`./pages${routePattern}/index.ts`];
    allowByRoute.set(routePattern, source ? allowedMethods(exportedHandlers(source)) : null);
  }
  return allowByRoute.get(routePattern) ?? null;
}

export const onRequest = defineMiddleware((context, next) => {
  if (context.isPrerendered || !context.url.pathname.startsWith('/api/')) return next();
  const retryAfter = limiter.check(context.clientAddress, context.url.pathname);
  if (retryAfter !== null) return tooManyRequests(retryAfter);
  const method = context.request.method.toUpperCase();
  const allow = allowOf(context.routePattern);
  if (allow && (method === 'OPTIONS' || !allow.includes(method)))
    return methodNotAllowed(method, allow);
  return next();
});
