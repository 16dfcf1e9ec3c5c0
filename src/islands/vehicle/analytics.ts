/**
 * Analytics events from the vehicle page (vehicles-and-shopping.md §9 Analytics event ids):
 * pushed to the tag manager's dataLayer when the site has one and beaconed to the site's
 * events endpoint. Failures are swallowed (§8 'Analytics failures: Swallowed').
 */
/*
 * Endpoint paths come in as props (API.events on the server): importing the endpoint
 * contract here would bring its zod schemas into the page's JavaScript.
 */

import { discard } from './http';

export const ANALYTICS = {
  firstCalculatorUse: 26,
  historyReport: 60,
  print: 61,
  phoneClick: 25,
  mapsClick: 41,
  financeLinkClick: 58,
  usedVehicleView: 4,
} as const;

/** 'New Car' or 'Used Car' from the page path (/cars/ paths containing 'new' or 'used'). */
export function phoneClickLabel(path: string): string | null {
  if (path.includes('used')) return 'Used Car';
  if (path.includes('new')) return 'New Car';
  return null;
}

export function track(eventsPath: string, id: number, params: Record<string, unknown> = {}): void {
  try {
    const event = { event_id: id, path: location.pathname, ...params };
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer?.push({ event: `dealer_event_${id}`, ...event });
    const body = JSON.stringify(event);
    if (!navigator.sendBeacon?.(eventsPath, new Blob([body], { type: 'application/json' }))) {
      void fetch(eventsPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true })
        .then(discard)
        .catch(() => undefined);
    }
  } catch {
    // swallowed
  }
}
