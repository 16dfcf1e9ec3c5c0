/**
 * Site-wide analytics in the browser (tenants-and-content.md §3.14, §7.3, §7.4;
 * vehicles-and-shopping.md §9 Analytics event ids): every event goes to the tag manager's
 * dataLayer and, on the tenants with event logging and only with a category, is posted to the
 * site's /api/events with the device and session ids and the §7.3 properties. Failures are
 * only logged: analytics never stands in the visitor's way.
 *
 * Tiny and free of zod: every page loads it. eventsPath comes in from the page (API.events on
 * the server), so the endpoint contract does not bring zod into the page.
 */
import { ANALYTICS, linkEvent, type AnalyticsEvent } from '../../domain/analytics/events';
import {
  DISTINCT_ID_KEY,
  SESSION_ID_KEY,
  distinctIdFrom,
  insertId,
  sessionIdFrom,
} from '../../domain/analytics/identity';
import {
  eventBody,
  shouldPostEvent,
  type EventInput,
  type EventPropertyValue,
} from '../../domain/analytics/event-post';
import { isMapsHref } from '../../domain/content/maps-link';
import { discard } from '../vehicle/response-body';
import type { EventRequest } from '../../domain/api/endpoints';

export { ANALYTICS };
export type { AnalyticsEvent };

type Param = string | number | boolean | null;

const randomBytes = (n: number) => crypto.getRandomValues(new Uint8Array(n));

function stored(storage: () => Storage, key: string, from: typeof distinctIdFrom): string {
  let current: string | null = null;
  try {
    current = storage().getItem(key);
  } catch {
    // storage unavailable (private mode, blocked): an id for this page only
  }
  const { id, isNew } = from(current, randomBytes);
  if (isNew) {
    try {
      storage().setItem(key, id);
    } catch {
      // as above
    }
  }
  return id;
}

/** 'device_' + 10 characters, persisted on the device under distinctId. */
export const distinctId = () => stored(() => localStorage, DISTINCT_ID_KEY, distinctIdFrom);
/** 'session_' + 10 characters, kept for the session. */
export const sessionId = () => stored(() => sessionStorage, SESSION_ID_KEY, sessionIdFrom);

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

/** Posts one event to the site's events endpoint (event-logging tenants, with a category only). */
export function postEvent(eventsPath: string, input: EventInput, logging = eventLogging()): void {
  try {
    if (!shouldPostEvent(logging, input.category)) return;
    const body: EventRequest = eventBody(
      input,
      { anonId: distinctId(), sessionId: sessionId(), insertId: insertId(randomBytes) },
      {
        href: location.href,
        userAgent: navigator.userAgent,
        referrer: document.referrer,
        screen: { height: screen.height, width: screen.width, dpr: devicePixelRatio },
        now: Date.now(),
      },
    );
    void fetch(eventsPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    })
      .then(discard)
      .catch((e: unknown) => console.warn('[analytics] event post failed', e));
  } catch (e) {
    console.warn('[analytics] event not sent', e);
  }
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
    params: params as Record<string, EventPropertyValue>,
  });
}

let listening = false;

/** Tracked link events 25 (phone), 41 (maps) and 58 (finance sign-in / personalised finance), site-wide. */
export function startLinkTracking(eventsPath: string): void {
  if (listening) return;
  listening = true;
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
