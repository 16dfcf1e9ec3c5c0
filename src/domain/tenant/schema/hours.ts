import { z } from 'zod';
import { id, loose, numeric, opt } from '../../schema-helpers';

/** rules.md: Opening hour and special hours: weekday 0 = Sunday to 6 = Saturday. */
export const OpeningHour = loose({
  weekday: z.number().int().min(0).max(6),
  open: opt(z.string()),
  close: opt(z.string()),
  /** 'Open', 'Closed' or other text shown as-is. */
  status: opt(z.string()),
  formated_hours: opt(z.string()),
});
export type OpeningHour = z.infer<typeof OpeningHour>;

/** A holiday-hours entry; location_id (or location.id) null means every location. */
export const SpecialHours = loose({
  date: z.string(),
  status: opt(z.string()),
  start_hour: opt(z.string()),
  end_hour: opt(z.string()),
  hours: opt(loose({ begin: opt(z.string()), end: opt(z.string()) })),
  location_id: opt(id),
  location: opt(loose({ id: opt(id) })),
});
export type SpecialHours = z.infer<typeof SpecialHours>;

export const HoursRange = z.tuple([numeric, numeric]);
