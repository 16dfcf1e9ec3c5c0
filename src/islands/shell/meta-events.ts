/**
 * Meta's automotive pixel events (domain/feeds/meta-events.ts), sent through the pixel the
 * tenant configures (its id in the shell context). The pixel loads late (trackers.ts): events
 * before it are queued and sent once it is there; a site without a pixel sends nothing.
 */
import type { MetaEventName, MetaParams } from '../../domain/feeds/meta-events';

type Fbq = (...args: unknown[]) => void;
type MetaWindow = { fbq?: Fbq };

let queued: [MetaEventName, MetaParams][] = [];
let pixel: boolean | null = null;

/** Whether this site has a pixel (the shell context's tracking.pixel). */
function pixelConfigured(): boolean {
  if (pixel == null) {
    try {
      const context = JSON.parse(document.getElementById('shell-context')?.textContent ?? '{}') as {
        tracking?: { pixel?: string | null };
      };
      pixel = Boolean(context.tracking?.pixel);
    } catch {
      pixel = false;
    }
  }
  return pixel;
}

/** Sends one event now when the pixel is there, else when it loads. */
export function metaEvent(name: MetaEventName, params: MetaParams): void {
  if (!pixelConfigured()) return;
  const fbq = (window as unknown as MetaWindow).fbq;
  if (typeof fbq === 'function') fbq('track', name, params);
  else queued.push([name, params]);
}

/** The pixel has loaded (trackers.ts): the events that came before it are sent, in order. */
export function flushMetaEvents(fbq: Fbq): void {
  const pending = queued;
  queued = [];
  for (const [name, params] of pending) fbq('track', name, params);
}

/** ViewContent of the vehicle page, from its JSON (page-data: domain viewContentParams). */
export function startMetaViewContent(): void {
  const el = document.getElementById('meta-view-content');
  if (!el?.textContent) return;
  try {
    metaEvent('ViewContent', JSON.parse(el.textContent) as MetaParams);
  } catch (e) {
    console.warn('[analytics] ViewContent not sent', e);
  }
}
