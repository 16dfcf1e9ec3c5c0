/**
 * Rate limits on every endpoint: per client IP and per endpoint, a fixed window. Over the
 * limit, a 429 in the generic error format ({ error }) with Retry-After in seconds. One table of
 * limits: Netlify's edge enforces it as rateLimit rules (scripts/lib/netlify-rate-limits.ts:
 * a window of at most 180 s, which Netlify caps it at) before the function runs; the Astro
 * middleware applies the same table in the local server. The longer limits (per phone number,
 * per e-mail address, an hour) are counted in the database (contact-limits.ts).
 * Generous enough for a family behind one IP: 8 forms in 3 minutes (a trade-in's four steps
 * twice over), and every page's own calls (views, events, captcha) many times over.
 */
import { errorResponse } from './http';

export interface Limit {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

/** Netlify's rateLimit.windowSize is at most this many seconds. */
export const PLATFORM_MAX_WINDOW_SECONDS = 180;

export const FORM_LIMIT: Limit = { max: 8, windowSeconds: 180 };
export const CALL_LIMIT: Limit = { max: 120, windowSeconds: 60 };

/** The limit for an on-demand path; lead and trade-in posts are the costly ones. */
export function limitFor(pathname: string): Limit {
  // Sign-in codes count as forms: each sends a text message or is a guess at a code.
  return /^\/api\/(?:(?:leads|trade-in|miscellaneous|youx|auth\/(?:request|verify)-code)\b|reservations$)/.test(
    pathname,
  )
    ? FORM_LIMIT
    : CALL_LIMIT;
}

/** The endpoint a path counts against: /api/cars/<slug>/view counts as one endpoint. */
export function endpointKey(pathname: string): string {
  return pathname
    .replace(/^\/api\/cars\/by-id\/[^/]+/, '/api/cars/by-id/:id')
    .replace(/^\/api\/cars\/[^/]+\//, '/api/cars/:slug/');
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';
const MAX_KEYS = 50_000;

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  /** Scales every limit: the e2e suite, which sends many forms from one address, raises it. */
  constructor(private readonly multiplier = 1) {}

  /** null when allowed; otherwise the seconds until the window resets. */
  check(ip: string, pathname: string, now = Date.now()): number | null {
    const endpoint = endpointKey(pathname);
    const limit = limitFor(endpoint);
    const key = `${ip}|${endpoint}`;
    const windowMs = limit.windowSeconds * 1000;
    let w = this.windows.get(key);
    if (!w || now - w.start >= windowMs) {
      if (this.windows.size >= MAX_KEYS) this.prune(now);
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count++;
    if (w.count <= limit.max * this.multiplier) return null;
    return Math.max(1, Math.ceil((w.start + windowMs - now) / 1000));
  }

  private prune(now: number) {
    for (const [key, w] of this.windows)
      if (now - w.start >= FORM_LIMIT.windowSeconds * 1000) this.windows.delete(key);
    if (this.windows.size >= MAX_KEYS) this.windows.clear();
  }
}

export function tooManyRequests(retryAfterSeconds: number): Response {
  const response = errorResponse(429, TOO_MANY_REQUESTS);
  response.headers.set('retry-after', String(retryAfterSeconds));
  return response;
}
