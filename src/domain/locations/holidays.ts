/**
 * Holiday (special) hours (rules.md: Location screens; Opening hour and special hours): the entries that apply to a
 * location (its own, and those whose location is null, which apply to every location) and
 * the 'View Holiday Hours' modal's rows: 'Today' or a formatted date, each with
 * 'h:mmam-h:mmpm' or 'Closed'.
 *
 * Pure and free of zod at run time: the location pages' browser script imports it.
 */
import type { HolidayHours } from '../vehicle/call-now';
import { CLOSED_STATUS, hoursRangeText, isClosedStatus } from './hours';
import { formatCalendarDate } from '../market/format';
import type { Market } from '../market/market';

export type { HolidayHours };

export const VIEW_HOLIDAY_HOURS = 'View Holiday Hours';
export const TODAY_LABEL = 'Today';

/** 'Holiday Opening Hours: {location name}' */
export const holidayHoursTitle = (locationName: string) => `Holiday Opening Hours: ${locationName}`;

/** The entry's location id: location_id, else location.id; null means every location. */
export function holidayLocationId(entry: HolidayHours): string | null {
  const id = entry.location_id ?? entry.location?.id ?? null;
  return id == null ? null : String(id);
}

/**
 * The entries that apply to a location, one per date, by date: its own entry for a date wins
 * over an entry for every location.
 */
export function holidaysFor<H extends HolidayHours>(
  entries: readonly H[] | null | undefined,
  locationId: string | number,
): H[] {
  const byDate = new Map<string, H>();
  for (const entry of entries ?? []) {
    const where = holidayLocationId(entry);
    if (where != null && where !== String(locationId)) continue;
    const date = entry.date.slice(0, 10);
    const seen = byDate.get(date);
    if (!seen || (holidayLocationId(seen) == null && where != null)) byDate.set(date, entry);
  }
  // yyyy-mm-dd sorts as text; not localeCompare, whose collator loads ICU data in the browser
  return [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, e]) => e);
}

/** An entry's hours text: 'Closed', 'h:mmam-h:mmpm', else its status text. */
export function holidayText(entry: HolidayHours): string {
  if (isClosedStatus(entry.status)) return CLOSED_STATUS;
  const range = hoursRangeText(
    entry.start_hour ?? entry.hours?.begin,
    entry.end_hour ?? entry.hours?.end,
  );
  return range ?? (entry.status?.trim() || CLOSED_STATUS);
}

/**
 * 'Thursday 25 December 2025' (AU, NZ; 'Thursday, December 25, 2025' in the US): what the
 * market's Intl.DateTimeFormat writes (weekday, day, month long, year), written without Intl,
 * whose first date format costs the location pages' script a long task in the browser (a unit
 * test holds the two equal). An invalid date throws RangeError, as Intl does.
 */
export function holidayDateText(date: string, market: Market = 'AU'): string {
  return formatCalendarDate(date, market, { weekday: true });
}

export interface HolidayRow {
  /** yyyy-mm-dd */
  date: string;
  /** 'Today' or the formatted date. */
  label: string;
  text: string;
  closed: boolean;
}

/** The modal's rows from today (yyyy-mm-dd in the dealer's timezone) on; past dates are left out. */
export function holidayRows(
  entries: readonly HolidayHours[] | null | undefined,
  locationId: string | number,
  today: string,
  market: Market = 'AU',
): HolidayRow[] {
  return holidaysFor(entries, locationId)
    .filter((e) => e.date.slice(0, 10) >= today)
    .map((e) => {
      const date = e.date.slice(0, 10);
      const text = holidayText(e);
      return {
        date,
        label: date === today ? TODAY_LABEL : holidayDateText(date, market),
        text,
        closed: text === CLOSED_STATUS,
      };
    });
}
