/**
 * A card payment provider, behind one interface: create a hosted checkout for a reservation's
 * deposit, and verify and read the provider's webhook event (on the RAW request body). Stripe
 * (stripe.ts) and the labelled test provider of the embedded default (test-provider.ts)
 * implement it; the webhook endpoint and the recording code are the same for both.
 */
import type { PaymentProviderName } from '../../domain/checkout/reservation';
import type { Reservation } from '../stores/reservations';

export interface CheckoutInput {
  reservation: Reservation;
  tenant: string;
  /** What the shopper pays for, e.g. 'Deposit: 2021 Toyota Corolla Ascent Sport'. */
  description: string;
  /** Absolute URLs back to the site's checkout page. */
  successUrl: string;
  cancelUrl: string;
}

export interface HostedCheckout {
  sessionId: string;
  /** Where the browser goes: the provider's hosted payment page. */
  url: string;
}

/** A verified event, reduced to what recording needs. */
export interface PaymentEvent {
  id: string;
  kind: 'paid' | 'cancelled' | 'ignored';
  reservationId: string | null;
  /** The tenant the checkout was created for (a provider account may serve several sites). */
  tenant: string | null;
}

/** The webhook could not be verified (bad or missing signature, stale timestamp, bad body). */
export class WebhookRejected extends Error {}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(input: CheckoutInput): Promise<HostedCheckout>;
  /** Verifies the signature over the raw body and reads the event; throws WebhookRejected. */
  readEvent(rawBody: string, headers: Headers, nowSeconds: number): PaymentEvent;
  /** Refunds a paid reservation's deposit in full (idempotently); resolves with the refund's id. */
  refund(reservation: Reservation): Promise<string>;
}

/** Signed events older than this are refused (Stripe's own default tolerance; webhook-clock.ts). */
export { WEBHOOK_MAX_AGE_SECONDS as WEBHOOK_TOLERANCE_SECONDS } from '../webhook-clock';
