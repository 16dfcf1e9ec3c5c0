/**
 * "Checked in stock": when the build last read the stock from the dealer's system, in the
 * dealer's time zone, in words a shopper reads at a glance ('Checked in stock today at 6:05 am
 * (Brisbane time)'). The time is not in the vehicle page's HTML, which a build reuses while
 * its car is unchanged: each build publishes it once, at STOCK_CHECK_PATH, and the page's
 * small script reads it there (a car that is not in stock shows nothing).
 */
import { dateTimeFormat } from '../format/intl';
import { calendarDate } from './rego-expiry';

/** The file every build writes: when the stock was read, and how many cars it listed. */
export const STOCK_CHECK_PATH = '/stock-check.json';

/** Where the stock loader notes the instant it read the stock, for this build's pages. */
export const STOCK_READ_AT_ENV = 'DEALER_STOCK_READ_AT';

export interface StockCheck {
  /** ISO 8601 instant the stock was read. */
  checkedAt: string;
  /** Cars the build listed (the stock guard compares the next build's list with it). */
  cars: number;
}

/** The file's content, or null when it is not one (an old or damaged file). */
export function readStockCheck(value: unknown): StockCheck | null {
  const v = value as Partial<StockCheck> | null;
  if (!v || typeof v.checkedAt !== 'string' || Number.isNaN(Date.parse(v.checkedAt))) return null;
  if (typeof v.cars !== 'number' || !Number.isInteger(v.cars) || v.cars < 0) return null;
  return { checkedAt: v.checkedAt, cars: v.cars };
}

/** 'Brisbane' of 'Australia/Brisbane', 'New York' of 'America/New_York'. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

const DAY_MS = 86_400_000;

/**
 * 'Checked in stock today at 6:05 am (Brisbane time)'; 'yesterday at …'; 'on Tuesday at …'
 * within the week; 'on 3 November at …' before that. Days are the dealer's calendar days.
 */
export function stockCheckedText(
  checkedAt: Date,
  now: Date,
  timeZone: string,
  locale = 'en-AU',
): string {
  const time = dateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' })
    .format(checkedAt)
    .replace(/\s?([AP])\.?M\.?$/i, (_m, ap: string) => ` ${ap.toLowerCase()}m`);
  const day = calendarDate(checkedAt, timeZone);
  const today = calendarDate(now, timeZone);
  const daysAgo = Math.round((Date.parse(today) - Date.parse(day)) / DAY_MS);
  const when =
    daysAgo <= 0
      ? 'today'
      : daysAgo === 1
        ? 'yesterday'
        : daysAgo < 7
          ? `on ${dateTimeFormat(locale, { timeZone, weekday: 'long' }).format(checkedAt)}`
          : `on ${dateTimeFormat(locale, { timeZone, day: 'numeric', month: 'long' }).format(checkedAt)}`;
  return `Checked in stock ${when} at ${time} (${zoneCity(timeZone)} time)`;
}
