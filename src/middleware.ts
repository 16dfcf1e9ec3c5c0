/**
 * Runs before every on-demand route (the API endpoints), in the local server and on Netlify:
 * the per-IP, per-endpoint rate limit (src/server/rate-limit.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { RateLimiter, tooManyRequests } from './server/rate-limit';

// RATE_LIMIT_MULTIPLIER scales the limits (tests that send many forms from one address).
const limiter = new RateLimiter(Number(process.env.RATE_LIMIT_MULTIPLIER) || 1);

export const onRequest = defineMiddleware((context, next) => {
  if (context.isPrerendered || !context.url.pathname.startsWith('/api/')) return next();
  const retryAfter = limiter.check(context.clientAddress, context.url.pathname);
  return retryAfter === null ? next() : tooManyRequests(retryAfter);
});
