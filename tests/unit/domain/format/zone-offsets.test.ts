/**
 * The build's table of a timezone's offsets (src/domain/format/zone-offsets.ts) and the clock
 * read from it: the same weekday, date and minutes as Intl at every instant tried, across the
 * daylight-saving changes of the zones the sample dealers use, a half-hour change (Lord Howe)
 * and zones without daylight saving; outside the table, Intl again.
 */
import { describe, expect, it } from 'vitest';
import {
  buildZoneOffsets,
  offsetAt,
  offsetMinutes,
  zoneOffsets,
} from '../../../../src/domain/format/zone-offsets';
import { isOpenNow, localClock } from '../../../../src/domain/vehicle/call-now';

const HOUR = 3_600_000;

describe('zoneOffsets', () => {
  it.each([
    // zone, a day inside the table, the changes expected in the 100 days from 1 Sep 2026 (UTC)
    ['Australia/Brisbane', 0],
    ['Australia/Perth', 0],
    ['Australia/Sydney', 1], // +10:00 -> +11:00 on Sun 4 Oct 2026, 02:00 local
    ['Australia/Lord_Howe', 1], // +10:30 -> +11:00, a half-hour change
    ['America/Chicago', 1], // -05:00 -> -06:00 on Sun 1 Nov 2026
    ['Pacific/Auckland', 1], // +12:00 -> +13:00 on Sun 27 Sep 2026
  ])('%s: %i change(s), each found to the minute', (zone, changes) => {
    const from = Date.UTC(2026, 8, 1);
    const table = zoneOffsets(zone, from, 100);
    expect(table.steps).toHaveLength(changes + 1);
    for (const step of table.steps.slice(1)) {
      expect(offsetMinutes(zone, step.from)).toBe(step.offset);
      expect(offsetMinutes(zone, step.from - 60_000)).not.toBe(step.offset);
    }
  });

  it('reads the same clock as Intl at every instant tried, and Intl outside the table', () => {
    for (const zone of ['Australia/Sydney', 'Australia/Lord_Howe', 'America/Chicago']) {
      const from = Date.UTC(2026, 8, 1);
      const table = zoneOffsets(zone, from, 100);
      // every 37 minutes for the 100 days (3,892 instants), both sides of each change
      for (let t = from; t < table.until; t += 37 * 60_000) {
        const now = new Date(t);
        expect(localClock(now, zone, table), `${zone} ${now.toISOString()}`).toEqual(
          localClock(now, zone),
        );
      }
      expect(offsetAt(table, from - 1)).toBeNull();
      expect(offsetAt(table, table.until)).toBeNull();
      const after = new Date(table.until + 5 * HOUR);
      expect(localClock(after, zone, table)).toEqual(localClock(after, zone));
    }
  });

  it("the build's table starts a day before its month and covers 100 days", () => {
    const table = buildZoneOffsets('Australia/Brisbane', new Date('2026-11-24T03:00:00Z'));
    expect(table.steps[0].from).toBe(Date.UTC(2026, 10, 1) - 24 * HOUR);
    expect(table.until - table.steps[0].from).toBe(100 * 24 * HOUR);
    // the same table for every build in the month: cached pages stay byte-identical
    expect(buildZoneOffsets('Australia/Brisbane', new Date('2026-11-30T23:00:00Z'))).toEqual(table);
  });

  it('works a zone and month out once: every vehicle page of a build shares the table', () => {
    const table = buildZoneOffsets('America/Chicago', new Date('2026-11-24T03:00:00Z'));
    expect(buildZoneOffsets('America/Chicago', new Date('2026-11-02T09:00:00Z'))).toBe(table);
    expect(buildZoneOffsets('America/Chicago', new Date('2026-12-02T09:00:00Z'))).not.toBe(table);
    expect(buildZoneOffsets('America/Denver', new Date('2026-11-24T03:00:00Z'))).not.toEqual(table);
  });

  it('isOpenNow gives the same answer with the table as with Intl', () => {
    const hours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '08:00', close: '17:30' }));
    const table = zoneOffsets('Australia/Sydney', Date.UTC(2026, 8, 1), 100);
    for (let t = Date.UTC(2026, 9, 1); t < Date.UTC(2026, 9, 8); t += 15 * 60_000) {
      const now = new Date(t);
      const options = { timeZone: 'Australia/Sydney' };
      expect(isOpenNow(hours, now, { ...options, offsets: table })).toBe(
        isOpenNow(hours, now, options),
      );
    }
  });
});
