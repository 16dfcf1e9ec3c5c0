/**
 * The reservation endpoints (src/domain/checkout/reservation-api.ts):
 *   POST /api/reservations          start a deposit payment with the tenant's provider
 *   GET  /api/reservations/{id}     one reservation's state, for the return page
 *   POST /api/payments/webhook      the provider's signed event (Stripe, or the test provider)
 * Buyer details are validated with the lead forms' own contact fields and market rules. A paid
 * reservation is recorded in the database (idempotently, see stores/reservations.ts) and, when
 * the dealer's lead API is configured, sent upstream to it (POST {LEAD_API_URL}/reservations).
 * A second payment for a car already held (from any instance) is refunded at once.
 */
import { safeReturnPath } from '../domain/shopper/sign-in';
import type { ServerDeps } from './endpoint-deps';
import { findCarById } from './endpoint-deps';
import { HttpError, handle, json, parseOr400, readCapped, readJson } from './http';
import { callUpstream } from './upstream';
import { ReservationStore, type Reservation } from './stores/reservations';
import { WebhookRejected, type PaymentProvider } from './payments/provider';
import { StripeProvider } from './payments/stripe';
import { TestProvider, testSecret } from './payments/test-provider';
import {
  ReservationRequest,
  returnUrl,
  type ReservationReply,
  type ReservationView,
} from '../domain/checkout/reservation-api';
import {
  RESERVATION_TEXT,
  buyerSchema,
  depositCurrency,
  depositMinorUnits,
  effectiveProvider,
  providerProblem,
  testProviderEnabled,
} from '../domain/checkout/reservation';
import { checkoutEnabled, checkoutPath } from '../domain/vehicle/checkout';
import { carTitle } from '../domain/vehicle/title';

export const RESERVATION_BODY_LIMIT = 8 * 1024;
export const WEBHOOK_BODY_LIMIT = 64 * 1024;
const RESERVATION_ID = /^R[0-9A-Z]{6,40}$/;

export interface ReservationContext {
  deps: ServerDeps;
  store: ReservationStore;
  /** null: reservations are refused (RESERVATION_TEXT.notConfigured); `problem` says why. */
  provider: PaymentProvider | null;
  problem: string | null;
}

type Env = Record<string, string | undefined>;

/** The tenant's provider from its payment_provider and the env (effectiveProvider). */
export async function providerFor(
  deps: ServerDeps,
  env: Env = process.env,
): Promise<{ provider: PaymentProvider | null; problem: string | null }> {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  const settings = {
    hasStripeKeys: Boolean(secretKey && webhookSecret),
    testEnabled: testProviderEnabled(env),
  };
  const name = effectiveProvider(deps.site.payment_provider, settings);
  if (name === 'test')
    return {
      provider: new TestProvider(await testSecret(env, () => deps.siteData.secret('payment-test'))),
      problem: null,
    };
  if (name === 'stripe' && secretKey && webhookSecret)
    return {
      provider: new StripeProvider({
        secretKey,
        webhookSecret,
        apiBase: env.STRIPE_API_BASE?.trim() || undefined,
        timeoutMs: deps.config.upstreamTimeoutMs,
      }),
      problem: null,
    };
  return { provider: null, problem: providerProblem(deps.site.payment_provider, settings) };
}

const contexts = new WeakMap<ServerDeps, Promise<ReservationContext>>();

/** One context per tenant's deps (the provider is chosen once), built on the endpoint deps. */
export function reservationContext(
  deps: ServerDeps,
  env: Env = process.env,
): Promise<ReservationContext> {
  let ctx = contexts.get(deps);
  if (!ctx) {
    ctx = providerFor(deps, env).then(({ provider, problem }) => ({
      deps,
      store: new ReservationStore(deps.db, deps.tenant),
      provider,
      problem,
    }));
    contexts.set(deps, ctx);
    ctx.catch(() => contexts.delete(deps));
  }
  return ctx;
}

/** Only a same-site path (the sign-in rule, table-tested): anything else returns to the car's checkout page. */
function returnPathOr(path: string | undefined, fallback: string): string {
  if (!path) return fallback;
  const safe = safeReturnPath(path);
  return safe === '/' && path !== '/' ? fallback : safe;
}

/** The wire's status: a hold that ended ('expired') was still paid (held_until says until when). */
function wireStatus(r: Reservation): ReservationView['status'] {
  return r.status === 'expired' ? 'paid' : r.status;
}

function reply(r: Reservation, redirect: string): Response {
  return json({
    ok: true,
    reservation_id: r.id,
    status: wireStatus(r),
    redirect_url: redirect,
  } satisfies ReservationReply);
}

export function createReservation(request: Request, ctx: ReservationContext): Promise<Response> {
  return handle(async () => {
    const { deps } = ctx;
    const body = await readJson(request, RESERVATION_BODY_LIMIT);
    const input = parseOr400(ReservationRequest, body);
    const car = findCarById(deps, input.car_id);
    if (!car || !checkoutEnabled(car, deps.site))
      throw new HttpError(409, RESERVATION_TEXT.unavailable);
    const buyer = parseOr400(
      buyerSchema({ phoneMode: deps.form.phoneMode, market: deps.form.market }),
      input.buyer,
    ) as Reservation['buyer'];
    if (!ctx.provider) {
      console.error(`[reservations] ${deps.tenant}: refused: ${ctx.problem}`);
      throw new HttpError(503, RESERVATION_TEXT.notConfigured);
    }
    const now = deps.now();
    const returnPath = returnPathOr(
      input.return_path,
      checkoutPath(car, deps.site.config.buyOnline),
    );
    const created = await ctx.store.create(
      {
        idempotencyKey: input.idempotencyKey,
        carId: String(car.id),
        carSlug: car.slug,
        returnPath,
        source: input.source,
        journeyId: input.journey_id ?? null,
        buyer,
        amount: depositMinorUnits(deps.site.config.reserveAmount),
        currency: depositCurrency(deps.form.market),
        provider: ctx.provider.name,
      },
      now,
    );
    if (created.kind === 'held') throw new HttpError(409, RESERVATION_TEXT.alreadyReserved);
    const r = created.reservation;
    if (r.status !== 'pending')
      return reply(
        r,
        returnUrl(r.returnPath, r.id, wireStatus(r) === 'paid' ? 'paid' : 'cancelled'),
      );
    if (r.redirectUrl) return reply(r, r.redirectUrl);
    const origin = new URL(request.url).origin;
    try {
      const hosted = await ctx.provider.createCheckout({
        reservation: r,
        tenant: deps.site.slug,
        description: `${RESERVATION_TEXT.depositLabel}: ${carTitle(car)}`,
        successUrl: origin + returnUrl(r.returnPath, r.id, 'paid'),
        cancelUrl: origin + returnUrl(r.returnPath, r.id, 'cancelled'),
      });
      await ctx.store.attachSession(r.id, hosted.sessionId, hosted.url);
      return reply(r, hosted.url);
    } catch (error) {
      console.error(`[reservations] could not start a payment: ${(error as Error).message}`);
      await ctx.store.discard(r.id);
      throw new HttpError(503, RESERVATION_TEXT.serverDown);
    }
  });
}

export function viewOf(r: Reservation): ReservationView {
  return {
    ok: true,
    reservation_id: r.id,
    status: wireStatus(r),
    car_id: r.carId,
    held_until: r.heldUntil === null ? null : new Date(r.heldUntil).toISOString(),
    amount: r.amount,
    currency: r.currency,
  };
}

export function reservationStatus(id: string, ctx: ReservationContext): Promise<Response> {
  return handle(async () => {
    const r = RESERVATION_ID.test(id) ? await ctx.store.byId(id) : null;
    if (!r) throw new HttpError(404, RESERVATION_TEXT.notFound);
    return json(viewOf(r));
  });
}

/** A paid reservation goes to the dealer's lead API too, when one is configured (best effort, logged). */
async function sendUpstream(ctx: ReservationContext, r: Reservation): Promise<void> {
  const api = ctx.deps.config.leadApi;
  if (!api) return;
  try {
    await callUpstream(api, '/reservations', {
      body: {
        ...viewOf(r),
        car_slug: r.carSlug,
        buyer: r.buyer,
        source: r.source,
        journey_id: r.journeyId,
        website_slug: ctx.deps.site.slug,
        paid_at: r.paidAt && new Date(r.paidAt).toISOString(),
      },
      headers: { 'idempotency-key': r.id },
      timeoutMs: ctx.deps.config.upstreamTimeoutMs,
      fetch: ctx.deps.fetch,
    });
    await ctx.store.markDelivered(r.id, ctx.deps.now());
  } catch (error) {
    console.error(`[reservations] ${r.id} not sent to the lead API: ${(error as Error).message}`);
  }
}

/** Refunds a deposit taken for a car another reservation already held; the outcome is recorded. */
export async function refundDeposit(ctx: ReservationContext, r: Reservation): Promise<boolean> {
  const now = ctx.deps.now();
  try {
    if (!ctx.provider) throw new Error(ctx.problem ?? 'no payment provider');
    const id = await ctx.provider.refund(r);
    await ctx.store.recordRefund(r.id, now, null);
    console.log(`[reservations] ${r.id}: the car was already held; deposit refunded (${id})`);
    return true;
  } catch (error) {
    const message = (error as Error).message;
    await ctx.store.recordRefund(r.id, now, message.slice(0, 500));
    console.error(`[reservations] ${r.id}: the refund failed, to be tried again: ${message}`);
    return false;
  }
}

/** The provider's signed event: verified on the raw body, applied once. */
export function paymentWebhook(request: Request, ctx: ReservationContext): Promise<Response> {
  return handle(async () => {
    if (!ctx.provider) throw new HttpError(503, RESERVATION_TEXT.notConfigured);
    const raw = await readCapped(request, WEBHOOK_BODY_LIMIT);
    const now = ctx.deps.now();
    let event;
    try {
      event = ctx.provider.readEvent(raw, request.headers, Math.floor(now / 1000));
    } catch (error) {
      if (error instanceof WebhookRejected) throw new HttpError(400, error.message);
      throw error;
    }
    if (event.kind === 'ignored' || !event.reservationId)
      return json({ received: true, result: 'ignored' });
    if (event.tenant && event.tenant !== ctx.deps.site.slug)
      return json({ received: true, result: 'other-tenant' });
    const result = await ctx.store.applyEvent(event.id, event.reservationId, event.kind, now);
    if (result.kind === 'unknown')
      console.error(
        `[reservations] event ${event.id} names unknown reservation ${event.reservationId}`,
      );
    if (result.kind === 'applied' && result.reservation.status === 'paid')
      await sendUpstream(ctx, result.reservation);
    if (result.kind === 'applied' && result.reservation.refundDue)
      await refundDeposit(ctx, result.reservation);
    return json({ received: true, result: result.kind });
  });
}
