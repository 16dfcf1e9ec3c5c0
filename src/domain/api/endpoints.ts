/**
 * The site's own server endpoints (src/pages/api/*): paths and the request/response shapes
 * the islands and the endpoints share. Lead endpoints' bodies are the forms' own schemas
 * (src/domain/leads/request.ts), the trade-in flow's are in src/domain/trade-in/api.ts;
 * these are the vehicle page's calls (rules.md: The calls it makes). The endpoints parse
 * requests with these schemas and type their replies with them; the vehicle page's islands
 * import only the types (type imports keep zod out of the page) and read replies with the
 * zod-free readers in src/domain (readQuote, readViewResponse).
 */
import { z } from 'zod';
import type { Car } from '../vehicle/schema';

export { API } from './paths';

/** POST /api/youx/quote (rules.md: External finance quote). */
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

/** GET /api/cars/{slug}/view?photos_count=&updated_at= (rules.md: Vehicle view counter): the query. */
export const CarViewQuery = z.strictObject({
  photos_count: z.coerce.number().int().min(0).max(1000).optional(),
  updated_at: z.string().max(40).optional(),
});

/** GET /api/cars/{slug}/view (rules.md: Vehicle view counter): car_fields are merged into the car. */
export const CarViewResponse = z.looseObject({
  views: z.number().int().nonnegative(),
  car_fields: z.record(z.string(), z.unknown()).optional(),
});
export type CarViewResponse = z.infer<typeof CarViewResponse>;

/** POST /api/phone-reveal (rules.md: Calls with path not shown). */
export const PhoneRevealRequest = z.strictObject({
  car_id: z.union([z.number().int(), z.string().min(1).max(64)]),
  dealership_id: z
    .union([z.number().int(), z.string().max(64)])
    .nullable()
    .optional(),
  website_id: z.union([z.number().int(), z.string().min(1).max(64)]),
});
export type PhoneRevealRequest = z.input<typeof PhoneRevealRequest>;

/** Every call that only records something answers this. */
export const OkReply = z.object({ ok: z.literal(true) });
export type OkReply = z.infer<typeof OkReply>;

/**
 * GET /api/cars/by-id/{id} (rules.md: Car by id): the public part of the car's payload, as the
 * content API sends it (the Car schema's input side) or from the sample store. Only what a page
 * or island shows travels: no registration plate, market data or internal ranking (rules.md:
 * Public car fields). The trade-in wizard reads id, year, make, model, badge, price and dealership_id; the
 * finance calculator reads finance_lenders (the lender's disclaimer).
 */
export const CAR_BY_ID_FIELDS = [
  'id',
  'slug',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'car_type',
  'status',
  'price',
  'before_price',
  'price_type',
  'km',
  'primary_image_url',
  'dealership_id',
  'dealership_slug',
  'location_id',
  'finance_lenders',
] as const satisfies readonly (keyof z.input<typeof Car>)[];
export type CarByIdResponse = Pick<z.input<typeof Car>, (typeof CAR_BY_ID_FIELDS)[number]>;

/** The car-by-id reply: the listed fields of a car payload, nothing else. */
export function carByIdReply(car: Record<string, unknown>): CarByIdResponse {
  const out: Record<string, unknown> = {};
  for (const field of CAR_BY_ID_FIELDS) if (car[field] !== undefined) out[field] = car[field];
  return out as CarByIdResponse;
}

/**
 * GET /api/test-drive/appointments?car_id=&location_id=: ISO date-times of free slots and the
 * timezone to show them in (the appointments service may leave it out).
 */
export const AppointmentsResponse = z.looseObject({
  appointments: z.array(z.string()),
  timeZone: z.string().optional(),
});
export type AppointmentsResponse = z.infer<typeof AppointmentsResponse>;

/** GET /api/geocode?postcode= (rules.md: The calls it makes): the postcode's position. */
export const GeocodeResponse = z.object({ lat: z.number(), lng: z.number() });
export type GeocodeResponse = z.infer<typeof GeocodeResponse>;

/** The maps geocoding service's reply, as far as the proxy reads it: the first result's position. */
export const GeocodeServiceReply = z.looseObject({
  results: z.tuple(
    [
      z.looseObject({
        geometry: z.looseObject({ location: z.looseObject({ lat: z.number(), lng: z.number() }) }),
      }),
    ],
    z.unknown(),
  ),
});

const EventProperty = z.union([
  z.string().max(1000),
  z.number(),
  z.boolean(),
  z.null(),
  z.strictObject({ slug: z.string().max(300), name: z.string().max(300) }),
]);
/** POST /api/events (rules.md: Analytics event ids): one event; the endpoint answers 202 or 204 without a body. */
export const EventRequest = z.strictObject({
  event: z.strictObject({
    url: z.string().max(2000),
    category: z.string().min(1).max(100),
    lead_id: z.string().max(64).nullable().optional(),
    anon_id: z.string().max(64).nullable().optional(),
    session_id: z.string().max(64).nullable().optional(),
    error_message: z.string().max(500).nullable().optional(),
    event_properties: z
      .record(z.string().max(60), EventProperty)
      .refine((o) => Object.keys(o).length <= 60, 'Too many properties')
      .optional(),
  }),
});
export type EventRequest = z.input<typeof EventRequest>;

/** The generic error body every endpoint answers with (rules.md: Generic response handling). */
export const ApiErrorBody = z.looseObject({
  error: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
