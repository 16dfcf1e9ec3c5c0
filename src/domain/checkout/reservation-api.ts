/**
 * The reservation wire contract (rules.md: Finance, reserve, purchase, trade-in and print routes Reserve, rules.md: Eligibility and quotes; Business constants and limits
 * Reservation), shared by the checkout page (/cars/{slug}/checkout or /buy-online), the online
 * purchase journey's deposit step (/checkout-journey) and the server endpoint that starts a
 * payment with the tenant's card payment provider (Stripe, or the labelled test provider).
 *
 * POST RESERVATION_API.create with ReservationRequest → ReservationReply: the browser then goes
 * to redirect_url (the provider's hosted checkout page). The provider's webhook
 * (RESERVATION_API.webhook) records the paid reservation; GET RESERVATION_API.status(id) reads it.
 * Buyer details are validated field by field with the lead forms' own validators on the server.
 */
import { z } from 'zod';
import { safeReturnPath } from '../shopper/sign-in';
import { IdempotencyKey } from '../leads/request';

export const RESERVATION_API = {
  /** POST: start a reservation payment for one car. */
  create: '/api/reservations',
  /** GET: one reservation's state (pending, paid, cancelled). */
  status: (id: string) => `/api/reservations/${encodeURIComponent(id)}`,
  /** POST: the payment provider's signed event. */
  webhook: '/api/payments/webhook',
} as const;

export const ReservationSource = z.enum(['checkout', 'checkout-journey']);

export const ReservationBuyer = z.strictObject({
  name: z.string().max(80),
  last_name: z.string().max(80).optional(),
  email: z.string().max(254),
  phone: z.string().max(32),
  postcode: z.string().max(16),
});
export type ReservationBuyer = z.infer<typeof ReservationBuyer>;

export const ReservationRequest = z.strictObject({
  car_id: z.union([z.number().int(), z.string().min(1).max(64)]),
  buyer: ReservationBuyer,
  source: ReservationSource,
  /** The online purchase journey's id, when the deposit is its step. */
  journey_id: z.string().max(80).optional(),
  /** Where the provider sends the shopper back (a same-site path); default the car's checkout page. */
  return_path: z.string().max(300).optional(),
  /** Repeats of one submission start one payment. */
  idempotencyKey: IdempotencyKey,
});
export type ReservationRequest = z.input<typeof ReservationRequest>;

export const ReservationStatus = z.enum(['pending', 'paid', 'cancelled']);

export const ReservationReply = z.object({
  ok: z.literal(true),
  reservation_id: z.string(),
  status: ReservationStatus,
  /** Where the browser goes next: the provider's hosted payment page. */
  redirect_url: z.string(),
});
export type ReservationReply = z.infer<typeof ReservationReply>;

/** GET RESERVATION_API.status(id): one reservation as the return page shows it (additive). */
export const ReservationView = z.object({
  ok: z.literal(true),
  reservation_id: z.string(),
  status: ReservationStatus,
  car_id: z.string(),
  /** ISO time the hold ends (48 hours after payment); null until paid. */
  held_until: z.string().nullable(),
  /** The deposit in the currency's minor unit (cents). */
  amount: z.number().int(),
  currency: z.string(),
});
export type ReservationView = z.infer<typeof ReservationView>;

/** The return pages' query: /cars/{slug}/checkout?reservation={id}&result=paid|cancelled. */
export const RETURN_PARAMS = { reservation: 'reservation', result: 'result' } as const;
export const RETURN_RESULTS = ['paid', 'cancelled'] as const;

/**
 * Where the provider sends the shopper back: the return path with the reservation and result.
 * The path passes the one redirect rule again here, whenever it was stored.
 */
export function returnUrl(
  stored: string,
  reservationId: string,
  result: (typeof RETURN_RESULTS)[number],
): string {
  const returnPath = safeReturnPath(stored);
  // the query goes before a fragment, which the browser never sends
  const at = returnPath.indexOf('#');
  const [path, fragment] =
    at < 0 ? [returnPath, ''] : [returnPath.slice(0, at), returnPath.slice(at)];
  const sep = path.includes('?') ? '&' : '?';
  return `${path}${sep}${RETURN_PARAMS.reservation}=${encodeURIComponent(reservationId)}&${RETURN_PARAMS.result}=${result}${fragment}`;
}
