/**
 * The lead endpoints: enquiry (every enquiry form), test drive and make an offer
 * (rules.md: Leads (method and path not shown)). Each validates with the form's own schema
 * (src/domain/leads), recomputes what the shopper cannot choose (category, the car's
 * fields) from what the server knows, and answers { lead_id, redirect } or the generic error.
 */
import type { ServerDeps } from './endpoint-deps';
import { findCarById } from './endpoint-deps';
import { BODY_LIMITS, HttpError, handle, json, parseOr400, readJson } from './http';
import { acceptLead, findRepeat } from './accept-lead';
import { CAPTCHA_MESSAGES } from './captcha';
import { LeadEnvelope, HONEYPOT_FIELD, type LeadReply } from '../domain/leads/request';
import { formDefinition, type FormDefinition, type FormKind } from '../domain/leads/forms';
import { formSchema } from '../domain/leads/fields';
import { processPayload, type FormValues } from '../domain/leads/payload';
import { categoryForSubmission } from '../domain/leads/categories';
import { FORM_ERRORS_HEADING } from '../domain/leads/messages';
import { leadCarFromCar, type LeadCar } from '../domain/leads/car-enquiry';
import type { LeadKind } from './stores/leads';
import { NO_META, type RequestMeta } from './request-meta';

export type LeadEndpoint = 'enquiry' | 'test-drive' | 'make-an-offer';

export function endpointOf(form: FormKind): LeadEndpoint {
  if (form === 'testDrive') return 'test-drive';
  if (form === 'makeOffer') return 'make-an-offer';
  return 'enquiry';
}

/** A car the endpoint no longer knows (sold off the feed since the build): rebuilt from the form's own hidden fields, so the lead is not lost. */
function carFromValues(values: FormValues): LeadCar | undefined {
  if (!values.car_id) return undefined;
  const s = (k: string) => (typeof values[k] === 'string' ? values[k] : undefined);
  const type = s('car_type');
  const status = s('vehicle_status');
  return {
    id: String(values.car_id),
    slug: '',
    title: '',
    make: s('Vehicle Make') ?? '',
    model: s('Vehicle Model') ?? '',
    car_type: type === 'new' || type === 'demo' ? type : 'used',
    status: status === 'in_stock' || status === 'coming_soon' ? status : 'sold',
    stocknum: s('stock_number') ?? null,
    dealership_slug: s('dealership_slug') ?? null,
    location: s('location_id') ? { id: s('location_id') } : null,
  };
}

export function definitionFor(
  deps: ServerDeps,
  form: FormKind,
  values: FormValues,
): FormDefinition {
  const known = findCarById(deps, values.car_id as string | undefined);
  const car = known ? leadCarFromCar(known) : carFromValues(values);
  const str = (k: string) => (typeof values[k] === 'string' ? values[k] : null);
  return formDefinition(
    form,
    deps.form,
    form === 'financeEnquiry' ? known && leadCarFromCar(known) : car,
    {
      preferredDealership: str('dealership_slug'),
      vehiclePriceBudget: null,
      car_id: str('car_id'),
      car_type: str('car_type'),
      vin: str('vin'),
    },
  );
}

/** The car's own hidden fields of a form about a car (car-enquiry.ts CarEnquiryDefaults, and its VIN). */
const CAR_FIELDS = new Set([
  'Vehicle Make',
  'Vehicle Model',
  'stock_number',
  'manufacturer_slug',
  'vin',
  'car_type',
  'vehicle_status',
]);

/**
 * A lead naming a car the site does not have keeps the car's fields out: what the browser sent
 * as its make, model and stock number is the visitor's word, not the dealer's stock. The form
 * was checked against the car it named (carFromValues); car_id stays, for the dealer to look up.
 */
function withoutUnknownCar(
  deps: ServerDeps,
  definition: FormDefinition,
  values: FormValues,
): FormValues {
  if (
    values.car_id === undefined ||
    values.car_id === '' ||
    findCarById(deps, values.car_id as string)
  )
    return values;
  const out = { ...values };
  for (const field of definition.fields)
    if (field.type === 'hidden' && CAR_FIELDS.has(field.name)) delete out[field.name];
  return out;
}

/** Hidden fields the server knows better than the browser: their definition's values win. */
function applyAuthoritative(
  definition: FormDefinition,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...values };
  for (const field of definition.fields) {
    if (field.type !== 'hidden' || field.defaultValue === undefined || field.defaultValue === '')
      continue;
    out[field.name] = field.defaultValue;
  }
  for (const [k, v] of Object.entries(out)) if (v === undefined) delete out[k];
  return out;
}

export async function verifyBotProtection(
  deps: ServerDeps,
  token: string | undefined,
): Promise<void> {
  if (!deps.form.botProtection) return;
  const failure = await deps.captcha.verify(token);
  if (failure)
    throw new HttpError(400, CAPTCHA_MESSAGES[failure], { captcha: [CAPTCHA_MESSAGES[failure]] });
}

export function leadEndpoint(endpoint: LeadEndpoint) {
  return (request: Request, deps: ServerDeps, meta: RequestMeta = NO_META): Promise<Response> =>
    handle(async () => {
      const body = await readJson(request, BODY_LIMITS.lead);
      const envelope = parseOr400(LeadEnvelope, body);
      if (endpointOf(envelope.form) !== endpoint) {
        throw new HttpError(400, FORM_ERRORS_HEADING, {
          form: [`The ${envelope.form} form is not sent to this endpoint.`],
        });
      }
      // The honeypot: a person never fills it; a bot is answered as if it worked, and nothing is kept.
      if (envelope[HONEYPOT_FIELD])
        return json({ lead_id: null, redirect: true } satisfies LeadReply);
      // A repeat of a submission already accepted answers with the same lead.
      const repeat = await findRepeat(deps, envelope.idempotencyKey);
      if (repeat) return json({ lead_id: repeat.id, redirect: true } satisfies LeadReply);

      const processed = processPayload(envelope.userData, {
        locations: deps.form.locations,
      });
      const definition = definitionFor(deps, envelope.form, processed);
      const schema = formSchema(definition.fields, {
        phoneMode: deps.form.phoneMode,
        termsFormWording: deps.form.termsFormWording,
        market: deps.form.market,
      });
      if (!envelope.isLastStep) {
        parseOr400(schema.partial(), processed);
        return json({ lead_id: null, redirect: false, step: 'ok' } satisfies LeadReply);
      }
      const valid = parseOr400(schema, processed) as Record<string, unknown>;
      await verifyBotProtection(deps, envelope.captcha);

      const final = processPayload(applyAuthoritative(definition, valid) as FormValues, {
        locations: deps.form.locations,
      });
      const submitted = categoryForSubmission(
        String(final.category ?? definition.category),
        (final.subcategory as string | undefined) ?? definition.subcategory,
      );
      const userData = { ...withoutUnknownCar(deps, definition, final), ...submitted };
      const kind: LeadKind = endpoint;
      const { lead } = await acceptLead(
        deps,
        {
          idempotencyKey: envelope.idempotencyKey,
          kind,
          form: envelope.form,
          category: submitted.category,
          subcategory: submitted.subcategory ?? null,
          payload: {
            userData,
            isLastStep: true,
            form: envelope.form,
            website_id: deps.form.websiteId,
            website_slug: deps.form.slug,
            page_url: envelope.page_url ?? null,
            tracking: envelope.tracking ?? {},
            submitted_at: new Date(deps.now()).toISOString(),
          },
        },
        meta,
      );
      return json({ lead_id: lead.id, redirect: true } satisfies LeadReply);
    });
}
