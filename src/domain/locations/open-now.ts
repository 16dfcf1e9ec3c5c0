/**
 * Open or closed now, in the dealer's timezone (rules.md: Opening hours display; Open/closed for 'Call Now'; Locations and reviews):
 * a holiday entry for today (the location's own, or one for every location) replaces the
 * weekday's hours; a service Saturday that falls on an alternating 'By Appointment Only'
 * week is closed; otherwise today's opening hours decide.
 *
 * Pure and free of zod at run time: the location pages' browser script imports it.
 */
import { timezoneForState } from '../leads/appointments';
import { isOpenNow, localClock, minutesOfDay } from '../vehicle/call-now';
import { dealerTimeZone, marketOf, type Market } from '../market/market';
import type { ZoneOffsets } from '../format/zone-offsets';
import { holidaysFor, type HolidayHours } from './holidays';
import {
  ALTERNATE_SATURDAY_TEXT,
  isAlternateSaturday,
  twelveHourTime,
  type HoursDay,
} from './hours';

export const OPEN_NOW = 'Open now';
export const CLOSED_NOW = 'Closed now';

/**
 * A location's timezone. The spec fixes Australia/Perth (rules.md: Open/closed for 'Call Now'; Locations and reviews), the timezone of the
 * dealer it was written for; a dealer means their own clock, so the location's own time_zone
 * wins, then the tenant's config.timeZone, then (in Australia) the location's state picks its
 * timezone, then the market's default (market/market.ts: Australia/Perth for AU).
 */
export function locationTimeZone(
  state: string | null | undefined,
  config?: { market?: Market | null; phoneMode?: string | null; timeZone?: string | null } | null,
  ownTimeZone?: string | null,
): string {
  if (ownTimeZone || config?.timeZone) return dealerTimeZone(config, ownTimeZone);
  if (marketOf(config) === 'AU' && state && state.trim()) return timezoneForState(state);
  return dealerTimeZone(config);
}

export interface OpenNowInput {
  locationId: string | number;
  hours: readonly HoursDay[] | null | undefined;
  holidays?: readonly HolidayHours[] | null;
  timeZone: string;
  /** The zone's offsets around the build (buildZoneOffsets): the clock without Intl while they last. */
  offsets?: ZoneOffsets | null;
  /** This location's Saturdays alternate with 'By Appointment Only' weeks (a service location of the flagged dealer). */
  alternatingSaturdays?: boolean;
}

export interface OpenState {
  open: boolean;
  /** 'Open now until 5:30pm', 'Closed now' */
  text: string;
  /** Today's hours replaced by the alternating Saturday's 'By Appointment Only'. */
  note: string | null;
}

/** Whether the location is open at `now`, with the text a visitor reads. */
export function openState(input: OpenNowInput, now: Date): OpenState {
  const clock = localClock(now, input.timeZone, input.offsets);
  const holidays = holidaysFor(input.holidays, input.locationId);
  const holiday = holidays.find((h) => h.date.slice(0, 10) === clock.date);
  if (!holiday && input.alternatingSaturdays && isAlternateSaturday(clock.date))
    return { open: false, text: CLOSED_NOW, note: ALTERNATE_SATURDAY_TEXT };
  const open = isOpenNow(input.hours, now, {
    holidays,
    locationId: input.locationId,
    timeZone: input.timeZone,
    offsets: input.offsets,
  });
  if (!open) return { open, text: CLOSED_NOW, note: null };
  const close = holiday
    ? (holiday.end_hour ?? holiday.hours?.end)
    : input.hours?.find((h) => h.weekday === clock.weekday)?.close;
  const closes = minutesOfDay(close) != null ? twelveHourTime(close) : null;
  return { open, text: closes ? `${OPEN_NOW} until ${closes}` : OPEN_NOW, note: null };
}
