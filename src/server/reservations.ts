/**
 * The reservation endpoints (src/domain/checkout/reservation-api.ts):
 *   POST /api/reservations          start a deposit payment with the tenant's provider
 *   GET  /api/reservations/{id}     one reservation's state, for the return page
 *   POST /api/payments/webhook      the provider's signed event (Stripe, or the test provider)
 * Buyer details are validated with the lead forms' own contact fields and market rules. A paid
 * reservation is recorded in the local store (idempotently, see reservation-store.ts) and, when
 * the dealer's lead API is configured, sent upstream to it (POST {LEAD_API_URL}/reservations).
 */
import { safeReturnPath } from '../domain/shopper/sign-in';
import type { ServerDeps } from './endpoint-deps';
import { findCarById } from './endpoint-deps';
import { HttpError, handle, json, parseOr400, readCapped, readJson } from './http';
import { callUpstream } from './upstream';
import { ReservationStore, reservationsDbPath, type Reservation } from './reservation-store';
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
} from '../domain/checkout/reservation';
import { checkoutEnabled, checkoutPath } from '../domain/vehicle/checkout';
import { carTitle } from '../domain/vehicle/title';

export const RESERVATION_BODY_LIMIT = 8 * 1024;
export const WEBHOOK_BODY_LIMIT = 64 * 1024;
const RESERVATION_ID = /^R[0-9A-Z]{6,40}$/;

export interface ReservationContext {
  deps: ServerDeps;
  /** null when the store cannot be opened: reservations are then refused (503). */
  store: ReservationStore | null;
  /** null when the tenant's provider is Stripe and its keys are not set. */
  provider: PaymentProvider | null;
}

type Env = Record<string, string | undefined>;

/** The tenant's provider from its payment_provider and the env (effectiveProvider). */
export function providerFor(deps: ServerDeps, env: Env = process.env): PaymentProvider | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  const name = effectiveProvider(deps.site.payment_provider, {
    hasStripeKeys: Boolean(secretKey && webhookSecret),
    hasLeadApi: deps.config.leadApi !== null,
  });
  if (name === 'test') return new TestProvider(testSecret(env));
  if (name === null || !secretKey || !webhookSecret) return null;
  return new StripeProvider({
    secretKey,
    webhookSecret,
    apiBase: env.STRIPE_API_BASE?.trim() || undefined,
    timeoutMs: deps.config.upstreamTimeoutMs,
  });
}

const contexts = new Map<string, ReservationContext>();

/** One context per tenant process (one store connection), built on the endpoint deps. */
export function reservationContext(deps: ServerDeps, env: Env = process.env): ReservationContext {
  const file = reservationsDbPath(deps.site.slug, env);
  let ctx = contexts.get(file);
  if (!ctx || ctx.deps !== deps) {
    let store: ReservationStore | null = null;
    try {
      store = new ReservationStore(file);
    } catch (error) {
      console.error(`[reservations] store unavailable: ${(error as Error).message}`);
    }
    ctx = { deps, store, provider: providerFor(deps, env) };
    contexts.set(file, ctx);
  }
  return ctx;
}

/** Only a same-site path (the sign-in rule, table-tested): anything else returns to the car's checkout page. */
function returnPathOr(path: string | undefined, fallback: string): string {
  if (!path) return fallback;
  const safe = safeReturnPath(path);
  return safe === '/' && path !== '/' ? fallback : safe;
}

function reply(r: Reservation, redirect: string): Response {
  return json({
    ok: true,
    reservation_id: r.id,
    status: r.status,
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
    if (!ctx.provider) throw new HttpError(503, RESERVATION_TEXT.notConfigured);
    if (!ctx.store) throw new HttpError(503, RESERVATION_TEXT.serverDown);
    const now = deps.now();
    const returnPath = returnPathOr(
      input.return_path,
      checkoutPath(car, deps.site.config.buyOnline),
    );
    const created = ctx.store.create(
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
      return reply(r, returnUrl(r.returnPath, r.id, r.status === 'paid' ? 'paid' : 'cancelled'));
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
      ctx.store.attachSession(r.id, hosted.sessionId, hosted.url);
      return reply(r, hosted.url);
    } catch (error) {
      console.error(`[reservations] could not start a payment: ${(error as Error).message}`);
      ctx.store.discard(r.id);
      throw new HttpError(503, RESERVATION_TEXT.serverDown);
    }
  });
}

export function viewOf(r: Reservation): ReservationView {
  return {
    ok: true,
    reservation_id: r.id,
    status: r.status,
    car_id: r.carId,
    held_until: r.heldUntil === null ? null : new Date(r.heldUntil).toISOString(),
    amount: r.amount,
    currency: r.currency,
  };
}

export function reservationStatus(id: string, ctx: ReservationContext): Promise<Response> {
  return handle(async () => {
    if (!ctx.store) throw new HttpError(503, RESERVATION_TEXT.serverDown);
    const r = RESERVATION_ID.test(id) ? ctx.store.byId(id) : null;
    if (!r) throw new HttpError(404, RESERVATION_TEXT.notFound);
    return json(viewOf(r));
  });
}

/** A paid reservation goes to the dealer's lead API too, when one is configured (best effort, logged). */
async function sendUpstream(ctx: ReservationContext, r: Reservation): Promise<void> {
  const api = ctx.deps.config.leadApi;
  if (!api || !ctx.store) return;
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
    ctx.store.markDelivered(r.id, ctx.deps.now());
  } catch (error) {
    console.error(`[reservations] ${r.id} not sent to the lead API: ${(error as Error).message}`);
  }
}

/** The provider's signed event: verified on the raw body, applied once. */
export function paymentWebhook(request: Request, ctx: ReservationContext): Promise<Response> {
  return handle(async () => {
    if (!ctx.provider || !ctx.store) throw new HttpError(503, RESERVATION_TEXT.notConfigured);
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
    const result = ctx.store.applyEvent(event.id, event.reservationId, event.kind, now);
    if (result.kind === 'unknown')
      console.error(
        `[reservations] event ${event.id} names unknown reservation ${event.reservationId}`,
      );
    if (result.kind === 'applied' && result.reservation.status === 'paid')
      await sendUpstream(ctx, result.reservation);
    return json({ received: true, result: result.kind });
  });
}
