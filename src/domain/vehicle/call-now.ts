/**
 * Open/closed for 'Call Now' (rules.md: States and transitions; rules.md: Open/closed for 'Call Now'):
 * the current time in the dealer's timezone (Australia/Perth) is compared with today's
 * opening hours; the Call Now button is hidden when closed. A holiday-hours entry for today
 * (for this location, or for every location) replaces the weekday's hours.
 *
 * Pure and free of zod: the sticky-bar island imports this module.
 */
import { DEALER_TIME_ZONE } from '../tenant/time-zone';
import { offsetAt, type ZoneOffsets } from '../format/zone-offsets';
import { dateTimeFormat } from '../format/intl';

export interface HoursDay {
  weekday: number;
  open?: string | null;
  close?: string | null;
  status?: string | null;
}

export interface HolidayHours {
  date: string;
  status?: string | null;
  start_hour?: string | null;
  end_hour?: string | null;
  hours?: { begin?: string | null; end?: string | null } | null;
  location_id?: string | number | null;
  location?: { id?: string | number | null } | null;
}

/** Minutes after midnight for '08:00', '8:00', '8am', '8:30pm', '17:30:00'; null when unreadable. */
export function minutesOfDay(value: string | null | undefined): number | null {
  if (!value) return null;
  const m = /^\s*(\d{1,2})(?::(\d{2}))?(?::\d{2})?\s*([ap]\.?m\.?)?\s*$/i.exec(value);
  if (!m) return null;
  let hours = Number(m[1]);
  const minutes = Number(m[2] ?? 0);
  const meridiem = m[3]?.toLowerCase().replace(/\./g, '');
  if (meridiem === 'pm' && hours < 12) hours += 12;
  if (meridiem === 'am' && hours === 12) hours = 0;
  if (hours > 24 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/**
 * The weekday (0 = Sunday), the yyyy-mm-dd date and the minutes after midnight of an instant in
 * a timezone; from the build's table of the zone's offsets when it covers the instant (no Intl
 * in the browser: src/domain/format/zone-offsets.ts), else with Intl.
 */
export function localClock(
  now: Date,
  timeZone = DEALER_TIME_ZONE,
  offsets?: ZoneOffsets | null,
): { weekday: number; date: string; minutes: number } {
  const offset = offsetAt(offsets, now.getTime());
  if (offset !== null) {
    const local = new Date(now.getTime() + offset * 60_000);
    return {
      weekday: local.getUTCDay(),
      date: local.toISOString().slice(0, 10),
      minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    };
  }
  const parts = dateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return {
    weekday,
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

function within(
  minutes: number,
  open: string | null | undefined,
  close: string | null | undefined,
): boolean {
  const from = minutesOfDay(open);
  let to = minutesOfDay(close);
  if (from == null || to == null) return false;
  // a close at midnight ('00:00' or '24:00') ends the day: open until 11:59pm
  if (to === 0 && from > 0) to = 24 * 60;
  return minutes >= from && minutes < to;
}

function isClosedStatus(status: string | null | undefined): boolean {
  return (status ?? '').trim().toLowerCase() === 'closed';
}

/** True when the dealer is open now. No hours at all: treated as open (nothing says it is closed). */
export function isOpenNow(
  hours: readonly HoursDay[] | null | undefined,
  now: Date,
  options: {
    holidays?: readonly HolidayHours[] | null;
    locationId?: string | number | null;
    timeZone?: string;
    /** The build's table of the zone's offsets (the clock without Intl). */
    offsets?: ZoneOffsets | null;
  } = {},
): boolean {
  const clock = localClock(now, options.timeZone, options.offsets);
  const holiday = options.holidays?.find((h) => {
    const where = h.location_id ?? h.location?.id ?? null;
    return (
      h.date.slice(0, 10) === clock.date &&
      (where == null || String(where) === String(options.locationId))
    );
  });
  if (holiday) {
    if (isClosedStatus(holiday.status)) return false;
    return within(
      clock.minutes,
      holiday.start_hour ?? holiday.hours?.begin,
      holiday.end_hour ?? holiday.hours?.end,
    );
  }
  if (!hours || hours.length === 0) return true;
  const today = hours.find((h) => h.weekday === clock.weekday);
  if (!today || isClosedStatus(today.status)) return false;
  if (today.status && today.status.trim().toLowerCase() !== 'open') return false; // e.g. 'By appointment only'
  return within(clock.minutes, today.open, today.close);
}
