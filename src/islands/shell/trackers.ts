/**
 * Loads the tag manager and the Facebook pixel (ids from the site's configuration) after the
 * visitor's first interaction, or when the browser has been idle a while after load: they
 * never compete with the page's own loading. Never on local previews.
 */
import {
  PIXEL_SCRIPT_URL,
  TRACKING_IDLE_DELAY_MS,
  gtmScriptUrl,
  trackingAllowedOn,
  type TrackingIds,
} from '../../domain/analytics/tracking-scripts';
import { flushMetaEvents } from './meta-events';

type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[];
  loaded?: boolean;
  version?: string;
};

function addScript(src: string): void {
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  s.onerror = () => console.warn(`[analytics] could not load ${src}`);
  document.head.append(s);
}

function loadGtm(id: string): void {
  const w = window as unknown as { dataLayer?: unknown[] };
  (w.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  addScript(gtmScriptUrl(id));
}

function loadPixel(id: string): void {
  const w = window as unknown as { fbq?: Fbq; _fbq?: Fbq };
  if (!w.fbq) {
    const fbq: Fbq = (...args: unknown[]) => {
      fbq.queue!.push(args);
    };
    fbq.queue = [];
    fbq.loaded = true;
    fbq.version = '2.0';
    w.fbq = w._fbq = fbq;
    addScript(PIXEL_SCRIPT_URL);
  }
  w.fbq('init', id);
  w.fbq('track', 'PageView');
  // the automotive events the page raised before the pixel loaded (meta-events.ts)
  flushMetaEvents(w.fbq);
}

const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

export function scheduleTrackers(ids: TrackingIds): void {
  if ((!ids.gtm && !ids.pixel) || !trackingAllowedOn(location.hostname)) return;
  let done = false;
  const load = () => {
    if (done) return;
    done = true;
    for (const type of INTERACTIONS) removeEventListener(type, load);
    try {
      if (ids.gtm) loadGtm(ids.gtm);
      if (ids.pixel) loadPixel(ids.pixel);
    } catch (e) {
      console.warn('[analytics] trackers not loaded', e);
    }
  };
  for (const type of INTERACTIONS) addEventListener(type, load, { once: true, passive: true });
  const idle = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 2000 });
      else load();
    }, TRACKING_IDLE_DELAY_MS);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
