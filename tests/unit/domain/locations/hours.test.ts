/**
 * Opening hours, holiday hours and open-now with fixed clocks in the dealer's timezone
 * (rules.md: Location screens; Opening hour and special hours; Opening hours display; Open/closed
 * for 'Call Now'; Locations and reviews).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildZoneOffsets } from '../../../../src/domain/format/zone-offsets';
import {
  ALTERNATE_SATURDAY_TEXT,
  BY_APPOINTMENT_ONLY,
  comingSaturday,
  dayText,
  groupedHours,
  isAlternateSaturday,
  mergedHours,
  twelveHourTime,
  weekTable,
  type HoursDay,
} from '../../../../src/domain/locations/hours';
import {
  holidayDateText,
  holidayHoursTitle,
  holidayRows,
  holidaysFor,
  type HolidayHours,
} from '../../../../src/domain/locations/holidays';
import { locationTimeZone, openState } from '../../../../src/domain/locations/open-now';

const day = (weekday: number, open: string | null, close: string | null): HoursDay =>
  open && close
    ? {
        weekday,
        open,
        close,
        status: 'Open',
        formated_hours: `${twelveHourTime(open)}-${twelveHourTime(close)}`,
      }
    : { weekday, open: null, close: null, status: 'Closed', formated_hours: null };

/** Sunday first: the sample sales preset with a late Thursday. */
const SALES: HoursDay[] = [
  day(0, '10:00', '15:00'),
  day(1, '08:30', '17:30'),
  day(2, '08:30', '17:30'),
  day(3, '08:30', '17:30'),
  day(4, '08:30', '19:00'),
  day(5, '08:30', '17:30'),
  day(6, '08:30', '16:00'),
];
const SERVICE: HoursDay[] = [
  day(0, null, null),
  day(1, '07:30', '17:30'),
  day(2, '07:30', '17:30'),
  day(3, '07:30', '17:30'),
  day(4, '07:30', '17:30'),
  day(5, '07:30', '17:00'),
  day(6, '08:00', '12:00'),
];
const BRISBANE = 'Australia/Brisbane'; // UTC+10 all year
/** An instant from a Brisbane wall-clock time. */
const bne = (local: string) => new Date(`${local}+10:00`);

describe('the Monday-to-Sunday table and day texts (rules.md: Opening hours display)', () => {
  it("shows formated_hours for 'Open' days, the status text otherwise", () => {
    const rows = weekTable(SERVICE);
    expect(rows.map((r) => r.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(rows.map((r) => r.text)).toEqual([
      '7:30am-5:30pm',
      '7:30am-5:30pm',
      '7:30am-5:30pm',
      '7:30am-5:30pm',
      '7:30am-5:00pm',
      '8:00am-12:00pm',
      'Closed',
    ]);
    expect(dayText({ weekday: 2, status: 'Public holiday hours vary' })).toBe(
      'Public holiday hours vary',
    );
    expect(dayText({ weekday: 2, status: 'Open', open: '09:00', close: '17:00' })).toBe(
      '9:00am-5:00pm',
    );
    expect(dayText(undefined)).toBe('Closed');
  });
  it("a closed Saturday reads 'By appointment only' for sales or service locations where configured", () => {
    const closedSat = { weekday: 6, status: 'Closed' };
    expect(dayText(closedSat, { saturdayByAppointment: true, locationType: 'sales' })).toBe(
      BY_APPOINTMENT_ONLY,
    );
    expect(dayText(closedSat, { saturdayByAppointment: true, locationType: '' })).toBe(
      BY_APPOINTMENT_ONLY,
    );
    expect(dayText(closedSat, { saturdayByAppointment: true, locationType: 'service' })).toBe(
      BY_APPOINTMENT_ONLY,
    );
    expect(dayText(closedSat, { saturdayByAppointment: true, locationType: 'parts' })).toBe(
      'Closed',
    );
    expect(dayText(closedSat, { locationType: 'sales' })).toBe('Closed');
    expect(dayText({ weekday: 0, status: 'Closed' }, { saturdayByAppointment: true })).toBe(
      'Closed',
    );
  });
});

describe('grouped display (rules.md: Opening hours display)', () => {
  it("'Mon-Fri' when all five weekdays read the same", () => {
    const fiveAlike = SERVICE.map((d) => (d.weekday === 5 ? { ...SERVICE[1], weekday: 5 } : d));
    expect(groupedHours(fiveAlike)).toEqual([
      { days: 'Mon-Fri', text: '7:30am-5:30pm' },
      { days: 'Sat', text: '8:00am-12:00pm' },
      { days: 'Sun', text: 'Closed' },
    ]);
  });
  it("otherwise the weekdays with the same hours join as 'Mon/Tue'", () => {
    expect(groupedHours(SALES)).toEqual([
      { days: 'Mon/Tue/Wed/Fri', text: '8:30am-5:30pm' },
      { days: 'Thu', text: '8:30am-7:00pm' },
      { days: 'Sat', text: '8:30am-4:00pm' },
      { days: 'Sun', text: '10:00am-3:00pm' },
    ]);
    expect(groupedHours([])).toEqual([]);
  });
});

describe('merged display, single-franchise build (rules.md: Opening hours display)', () => {
  it('shows open days only, merges consecutive days into a range and joins the rest with commas', () => {
    expect(mergedHours(SALES)).toEqual([
      { days: 'Mon - Wed, Fri', text: '8:30am-5:30pm' },
      { days: 'Thu', text: '8:30am-7pm' },
      { days: 'Sat', text: '8:30am-4pm' },
      { days: 'Sun', text: '10am-3pm' },
    ]);
    const sixDays = [
      day(0, null, null),
      ...[1, 2, 3, 4, 5].map((d) => day(d, '08:00', '18:00')),
      day(6, '08:00', '18:00'),
    ];
    expect(mergedHours(sixDays)).toEqual([{ days: 'Mon - Sat', text: '8am-6pm' }]);
  });
});

describe('alternating Saturdays from 14 June 2025 (rules.md: Opening hours display; Locations and reviews)', () => {
  it("reads 'By Appointment Only' on 14 June 2025 and every other Saturday from it", () => {
    expect(isAlternateSaturday('2025-06-14')).toBe(true);
    expect(isAlternateSaturday('2025-06-21')).toBe(false);
    expect(isAlternateSaturday('2025-06-28')).toBe(true);
    expect(isAlternateSaturday('2025-12-27')).toBe(true); // 28 weeks on
    expect(isAlternateSaturday('2026-01-03')).toBe(false);
    expect(isAlternateSaturday('2025-06-07')).toBe(false); // the rhythm runs backwards too
    expect(isAlternateSaturday('2025-05-31')).toBe(true);
    expect(isAlternateSaturday('2025-06-15')).toBe(false); // a Sunday
  });
  it('finds the coming Saturday', () => {
    expect(comingSaturday('2025-06-14')).toBe('2025-06-14');
    expect(comingSaturday('2025-06-15')).toBe('2025-06-21');
    expect(comingSaturday('2025-06-20')).toBe('2025-06-21');
  });
  it('closes the flagged service location on those Saturdays; open on the others', () => {
    const input = {
      locationId: 2,
      hours: SERVICE,
      timeZone: BRISBANE,
      alternatingSaturdays: true,
    };
    expect(openState(input, bne('2025-06-14T09:00'))).toEqual({
      open: false,
      text: 'Closed now',
      note: ALTERNATE_SATURDAY_TEXT,
    });
    expect(openState(input, bne('2025-06-21T09:00')).open).toBe(true);
    expect(openState({ ...input, alternatingSaturdays: false }, bne('2025-06-14T09:00')).open).toBe(
      true,
    );
  });
});

const HOLIDAYS: HolidayHours[] = [
  { date: '2025-12-24', status: 'Open', start_hour: '08:30', end_hour: '14:00', location_id: 1 },
  { date: '2025-12-25', status: 'Closed', location_id: null, location: null },
  {
    date: '2025-12-26',
    status: 'Open',
    hours: { begin: '10:00', end: '16:00' },
    location: { id: 1 },
  },
  { date: '2025-12-26', status: 'Closed', location_id: null },
  { date: '2026-01-01', status: 'Closed', location_id: null },
];

describe('holiday hours (rules.md: Location screens; Opening hour and special hours)', () => {
  it('applies entries for the location and entries with a null location; its own entry wins', () => {
    expect(holidaysFor(HOLIDAYS, 1).map((h) => [h.date, h.status])).toEqual([
      ['2025-12-24', 'Open'],
      ['2025-12-25', 'Closed'],
      ['2025-12-26', 'Open'],
      ['2026-01-01', 'Closed'],
    ]);
    expect(holidaysFor(HOLIDAYS, 2).map((h) => [h.date, h.status])).toEqual([
      ['2025-12-25', 'Closed'],
      ['2025-12-26', 'Closed'],
      ['2026-01-01', 'Closed'],
    ]);
  });
  it("lists 'Today' or a formatted date with 'h:mmam-h:mmpm' or 'Closed', from today on", () => {
    expect(holidayHoursTitle('Sunshine Coast Toyota Sales')).toBe(
      'Holiday Opening Hours: Sunshine Coast Toyota Sales',
    );
    expect(holidayRows(HOLIDAYS, 1, '2025-12-24')).toEqual([
      { date: '2025-12-24', label: 'Today', text: '8:30am-2:00pm', closed: false },
      { date: '2025-12-25', label: 'Thursday 25 December 2025', text: 'Closed', closed: true },
      {
        date: '2025-12-26',
        label: 'Friday 26 December 2025',
        text: '10:00am-4:00pm',
        closed: false,
      },
      { date: '2026-01-01', label: 'Thursday 1 January 2026', text: 'Closed', closed: true },
    ]);
    expect(holidayRows(HOLIDAYS, 1, '2025-12-27').map((r) => r.date)).toEqual(['2026-01-01']);
    expect(holidayDateText('2026-01-01T00:00:00.000Z')).toBe('Thursday 1 January 2026');
  });
});

describe('holiday dates and the open-now clock without Intl', () => {
  const intl = new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  it("writes every date as en-AU's Intl.DateTimeFormat does, without its comma", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (d) => {
          const date = d.toISOString().slice(0, 10);
          expect(holidayDateText(date)).toBe(
            intl.format(new Date(`${date}T00:00:00Z`)).replace(',', ''),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('refuses an invalid date as Intl does', () => {
    expect(() => holidayDateText('not a date')).toThrow(RangeError);
  });

  it("open now reads the same from the build's zone table as from Intl", () => {
    const table = buildZoneOffsets(BRISBANE, new Date('2025-12-01T00:00:00Z'));
    for (let t = Date.UTC(2025, 11, 1); t < Date.UTC(2025, 11, 8); t += 30 * 60_000) {
      const now = new Date(t);
      const sales = { locationId: 1, hours: SALES, holidays: HOLIDAYS, timeZone: BRISBANE };
      expect(openState({ ...sales, offsets: table }, now)).toEqual(openState(sales, now));
    }
  });
});

describe("open now, fixed clocks in the dealer timezone (rules.md: Open/closed for 'Call Now')", () => {
  const sales = { locationId: 1, hours: SALES, holidays: HOLIDAYS, timeZone: BRISBANE };
  it('across a week: open at 9am every day, closed at 8pm except late-night Thursday until 7pm', () => {
    // Monday 1 to Sunday 7 December 2025
    const week = ['01', '02', '03', '04', '05', '06', '07'];
    expect(week.map((d) => openState(sales, bne(`2025-12-${d}T09:00`)).open)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false, // Sunday opens at 10am
    ]);
    expect(week.map((d) => openState(sales, bne(`2025-12-${d}T18:30`)).open)).toEqual([
      false,
      false,
      false,
      true, // Thursday until 7pm
      false,
      false,
      false,
    ]);
    expect(openState(sales, bne('2025-12-07T10:00')).text).toBe('Open now until 3:00pm');
    expect(openState(sales, bne('2025-12-01T17:30')).text).toBe('Closed now');
    expect(openState(sales, bne('2025-12-01T08:29')).open).toBe(false);
    expect(openState(sales, bne('2025-12-01T08:30')).open).toBe(true);
  });
  it('a holiday entry for one location and one for all replace the weekday hours', () => {
    // Wednesday 24 December: location 1 closes at 2pm instead of 5:30pm
    expect(openState(sales, bne('2025-12-24T13:59')).text).toBe('Open now until 2:00pm');
    expect(openState(sales, bne('2025-12-24T15:00')).open).toBe(false);
    expect(openState({ ...sales, locationId: 2 }, bne('2025-12-24T15:00')).open).toBe(true);
    // Thursday 25 December: every location is closed
    expect(openState(sales, bne('2025-12-25T11:00')).open).toBe(false);
    expect(openState({ ...sales, locationId: 2 }, bne('2025-12-25T11:00')).open).toBe(false);
    // a holiday on an alternating Saturday wins over the alternation
    const sat = [
      {
        date: '2025-06-14',
        status: 'Open',
        start_hour: '08:00',
        end_hour: '12:00',
        location_id: null,
      },
    ];
    expect(
      openState(
        {
          locationId: 2,
          hours: SERVICE,
          holidays: sat,
          timeZone: BRISBANE,
          alternatingSaturdays: true,
        },
        bne('2025-06-14T09:00'),
      ).open,
    ).toBe(true);
  });
  it("at midnight: the day changes in the dealer's timezone, not in UTC", () => {
    // 23:59 on 24 December in Brisbane is 13:59 UTC; 00:00 on the 25th is 14:00 UTC
    const lateOpen = SALES.map((d) => (d.weekday === 3 ? day(3, '08:30', '00:00') : d));
    const input = { ...sales, hours: lateOpen, holidays: [HOLIDAYS[1]] };
    expect(openState(input, new Date('2025-12-24T13:59:00Z')).open).toBe(true); // open until midnight
    expect(openState(input, new Date('2025-12-24T14:00:00Z')).open).toBe(false); // Christmas Day
    // Saturday 6 December: closed at 23:59; Sunday 00:00 is before Sunday's 10am opening
    expect(openState(sales, bne('2025-12-06T23:59')).open).toBe(false);
    expect(openState(sales, bne('2025-12-07T00:00')).open).toBe(false);
  });
  it('uses the location state for the timezone, Australia/Perth when unknown', () => {
    expect(locationTimeZone('QLD')).toBe('Australia/Brisbane');
    expect(locationTimeZone('NSW')).toBe('Australia/Sydney');
    expect(locationTimeZone(null)).toBe('Australia/Perth');
    expect(locationTimeZone('WI', { market: 'US' })).toBe('America/Chicago');
    expect(locationTimeZone('QLD', { timeZone: 'Australia/Darwin' })).toBe('Australia/Darwin');
    // 9am in Perth is 11am in Brisbane: a Perth dealer opening at 8:30 is open
    const perth = { ...sales, timeZone: locationTimeZone(null), holidays: [] };
    expect(openState(perth, new Date('2025-12-01T01:00:00Z')).open).toBe(true); // 9:00 Perth
    expect(openState(perth, new Date('2025-12-01T00:00:00Z')).open).toBe(false); // 8:00 Perth
  });
});
