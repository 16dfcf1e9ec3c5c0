/**
 * The sticky mobile footer's behaviour (rules.md: Sub-footer and header banner; Open/closed for 'Call Now'; Offers, promotions and popups): raised past
 * 50px of scroll; 'Call Now' shown only while the dealer is open, checked every minute with the
 * vehicle page's open-now rule. A vehicle page's sticky CTA bar (StickyBar.astro; rules.md:
 * Vehicle detail page (VDP)) opens past 900px of scroll, and its 'Call Now' follows the same
 * rule; the page's mobile footer is its own (with its hours) instead of the site's.
 */
import { isOpenNow, type HolidayHours, type HoursDay } from '../../domain/vehicle/call-now';
import type { ZoneOffsets } from '../../domain/format/zone-offsets';

export const MOBILE_FOOTER_AT = 50;
export const STICKY_BAR_AT = 900;

/** The id of the JSON script in which a page tells its mobile footer the dealer's hours. */
export const DEALER_HOURS_ID = 'mobile-footer-hours';
/** What that script holds: the open-now rule's inputs. */
export interface DealerHours {
  hours: HoursDay[];
  holidays: HolidayHours[];
  locationId: string | number | null;
  /** The dealer's timezone: Call Now is open by its clock. */
  timeZone: string | undefined;
  /** The zone's offsets around the build (buildZoneOffsets): the clock without Intl while they last. */
  offsets: ZoneOffsets | null;
}

let started = false;

/** Opens or closes the vehicle page's sticky bar: hidden and out of the tab order while closed. */
function showStickyBar(bar: HTMLElement, open: boolean): void {
  if (bar.dataset.open === String(open)) return;
  bar.dataset.open = String(open);
  bar.setAttribute('aria-hidden', String(!open));
  bar.inert = !open;
}

export function startMobileFooter(): void {
  const bar = document.querySelector<HTMLElement>('[data-mobile-footer]');
  if (started || !bar) return;
  started = true;
  const sticky = document.querySelector<HTMLElement>('[data-sticky-bar]');
  let frame = 0;
  const read = () => {
    frame = 0;
    bar.dataset.raised = String(window.scrollY > MOBILE_FOOTER_AT);
    if (sticky) showStickyBar(sticky, window.scrollY > STICKY_BAR_AT);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!frame) frame = requestAnimationFrame(read);
    },
    { passive: true },
  );
  read();
  const calls = [...document.querySelectorAll<HTMLElement>('[data-call-now]')];
  // shown once 'Call Now' is decided (StickyMobileFooter.astro): no shift when it appears
  const ready = () => {
    bar.setAttribute('data-ready', '');
    sticky?.setAttribute('data-ready', '');
  };
  if (!calls.length) return ready();
  let hours: HoursDay[] = [];
  let holidays: HolidayHours[] = [];
  let locationId: string | null = null;
  let timeZone: string | undefined;
  let offsets: ZoneOffsets | null = null;
  try {
    const data = JSON.parse(document.getElementById(DEALER_HOURS_ID)?.textContent ?? '{}');
    hours = data.hours ?? [];
    holidays = data.holidays ?? [];
    locationId = data.locationId ?? null;
    timeZone = data.timeZone ?? undefined;
    offsets = data.offsets ?? null;
  } catch {
    // no hours: treated as open (nothing says the dealer is closed)
  }
  const check = () => {
    const open = isOpenNow(hours, new Date(), { holidays, locationId, timeZone, offsets });
    for (const call of calls) call.classList.toggle('is-open', open);
  };
  check();
  ready();
  setInterval(check, 60_000);
}
