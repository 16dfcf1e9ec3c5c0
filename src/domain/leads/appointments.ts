/**
 * Test-drive appointment slots for the date picker (rules.md: Forms step 2,
 * rules.md: Calls with path not shown: payload not shown). With no appointments service
 * configured, the slots are the location's opening hours over the coming days, on the
 * hour, in the dealer's timezone, less the slots already booked.
 */

export const SLOT_DAYS = 14;
export const MAX_SLOTS = 200;
/** No slot sooner than this after now: the dealer needs time to confirm. */
export const LEAD_TIME_HOURS = 2;

const STATE_TIMEZONES: Record<string, string> = {
  QLD: 'Australia/Brisbane',
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
};

/** The slots' timezone when the location's state is unknown (and until the slots arrive). */
/** Shown while the test-drive times (and their select's code) load. */
export const LOADING_TIMES_TEXT = 'Loading available times…';

export const DEFAULT_APPOINTMENT_TIME_ZONE = STATE_TIMEZONES.QLD;

export function timezoneForState(state: string | null | undefined): string {
  return STATE_TIMEZONES[(state ?? '').trim().toUpperCase()] ?? DEFAULT_APPOINTMENT_TIME_ZONE;
}

/** Minutes after midnight of '08:00', '8:00am', '5:30 pm', '17:30'; null when unreadable. */
export function parseClock(text: string): number | null {
  const m = /^\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)?\s*$/i.exec(text);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const meridiem = m[3]?.toLowerCase();
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return null;
  return hour * 60 + minute;
}

/** '+10:00' for a timezone at an instant. */
function offsetAt(timeZone: string, instant: Date): string {
  const part = new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  const text = part?.value.replace('GMT', '') ?? '';
  return text === '' ? '+00:00' : text;
}

/** The calendar date (y, m, d) and weekday of an instant in a timezone. */
function localDate(
  timeZone: string,
  instant: Date,
): { y: number; m: number; d: number; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
  }).formatToParts(instant);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { y: Number(get('year')), m: Number(get('month')), d: Number(get('day')), weekday };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO with the timezone's offset: '2025-03-04T09:00:00+10:00'. */
function isoAt(timeZone: string, y: number, m: number, d: number, minutes: number): string {
  const wall = `${y}-${pad(m)}-${pad(d)}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
  // The offset of that wall time: take the offset at the wall time read as UTC, then correct once.
  const guess = new Date(`${wall}Z`);
  const first = offsetAt(timeZone, guess);
  const corrected = offsetAt(timeZone, new Date(`${wall}${first}`));
  return `${wall}${corrected}`;
}

export interface SlotOptions {
  hours: readonly { weekday: number; open: string; close: string }[];
  timeZone: string;
  now?: Date;
  days?: number;
  booked?: readonly string[];
}

/** Hourly slots from opening time to an hour before closing, from LEAD_TIME_HOURS after now. */
export function appointmentSlots(options: SlotOptions): string[] {
  const now = options.now ?? new Date();
  const earliest = now.getTime() + LEAD_TIME_HOURS * 3_600_000;
  const booked = new Set((options.booked ?? []).map((b) => new Date(b).getTime()));
  const out: string[] = [];
  const days = Math.min(options.days ?? SLOT_DAYS, 60);
  for (let i = 0; i < days && out.length < MAX_SLOTS; i++) {
    const day = localDate(options.timeZone, new Date(now.getTime() + i * 86_400_000));
    for (const h of options.hours.filter((x) => x.weekday === day.weekday)) {
      const open = parseClock(h.open);
      const close = parseClock(h.close);
      if (open === null || close === null) continue;
      const first = Math.ceil(open / 60) * 60;
      for (let t = first; t + 60 <= close && out.length < MAX_SLOTS; t += 60) {
        const iso = isoAt(options.timeZone, day.y, day.m, day.d, t);
        const at = new Date(iso).getTime();
        if (at >= earliest && !booked.has(at) && !out.includes(iso)) out.push(iso);
      }
    }
  }
  return out.sort((a, b) => new Date(a).getTime() - new Date(b).getTime());
}

/** How a slot reads in the picker: 'Tue 4 Mar, 9:00 am'. */
export function slotLabel(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
