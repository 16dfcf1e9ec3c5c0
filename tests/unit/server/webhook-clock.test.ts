/**
 * Every signed webhook refuses a timestamp beyond a small skew in either direction: the
 * rebuild webhook's and the test payment provider's signature check (Stripe's: in
 * reservations-stripe.test.ts), one table.
 */
import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_MAX_AGE_SECONDS,
  WEBHOOK_MAX_AHEAD_SECONDS,
  webhookTimestampProblem,
} from '../../../src/server/webhook-clock';
import { checkSignature, signRebuild } from '../../../src/server/rebuild-signature';
import { TestProvider } from '../../../src/server/payments/test-provider';
import { WebhookRejected } from '../../../src/server/payments/provider';
import { stripeSignatureTimestamp } from '../../../src/server/payments/stripe';

const NOW = 1_764_000_000;
const TABLE: [offset: number, problem: 'stale' | 'future' | null][] = [
  [-86_400, 'stale'],
  [-WEBHOOK_MAX_AGE_SECONDS - 1, 'stale'],
  [-WEBHOOK_MAX_AGE_SECONDS, null],
  [0, null],
  [WEBHOOK_MAX_AHEAD_SECONDS, null],
  [WEBHOOK_MAX_AHEAD_SECONDS + 1, 'future'],
  [400, 'future'],
  [86_400 * 365, 'future'],
];

describe('webhook timestamps: at most 5 minutes old, at most a few seconds ahead', () => {
  it.each(TABLE)('%i s from now: %s', (offset, problem) => {
    expect(webhookTimestampProblem(NOW + offset, NOW)).toBe(problem);
  });

  it.each(TABLE)('the rebuild webhook, signed %i s from now: %s', (offset, problem) => {
    const body = '{"tenant":"a"}';
    const ts = NOW + offset;
    const check = checkSignature({
      secret: 's3cret',
      timestamp: String(ts),
      signature: signRebuild('s3cret', ts, body),
      body,
      nowSeconds: NOW,
    });
    expect(check.ok).toBe(problem === null);
  });

  it.each(TABLE)('the test payment provider, signed %i s from now: %s', (offset, problem) => {
    const provider = new TestProvider('test-secret');
    const signed = provider.signEvent(
      {
        id: 'evt_test_abcdefgh1',
        type: 'test.payment.succeeded',
        reservation_id: 'R1',
        tenant: 'a',
      },
      NOW + offset,
    );
    const read = () => provider.readEvent(signed.body, new Headers(signed.headers), NOW);
    if (problem) expect(read).toThrow(WebhookRejected);
    else expect(read().kind).toBe('paid');
  });

  it('reads the t= of a Stripe-Signature header', () => {
    expect(stripeSignatureTimestamp('t=1764000000,v1=abc,v0=def')).toBe(1764000000);
    expect(stripeSignatureTimestamp('v1=abc, t=12')).toBe(12);
    expect(stripeSignatureTimestamp('v1=abc')).toBeNaN();
    expect(stripeSignatureTimestamp('t=1e9,v1=abc')).toBeNaN();
  });
});
