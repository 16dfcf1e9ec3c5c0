/**
 * Rego expiry (rules.md: Rego expiry).
 * - A future date shows 'Expires on {Month d, yyyy}'.
 * - A past date shows 'Unregistered' under a flag; otherwise the row is hidden.
 * Dates are compared and shown in the dealer's timezone.
 */
import { DEALER_TIME_ZONE } from '../tenant/time-zone';
import { dateTimeFormat } from '../format/intl';

export const UNREGISTERED_TEXT = 'Unregistered';

/** The calendar date (yyyy-mm-dd) of an instant in a timezone. */
export function calendarDate(date: Date, timeZone: string): string {
  return dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** The yyyy-mm-dd a rego_expiry value names: a date-only string is that day; a timestamp is its day in the dealer's timezone. */
function expiryDay(value: string, timeZone: string): string | null {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (dateOnly) return value.trim();
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : calendarDate(parsed, timeZone);
}

/** 'Expires on March 5, 2026', 'Unregistered' (past, under the flag) or null (row hidden). */
export function regoExpiryText(
  regoExpiry: string | null | undefined,
  now: Date,
  options: { showUnregistered?: boolean; timeZone?: string } = {},
): string | null {
  if (!regoExpiry?.trim()) return null;
  const timeZone = options.timeZone ?? DEALER_TIME_ZONE;
  const day = expiryDay(regoExpiry, timeZone);
  if (!day) return null;
  const today = calendarDate(now, timeZone);
  if (day >= today) {
    // expiring today is still registered today
    const [y, m, d] = day.split('-').map(Number);
    const month = dateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, m - 1, d)),
    );
    return `Expires on ${month} ${d}, ${y}`;
  }
  return options.showUnregistered ? UNREGISTERED_TEXT : null;
}
