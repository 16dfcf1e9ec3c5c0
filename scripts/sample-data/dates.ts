/**
 * Dates relative to the anchoring --now. Every date in the sample data is derived from the
 * Clock, never from the system time, so the same --now gives the same bytes.
 */

import { MONTH_NAMES } from '../../src/domain/format/calendar';

export const DAY_MS = 86_400_000;
export const DAY_SECONDS = 86_400;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** --now, or the start of the current UTC day when it is not given. */
export function parseNow(
  value: string | undefined,
  fallback: () => number = () => Date.now(),
): Date {
  if (value) {
    const parsed = new Date(value);
    if (Number.isNaN(parsed.getTime())) throw new Error(`--now: not a date: ${value}`);
    return parsed;
  }
  const today = new Date(fallback());
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
}

export class Clock {
  /** Offset of the dealers' wall clock from UTC in minutes (AEST, no daylight saving in QLD). */
  readonly offsetMinutes = 600;

  constructor(readonly now: Date) {}

  get nowMs(): number {
    return this.now.getTime();
  }

  get nowSeconds(): number {
    return Math.floor(this.nowMs / 1000);
  }

  /** The current year on the dealer's wall clock. */
  get year(): number {
    return this.local(this.now).getUTCFullYear();
  }

  daysAgo(days: number): Date {
    return new Date(this.nowMs - days * DAY_MS);
  }

  daysAhead(days: number): Date {
    return new Date(this.nowMs + days * DAY_MS);
  }

  /** The wall-clock fields of a date, read with getUTC*. */
  local(date: Date): Date {
    return new Date(date.getTime() + this.offsetMinutes * 60_000);
  }

  /** '2026-11-21T09:30:00.000+10:00' */
  iso(date: Date): string {
    const l = this.local(date);
    const sign = this.offsetMinutes >= 0 ? '+' : '-';
    const off = Math.abs(this.offsetMinutes);
    return `${l.getUTCFullYear()}-${pad(l.getUTCMonth() + 1)}-${pad(l.getUTCDate())}T${pad(l.getUTCHours())}:${pad(l.getUTCMinutes())}:${pad(l.getUTCSeconds())}.000${sign}${pad(Math.floor(off / 60))}:${pad(off % 60)}`;
  }

  /** '2026-11-21' (dealer's date) */
  ymd(date: Date): string {
    const l = this.local(date);
    return `${l.getUTCFullYear()}-${pad(l.getUTCMonth() + 1)}-${pad(l.getUTCDate())}`;
  }

  /** '21/11/2026' */
  ddmmyyyy(date: Date): string {
    const l = this.local(date);
    return `${pad(l.getUTCDate())}/${pad(l.getUTCMonth() + 1)}/${l.getUTCFullYear()}`;
  }

  /** '11/2026' (build and compliance plates) */
  mmyyyy(year: number, month: number): string {
    return `${pad(month)}/${year}`;
  }

  /** '26 December 2026' */
  dayMonthYear(date: Date): string {
    const l = this.local(date);
    return `${l.getUTCDate()} ${MONTH_NAMES[l.getUTCMonth()]} ${l.getUTCFullYear()}`;
  }

  /** 'November 2026' */
  monthYear(date: Date): string {
    const l = this.local(date);
    return `${MONTH_NAMES[l.getUTCMonth()]} ${l.getUTCFullYear()}`;
  }

  /** 'about 2 months ago' in the dashboard's words. */
  timeAgoInWords(date: Date): string {
    const days = Math.floor((this.nowMs - date.getTime()) / DAY_MS);
    if (days < 1) return 'less than a day ago';
    if (days === 1) return '1 day ago';
    if (days < 30) return `${days} days ago`;
    const months = Math.round(days / 30);
    if (months < 12) return months === 1 ? 'about 1 month ago' : `${months} months ago`;
    const years = Math.floor(days / 365);
    return years === 1 ? 'about 1 year ago' : `about ${years} years ago`;
  }

  /** The next (today or later) date with this month (1-12) and day, as the dealer's 'YYYY-MM-DD'. */
  nextDate(month: number, day: number): string {
    const l = this.local(this.now);
    let year = l.getUTCFullYear();
    const today = Date.UTC(year, l.getUTCMonth(), l.getUTCDate());
    if (Date.UTC(year, month - 1, day) < today) year += 1;
    return `${year}-${pad(month)}-${pad(day)}`;
  }
}
