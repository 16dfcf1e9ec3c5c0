/**
 * Opening-hours displays (rules.md: Opening hour and special hours; Opening hours display): the Monday-to-Sunday table,
 * the grouped display ('Mon-Fri', 'Mon/Tue'), the single-franchise merged-range display
 * ('Mon - Fri 8am-6pm'), 'By appointment only' for closed Saturdays and the alternating
 * Saturdays counted from 14 June 2025.
 *
 * Pure and free of zod at run time: the location pages' browser script imports it.
 */
import { minutesOfDay } from '../vehicle/call-now';
import { DAY_NAMES } from '../format/calendar';

export interface HoursDay {
  /** 0 = Sunday to 6 = Saturday. */
  weekday: number;
  open?: string | null;
  close?: string | null;
  /** 'Open', 'Closed' or other text shown as-is. */
  status?: string | null;
  /** e.g. '8:00am-6:00pm' */
  formated_hours?: string | null;
}

export const OPEN_STATUS = 'Open';
export const CLOSED_STATUS = 'Closed';
/** A closed Saturday of a sales or service location, where the site configures it (rules.md: Opening hours display). */
export const BY_APPOINTMENT_ONLY = 'By appointment only';
/** The alternating service Saturday's text (rules.md: Opening hours display writes it capitalised). */
export const ALTERNATE_SATURDAY_TEXT = 'By Appointment Only';
/** Alternating Saturdays are counted from this Saturday (rules.md: Opening hours display; Locations and reviews). */
export const ALTERNATE_SATURDAY_EPOCH = '2025-06-14';

export { DAY_NAMES };
export const DAY_ABBREVIATIONS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** Weekdays in display order, Monday first. */
export const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;
const SATURDAY = 6;

/** '08:30' → '8:30am', '17:00' → '5:00pm' ('h:mmam'); null when unreadable. */
export function twelveHourTime(value: string | null | undefined): string | null {
  const minutes = minutesOfDay(value);
  if (minutes == null) return null;
  const h24 = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const hour = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${hour}:${String(m).padStart(2, '0')}${h24 >= 12 ? 'pm' : 'am'}`;
}

/** 'h:mmam-h:mmpm' for an open and a close time; null when either is unreadable. */
export function hoursRangeText(
  open: string | null | undefined,
  close: string | null | undefined,
): string | null {
  const from = twelveHourTime(open);
  const to = twelveHourTime(close);
  return from && to ? `${from}-${to}` : null;
}

/** '8:00am' → '8am' (the merged display's short form). */
const shortTime = (text: string) => text.replace(/:00(?=[ap]m)/g, '');

export const isOpenStatus = (status: string | null | undefined) =>
  (status ?? '').trim().toLowerCase() === OPEN_STATUS.toLowerCase();
export const isClosedStatus = (status: string | null | undefined) =>
  (status ?? '').trim().toLowerCase() === CLOSED_STATUS.toLowerCase();

/** Options that change how a location's days read. */
export interface DayTextOptions {
  /** Location type ('' is sales). */
  locationType?: string | null;
  /** The site shows 'By appointment only' for closed Saturdays (config.hoursSaturdayByAppointment). */
  saturdayByAppointment?: boolean;
}

/**
 * One day's text: formated_hours when its status is 'Open' (else the open and close times),
 * otherwise its status text; a closed Saturday of a sales or service location reads
 * 'By appointment only' where configured.
 */
export function dayText(day: HoursDay | undefined, options: DayTextOptions = {}): string {
  if (!day) return CLOSED_STATUS;
  if (isOpenStatus(day.status))
    return day.formated_hours?.trim() || hoursRangeText(day.open, day.close) || OPEN_STATUS;
  const type = options.locationType || 'sales';
  if (
    day.weekday === SATURDAY &&
    isClosedStatus(day.status) &&
    options.saturdayByAppointment &&
    (type === 'sales' || type === 'service')
  )
    return BY_APPOINTMENT_ONLY;
  return day.status?.trim() || CLOSED_STATUS;
}

export interface WeekRow {
  weekday: number;
  day: (typeof DAY_NAMES)[number];
  abbreviation: (typeof DAY_ABBREVIATIONS)[number];
  text: string;
  open: boolean;
}

/** The Monday-to-Sunday table (rules.md: Location screens location detail page). */
export function weekTable(
  hours: readonly HoursDay[] | null | undefined,
  options: DayTextOptions = {},
): WeekRow[] {
  return MONDAY_FIRST.map((weekday) => {
    const day = hours?.find((h) => h.weekday === weekday);
    return {
      weekday,
      day: DAY_NAMES[weekday],
      abbreviation: DAY_ABBREVIATIONS[weekday],
      text: dayText(day, options),
      open: isOpenStatus(day?.status),
    };
  });
}

export interface HoursLine {
  days: string;
  text: string;
}

/**
 * The grouped display (rules.md: Opening hours display): 'Mon-Fri' when all five weekdays read the same; otherwise the
 * weekdays with the same hours joined as 'Mon/Tue'; then Saturday and Sunday.
 */
export function groupedHours(
  hours: readonly HoursDay[] | null | undefined,
  options: DayTextOptions = {},
): HoursLine[] {
  if (!hours || hours.length === 0) return [];
  const rows = weekTable(hours, options);
  const weekdays = rows.slice(0, 5);
  const lines: HoursLine[] = [];
  if (weekdays.every((r) => r.text === weekdays[0].text)) {
    lines.push({ days: 'Mon-Fri', text: weekdays[0].text });
  } else {
    const groups = new Map<string, string[]>();
    for (const r of weekdays) groups.set(r.text, [...(groups.get(r.text) ?? []), r.abbreviation]);
    for (const [text, days] of groups) lines.push({ days: days.join('/'), text });
  }
  for (const r of rows.slice(5)) lines.push({ days: r.abbreviation, text: r.text });
  return lines;
}

/**
 * The single-franchise display (rules.md: Opening hours display): Open days only; consecutive days with the same hours
 * merge into a range ('Mon - Fri'), non-consecutive matching days join with commas.
 */
export function mergedHours(hours: readonly HoursDay[] | null | undefined): HoursLine[] {
  const rows = weekTable(hours).filter((r) => r.open);
  const order = new Map<string, WeekRow[]>();
  for (const r of rows) order.set(r.text, [...(order.get(r.text) ?? []), r]);
  const position = (weekday: number) => MONDAY_FIRST.indexOf(weekday as 0);
  const lines: HoursLine[] = [];
  for (const [text, days] of order) {
    const runs: WeekRow[][] = [];
    for (const d of days) {
      const run = runs.at(-1);
      if (run && position(d.weekday) === position(run.at(-1)!.weekday) + 1) run.push(d);
      else runs.push([d]);
    }
    const label = runs
      .map((run) =>
        run.length > 1
          ? `${run[0].abbreviation} - ${run.at(-1)!.abbreviation}`
          : run[0].abbreviation,
      )
      .join(', ');
    lines.push({ days: label, text: shortTime(text) });
  }
  return lines;
}

/** Whole days from one yyyy-mm-dd to another (negative when earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The weekday (0 = Sunday) of a yyyy-mm-dd date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * True on the alternating Saturdays that read 'By Appointment Only': every other week
 * counting from 14 June 2025, that day included (rules.md: Opening hours display). Earlier Saturdays keep the rhythm.
 */
export function isAlternateSaturday(date: string): boolean {
  if (weekdayOf(date) !== SATURDAY) return false;
  const weeks = Math.floor(daysBetween(ALTERNATE_SATURDAY_EPOCH, date) / 7);
  return ((weeks % 2) + 2) % 2 === 0;
}

/** yyyy-mm-dd of the coming Saturday (today when today is a Saturday). */
export function comingSaturday(today: string): string {
  const offset = (SATURDAY - weekdayOf(today) + 7) % 7;
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}
