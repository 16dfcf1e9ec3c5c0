/**
 * A timezone's UTC offsets over a stretch of time, worked out at build time, so a page's script
 * can read the dealer's clock without Intl: the first `Intl.DateTimeFormat` with a timeZone in a
 * page costs tens of milliseconds of main thread (ICU's zone data; 63 ms measured in Chromium on
 * this machine, four times that on Lighthouse's phone), and the sticky mobile footer's 'Call Now'
 * check ran it on every page load. Outside the stretch the clock falls back to Intl.
 */
import { dateTimeFormat } from './intl';

/** From `from` (UTC ms) the zone is `offset` minutes ahead of UTC, until the next step or `until`. */
export interface ZoneOffsets {
  steps: { from: number; offset: number }[];
  until: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The zone's offset from UTC in minutes at an instant (Intl; build side). */
export function offsetMinutes(timeZone: string, at: number): number {
  const format = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = format.formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - Math.floor(at / MINUTE) * MINUTE) / MINUTE);
}

/**
 * The offsets of `timeZone` from `from` for `days` days: read hourly, and where two readings
 * differ the change is found to the minute (zones change at whole or half hours).
 */
export function zoneOffsets(timeZone: string, from: number, days: number): ZoneOffsets {
  const start = Math.floor(from / MINUTE) * MINUTE;
  const until = start + days * 24 * HOUR;
  const steps = [{ from: start, offset: offsetMinutes(timeZone, start) }];
  for (let t = start; t < until; t += HOUR) {
    const next = Math.min(t + HOUR, until);
    const before = steps[steps.length - 1].offset;
    if (offsetMinutes(timeZone, next) === before) continue;
    // the first minute in (t, next] with the new offset
    let lo = t;
    let hi = next;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (offsetMinutes(timeZone, mid) === before) lo = mid;
      else hi = mid;
    }
    steps.push({ from: hi, offset: offsetMinutes(timeZone, hi) });
  }
  return { steps, until };
}

/**
 * The table a built page carries: from the first day of the build's month (UTC, a day early so
 * every zone's 'today' is covered) for 100 days, so it changes once a month, not with every
 * build, and a site that is not rebuilt for two months still reads its clock without Intl.
 */
export function buildZoneOffsets(timeZone: string, now: Date): ZoneOffsets {
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 24 * HOUR;
  const key = `${timeZone} ${monthStart}`;
  let table = built.get(key);
  if (!table) {
    table = zoneOffsets(timeZone, monthStart, 100);
    built.set(key, table);
  }
  return table;
}

/** buildZoneOffsets' tables by zone and month: one costs ~14 ms, and every vehicle page carries one. */
const built = new Map<string, ZoneOffsets>();

/** The offset in minutes at `at`, or null when `at` is outside the table. */
export function offsetAt(table: ZoneOffsets | null | undefined, at: number): number | null {
  if (!table?.steps.length || at < table.steps[0].from || at >= table.until) return null;
  let offset = table.steps[0].offset;
  for (const step of table.steps) {
    if (step.from > at) break;
    offset = step.offset;
  }
  return offset;
}
