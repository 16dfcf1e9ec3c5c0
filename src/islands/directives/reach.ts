/**
 * client:reach, an Astro client directive (rules.md: Hydrate on reach): the island's code loads and it hydrates when the
 * shopper reaches for it (a pointer over it, a touch, a press, keyboard focus into it), not as
 * the page loads. The server renders the island whole, so the page shows it from the first
 * paint, and a page whose islands all wait for the shopper loads no React at all. Until the
 * island has hydrated, what is typed into its fields is recorded (typed-before-hydration.ts) and
 * handed to it once it has (use-typed-before-hydration.ts), so nothing is lost; a form's Submit
 * shows disabled until then, as on any form's first load.
 *
 * `client:reach={{ query: true }}`: hydrate at once when the address carries a query string,
 * for an island that reads it as it starts (the finance form's amounts from the calculator, the
 * trade-in wizard's car_id), so what it shows from the query does not wait for a touch.
 * `client:reach={{ stored: key }}`: hydrate at once when the device keeps that key (a returning
 * shopper's details, {slug}-User, which the form fills in as it starts), or any of several keys.
 * `client:reach={{ cookie: 'name=value' }}`: hydrate at once when the browser carries that
 * cookie (the signed-in hint, for a Save button that shows the shopper's watchlist).
 * `client:reach={{ anywhere: true }}`: hydrate also on the shopper's first touch, press, key or
 * wheel anywhere on the page (the stock search, which fills the page).
 *
 * A click on one of the island's buttons before it has hydrated (a phone's tap: touchstart,
 * then the click a moment later) is replayed once it has (clicks-before-hydration.ts). A page's
 * own load-time code hydrates an island as a reach would with reachNow() (reach-now.ts).
 *
 * Astro bundles this module into an inline script (src/integrations/client-reach.ts), so it
 * imports only plain DOM code.
 */
import type { ClientDirective } from 'astro';
import { keepTypedIn } from '../forms/typed-before-hydration';
import { keepClicks } from './clicks-before-hydration';
import { REACH_NOW, REACHED_ATTRIBUTE } from './reach-now';

/** What counts as reaching for an island. */
export const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * What counts, for an island with `{ anywhere: true }`, as the shopper starting to use the page
 * anywhere on it: a touch (a phone's first scroll starts with one), a press, a key, a wheel.
 */
export const PAGE_USE_EVENTS = ['touchstart', 'pointerdown', 'keydown', 'wheel'] as const;

/** The options client:reach takes. */
export interface ReachOptions {
  /** Hydrate at once when the page's address has a query string. */
  query?: boolean;
  /** Hydrate at once when the device's local storage keeps this key (or any of these keys). */
  stored?: string | readonly string[];
  /** Hydrate at once when the browser carries this cookie, 'name=value'. */
  cookie?: string;
  /**
   * Hydrate also when the shopper starts to use the page anywhere (PAGE_USE_EVENTS): an island
   * that fills the page (the stock search) is ready by the time a scroll has brought the
   * shopper to the control they tap.
   */
  anywhere?: boolean;
}

/** Whether local storage keeps a key (false where storage is blocked). */
function storedHere(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** Whether the browser carries a cookie, 'name=value' (false where cookies are blocked). */
function cookieHere(pair: string): boolean {
  try {
    return document.cookie.split(';').some((c) => c.trim() === pair);
  } catch {
    return false;
  }
}

/** Whether an island with these options hydrates as the page loads (before any reach). */
export function hydratesAtOnce(
  options: unknown,
  search: string,
  stored: (key: string) => boolean = storedHere,
  cookie: (pair: string) => boolean = cookieHere,
): boolean {
  if (typeof options !== 'object' || options === null) return false;
  const { query, stored: keys, cookie: pair } = options as ReachOptions;
  const storedKeys = typeof keys === 'string' ? [keys] : Array.isArray(keys) ? keys : [];
  return (
    (query === true && search.length > 1) ||
    storedKeys.some((key) => typeof key === 'string' && stored(key)) ||
    (typeof pair === 'string' && pair.includes('=') && cookie(pair))
  );
}

const reach: ClientDirective = (load, options, el) => {
  let started = false;
  const hydrate = async (event?: Event) => {
    if (started) return;
    started = true;
    if (event && event.type !== REACH_NOW) el.setAttribute(REACHED_ATTRIBUTE, '');
    for (const type of REACH_EVENTS) el.removeEventListener(type, hydrate, true);
    for (const type of PAGE_USE_EVENTS) document.removeEventListener(type, hydrate, true);
    el.removeEventListener(REACH_NOW, hydrate);
    const hydrator = await load();
    await hydrator();
    replayClicks();
  };
  keepTypedIn(el);
  const replayClicks = keepClicks(el);
  el.addEventListener(REACH_NOW, hydrate);
  if (hydratesAtOnce(options.value, location.search)) {
    void hydrate();
    return;
  }
  for (const type of REACH_EVENTS)
    el.addEventListener(type, hydrate, { capture: true, passive: true });
  if ((options.value as ReachOptions | undefined)?.anywhere === true)
    for (const type of PAGE_USE_EVENTS)
      document.addEventListener(type, hydrate, { capture: true, passive: true });
};

export default reach;
