/**
 * Stripe, with the official library: a Checkout Session (mode payment) for the deposit in the
 * market's currency, with the reservation id, tenant and car id in its metadata and an
 * idempotency key per reservation (a retried create gives back the same session); the webhook
 * verified with stripe.webhooks.constructEvent on the raw body (signature and age), and its
 * signed timestamp refused when it is ahead of our clock beyond the webhooks' small skew
 * (webhook-clock.ts: Stripe's library checks the age only, so an event dated in the future
 * would outlive the age check). checkout.session.completed (paid) and async_payment_succeeded mark the
 * reservation paid; checkout.session.expired and async_payment_failed cancel it.
 *
 *   STRIPE_SECRET_KEY       the account's secret key (server only, never in the build output)
 *   STRIPE_WEBHOOK_SECRET   the webhook endpoint's signing secret (whsec_…)
 *   STRIPE_API_BASE         optional: another API address (tests use a loopback fake)
 *
 * CSP: the browser reaches Stripe's hosted page by a top-level navigation (location.assign of
 * the session's url), which no CSP directive governs: src/integrations/csp.ts needs no Stripe entry.
 */
import Stripe from 'stripe';
import {
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookRejected,
  type CheckoutInput,
  type HostedCheckout,
  type PaymentEvent,
  type PaymentProvider,
} from './provider';
import type { Reservation } from '../stores/reservations';
import { webhookTimestampProblem } from '../webhook-clock';

/** The `t=` timestamp of a Stripe-Signature header (`t=…,v1=…`), or NaN. */
export function stripeSignatureTimestamp(header: string): number {
  const t = header
    .split(',')
    .map((part) => part.trim().split('='))
    .find(([k]) => k === 't')?.[1];
  return t !== undefined && /^\d{1,12}$/.test(t) ? Number(t) : NaN;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** e.g. http://127.0.0.1:12111 — the Stripe client's host/port/protocol options. */
  apiBase?: string;
  timeoutMs?: number;
}

function clientOptions(settings: StripeSettings): ConstructorParameters<typeof Stripe>[1] {
  const options: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 1,
    timeout: settings.timeoutMs ?? 10_000,
    telemetry: false,
  };
  if (settings.apiBase) {
    const url = new URL(settings.apiBase);
    options.host = url.hostname;
    options.port = url.port || (url.protocol === 'http:' ? 80 : 443);
    options.protocol = url.protocol === 'http:' ? 'http' : 'https';
  }
  return options;
}

const PAID_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);
const CANCEL_EVENTS = new Set([
  'checkout.session.expired',
  'checkout.session.async_payment_failed',
]);

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;

  constructor(settings: StripeSettings) {
    this.#stripe = new Stripe(settings.secretKey, clientOptions(settings));
    this.#webhookSecret = settings.webhookSecret;
  }

  async createCheckout(input: CheckoutInput): Promise<HostedCheckout> {
    const { reservation } = input;
    const metadata = {
      reservation_id: reservation.id,
      tenant: input.tenant,
      car_id: reservation.carId,
    };
    const session = await this.#stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: reservation.id,
        customer_email: reservation.buyer.email,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: reservation.currency,
              unit_amount: reservation.amount,
              product_data: { name: input.description },
            },
          },
        ],
        metadata,
        payment_intent_data: { metadata },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey: `reservation-${reservation.id}` },
    );
    if (!session.url)
      throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { sessionId: session.id, url: session.url };
  }

  /** Refunds the payment of the reservation's checkout session, once (an idempotency key per reservation). */
  async refund(reservation: Reservation): Promise<string> {
    if (!reservation.sessionId)
      throw new Error(`reservation ${reservation.id} has no checkout session`);
    const session = await this.#stripe.checkout.sessions.retrieve(reservation.sessionId);
    const intent =
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : session.payment_intent?.id;
    if (!intent) throw new Error(`checkout session ${session.id} has no payment to refund`);
    const refund = await this.#stripe.refunds.create(
      { payment_intent: intent, metadata: { reservation_id: reservation.id } },
      { idempotencyKey: `refund-${reservation.id}` },
    );
    return refund.id;
  }

  readEvent(rawBody: string, headers: Headers, nowSeconds: number): PaymentEvent {
    const signature = headers.get('stripe-signature');
    if (!signature) throw new WebhookRejected('Missing the Stripe-Signature header.');
    if (webhookTimestampProblem(stripeSignatureTimestamp(signature), nowSeconds) === 'future')
      throw new WebhookRejected('Stripe webhook not verified: the timestamp is in the future.');
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.#webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        nowSeconds * 1000,
      );
    } catch (error) {
      throw new WebhookRejected(`Stripe webhook not verified: ${(error as Error).message}`);
    }
    const kind = PAID_EVENTS.has(event.type)
      ? 'paid'
      : CANCEL_EVENTS.has(event.type)
        ? 'cancelled'
        : 'ignored';
    if (kind === 'ignored') return { id: event.id, kind, reservationId: null, tenant: null };
    const session = event.data.object as Stripe.Checkout.Session;
    // completed with a delayed method (bank debit) is not yet paid: wait for async_payment_succeeded
    if (event.type === 'checkout.session.completed' && session.payment_status === 'unpaid')
      return { id: event.id, kind: 'ignored', reservationId: null, tenant: null };
    return {
      id: event.id,
      kind,
      reservationId: session.metadata?.reservation_id ?? session.client_reference_id ?? null,
      tenant: session.metadata?.tenant ?? null,
    };
  }
}
