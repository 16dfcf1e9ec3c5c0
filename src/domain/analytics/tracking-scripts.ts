/**
 * The tag manager and Facebook pixel (rules.md: Website (site configuration) Tracking): their ids come
 * from the site's configuration; the page loads them after the first interaction or when the
 * browser is idle, so they never hold up the page.
 */
export const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
export const PIXEL_ID = /^\d{6,20}$/;
/** Idle fallback: loaded this long after the load event when nobody has interacted yet. */
export const TRACKING_IDLE_DELAY_MS = 4000;

export interface TrackingIds {
  gtm: string | null;
  pixel: string | null;
}

/** Only well-formed ids reach a script URL. */
export function trackingIds(site: {
  gtm_id?: string | null;
  facebook_pixel?: string | null;
}): TrackingIds {
  const gtm = site.gtm_id?.trim().toUpperCase() ?? '';
  const pixel = site.facebook_pixel?.trim() ?? '';
  return { gtm: GTM_ID.test(gtm) ? gtm : null, pixel: PIXEL_ID.test(pixel) ? pixel : null };
}

export function gtmScriptUrl(id: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
}
export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

/**
 * Local previews (localhost, *.localhost, loopback addresses) never load the dealer's
 * trackers: a developer's clicks are not the dealer's visitors.
 */
export function trackingAllowedOn(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  return !(
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    /^127\./.test(h) ||
    h === '[::1]' ||
    h === '::1' ||
    h === '0.0.0.0'
  );
}
