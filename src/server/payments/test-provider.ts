/**
 * The labelled test provider of the embedded default ('Test payment — no card is charged'): its
 * hosted checkout is a page of this server (/api/payments/test-checkout) with Pay and Cancel.
 * Either button sends a signed event to the SAME webhook path as Stripe's, so the same recording
 * code runs: HMAC-SHA256 with a local secret over `{timestamp}.{raw body}` (the rebuild
 * webhook's signature, rebuild-signature.ts), in the headers below.
 *
 *   PAYMENT_TEST_SECRET   the signing secret (default: a random one the site's instances share in
 *                         the database)
 * It answers only where it is enabled (testProviderEnabled).
 */
import { randomBytes } from 'node:crypto';
import type { Reservation } from '../stores/reservations';
import { z } from 'zod';
import { checkSignature, signRebuild } from '../rebuild-signature';
import {
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookRejected,
  type CheckoutInput,
  type HostedCheckout,
  type PaymentEvent,
  type PaymentProvider,
} from './provider';

export const TEST_CHECKOUT_PATH = '/api/payments/test-checkout';
export const TEST_HEADERS = {
  timestamp: 'x-test-payment-timestamp',
  signature: 'x-test-payment-signature',
} as const;

export const TestEventBody = z.strictObject({
  id: z.string().regex(/^evt_test_[A-Za-z0-9]{8,64}$/),
  type: z.enum(['test.payment.succeeded', 'test.payment.cancelled']),
  reservation_id: z.string().max(80),
  tenant: z.string().max(120),
});
export type TestEventBody = z.infer<typeof TestEventBody>;

/** The signing secret: PAYMENT_TEST_SECRET, else one the site's instances share in the database. */
export async function testSecret(
  env: Record<string, string | undefined>,
  shared: () => Promise<string>,
): Promise<string> {
  return env.PAYMENT_TEST_SECRET?.trim() || shared();
}

export class TestProvider implements PaymentProvider {
  readonly name = 'test' as const;
  constructor(readonly secret: string) {}

  /** Nothing was charged: the refund is only recorded. */
  async refund(reservation: Reservation): Promise<string> {
    return `re_test_${reservation.id}`;
  }

  async createCheckout(input: CheckoutInput): Promise<HostedCheckout> {
    const id = input.reservation.id;
    return {
      sessionId: `test_${id}`,
      url: `${TEST_CHECKOUT_PATH}?reservation=${encodeURIComponent(id)}`,
    };
  }

  /** A signed event, as the test checkout page sends it to the webhook. */
  signEvent(
    event: TestEventBody,
    nowSeconds: number,
  ): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify(event);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [TEST_HEADERS.timestamp]: String(nowSeconds),
        [TEST_HEADERS.signature]: signRebuild(this.secret, nowSeconds, body),
      },
    };
  }

  readEvent(rawBody: string, headers: Headers, nowSeconds: number): PaymentEvent {
    const check = checkSignature({
      secret: this.secret,
      timestamp: headers.get(TEST_HEADERS.timestamp),
      signature: headers.get(TEST_HEADERS.signature),
      body: rawBody,
      nowSeconds,
    });
    if (!check.ok) throw new WebhookRejected(`Test payment event not verified: ${check.error}`);
    if (check.timestamp < nowSeconds - WEBHOOK_TOLERANCE_SECONDS)
      throw new WebhookRejected('Test payment event not verified: stale timestamp');
    let parsed: TestEventBody;
    try {
      parsed = TestEventBody.parse(JSON.parse(rawBody));
    } catch {
      throw new WebhookRejected('Test payment event: the body is not a test payment event.');
    }
    return {
      id: parsed.id,
      kind: parsed.type === 'test.payment.succeeded' ? 'paid' : 'cancelled',
      reservationId: parsed.reservation_id,
      tenant: parsed.tenant,
    };
  }
}

export function newTestEventId(): string {
  return `evt_test_${randomBytes(12).toString('hex')}`;
}
