/**
 * Reservations with the test provider (rules.md: Payment provider; Reservation). Start a payment,
 * pay or cancel on the test checkout page (its signed event goes through the same webhook handler),
 * read the status; the webhook refuses a bad signature, a stale timestamp and a body changed after
 * signing, and a repeated or second event makes no second reservation; a held car cannot be
 * reserved twice; hostile bodies never answer 500.
 */
import { paidHolds } from '../../../src/data/reservation-holds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createReservation,
  paymentWebhook,
  reservationStatus,
} from '../../../src/server/reservations';
import { testCheckoutAction, testCheckoutPage } from '../../../src/server/payments/test-checkout';
import { TEST_HEADERS, TestProvider } from '../../../src/server/payments/test-provider';
import { signRebuild } from '../../../src/server/rebuild-signature';
import { RESERVATION_TEXT, TEST_PROVIDER_LABEL } from '../../../src/domain/checkout/reservation';
import { RESERVATION_API } from '../../../src/domain/checkout/reservation-api';
import { makeDeps, post, read, startUpstream } from '../../support/endpoints';
import { BUYER, TEST_SECRET, makeContext, reservationBody } from '../../support/reservations';

const NOW = Date.UTC(2026, 10, 24, 2, 0, 0);
const HOURS_48 = 48 * 3_600_000;

function ctxAt(now = NOW) {
  return makeContext({ deps: makeDeps({ now: () => now }) });
}

async function start(ctx: ReturnType<typeof ctxAt>, over: Record<string, unknown> = {}) {
  return read(await createReservation(post(RESERVATION_API.create, reservationBody(over)), ctx));
}

function signedEvent(
  reservationId: string,
  options: { id?: string; type?: string; ts?: number; secret?: string } = {},
) {
  const body = JSON.stringify({
    id: options.id ?? `evt_test_${Math.random().toString(36).slice(2, 14)}`,
    type: options.type ?? 'test.payment.succeeded',
    reservation_id: reservationId,
    tenant: 'loop-motors',
  });
  const ts = options.ts ?? Math.floor(NOW / 1000);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [TEST_HEADERS.timestamp]: String(ts),
      [TEST_HEADERS.signature]: signRebuild(options.secret ?? TEST_SECRET, ts, body),
    },
  };
}

function webhookRequest(e: { body: string; headers: Record<string, string> }) {
  return new Request(`https://loop.example.com.au${RESERVATION_API.webhook}`, {
    method: 'POST',
    headers: e.headers,
    body: e.body,
  });
}

function form(fields: Record<string, string>) {
  return post('/api/payments/test-checkout', null, {
    raw: new URLSearchParams(fields).toString(),
    type: 'application/x-www-form-urlencoded',
  });
}

describe('starting a reservation', () => {
  it('answers the wire contract and sends the browser to the test checkout page', async () => {
    const ctx = ctxAt();
    const reply = await start(ctx);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ ok: true, status: 'pending' });
    expect(String(reply.body.redirect_url)).toMatch(
      /^\/api\/payments\/test-checkout\?reservation=R[0-9A-Z]+$/,
    );
    const stored = (await ctx.store.byId(String(reply.body.reservation_id)))!;
    expect(stored).toMatchObject({ carId: '1', amount: 20000, currency: 'aud', status: 'pending' });
    expect(stored.returnPath).toBe('/cars/2022-toyota-corolla/checkout');
  });

  it('a repeated submission (same idempotency key) is one reservation', async () => {
    const ctx = ctxAt();
    const body = reservationBody();
    const a = await read(await createReservation(post(RESERVATION_API.create, body), ctx));
    const b = await read(await createReservation(post(RESERVATION_API.create, body), ctx));
    expect(b.body.reservation_id).toBe(a.body.reservation_id);
    expect(b.body.redirect_url).toBe(a.body.redirect_url);
    expect(await ctx.store.count()).toBe(1);
  });

  it('validates the buyer with the lead forms’ messages, field by field', async () => {
    const ctx = ctxAt();
    const reply = await start(ctx, {
      buyer: { ...BUYER, email: 'not-an-email', phone: '12', postcode: 'abc', last_name: '' },
    });
    expect(reply.status).toBe(400);
    const fields = reply.body.fields as Record<string, string[]>;
    expect(Object.keys(fields).sort()).toEqual(['email', 'last_name', 'phone', 'postcode']);
    expect(fields.email[0]).toBe('Please enter a valid email address.');
    expect(await ctx.store.count()).toBe(0);
  });

  it('refuses a car that cannot be reserved: unknown, sold, without a price', async () => {
    const ctx = ctxAt();
    for (const car_id of [999, 'nope']) {
      const reply = await start(ctx, { car_id });
      expect(reply).toEqual({ status: 409, body: { error: RESERVATION_TEXT.unavailable } });
    }
    const sold = makeContext({
      deps: makeDeps({
        cars: [{ ...makeDeps().cars[0], sold: true, status: 'sold' }],
      }),
    });
    expect((await start(sold)).status).toBe(409);
  });

  it('answers 503 with a clear message when the store or the provider is missing', async () => {
    const noProvider = makeContext({ provider: null });
    expect(await start(noProvider)).toEqual({
      status: 503,
      body: { error: RESERVATION_TEXT.notConfigured },
    });
  });
});

describe('paying with the test provider', () => {
  it('labels its page, pays through the webhook and records the reservation paid for 48 hours', async () => {
    const ctx = ctxAt();
    const id = String((await start(ctx)).body.reservation_id);
    const page = await testCheckoutPage(
      new URL(`https://x/api/payments/test-checkout?reservation=${id}`),
      ctx,
    );
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(TEST_PROVIDER_LABEL);
    expect(html).toContain('Pay $200');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");

    const paid = await testCheckoutAction(form({ reservation: id, action: 'pay' }), ctx);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `/cars/2022-toyota-corolla/checkout?reservation=${id}&result=paid`,
    );
    const status = await read(await reservationStatus(id, ctx));
    expect(status.body).toMatchObject({
      ok: true,
      status: 'paid',
      car_id: '1',
      held_until: new Date(NOW + HOURS_48).toISOString(),
    });
  });

  it('cancel leaves the car free and sends the shopper back to try again', async () => {
    const ctx = ctxAt();
    const id = String((await start(ctx)).body.reservation_id);
    const cancelled = await testCheckoutAction(form({ reservation: id, action: 'cancel' }), ctx);
    expect(cancelled.headers.get('location')).toContain('result=cancelled');
    expect((await read(await reservationStatus(id, ctx))).body.status).toBe('cancelled');
    expect((await start(ctx)).status).toBe(200);
  });

  it('a car already reserved cannot be reserved twice', async () => {
    const ctx = ctxAt();
    const id = String((await start(ctx)).body.reservation_id);
    await testCheckoutAction(form({ reservation: id, action: 'pay' }), ctx);
    expect(await start(ctx)).toEqual({
      status: 409,
      body: { error: RESERVATION_TEXT.alreadyReserved },
    });
  });

  it('two buyers who both reach the payment page: the second payment holds nothing', async () => {
    const ctx = ctxAt();
    const first = String((await start(ctx)).body.reservation_id);
    const second = String((await start(ctx)).body.reservation_id);
    await testCheckoutAction(form({ reservation: first, action: 'pay' }), ctx);
    await testCheckoutAction(form({ reservation: second, action: 'pay' }), ctx);
    expect((await ctx.store.byId(first))!.status).toBe('paid');
    expect(await ctx.store.byId(second)).toMatchObject({
      status: 'cancelled',
      refundDue: true,
      refundedAt: NOW,
      refundError: null,
    });
    expect((await paidHolds(ctx.deps.db, ctx.deps.tenant)).length).toBe(1);
  });

  it('a return path stored before the redirect rule tightened still lands on this site', async () => {
    const ctx = ctxAt();
    const id = String((await start(ctx)).body.reservation_id);
    await ctx.deps.db.query('UPDATE reservations SET return_path = $2 WHERE id = $1', [
      id,
      '/.//evil.example',
    ]);
    const paid = await testCheckoutAction(form({ reservation: id, action: 'pay' }), ctx);
    const location = paid.headers.get('location') ?? '';
    expect(new URL(location, 'https://loop.example.com.au').host).toBe('loop.example.com.au');
    expect(location.startsWith('//')).toBe(false);
  });

  it('the test checkout answers nothing where the test provider is not the tenant’s provider', async () => {
    const ctx = ctxAt();
    const id = String((await start(ctx)).body.reservation_id);
    const stripeTenant = { ...ctx, provider: null };
    const paid = await testCheckoutAction(form({ reservation: id, action: 'pay' }), stripeTenant);
    expect(paid.status).toBe(404);
    expect((await ctx.store.byId(id))!.status).toBe('pending');
    const page = await testCheckoutPage(
      new URL(`https://x/api/payments/test-checkout?reservation=${id}`),
      stripeTenant,
    );
    expect(page.status).toBe(404);
  });
});

describe('the payment webhook', () => {
  async function pending() {
    const ctx = ctxAt();
    const id = String((await start(ctx)).body.reservation_id);
    return { ctx, id };
  }
  const statusOf = async (ctx: ReturnType<typeof ctxAt>, id: string) =>
    (await read(await reservationStatus(id, ctx))).body.status;

  it('refuses a bad signature', async () => {
    const { ctx, id } = await pending();
    const reply = await read(
      await paymentWebhook(webhookRequest(signedEvent(id, { secret: 'wrong' })), ctx),
    );
    expect(reply.status).toBe(400);
    expect(String(reply.body.error)).toContain('signature');
    expect(await statusOf(ctx, id)).toBe('pending');
  });

  it('refuses a stale timestamp (over 5 minutes old)', async () => {
    const { ctx, id } = await pending();
    const stale = signedEvent(id, { ts: Math.floor(NOW / 1000) - 301 });
    expect((await paymentWebhook(webhookRequest(stale), ctx)).status).toBe(400);
    expect(await statusOf(ctx, id)).toBe('pending');
  });

  it('refuses a body changed after signing', async () => {
    const { ctx, id } = await pending();
    const e = signedEvent(id, { type: 'test.payment.cancelled' });
    const changed = { ...e, body: e.body.replace('cancelled', 'succeeded') };
    expect((await paymentWebhook(webhookRequest(changed), ctx)).status).toBe(400);
    expect(await statusOf(ctx, id)).toBe('pending');
  });

  it('a repeated event and a second event for one payment make one reservation', async () => {
    const { ctx, id } = await pending();
    const e = signedEvent(id, { id: 'evt_test_once1234' });
    const results: unknown[] = [];
    for (let i = 0; i < 3; i++)
      results.push((await read(await paymentWebhook(webhookRequest(e), ctx))).body.result);
    expect(results).toEqual(['applied', 'duplicate', 'duplicate']);
    const again = signedEvent(id, { id: 'evt_test_twice1234' });
    expect((await read(await paymentWebhook(webhookRequest(again), ctx))).body.result).toBe(
      'unchanged',
    );
    expect(await ctx.store.count()).toBe(1);
    expect(await paidHolds(ctx.deps.db, ctx.deps.tenant)).toEqual([
      { car_id: '1', status: 'paid', held_until: NOW + HOURS_48 },
    ]);
  });

  it('a cancel after payment does not undo the reservation', async () => {
    const { ctx, id } = await pending();
    await paymentWebhook(webhookRequest(signedEvent(id)), ctx);
    await paymentWebhook(webhookRequest(signedEvent(id, { type: 'test.payment.cancelled' })), ctx);
    expect(await statusOf(ctx, id)).toBe('paid');
  });

  it('the test provider refuses an event it did not sign (another process’s secret)', () => {
    const provider = new TestProvider('other');
    const e = signedEvent('R1');
    expect(() =>
      provider.readEvent(e.body, new Headers(e.headers), Math.floor(NOW / 1000)),
    ).toThrow(/signature/);
  });
});

describe('hostile bodies never answer 500', () => {
  const raws = [
    '',
    '{',
    '[]',
    'null',
    '"x"',
    '{"__proto__":{"polluted":true}}',
    JSON.stringify({ car_id: { $gt: 1 } }),
    JSON.stringify({ ...reservationBody(), buyer: 'Jo' }),
    JSON.stringify({ ...reservationBody(), buyer: { ...BUYER, name: 'x'.repeat(5000) } }),
    JSON.stringify({ ...reservationBody(), extra: 1 }),
    JSON.stringify({ ...reservationBody(), return_path: '//evil.example/' }),
    'x'.repeat(20_000),
  ];

  it.each(raws.map((r, i) => [i, r]))('create #%s', async (_i, raw) => {
    const ctx = ctxAt();
    const reply = await createReservation(post(RESERVATION_API.create, null, { raw }), ctx);
    expect(reply.status).toBeLessThan(500);
    if (reply.status === 200) {
      const body = (await read(reply)).body;
      const r = (await ctx.store.byId(String(body.reservation_id)))!;
      expect(r.returnPath).toBe('/cars/2022-toyota-corolla/checkout');
    }
  });

  it.each(raws.map((r, i) => [i, r]))('webhook #%s', async (_i, raw) => {
    const ctx = ctxAt();
    const reply = await paymentWebhook(post(RESERVATION_API.webhook, null, { raw }), ctx);
    expect(reply.status).toBe(400);
  });

  it('status with a made-up id is 404', async () => {
    const ctx = ctxAt();
    for (const id of ['', 'R', '../etc', 'R' + 'A'.repeat(100), 'RZZZZZZZZ'])
      expect((await reservationStatus(id, ctx)).status).toBe(404);
  });

  it('the test checkout page with an unknown reservation is a 404 page', async () => {
    const ctx = ctxAt();
    expect((await testCheckoutPage(new URL('https://x/?reservation=<script>'), ctx)).status).toBe(
      404,
    );
    expect((await testCheckoutAction(form({ reservation: 'R1', action: 'pay' }), ctx)).status).toBe(
      404,
    );
  });
});

describe('recording upstream', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  it('a paid reservation is sent once to the dealer’s lead API, with the reservation as its key', async () => {
    const deps = makeDeps({
      now: () => NOW,
      config: { leadApi: { url: upstream.url, key: 'k' }, upstreamTimeoutMs: 5_000 },
    });
    const ctx = makeContext({ deps });
    const id = String((await start(ctx)).body.reservation_id);
    const e = signedEvent(id);
    await paymentWebhook(webhookRequest(e), ctx);
    await paymentWebhook(webhookRequest(e), ctx);
    const sent = upstream.state.leads.get(id)!;
    expect(sent.path).toBe('/reservations');
    expect(sent.body).toMatchObject({ reservation_id: id, status: 'paid', car_id: '1' });
    expect(upstream.state.paths.filter((p) => p === '/reservations')).toHaveLength(1);
    expect((await ctx.store.byId(id))!.deliveredAt).toBe(NOW);
  });

  it('the lead API down: the reservation is still recorded paid locally', async () => {
    upstream.state.mode = 'fail';
    try {
      const deps = makeDeps({ now: () => NOW, config: { leadApi: { url: upstream.url } } });
      const ctx = makeContext({ deps });
      const id = String((await start(ctx)).body.reservation_id);
      const reply = await read(await paymentWebhook(webhookRequest(signedEvent(id)), ctx));
      expect(reply).toMatchObject({ status: 200, body: { result: 'applied' } });
      expect(await ctx.store.byId(id)).toMatchObject({ status: 'paid', deliveredAt: null });
    } finally {
      upstream.state.mode = 'ok';
    }
  });
});
