/**
 * The event post (rules.md: Event logging): sent only for the tenants with event logging
 * and only when a category is given. The page posts to the site's own /api/events, which adds
 * website_slug and sends {event: {...}} on to {host}/events.json; errors are only logged.
 */
import { describeUserAgent } from './user-agent';

export const EVENT_LIB = 'web';

export interface EventCar {
  slug: string;
  name: string;
}

/** 'toyota-hilux-sr5' → 'Toyota Hilux Sr5': split on '-', each word capitalised. */
export function carNameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** The car of a path starting with /cars/ that does not end with 'checkout'. */
export function carFromPath(pathname: string): EventCar | null {
  const path = pathname.replace(/\/+$/, '');
  if (!path.startsWith('/cars/') || path.endsWith('checkout')) return null;
  const slug = path.slice('/cars/'.length).split('/')[0];
  return slug ? { slug, name: carNameFromSlug(slug) } : null;
}

/** Where and on what the event happened: read from the browser by the caller. */
export interface EventEnvironment {
  href: string;
  userAgent: string;
  referrer: string;
  screen: { height: number; width: number; dpr: number };
  now: number;
}

export type EventPropertyValue = string | number | boolean | null | EventCar;

export interface EventInput {
  category: string;
  eventId?: number;
  leadId?: string | null;
  errorMessage?: string | null;
  params?: Record<string, EventPropertyValue | undefined>;
}

export interface EventBody {
  event: {
    url: string;
    category: string;
    lead_id: string | null;
    anon_id: string;
    session_id: string;
    error_message: string | null;
    event_properties: Record<string, EventPropertyValue>;
  };
}

function referringDomain(referrer: string): string | null {
  try {
    return referrer ? new URL(referrer).hostname : null;
  } catch {
    return null;
  }
}

export { shouldPostEvent } from './post-rule';

/** The body the page posts: every property rules.md: Event logging lists, plus the event id and the caller's params. */
export function eventBody(
  input: EventInput,
  ids: { anonId: string; sessionId: string; insertId: string },
  env: EventEnvironment,
): EventBody {
  const url = new URL(env.href);
  const ua = describeUserAgent(env.userAgent);
  const car = carFromPath(url.pathname);
  const params = Object.fromEntries(
    Object.entries(input.params ?? {}).filter(
      (e): e is [string, EventPropertyValue] => e[1] !== undefined,
    ),
  );
  return {
    event: {
      url: env.href,
      category: input.category,
      lead_id: input.leadId ?? null,
      anon_id: ids.anonId,
      session_id: ids.sessionId,
      error_message: input.errorMessage ?? null,
      event_properties: {
        ...(input.eventId != null ? { event_id: input.eventId } : {}),
        ...params,
        os: ua.os,
        browser: ua.browser,
        browser_version: ua.browser_version,
        referrer: env.referrer || null,
        referring_domain: referringDomain(env.referrer),
        device: ua.device,
        current_url: env.href,
        host: url.host,
        pathname: url.pathname,
        screen_height: env.screen.height,
        screen_width: env.screen.width,
        screen_dpr: env.screen.dpr,
        lib: EVENT_LIB,
        insert_id: ids.insertId,
        time: env.now,
        ...(car ? { car } : {}),
      },
    },
  };
}
