/** Test-drive slots from opening hours, in the dealer's timezone. */
import { describe, expect, it } from 'vitest';
import {
  appointmentSlots,
  parseClock,
  timezoneForState,
  slotLabel,
  LEAD_TIME_HOURS,
} from '../../../../src/domain/leads/appointments';

describe('appointment slots', () => {
  const hours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '8:00am', close: '5:00pm' }));
  // Monday 3 March 2025, 06:00 in Brisbane (UTC+10) = Sunday 20:00 UTC
  const now = new Date('2025-03-02T20:00:00Z');

  it.each([
    ['08:00', 480],
    ['8:00am', 480],
    ['5:30 pm', 1050],
    ['12:00am', 0],
    ['12pm', 720],
    ['17:30', 1050],
    ['25:00', null],
    ['noon', null],
  ])('parseClock(%j) = %j', (t, m) => {
    expect(parseClock(t)).toBe(m);
  });

  it('hourly from opening to an hour before closing, weekdays only, with the offset', () => {
    const slots = appointmentSlots({ hours, timeZone: 'Australia/Brisbane', now, days: 7 });
    expect(slots[0]).toBe('2025-03-03T08:00:00+10:00');
    expect(slots.filter((s) => s.startsWith('2025-03-03'))).toHaveLength(9);
    expect(slots.some((s) => s.startsWith('2025-03-08') || s.startsWith('2025-03-09'))).toBe(false);
    expect(slots).toHaveLength(45);
  });

  it('nothing sooner than the lead time, nothing already booked', () => {
    const late = new Date('2025-03-03T01:30:00Z'); // 11:30 Brisbane
    const slots = appointmentSlots({
      hours,
      timeZone: 'Australia/Brisbane',
      now: late,
      days: 1,
      booked: ['2025-03-03T15:00:00+10:00'],
    });
    expect(LEAD_TIME_HOURS).toBe(2);
    expect(slots).toEqual(['2025-03-03T14:00:00+10:00', '2025-03-03T16:00:00+10:00']);
  });

  it('daylight saving: Sydney in March is +11:00, in June +10:00', () => {
    expect(appointmentSlots({ hours, timeZone: 'Australia/Sydney', now, days: 1 })[0]).toMatch(
      /\+11:00$/,
    );
    expect(
      appointmentSlots({
        hours,
        timeZone: 'Australia/Sydney',
        now: new Date('2025-06-01T20:00:00Z'),
        days: 1,
      })[0],
    ).toBe('2025-06-02T08:00:00+10:00');
  });

  it('state → timezone, Brisbane by default; labels read in the dealer’s zone', () => {
    expect(timezoneForState('wa')).toBe('Australia/Perth');
    expect(timezoneForState(undefined)).toBe('Australia/Brisbane');
    expect(slotLabel('2025-03-03T08:00:00+10:00', 'Australia/Brisbane')).toMatch(
      /Mon.*3.*Mar.*8:00/,
    );
  });
});
