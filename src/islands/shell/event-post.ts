/**
 * The event post in the browser (rules.md: Analytics identity and event; Event logging): the device and session
 * ids and the rules.md: Event logging body, posted to the site's /api/events. Only the event-logging tenants load
 * this module (./analytics.ts imports it on demand), so every other page skips its user-agent
 * table and id code. Failures are only logged: analytics never stands in the visitor's way.
 */
import {
  DISTINCT_ID_KEY,
  SESSION_ID_KEY,
  distinctIdFrom,
  insertId,
  sessionIdFrom,
} from '../../domain/analytics/identity';
import { eventBody, type EventInput } from '../../domain/analytics/event-post';
import { discard } from '../vehicle/response-body';
import type { EventRequest } from '../../domain/api/endpoints';

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

/** Posts one event (the caller has checked shouldPostEvent). */
export function sendEvent(eventsPath: string, input: EventInput): void {
  try {
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
