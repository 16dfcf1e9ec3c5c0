/** Opening hours presets and holiday (special) hours relative to --now. */
import type { OpeningHour, SpecialHours } from '../../../src/domain/tenant/schema/hours';
import type { Clock } from '../dates';
import type { HoursPreset, LocationSpec } from './types';

type Day = [open: string, close: string] | null;
/** Sunday first (weekday 0 = Sunday). */
const PRESETS: Record<HoursPreset, Day[]> = {
  sales: [
    null,
    ['08:30', '17:30'],
    ['08:30', '17:30'],
    ['08:30', '17:30'],
    ['08:30', '17:30'],
    ['08:30', '17:30'],
    ['08:30', '16:00'],
  ],
  salesSunday: [
    ['10:00', '15:00'],
    ['08:30', '17:30'],
    ['08:30', '17:30'],
    ['08:30', '17:30'],
    ['08:30', '19:00'],
    ['08:30', '17:30'],
    ['08:30', '16:00'],
  ],
  service: [
    null,
    ['07:30', '17:30'],
    ['07:30', '17:30'],
    ['07:30', '17:30'],
    ['07:30', '17:30'],
    ['07:30', '17:00'],
    ['08:00', '12:00'],
  ],
  /** A service centre closed on Saturdays (shown 'By appointment only' where the site configures it). */
  serviceWeekdays: [
    null,
    ['07:30', '17:30'],
    ['07:30', '17:30'],
    ['07:30', '17:30'],
    ['07:30', '17:30'],
    ['07:30', '17:00'],
    null,
  ],
  parts: [
    null,
    ['08:00', '17:00'],
    ['08:00', '17:00'],
    ['08:00', '17:00'],
    ['08:00', '17:00'],
    ['08:00', '17:00'],
    ['08:00', '12:00'],
  ],
  caravan: [
    ['10:00', '15:00'],
    ['08:30', '17:00'],
    ['08:30', '17:00'],
    ['08:30', '17:00'],
    ['08:30', '17:00'],
    ['08:30', '17:00'],
    ['09:00', '16:00'],
  ],
  motorcycle: [
    null,
    null,
    ['09:00', '17:30'],
    ['09:00', '17:30'],
    ['09:00', '17:30'],
    ['09:00', '17:30'],
    ['08:30', '14:00'],
  ],
};

/** '08:30' → '8:30am', '17:00' → '5:00pm' */
export function twelveHour(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')}${suffix}`;
}

export function openingHours(preset: HoursPreset): OpeningHour[] {
  return PRESETS[preset].map((day, weekday) =>
    day
      ? {
          weekday,
          open: day[0],
          close: day[1],
          status: 'Open',
          formated_hours: `${twelveHour(day[0])}-${twelveHour(day[1])}`,
        }
      : { weekday, open: null, close: null, status: 'Closed', formated_hours: null },
  );
}

/**
 * Holiday hours for the coming Christmas and New Year: entries with location_id null apply
 * to every location; the others name one location (both forms of hours are used).
 */
export function specialHours(clock: Clock, locations: LocationSpec[]): SpecialHours[] {
  const entries: SpecialHours[] = [];
  const christmasEve = clock.nextDate(12, 24);
  const christmas = clock.nextDate(12, 25);
  const boxing = clock.nextDate(12, 26);
  const newYearsEve = clock.nextDate(12, 31);
  const newYear = clock.nextDate(1, 1);
  const sales = locations.filter((l) => l.type === 'sales' || l.type === '');
  const service = locations.filter((l) => l.type === 'service');
  for (const l of sales)
    entries.push({
      date: christmasEve,
      status: 'Open',
      start_hour: '08:30',
      end_hour: '14:00',
      location_id: l.id,
      location: { id: l.id },
    });
  entries.push({ date: christmas, status: 'Closed', location_id: null, location: null });
  for (const l of sales)
    entries.push({
      date: boxing,
      status: 'Open',
      hours: { begin: '10:00', end: '16:00' },
      location_id: l.id,
      location: { id: l.id },
    });
  for (const l of [...service, ...locations.filter((x) => x.type === 'parts')])
    entries.push({ date: boxing, status: 'Closed', location_id: l.id, location: { id: l.id } });
  for (const l of service)
    entries.push({
      date: newYearsEve,
      status: 'Open',
      start_hour: '07:30',
      end_hour: '12:00',
      location_id: l.id,
      location: { id: l.id },
    });
  entries.push({ date: newYear, status: 'Closed', location_id: null, location: null });
  return entries.sort((a, b) => a.date.localeCompare(b.date));
}
