import { z } from 'zod';
import { loose, opt } from '../../schema-helpers';

/**
 * Locations, hours, reviews and service settings (tenants-and-content.md §2.5, §4.3, §5.8).
 * The review minimum and the hide switch sit with the shell's settings (shell.ts).
 */
export const LocationsConfig = loose({
  /** Customer names whose reviews are suppressed (§5.8 'a list of blocked names'). */
  reviewBlockedNames: z.array(z.string()).default([]),
  /** A closed Saturday of a sales or service location reads 'By appointment only' (§4.3 'when configured'). */
  hoursSaturdayByAppointment: z.boolean().default(false),
  /** A fixed order of location names for the location cards grid (§2.5 'one tenant uses a fixed name order'). */
  locationCardsNameOrder: opt(z.array(z.string())),
  /** The dealer's external service-booking URL ('Book a Service'); else the manufacturer's, else /genuine-service. */
  serviceBookingUrl: opt(z.string()),
});
export type LocationsConfig = z.infer<typeof LocationsConfig>;
