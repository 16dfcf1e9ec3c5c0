/**
 * Runs before every on-demand route (the API endpoints), in the local server and on Netlify:
 * the per-IP, per-endpoint rate limit (src/server/rate-limit.ts), then the route's methods: a
 * method the route has no handler for is a 405 with its Allow list (OPTIONS: a 204 with it),
 * where Astro would answer an empty 404.
 */
import { defineMiddleware } from 'astro:middleware';
import { RateLimiter, tooManyRequests } from './server/rate-limit';
import { allowedMethods, methodNotAllowed } from './server/http';

// RATE_LIMIT_MULTIPLIER scales the limits (tests that send many forms from one address).
const limiter = new RateLimiter(Number(process.env.RATE_LIMIT_MULTIPLIER) || 1);

/** The endpoint modules, loaded only when a request needs their methods (Astro has loaded them by then). */
const ENDPOINTS = import.meta.glob<Record<string, unknown>>('./pages/api/**/*.ts');

/** The Allow list of a route pattern ('/api/cars/[slug]/view'); null when it takes any method or is no endpoint. */
async function allowOf(routePattern: string): Promise<string[] | null> {
  const load =
    ENDPOINTS[`./pages${routePattern}.ts`] ?? ENDPOINTS[`./pages${routePattern}/index.ts`];
  return load ? allowedMethods(await load()) : null;
}

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered || !context.url.pathname.startsWith('/api/')) return next();
  const retryAfter = limiter.check(context.clientAddress, context.url.pathname);
  if (retryAfter !== null) return tooManyRequests(retryAfter);
  const method = context.request.method.toUpperCase();
  const allow = await allowOf(context.routePattern);
  if (allow && (method === 'OPTIONS' || !allow.includes(method)))
    return methodNotAllowed(method, allow);
  return next();
});
