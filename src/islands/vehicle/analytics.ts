/**
 * Analytics events from the vehicle page (vehicles-and-shopping.md §9 Analytics event ids):
 * pushed to the tag manager's dataLayer, and posted to the site's events endpoint in the
 * shape it takes ({ event: { url, category, event_properties } }) on the tenants with event
 * logging, which the page's lead-form context says. Failures are swallowed (§8).
 */
import { discard } from './response-body';
import type { EventRequest } from '../../domain/api/endpoints';

export const ANALYTICS = {
  firstCalculatorUse: { id: 26, category: 'First calculator interaction' },
  historyReport: { id: 60, category: 'History report' },
  print: { id: 61, category: 'Print' },
  phoneClick: { id: 25, category: 'Phone link click' },
  financeLinkClick: { id: 58, category: 'Personalised finance link click' },
  favourite: { id: 39, category: 'Favourite' },
} as const;
export type AnalyticsEvent = (typeof ANALYTICS)[keyof typeof ANALYTICS];

type Param = string | number | boolean | null;

/** 'New Car' or 'Used Car' from the page path (/cars/ paths containing 'new' or 'used'). */
export function phoneClickLabel(path: string): string | null {
  if (path.includes('used')) return 'Used Car';
  if (path.includes('new')) return 'New Car';
  return null;
}

function eventLogging(): boolean {
  try {
    const context = JSON.parse(
      document.getElementById('lead-form-context')?.textContent ?? '{}',
    ) as { eventLogging?: boolean };
    return context.eventLogging === true;
  } catch {
    return false;
  }
}

/** eventsPath comes in as a prop (API.events on the server): importing the path would bring the contracts' zod into the page; the body's type is EventRequest (a type import). */
export function track(
  eventsPath: string,
  event: AnalyticsEvent,
  params: Record<string, Param> = {},
): void {
  try {
    const w = window as unknown as { dataLayer?: unknown[] };
    (w.dataLayer ??= []).push({
      event: 'vdp',
      event_id: event.id,
      category: event.category,
      ...params,
    });
    if (!eventLogging()) return;
    const body = JSON.stringify({
      event: {
        url: location.href,
        category: event.category,
        event_properties: { event_id: event.id, ...params },
      },
    } satisfies EventRequest);
    void fetch(eventsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
    })
      .then(discard)
      .catch(() => undefined);
  } catch {
    // swallowed
  }
}
