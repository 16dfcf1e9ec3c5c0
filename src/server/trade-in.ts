/**
 * The trade-in flow's endpoints (rules.md: Trade-in flow; Leads (method and path not shown)):
 * start (lead created) → adjustments → rego lookup → valuation → offer accepted, plus
 * /api/miscellaneous under its flag. Offers are worked out here, never taken from the browser.
 */
import { distanceUnit } from '../domain/market/format';
import { createHash } from 'node:crypto';
import type { ServerDeps } from './endpoint-deps';
import { findCarById } from './endpoint-deps';
import { BODY_LIMITS, HttpError, handle, json, parseOr400, readJson } from './http';
import { acceptLead, findRepeat } from './accept-lead';
import { verifyBotProtection } from './leads';
import { callUpstream } from './upstream';
import type { StoredLead } from './stores/leads';
import { NO_META, type RequestMeta } from './request-meta';
import { formSchema } from '../domain/leads/fields';
import { HONEYPOT_FIELD } from '../domain/leads/request';
import { OFFER_ACCEPTED_SUBCATEGORY } from '../domain/leads/categories';
import { FORM_ERRORS_HEADING } from '../domain/leads/messages';
import {
  ADJUSTMENT_FIELDS,
  TRADE_IN_CATEGORY,
  TRADE_IN_SUBCATEGORY_ADJUSTMENTS,
  TRADE_IN_SUBCATEGORY_STARTED,
  valuationOptions,
  valuationStartFields,
  vehicleFields,
} from '../domain/trade-in/wizard';
import {
  AdjustmentsRequest,
  MiscellaneousRequest,
  OfferRequest,
  RegoLookupRequest,
  RegoServiceReply,
  TradeInStartEnvelope,
  ValuationRequest,
  type AdjustmentsReply,
  type MiscellaneousReply,
  type OfferReply,
  type RegoLookupReply,
  type TradeInStartReply,
  type ValuationReason,
  type ValuationReply,
} from '../domain/trade-in/api';
import {
  CAVEAT_ESTIMATE_BASIS,
  CAVEAT_INDICATIVE,
  CAVEAT_PAYOUT_LETTER,
  LOCAL_ESTIMATE_LABEL,
  LOCAL_ESTIMATE_NOTE,
  noOnlineEstimateMessage,
  localEstimate,
  noOnlineEstimate,
  type AdjustmentAnswers,
} from '../domain/trade-in/valuation';
import { offerFigures } from '../domain/trade-in/offer';
import { modelName } from '../domain/vehicle/car-values';

export const VALUATION_NOT_FOUND = 'We could not find that valuation. Please start again.';
export const ANSWERS_FIRST = 'Please answer the questions about your car first.';
export const NO_OFFER_TO_ACCEPT = 'There is no offer to accept for this valuation.';

const schemaOptions = (deps: ServerDeps) => ({
  phoneMode: deps.form.phoneMode,
  termsFormWording: deps.form.termsFormWording,
  market: deps.form.market,
});
const digest = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);

async function startLead(deps: ServerDeps, id: string): Promise<StoredLead> {
  const lead = await deps.leads.get(id);
  if (!lead || lead.kind !== 'trade-in-start')
    throw new HttpError(404, VALUATION_NOT_FOUND, { id: [VALUATION_NOT_FOUND] });
  return lead;
}

async function latestChild(
  deps: ServerDeps,
  id: string,
  kind: StoredLead['kind'],
): Promise<StoredLead | undefined> {
  return (await deps.leads.children(id)).filter((c) => c.kind === kind).at(-1);
}

export function tradeInStart(
  request: Request,
  deps: ServerDeps,
  meta: RequestMeta = NO_META,
): Promise<Response> {
  return handle(async () => {
    const env = parseOr400(TradeInStartEnvelope, await readJson(request, BODY_LIMITS.tradeIn));
    if (env[HONEYPOT_FIELD])
      return json({ lead_id: null, redirect: false } satisfies TradeInStartReply);
    const repeat = await findRepeat(deps, env.idempotencyKey);
    if (repeat) return json({ lead_id: repeat.id } satisfies TradeInStartReply);
    const values = parseOr400(
      formSchema(valuationStartFields(deps.form), schemaOptions(deps)),
      env.userData,
    ) as Record<string, unknown>;
    await verifyBotProtection(deps, env.captcha);
    const car = findCarById(deps, env.car_id);
    const { lead } = await acceptLead(
      deps,
      {
        idempotencyKey: env.idempotencyKey,
        kind: 'trade-in-start',
        form: 'valuation',
        category: TRADE_IN_CATEGORY,
        subcategory: TRADE_IN_SUBCATEGORY_STARTED,
        payload: {
          userData: {
            ...values,
            category: TRADE_IN_CATEGORY,
            subcategory: TRADE_IN_SUBCATEGORY_STARTED,
          },
          url: env.url,
          source: env.source,
          user_agent: env.user_agent,
          car_id: car ? String(car.id) : (env.car_id ?? null),
          car_dealership_id: car?.dealership_id ?? env.car_dealership_id ?? null,
          lead_attributes: env.lead_attributes,
          website_id: deps.form.websiteId,
        },
      },
      meta,
    );
    return json({ lead_id: lead.id } satisfies TradeInStartReply);
  });
}

export function tradeInAdjustments(
  request: Request,
  deps: ServerDeps,
  meta: RequestMeta = NO_META,
): Promise<Response> {
  return handle(async () => {
    const body = parseOr400(AdjustmentsRequest, await readJson(request, BODY_LIMITS.small));
    const parent = await startLead(deps, body.id);
    const answers = parseOr400(
      formSchema(ADJUSTMENT_FIELDS, schemaOptions(deps)),
      body.adjustmentAnswers,
      'adjustmentAnswers',
    );
    await acceptLead(
      deps,
      {
        idempotencyKey: body.idempotencyKey,
        kind: 'trade-in-adjustments',
        parentId: parent.id,
        category: TRADE_IN_CATEGORY,
        subcategory: TRADE_IN_SUBCATEGORY_ADJUSTMENTS,
        payload: { id: parent.id, adjustmentAnswers: answers },
      },
      meta,
    );
    return json({
      lead_id: parent.id,
      id: parent.id,
      adjustmentAnswers: answers,
    } satisfies AdjustmentsReply);
  });
}

export function regoLookup(request: Request, deps: ServerDeps): Promise<Response> {
  return handle(async () => {
    const body = parseOr400(RegoLookupRequest, await readJson(request, BODY_LIMITS.small));
    const notFound = { found: false } satisfies RegoLookupReply;
    if (!deps.config.valuationApi) return json(notFound);
    try {
      const reply = RegoServiceReply.safeParse(
        await callUpstream(deps.config.valuationApi, '/rego', {
          query: { rego: body.rego.replace(/[\s-]/g, '').toUpperCase(), state: body.regoState },
          timeoutMs: deps.config.upstreamTimeoutMs,
          fetch: deps.fetch,
        }),
      );
      if (reply.success) {
        const { year, make, model, badge } = reply.data.vehicle;
        return json({
          found: true,
          vehicle: { year, make, model, badge: typeof badge === 'string' ? badge : '' },
        } satisfies RegoLookupReply);
      }
    } catch (error) {
      console.warn(`[trade-in] rego lookup failed: ${(error as Error).message}`);
    }
    return json(notFound);
  });
}

export function tradeInValuation(
  request: Request,
  deps: ServerDeps,
  meta: RequestMeta = NO_META,
): Promise<Response> {
  return handle(async () => {
    const body = parseOr400(ValuationRequest, await readJson(request, BODY_LIMITS.small));
    const parent = await startLead(deps, body.id);
    const adjustments = await latestChild(deps, parent.id, 'trade-in-adjustments');
    if (!adjustments) throw new HttpError(409, ANSWERS_FIRST);
    const vehicle = parseOr400(
      formSchema(vehicleFields(new Date(deps.now())), schemaOptions(deps)),
      body.vehicle,
      'vehicle',
    ) as { year: number; make: string; model: string; badge?: string };
    const start = parent.payload.userData as Record<string, unknown>;
    const kms = Number(start.kms);
    const answers = adjustments.payload.adjustmentAnswers as AdjustmentAnswers;
    const now = new Date(deps.now());
    let offerPrice: number | null = null;
    let estimate: 'dealer' | 'local' | null = null;
    let reason: ValuationReason = 'estimate';
    if (noOnlineEstimate({ year: vehicle.year, kms }, now, distanceUnit(deps.form.market))) {
      reason = 'no-online-estimate';
    } else if (deps.config.valuationApi) {
      try {
        const reply = (await callUpstream(deps.config.valuationApi, '/valuations', {
          body: {
            rego: start.rego,
            regoState: start.regoState,
            kms,
            vehicle,
            adjustmentAnswers: answers,
          },
          timeoutMs: deps.config.upstreamTimeoutMs,
          fetch: deps.fetch,
        })) as { offer_price?: unknown } | null;
        const n = Number(reply?.offer_price);
        if (Number.isFinite(n) && n > 0) [offerPrice, estimate] = [Math.round(n), 'dealer'];
        else reason = 'no-reference';
      } catch (error) {
        console.warn(`[trade-in] valuation service failed: ${(error as Error).message}`);
        reason = 'unavailable';
      }
    }
    if (estimate === null && reason === 'estimate') {
      const stock = deps.cars
        .filter((c) => c.car_type !== 'new')
        .map((c) => ({
          make: c.make,
          model: modelName(c),
          year: c.year,
          price: c.price,
          car_type: c.car_type,
        }));
      const local = localEstimate({ ...vehicle, kms }, answers, stock, now);
      [offerPrice, reason] = [local.offer, local.reason];
      if (local.offer !== null) estimate = 'local';
    }
    const car = findCarById(deps, parent.payload.car_id as string | null);
    await acceptLead(
      deps,
      {
        idempotencyKey: `valuation-${digest([parent.id, vehicle])}`,
        kind: 'trade-in-valuation',
        parentId: parent.id,
        category: TRADE_IN_CATEGORY,
        payload: { id: parent.id, vehicle, kms, offer_price: offerPrice, estimate, reason },
      },
      meta,
    );
    const underFinance = start.finance === 'Yes';
    const reply: ValuationReply = {
      lead_id: parent.id,
      offer_price: offerPrice,
      estimate,
      reason,
      label: estimate === 'local' ? LOCAL_ESTIMATE_LABEL : null,
      note: estimate === 'local' ? LOCAL_ESTIMATE_NOTE : null,
      message: reason === 'no-online-estimate' ? noOnlineEstimateMessage(deps.form.market) : null,
      caveats: [
        CAVEAT_INDICATIVE,
        CAVEAT_ESTIMATE_BASIS,
        ...(underFinance ? [CAVEAT_PAYOUT_LETTER] : []),
      ],
      under_finance: underFinance,
      offer_rejection: valuationOptions(
        deps.form,
        parent.payload.car_dealership_id as string | null,
      ).offerRejection,
      car: car
        ? {
            id: String(car.id),
            price: car.price ?? null,
            before_price: car.before_price ?? null,
            ...offerFigures(car, offerPrice),
          }
        : null,
    };
    return json(reply);
  });
}

export function tradeInOffer(
  request: Request,
  deps: ServerDeps,
  meta: RequestMeta = NO_META,
): Promise<Response> {
  return handle(async () => {
    const body = parseOr400(OfferRequest, await readJson(request, BODY_LIMITS.small));
    const parent = await startLead(deps, body.lead_id);
    if (body.offer_accepted !== (body.subcategory === OFFER_ACCEPTED_SUBCATEGORY)) {
      throw new HttpError(400, FORM_ERRORS_HEADING, {
        subcategory: ['The subcategory does not match offer_accepted.'],
      });
    }
    if (
      !body.offer_accepted &&
      !valuationOptions(deps.form, parent.payload.car_dealership_id as string | null).offerRejection
    )
      throw new HttpError(400, 'This dealer does not take offer rejections online.');
    const valuation = await latestChild(deps, parent.id, 'trade-in-valuation');
    const offerPrice = Number(valuation?.payload.offer_price ?? 0);
    if (body.offer_accepted && !(offerPrice > 0)) throw new HttpError(409, NO_OFFER_TO_ACCEPT);
    await acceptLead(
      deps,
      {
        idempotencyKey: body.idempotencyKey,
        kind: 'trade-in-offer',
        parentId: parent.id,
        category: body.category,
        subcategory: body.subcategory,
        payload: {
          category: body.category,
          subcategory: body.subcategory,
          lead_id: parent.id,
          form_completed: true,
          offer_accepted: body.offer_accepted,
          offer_price: offerPrice || null,
        },
      },
      meta,
    );
    return json({ lead_id: parent.id } satisfies OfferReply);
  });
}

export function miscellaneous(
  request: Request,
  deps: ServerDeps,
  meta: RequestMeta = NO_META,
): Promise<Response> {
  return handle(async () => {
    if (!deps.form.miscellaneousValuation) throw new HttpError(404, 'Not found');
    const body = parseOr400(MiscellaneousRequest, await readJson(request, BODY_LIMITS.small));
    const parent = await startLead(deps, body.lead_id);
    await acceptLead(
      deps,
      {
        idempotencyKey: `misc-${digest(body)}`,
        kind: 'miscellaneous',
        parentId: parent.id,
        payload: { ...body, lead_id: parent.id },
      },
      meta,
    );
    console.info(`[trade-in] miscellaneous valuation saved for ${parent.id}`);
    return json({ ok: true, lead_id: parent.id } satisfies MiscellaneousReply);
  });
}
