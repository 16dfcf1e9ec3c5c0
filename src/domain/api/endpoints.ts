/**
 * The site's own server endpoints (src/pages/api/*): paths and the request/response shapes
 * the islands and the endpoints share. Lead endpoints' bodies are the forms' own schemas
 * (src/domain/leads); these are the vehicle page's calls (vehicles-and-shopping.md §7).
 */
import { z } from 'zod';

export const API = {
  /** POST: external finance quote proxy. */
  youxQuote: '/api/youx/quote',
  /** GET ?photos_count={n}&updated_at={ts}: records a view, returns { views, car_fields }. */
  carView: (slug: string) => `/api/cars/${encodeURIComponent(slug)}/view`,
  /** POST { car_id, dealership_id, website_id }: phone reveal tracking. */
  phoneReveal: '/api/phone-reveal',
  /** GET: the car by id (used when the finance disclaimer is missing). */
  carById: (id: string | number) => `/api/cars/by-id/${encodeURIComponent(String(id))}`,
  /** GET: the printable PDF, downloaded as {slug}.pdf. */
  carPdf: (slug: string) => `/api/cars/${encodeURIComponent(slug)}/pdf`,
  /** GET ?car_id=&location_id=: test-drive appointment slots. */
  testDriveAppointments: '/api/test-drive/appointments',
  /** GET ?postcode=: geocode proxy. */
  geocode: '/api/geocode',
  /** POST: analytics events. */
  events: '/api/events',
} as const;

/** POST /api/youx/quote (§7 External finance quote). */
export const YouxQuoteRequest = z.strictObject({
  selfAssessedCreditScore: z.literal('GREAT'),
  purchasePrice: z.number().positive().max(10_000_000),
  loanTerm: z.literal(5),
  year: z.number().int().min(1900).max(2100).nullable().optional(),
  vin: z.string().max(32).nullable().optional(),
  nvic: z.string().max(32).nullable().optional(),
  whoIsHelping: z.literal(''),
});
export type YouxQuoteRequest = z.infer<typeof YouxQuoteRequest>;

export const YouxQuoteResponse = z.looseObject({
  weeklyRepaymentAmount: z.number(),
  advertisedRate: z.number(),
  comparisonRate: z.number(),
});
export type YouxQuoteResponse = z.infer<typeof YouxQuoteResponse>;

/** GET /api/cars/{slug}/view (§7 Vehicle view counter): car_fields are merged into the car. */
export const CarViewResponse = z.looseObject({
  views: z.number().int().nonnegative(),
  car_fields: z.record(z.string(), z.unknown()).optional(),
});
export type CarViewResponse = z.infer<typeof CarViewResponse>;

/** POST /api/phone-reveal (§7 Calls with path not shown). */
export const PhoneRevealRequest = z.strictObject({
  car_id: z.union([z.number().int(), z.string().min(1).max(64)]),
  dealership_id: z
    .union([z.number().int(), z.string().max(64)])
    .nullable()
    .optional(),
  website_id: z.union([z.number().int(), z.string().min(1).max(64)]),
});
export type PhoneRevealRequest = z.infer<typeof PhoneRevealRequest>;

/** GET /api/test-drive/appointments: ISO date-times of free slots. */
export const AppointmentsResponse = z.looseObject({ appointments: z.array(z.string()) });
export type AppointmentsResponse = z.infer<typeof AppointmentsResponse>;

/** The generic error body every endpoint answers with (§7 Generic response handling). */
export const ApiErrorBody = z.looseObject({
  error: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
