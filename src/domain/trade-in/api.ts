/**
 * The trade-in flow's wire (rules.md: Trade-in flow; Leads (method and path not shown)): each call's
 * request and reply, parsed by the endpoints (src/server/trade-in.ts) and built and read by
 * the valuation wizard (src/islands/forms/). Start → adjustments (→ miscellaneous) → rego
 * lookup → valuation → offer. Paths: LEAD_ENDPOINTS (../leads/endpoints.ts).
 */
import { z } from 'zod';
import { HONEYPOT_FIELD, IdempotencyKey, TrackingParamsSchema } from '../leads/request';
import { OFFER_ACCEPTED_SUBCATEGORY, OFFER_REJECTED_SUBCATEGORY } from '../leads/categories';
import { TRADE_IN_CATEGORY } from './wizard';
import { ALL_PLATE_REGIONS } from '../market/regions';

const idSchema = z.union([z.number().int().nonnegative(), z.string().trim().min(1).max(64)]);

/** POST /api/trade-in/start: userData plus url, source 'Website', user_agent, car_id, car_dealership_id, lead_attributes. */
export const TradeInStartEnvelope = z.strictObject({
  userData: z.record(z.string(), z.unknown()),
  url: z.string().max(2000),
  source: z.literal('Website'),
  user_agent: z.string().max(512),
  car_id: idSchema.nullable().optional(),
  car_dealership_id: idSchema.nullable().optional(),
  lead_attributes: z.strictObject({
    visited_pages: z.array(z.string().max(500)).max(50),
    linked_query_params: TrackingParamsSchema,
  }),
  idempotencyKey: IdempotencyKey,
  captcha: z.string().max(8000).optional(),
  [HONEYPOT_FIELD]: z.string().max(200).optional(),
});
export type TradeInStartEnvelope = z.input<typeof TradeInStartEnvelope>;

/** POST /api/trade-in/adjustments: id and adjustmentAnswers. */
export const AdjustmentsRequest = z.strictObject({
  id: z.string().min(1).max(64),
  adjustmentAnswers: z.record(z.string(), z.unknown()),
  idempotencyKey: IdempotencyKey,
});
export type AdjustmentsRequest = z.input<typeof AdjustmentsRequest>;

/** POST /api/trade-in/rego-lookup: rego and regoState (none on an NZ site: national plates). */
export const RegoLookupRequest = z.strictObject({
  rego: z
    .string()
    .trim()
    .min(1, 'Rego is required.')
    .max(10)
    .regex(/^[A-Za-z0-9 -]+$/, 'Rego: letters and digits only.'),
  regoState: z.enum(ALL_PLATE_REGIONS).optional(),
});
export type RegoLookupRequest = z.input<typeof RegoLookupRequest>;

/** POST /api/trade-in/valuation: the started trade-in and the confirmed vehicle. */
export const ValuationRequest = z.strictObject({
  id: z.string().min(1).max(64),
  vehicle: z.record(z.string(), z.unknown()),
});
export type ValuationRequest = z.input<typeof ValuationRequest>;

/** POST /api/trade-in/offer: offer accepted (or, with offer rejection enabled, declined). */
export const OfferRequest = z.strictObject({
  category: z.literal(TRADE_IN_CATEGORY),
  subcategory: z.enum([OFFER_ACCEPTED_SUBCATEGORY, OFFER_REJECTED_SUBCATEGORY]),
  lead_id: z.string().min(1).max(64),
  form_completed: z.literal(true),
  offer_accepted: z.boolean(),
  idempotencyKey: IdempotencyKey,
});
export type OfferRequest = z.input<typeof OfferRequest>;

/** POST /api/miscellaneous: the adjustments response plus column_name 'valuation'. */
export const MiscellaneousRequest = z.strictObject({
  lead_id: z.string().min(1).max(64),
  id: z.string().min(1).max(64).optional(),
  adjustmentAnswers: z.record(z.string(), z.unknown()),
  column_name: z.literal('valuation'),
});
export type MiscellaneousRequest = z.input<typeof MiscellaneousRequest>;

/** The start's reply: the lead every later step names (null for a bot caught by the honeypot). */
export const TradeInStartReply = z.object({
  lead_id: z.string().nullable(),
  redirect: z.literal(false).optional(),
});
export type TradeInStartReply = z.infer<typeof TradeInStartReply>;

/** The adjustments' reply: what the wizard forwards to /api/miscellaneous under its flag. */
export const AdjustmentsReply = z.object({
  lead_id: z.string(),
  id: z.string(),
  adjustmentAnswers: z.record(z.string(), z.unknown()),
});
export type AdjustmentsReply = z.infer<typeof AdjustmentsReply>;

/** A vehicle the rego lookup found. */
export const RegoVehicle = z.object({
  year: z.number(),
  make: z.string(),
  model: z.string(),
  badge: z.string(),
});
export type RegoVehicle = z.infer<typeof RegoVehicle>;

/** The rego lookup's reply: found with the vehicle, or not found (the shopper types it in). */
export const RegoLookupReply = z.discriminatedUnion('found', [
  z.object({ found: z.literal(true), vehicle: RegoVehicle }),
  z.object({ found: z.literal(false) }),
]);
export type RegoLookupReply = z.infer<typeof RegoLookupReply>;

/** The valuation service's /rego reply, as far as the lookup reads it (year, make and model needed). */
export const RegoServiceReply = z.looseObject({
  vehicle: z.looseObject({
    year: z.number(),
    make: z.string(),
    model: z.string(),
    badge: z.unknown().optional(),
  }),
});

/** Why the valuation has the offer it has (or none). */
export const VALUATION_REASONS = [
  'estimate',
  'no-online-estimate',
  'no-reference',
  'inspection-needed',
  'unavailable',
] as const;
export type ValuationReason = (typeof VALUATION_REASONS)[number];

/** The valuation's reply: the offer, its caveats and, trading in towards a car, the figures against it. */
export const ValuationReply = z.object({
  lead_id: z.string(),
  offer_price: z.number().nullable(),
  /** Whose figure: the dealer's valuation service, or the labelled local estimate. */
  estimate: z.enum(['dealer', 'local']).nullable(),
  reason: z.enum(VALUATION_REASONS),
  label: z.string().nullable(),
  note: z.string().nullable(),
  message: z.string().nullable(),
  caveats: z.array(z.string()),
  under_finance: z.boolean(),
  offer_rejection: z.boolean(),
  car: z
    .object({
      id: z.string(),
      price: z.number().nullable(),
      before_price: z.number().nullable(),
      offer: z.number(),
      reducedPrice: z.number().nullable(),
      extraSavings: z.number(),
      total: z.number().nullable(),
    })
    .nullable(),
});
export type ValuationReply = z.infer<typeof ValuationReply>;

/** The offer's reply. */
export const OfferReply = z.object({ lead_id: z.string() });
export type OfferReply = z.infer<typeof OfferReply>;

/** The miscellaneous valuation's reply. */
export const MiscellaneousReply = z.object({ ok: z.literal(true), lead_id: z.string() });
export type MiscellaneousReply = z.infer<typeof MiscellaneousReply>;
