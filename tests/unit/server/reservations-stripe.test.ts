/**
 * The Stripe provider (rules.md: Payment provider) with the official library, against a loopback
 * fake of Stripe's API: a Checkout Session in payment mode for the deposit in the market's
 * currency, with the reservation, tenant and car in its metadata and an idempotency key; the
 * webhook verified with stripe.webhooks.constructEvent (signature, timestamp tolerance, raw body);
 * repeated events make one reservation; the provider interface is the same as the test one's.
 */
import { paidHolds } from '../../../src/data/reservation-holds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { StripeProvider } from '../../../src/server/payments/stripe';
import { TestProvider } from '../../../src/server/payments/test-provider';
import type { PaymentProvider } from '../../../src/server/payments/provider';
import { createReservation, paymentWebhook, providerFor } from '../../../src/server/reservations';
import { RESERVATION_API } from '../../../src/domain/checkout/reservation-api';
import { RESERVATION_TEXT } from '../../../src/domain/checkout/reservation';
import { fixtureSite, makeDeps, post, read } from '../../support/endpoints';
import {
  makeContext,
  reservationBody,
  startFakeStripe,
  type FakeStripe,
} from '../../support/reservations';

const NOW = Date.UTC(2026, 10, 24, 2, 0, 0);
const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

function stripeContext() {
  const provider = new StripeProvider({
    secretKey: 'sk_test_loopback',
    webhookSecret: WEBHOOK_SECRET,
    apiBase: fake.url,
    timeoutMs: 2_000,
  });
  return makeContext({ provider, deps: makeDeps({ now: () => NOW }) });
}

function stripeEvent(
  reservationId: string,
  options: { id?: string; type?: string; ts?: number; tenant?: string; paid?: string } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${Math.random().toString(36).slice(2, 12)}`,
    object: 'event',
    type: options.type ?? 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_test_1',
        object: 'checkout.session',
        client_reference_id: reservationId,
        payment_status: options.paid ?? 'paid',
        metadata: {
          reservation_id: reservationId,
          tenant: options.tenant ?? 'loop-motors',
          car_id: '1',
        },
      },
    },
  });
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp: options.ts ?? Math.floor(NOW / 1000),
  });
  return { payload, header };
}

function hook(e: { payload: string; header: string }) {
  return new Request(`https://loop.example.com.au${RESERVATION_API.webhook}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': e.header },
    body: e.payload,
  });
}

describe('Stripe Checkout Session', () => {
  it('creates a payment-mode session for the deposit with metadata and an idempotency key', async () => {
    const ctx = stripeContext();
    const before = fake.state.sessions.length;
    const reply = await read(
      await createReservation(post(RESERVATION_API.create, reservationBody()), ctx),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.redirect_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const id = String(reply.body.reservation_id);
    const sent = fake.state.sessions[before];
    expect(sent.auth).toBe('Bearer sk_test_loopback');
    expect(sent.idempotencyKey).toBe(`reservation-${id}`);
    const b = sent.body;
    expect(b.get('mode')).toBe('payment');
    expect(b.get('line_items[0][price_data][currency]')).toBe('aud');
    expect(b.get('line_items[0][price_data][unit_amount]')).toBe('20000');
    expect(b.get('line_items[0][price_data][product_data][name]')).toContain('Deposit:');
    expect(b.get('metadata[reservation_id]')).toBe(id);
    expect(b.get('metadata[tenant]')).toBe('loop-motors');
    expect(b.get('metadata[car_id]')).toBe('1');
    expect(b.get('client_reference_id')).toBe(id);
    expect(b.get('success_url')).toBe(
      `https://loop.example.com.au/cars/2022-toyota-corolla/checkout?reservation=${id}&result=paid`,
    );
    expect(b.get('cancel_url')).toContain('result=cancelled');
    expect((await ctx.store.byId(id))!.sessionId).toMatch(/^cs_test_/);
  });

  it('the deposit is in the market’s currency and the configured amount', async () => {
    const deps = makeDeps({
      site: fixtureSite({ config: { market: 'US', reserveAmount: '$500' } }),
      now: () => NOW,
    });
    const ctx = makeContext({
      deps,
      provider: new StripeProvider({
        secretKey: 'sk_test_loopback',
        webhookSecret: WEBHOOK_SECRET,
        apiBase: fake.url,
      }),
    });
    const before = fake.state.sessions.length;
    const reply = await read(
      await createReservation(
        post(
          RESERVATION_API.create,
          reservationBody({
            buyer: {
              name: 'Sam',
              last_name: 'Lee',
              email: 'sam@example.com',
              phone: '(608) 555-0100',
              postcode: '53703',
            },
          }),
        ),
        ctx,
      ),
    );
    expect(reply.status).toBe(200);
    expect(fake.state.sessions[before].body.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(fake.state.sessions[before].body.get('line_items[0][price_data][unit_amount]')).toBe(
      '50000',
    );
  });

  it('Stripe down: a clear 503, nothing kept, and a retry starts afresh', async () => {
    const ctx = stripeContext();
    fake.state.up = false;
    const body = reservationBody();
    try {
      const reply = await read(await createReservation(post(RESERVATION_API.create, body), ctx));
      expect(reply).toEqual({ status: 503, body: { error: RESERVATION_TEXT.serverDown } });
      expect(await ctx.store.count()).toBe(0);
    } finally {
      fake.state.up = true;
    }
    expect((await createReservation(post(RESERVATION_API.create, body), ctx)).status).toBe(200);
  });
});

describe('Stripe webhook', () => {
  async function pending() {
    const ctx = stripeContext();
    const reply = await read(
      await createReservation(post(RESERVATION_API.create, reservationBody()), ctx),
    );
    return { ctx, id: String(reply.body.reservation_id) };
  }

  it('checkout.session.completed marks the reservation paid; repeats and a second event change nothing', async () => {
    const { ctx, id } = await pending();
    const e = stripeEvent(id, { id: 'evt_once' });
    const results = [];
    for (let i = 0; i < 3; i++)
      results.push((await read(await paymentWebhook(hook(e), ctx))).body.result);
    expect(results).toEqual(['applied', 'duplicate', 'duplicate']);
    const second = stripeEvent(id, {
      id: 'evt_second',
      type: 'checkout.session.async_payment_succeeded',
    });
    expect((await read(await paymentWebhook(hook(second), ctx))).body.result).toBe('unchanged');
    expect((await ctx.store.byId(id))!.status).toBe('paid');
    expect(await paidHolds(ctx.deps.db, ctx.deps.tenant)).toHaveLength(1);
  });

  it('a second payment for a held car is refunded through Stripe, once', async () => {
    const ctx = stripeContext();
    const start = async () =>
      String(
        (await read(await createReservation(post(RESERVATION_API.create, reservationBody()), ctx)))
          .body.reservation_id,
      );
    const first = await start();
    const second = await start();
    const before = fake.state.refunds.length;
    await paymentWebhook(hook(stripeEvent(first)), ctx);
    const e = stripeEvent(second, { id: 'evt_second_buyer' });
    await paymentWebhook(hook(e), ctx);
    await paymentWebhook(hook(e), ctx); // Stripe sends it again
    const refunds = fake.state.refunds.slice(before);
    expect(refunds).toHaveLength(1);
    expect(refunds[0].idempotencyKey).toBe(`refund-${second}`);
    expect(refunds[0].body.get('payment_intent')).toMatch(/^pi_cs_test_\d+$/);
    expect(await ctx.store.byId(second)).toMatchObject({
      status: 'cancelled',
      refundDue: true,
      refundedAt: NOW,
    });
    expect((await ctx.store.byId(first))!.status).toBe('paid');
  });

  it('refuses a bad signature, a stale timestamp and a body changed after signing', async () => {
    const { ctx, id } = await pending();
    const bad = { ...stripeEvent(id), header: stripeEvent(id).header.replace(/v1=\w/, 'v1=0') };
    const stale = stripeEvent(id, { ts: Math.floor(NOW / 1000) - 301 });
    const signed = stripeEvent(id);
    const changed = { ...signed, payload: signed.payload.replace('"paid"', '"paid" ') };
    const missing = { payload: signed.payload, header: '' };
    for (const e of [bad, stale, changed, missing]) {
      const reply = await read(await paymentWebhook(hook(e), ctx));
      expect(reply.status).toBe(400);
    }
    expect((await ctx.store.byId(id))!.status).toBe('pending');
  });

  // a timestamp beyond a small skew in either direction is refused: 400 s ahead would outlive the age check
  it.each([
    [-301, 400],
    [-300, 200],
    [0, 200],
    [5, 200],
    [6, 400],
    [400, 400],
    [86_400, 400],
  ])('a correctly signed event dated %i s from now: %i', async (offset, status) => {
    const { ctx, id } = await pending();
    const e = stripeEvent(id, { ts: Math.floor(NOW / 1000) + offset });
    const reply = await read(await paymentWebhook(hook(e), ctx));
    expect(reply.status).toBe(status);
    expect((await ctx.store.byId(id))!.status).toBe(status === 200 ? 'paid' : 'pending');
  });

  it('ignores other event types, unpaid completions and another tenant’s sessions', async () => {
    const { ctx, id } = await pending();
    for (const e of [
      stripeEvent(id, { type: 'payment_intent.created' }),
      stripeEvent(id, { paid: 'unpaid' }),
      stripeEvent(id, { tenant: 'someone-else' }),
    ])
      expect((await read(await paymentWebhook(hook(e), ctx))).status).toBe(200);
    expect((await ctx.store.byId(id))!.status).toBe('pending');
    const expired = stripeEvent(id, { type: 'checkout.session.expired' });
    await paymentWebhook(hook(expired), ctx);
    expect((await ctx.store.byId(id))!.status).toBe('cancelled');
  });
});

describe('the provider from the tenant’s config', () => {
  const site = (payment_provider?: string) =>
    makeDeps({ site: fixtureSite(payment_provider ? { payment_provider } : {}) });
  const TEST_ON = { PAYMENT_TEST_PROVIDER: 'enabled' };
  const STRIPE_KEYS = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

  it('the labelled test provider only where it is enabled, outside production', async () => {
    expect((await providerFor(site(), TEST_ON)).provider).toBeInstanceOf(TestProvider);
    expect(await providerFor(site(), {})).toMatchObject({ provider: null });
    expect(await providerFor(site('test'), { ...TEST_ON, CONTEXT: 'production' })).toMatchObject({
      provider: null,
      problem: expect.stringMatching(/not enabled/),
    });
  });

  it('Stripe with its keys from the env; without them the test provider only where it is enabled', async () => {
    expect((await providerFor(site('stripe'), TEST_ON)).provider).toBeInstanceOf(TestProvider);
    expect(await providerFor(site('stripe'), {})).toMatchObject({
      provider: null,
      problem: expect.stringMatching(/STRIPE_SECRET_KEY/),
    });
    expect((await providerFor(site('Stripe'), STRIPE_KEYS)).provider).toBeInstanceOf(
      StripeProvider,
    );
  });

  it('an unknown provider refuses reservations with a clear message, never the test provider', async () => {
    const paypal = site('paypal');
    const choice = await providerFor(paypal, { ...TEST_ON, ...STRIPE_KEYS });
    expect(choice).toEqual({
      provider: null,
      problem: expect.stringMatching(/"paypal" is not supported/),
    });
    const ctx = { deps: paypal, store: makeContext({ deps: paypal }).store, ...choice };
    const reply = await read(
      await createReservation(post('/api/reservations', reservationBody()), ctx),
    );
    expect(reply).toEqual({ status: 503, body: { error: RESERVATION_TEXT.notConfigured } });
  });

  it('both implement the one interface', () => {
    const providers: PaymentProvider[] = [
      new TestProvider('s'),
      new StripeProvider({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x' }),
    ];
    for (const p of providers) {
      expect(typeof p.createCheckout).toBe('function');
      expect(typeof p.readEvent).toBe('function');
    }
    expect(providers.map((p) => p.name)).toEqual(['test', 'stripe']);
  });
});
