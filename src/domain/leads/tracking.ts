/**
 * Tracking query parameters kept with a lead (rules.md: Leads (method and path not shown);
 * rules.md: Other rules): gclid, fbclid, utm_source, utm_medium, utm_campaign.
 */
export const TRACKING_PARAMS = [
  'gclid',
  'fbclid',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];
export type TrackingParams = Partial<Record<TrackingParam, string>>;

/** The tracking parameters of a query string; others are left out, empty ones too. */
export function trackingParams(search: string | URLSearchParams): TrackingParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: TrackingParams = {};
  for (const key of TRACKING_PARAMS) {
    const value = params.get(key);
    if (value) out[key] = value.slice(0, 500);
  }
  return out;
}

/** Merges what was kept earlier in the visit with the current page's: the newer value wins. */
export function mergeTracking(kept: TrackingParams, current: TrackingParams): TrackingParams {
  return { ...kept, ...current };
}
