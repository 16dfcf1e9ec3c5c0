/**
 * Rate limits on every endpoint (issue 14 item 3): per client IP and per endpoint, a fixed
 * window. Over the limit, a 429 in the generic error format (vehicles-and-shopping.md §7:
 * { error }) with Retry-After in seconds. One table of limits, used by the Astro middleware,
 * which runs in the local server (Node adapter) and in the Netlify function alike.
 * Generous enough for a family behind one IP: a dozen forms in ten minutes, and every
 * page's own calls (views, events, captcha) many times over.
 */
import { errorResponse } from './http';

export interface Limit {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

export const FORM_LIMIT: Limit = { max: 12, windowSeconds: 600 };
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
