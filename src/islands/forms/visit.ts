/**
 * Runs on every page (BaseLayout): remembers, for the session, the pages visited and the
 * tracking parameters (gclid, fbclid, utm_*) a trade-in lead carries. Tiny on purpose.
 */
import { trackingParams, mergeTracking, type TrackingParams } from '../../domain/leads/tracking';

export const TRACKING_KEY = 'dealer-tracking';
export const VISITED_KEY = 'dealer-visited-pages';
export const MAX_VISITED = 50;

/** Records the current page and its tracking parameters for the session (called on every page). */
export function rememberVisit(location: Pick<Location, 'pathname' | 'search'>): void {
  const pages = readSession<string[]>(VISITED_KEY) ?? [];
  if (pages.at(-1) !== location.pathname)
    writeSession(VISITED_KEY, [...pages, location.pathname].slice(-MAX_VISITED));
  const current = trackingParams(location.search);
  if (Object.keys(current).length > 0)
    writeSession(
      TRACKING_KEY,
      mergeTracking(readSession<TrackingParams>(TRACKING_KEY) ?? {}, current),
    );
}

function readSession<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function writeSession(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable
  }
}
