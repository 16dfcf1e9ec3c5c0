/**
 * Site-wide analytics in the browser (rules.md: Analytics identity and event; Event logging;
 * Tracked link events; Analytics event ids): every event goes to the tag manager's
 * dataLayer and, on the tenants with event logging and only with a category, is posted to the
 * site's /api/events with the device and session ids and the event properties of rules.md: Event
 * logging. Failures are only logged: analytics never stands in the visitor's way.
 *
 * Tiny and free of zod: every page loads it. eventsPath comes in from the page (API.events on
 * the server), so the endpoint contract does not bring zod into the page. The post's own code
 * (./event-post.ts) loads only where the tenant logs events: at once there, so a link event
 * that navigates away is still sent.
 */
import { ANALYTICS, linkEvent, type AnalyticsEvent } from '../../domain/analytics/events';
import type { EventInput } from '../../domain/analytics/event-post';
import { shouldPostEvent } from '../../domain/analytics/post-rule';
import { isMapsHref } from '../../domain/content/maps-link';
import { onDemand } from '../on-demand';

export { ANALYTICS };
export type { AnalyticsEvent };

type Param = string | number | boolean | null;

/** The page's event-logging switch, from the site context BaseLayout writes. */
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

/** The post's code (ids, user agent, body): asked for only on the event-logging tenants. */
const poster = onDemand(() => import('./event-post'));

/**
 * Posts one event to the site's events endpoint (event-logging tenants, with a category only):
 * at once when the post's code is here (startLinkTracking asks for it as the page starts), else
 * as soon as it arrives.
 */
export function postEvent(eventsPath: string, input: EventInput, logging = eventLogging()): void {
  if (!shouldPostEvent(logging, input.category)) return;
  if (poster.loaded) {
    poster.loaded.sendEvent(eventsPath, input);
    return;
  }
  poster
    .load()
    .then((m) => m.sendEvent(eventsPath, input))
    .catch((e: unknown) => console.warn('[analytics] event not sent', e));
}

/** Pushes to the dataLayer. */
export function pushDataLayer(entry: Record<string, unknown>): void {
  try {
    const w = window as unknown as { dataLayer?: unknown[] };
    (w.dataLayer ??= []).push(entry);
  } catch (e) {
    console.warn('[analytics] dataLayer push failed', e);
  }
}

/** One analytics event: the dataLayer push, and the event post where the tenant logs events. */
export function track(
  eventsPath: string,
  event: AnalyticsEvent,
  params: Record<string, Param> = {},
): void {
  pushDataLayer({ event: 'dealer_event', event_id: event.id, category: event.category, ...params });
  postEvent(eventsPath, {
    category: event.category,
    eventId: event.id,
    params: params,
  });
}

let listening = false;

/** Tracked link events 25 (phone), 41 (maps) and 58 (finance sign-in / personalised finance), site-wide. */
export function startLinkTracking(eventsPath: string): void {
  if (listening) return;
  listening = true;
  if (eventLogging()) void poster.load().catch(() => undefined);
  document.addEventListener(
    'click',
    (e) => {
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!a) return;
      const tracked = linkEvent(a.getAttribute('href') ?? '', location.pathname, isMapsHref);
      if (tracked) track(eventsPath, tracked.event, tracked.params);
    },
    { capture: true },
  );
}
