/**
 * The sticky mobile footer's behaviour (rules.md: Sub-footer and header banner; Open/closed for 'Call Now'; Offers, promotions and popups): raised past
 * 50px of scroll; 'Call Now' shown only while the dealer is open, checked every minute with the
 * vehicle page's open-now rule.
 */
import { isOpenNow, type HolidayHours, type HoursDay } from '../../domain/vehicle/call-now';
import type { ZoneOffsets } from '../../domain/format/zone-offsets';

export const MOBILE_FOOTER_AT = 50;

let started = false;

export function startMobileFooter(): void {
  const bar = document.querySelector<HTMLElement>('[data-mobile-footer]');
  if (started || !bar) return;
  started = true;
  let frame = 0;
  const read = () => {
    frame = 0;
    bar.dataset.raised = String(window.scrollY > MOBILE_FOOTER_AT);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!frame) frame = requestAnimationFrame(read);
    },
    { passive: true },
  );
  read();
  const call = bar.querySelector<HTMLElement>('[data-call-now]');
  // shown once 'Call Now' is decided (StickyMobileFooter.astro): no shift when it appears
  const ready = () => bar.setAttribute('data-ready', '');
  if (!call) return ready();
  let hours: HoursDay[] = [];
  let holidays: HolidayHours[] = [];
  let locationId: string | null = null;
  let timeZone: string | undefined;
  let offsets: ZoneOffsets | null = null;
  try {
    const data = JSON.parse(document.getElementById('mobile-footer-hours')?.textContent ?? '{}');
    hours = data.hours ?? [];
    holidays = data.holidays ?? [];
    locationId = data.locationId ?? null;
    timeZone = data.timeZone ?? undefined;
    offsets = data.offsets ?? null;
  } catch {
    // no hours: treated as open (nothing says the dealer is closed)
  }
  const check = () =>
    call.classList.toggle(
      'is-open',
      isOpenNow(hours, new Date(), { holidays, locationId, timeZone, offsets }),
    );
  check();
  ready();
  setInterval(check, 60_000);
}
