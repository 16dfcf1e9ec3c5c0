import { z } from 'zod';
import { loose, opt } from '../../schema-helpers';

/**
 * Locations, hours, reviews and service settings (rules.md: Location screens; Opening hours display; Other rules).
 * The review minimum and the hide switch sit with the shell's settings (shell.ts).
 */
export const LocationsConfig = loose({
  /** Customer names whose reviews are suppressed (rules.md: Other rules 'a list of blocked names'). */
  reviewBlockedNames: z.array(z.string()).default([]),
  /** A closed Saturday of a sales or service location reads 'By appointment only' (rules.md: Opening hours display 'when configured'). */
  hoursSaturdayByAppointment: z.boolean().default(false),
  /** A fixed order of location names for the location cards grid (rules.md: Location screens 'one tenant uses a fixed name order'). */
  locationCardsNameOrder: opt(z.array(z.string())),
  /** The dealer's external service-booking URL ('Book a Service'); else the manufacturer's, else /genuine-service. */
  serviceBookingUrl: opt(z.string()),
});
export type LocationsConfig = z.infer<typeof LocationsConfig>;
