/**
 * The valuation wizard (vehicles-and-shopping.md §3, §4 Trade-in flow): your car and
 * details (the lead is created), its condition (adjustments), the rego lookup, the vehicle
 * (always with four_step_valuation_form, else only when the lookup did not find it), then
 * the offer: indicative, subject to inspection, with the payout-letter note for financed
 * cars, reducedPrice and savings against the car being bought, accept (or, where allowed,
 * decline). Tracking parameters and the pages visited go with the lead.
 */
import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import type { FormContext } from '../../domain/leads/context';
import type { FieldDef } from '../../domain/leads/fields';
import { formSchema, fieldErrors } from '../../domain/leads/fields';
import { LEAD_ENDPOINTS } from '../../domain/leads/endpoints';
import {
  EVENT_IDS,
  OFFER_ACCEPTED_SUBCATEGORY,
  OFFER_REJECTED_SUBCATEGORY,
} from '../../domain/leads/categories';
import {
  ADJUSTMENT_FIELDS,
  TRADE_IN_CATEGORY,
  valuationOptions,
  valuationStartFields,
  vehicleFields,
  wizardSteps,
} from '../../domain/trade-in/wizard';
import type {
  AdjustmentsReply,
  AdjustmentsRequest,
  MiscellaneousReply,
  MiscellaneousRequest,
  OfferReply,
  OfferRequest,
  RegoLookupReply,
  RegoLookupRequest,
  TradeInStartEnvelope,
  TradeInStartReply,
  ValuationReply,
  ValuationRequest,
} from '../../domain/trade-in/api';
import { formatMoney } from '../../domain/format/money';
import { API, type CarByIdResponse } from '../../domain/api/endpoints';
import { HONEYPOT_FIELD } from '../../domain/leads/request';
import { leadCarTitle } from '../../domain/leads/car-enquiry';
import Field, { fieldId, type FieldValue } from './Field';
import ErrorSummary from './ErrorSummary';
import { payloadValues } from './LeadForm';
import { callJson, trackLead } from './api-client';
import {
  newIdempotencyKey,
  readPrefill,
  savePrefill,
  saveSuccess,
  sessionTracking,
} from './device';
import { useCaptcha } from './use-captcha';

type Step = 'details' | 'condition' | 'vehicle' | 'offer';
type Values = Record<string, FieldValue>;

interface CarSummary {
  id: string;
  title: string;
  price: number | null;
  dealership_id: string | null;
}

const STEP_TITLES: Record<Step, string> = {
  details: 'Your car and details',
  condition: 'Its condition',
  vehicle: 'Your vehicle',
  offer: 'Your offer',
};

function initial(fields: FieldDef[]): Values {
  return Object.fromEntries(
    fields
      .filter((f) => f.type !== 'hidden')
      .map((f) => [
        f.name,
        f.type === 'checkbox' || f.type === 'terms'
          ? f.defaultValue === true
          : f.defaultValue == null
            ? ''
            : String(f.defaultValue),
      ]),
  );
}

export default function TradeInWizard({
  context,
  successPath = '/success',
}: {
  context: FormContext;
  successPath?: string;
}) {
  const startFields = useMemo(() => valuationStartFields(context), [context]);
  const vehicle = useMemo(() => vehicleFields(), []);
  const [step, setStep] = useState<Step>('details');
  const [values, setValues] = useState<Values>(() => ({
    ...initial(startFields),
    ...initial(ADJUSTMENT_FIELDS),
    ...initial(vehicle),
  }));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [summaryKey, setSummaryKey] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [leadId, setLeadId] = useState<string | null>(null);
  const [found, setFound] = useState(false);
  const [valuation, setValuation] = useState<ValuationReply | null>(null);
  const [declined, setDeclined] = useState(false);
  const [car, setCar] = useState<CarSummary | null>(null);
  const [carMissing, setCarMissing] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const [ready, setReady] = useState(false);
  const keys = useRef<Record<string, string>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const captcha = useCaptcha(context.botProtection);
  const options = valuationOptions(context, car?.dealership_id);
  const steps = wizardSteps(options.fourStep, found);
  const index = Math.max(0, steps.indexOf(step));
  const key = (name: string) => (keys.current[name] ??= newIdempotencyKey());
  const schemaOptions = {
    phoneMode: context.phoneMode,
    termsFormWording: context.termsFormWording,
  };

  useEffect(() => {
    setReady(true);
    const prefill = readPrefill(context.slug);
    setValues((v) => ({
      ...v,
      ...Object.fromEntries(Object.entries(prefill).filter(([k]) => k in v && !v[k])),
    }));
    const carId = new URLSearchParams(location.search).get('car_id');
    if (!carId) return;
    fetch(API.carById(carId))
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((c: CarByIdResponse) => {
        setCar({
          id: String(c.id),
          title: leadCarTitle(c),
          price: typeof c.price === 'number' ? c.price : null,
          dealership_id: c.dealership_id == null ? null : String(c.dealership_id),
        });
      })
      .catch(() => setCarMissing(true));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const onChange = (name: string, value: FieldValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name])
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== name)));
  };

  const check = (fields: FieldDef[]): Record<string, unknown> | null => {
    const result = formSchema(fields, schemaOptions).safeParse(payloadValues(fields, values));
    if (result.success) return result.data as Record<string, unknown>;
    setErrors(fieldErrors(result.error));
    setSummaryKey((k) => k + 1);
    return null;
  };

  const go = (next: Step) => {
    setErrors({});
    setFormError(null);
    setStep(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const fail = (message: string, fields: Record<string, string[]> = {}) => {
    setFormError(message);
    if (Object.keys(fields).length)
      setErrors(
        Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [
            k.replace(/^(adjustmentAnswers|vehicle)\./, ''),
            v,
          ]),
        ),
      );
    setBusy(null);
  };

  const value = async (id: string, confirmed: Record<string, unknown>) => {
    setBusy('Working out your offer…');
    const r = await callJson<ValuationReply>(LEAD_ENDPOINTS.valuation, {
      id,
      vehicle: confirmed,
    } satisfies ValuationRequest);
    if (!r.ok) return fail(r.message, r.fields);
    setValuation(r.data);
    setBusy(null);
    go('offer');
  };

  async function submitDetails() {
    const data = check(startFields);
    if (!data) return;
    setBusy('Saving your details…');
    let token: string | undefined;
    if (context.botProtection) {
      try {
        token = await captcha.token();
      } catch (e) {
        return fail((e as Error).message);
      }
    }
    const { tracking, visited } = sessionTracking();
    const r = await callJson<TradeInStartReply>(LEAD_ENDPOINTS.tradeInStart, {
      userData: data,
      url: location.href.slice(0, 2000),
      source: 'Website',
      user_agent: navigator.userAgent.slice(0, 512),
      car_id: car?.id ?? null,
      car_dealership_id: car?.dealership_id ?? null,
      lead_attributes: { visited_pages: visited, linked_query_params: tracking },
      idempotencyKey: key('start'),
      ...(token ? { captcha: token } : {}),
      ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
    } satisfies TradeInStartEnvelope);
    if (!r.ok) {
      if (r.status !== 0) delete keys.current.start;
      if (context.botProtection) captcha.refresh();
      return fail(r.message, r.fields);
    }
    savePrefill(context.slug, data);
    setLeadId(r.data.lead_id);
    setBusy(null);
    go('condition');
  }

  async function submitCondition() {
    const answers = check(ADJUSTMENT_FIELDS);
    if (!answers || !leadId) return;
    setBusy('Saving your answers…');
    const r = await callJson<AdjustmentsReply>(LEAD_ENDPOINTS.tradeInAdjustments, {
      id: leadId,
      adjustmentAnswers: answers,
      idempotencyKey: key('adjustments'),
    } satisfies AdjustmentsRequest);
    if (!r.ok) return fail(r.message, r.fields);
    if (context.miscellaneousValuation) {
      const misc = await callJson<MiscellaneousReply>(LEAD_ENDPOINTS.miscellaneous, {
        ...r.data,
        column_name: 'valuation',
      } satisfies MiscellaneousRequest);
      if (misc.ok) console.info('[trade-in] valuation saved');
      else console.warn(`[trade-in] saving the valuation failed: ${misc.message}`);
    }
    setBusy('Looking up your rego…');
    const lookup = await callJson<RegoLookupReply>(LEAD_ENDPOINTS.regoLookup, {
      rego: String(values.rego),
      regoState: String(values.regoState) as RegoLookupRequest['regoState'],
    } satisfies RegoLookupRequest);
    const v = lookup.ok && lookup.data.found ? lookup.data.vehicle : undefined;
    if (v) {
      setFound(true);
      setValues((s) => ({
        ...s,
        year: String(v.year),
        make: v.make,
        model: v.model,
        badge: v.badge ?? '',
      }));
    }
    setBusy(null);
    if (wizardSteps(options.fourStep, Boolean(v)).includes('vehicle')) go('vehicle');
    else
      await value(leadId, { year: v!.year, make: v!.make, model: v!.model, badge: v!.badge ?? '' });
  }

  async function submitVehicle() {
    const confirmed = check(vehicle);
    if (!confirmed || !leadId) return;
    await value(leadId, confirmed);
  }

  async function answerOffer(accepted: boolean) {
    if (!leadId) return;
    setBusy(accepted ? 'Accepting your offer…' : 'Sending…');
    const r = await callJson<OfferReply>(LEAD_ENDPOINTS.offerAccepted, {
      category: TRADE_IN_CATEGORY,
      subcategory: accepted ? OFFER_ACCEPTED_SUBCATEGORY : OFFER_REJECTED_SUBCATEGORY,
      lead_id: leadId,
      form_completed: true,
      offer_accepted: accepted,
      idempotencyKey: key(accepted ? 'accept' : 'decline'),
    } satisfies OfferRequest);
    if (!r.ok) return fail(r.message);
    if (!accepted) {
      setBusy(null);
      setDeclined(true);
      return;
    }
    trackLead(context, EVENT_IDS.offerAccepted, TRADE_IN_CATEGORY, leadId);
    saveSuccess(context.slug, 'Trade-In Offer Accepted');
    location.assign(successPath);
  }

  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setFormError(null);
    if (step === 'details') void submitDetails();
    else if (step === 'condition') void submitCondition();
    else if (step === 'vehicle') void submitVehicle();
  };

  const fields =
    step === 'details'
      ? startFields
      : step === 'condition'
        ? ADJUSTMENT_FIELDS
        : step === 'vehicle'
          ? vehicle
          : [];
  const summary = fields.flatMap((f) =>
    (errors[f.name] ?? []).map((message) => ({ fieldId: fieldId('ti', f.name), message })),
  );

  return (
    <div className="ti card">
      {car && (
        <p className="ti-car">
          Trading in towards <strong>{car.title}</strong>
          {car.price ? (
            <>
              {' '}
              at <strong>{formatMoney(car.price)}</strong>
            </>
          ) : null}
        </p>
      )}
      {carMissing && (
        <p className="ti-car muted">That car is no longer listed, but we can still value yours.</p>
      )}
      <h2 ref={headingRef} tabIndex={-1} className="ti-step">
        Step {index + 1}
        <span className="ti-step__title">{STEP_TITLES[step]}</span>
      </h2>
      {formError && (
        <div className="lf-alert lf-alert--destructive" role="alert">
          <strong>An error occurred when submitting this form</strong>
          <p className="lf-alert__detail" data-form-error>
            {formError}
          </p>
        </div>
      )}
      {step !== 'offer' ? (
        <form
          className="lf"
          noValidate
          onSubmit={onSubmit}
          aria-busy={Boolean(busy)}
          data-ready={ready ? '' : undefined}
        >
          {step === 'vehicle' && (
            <p className="muted">
              {found
                ? 'We found your car from its rego. Please check the details.'
                : 'We could not look up that rego online. Please tell us about your car.'}
            </p>
          )}
          <ErrorSummary items={summary} focusKey={summaryKey} />
          <div className="lf-grid">
            {fields.map((f) => (
              <Field
                key={f.name}
                def={f}
                value={values[f.name]}
                onChange={onChange}
                errors={errors[f.name]}
                idPrefix="ti"
                termsUrl={context.termsUrl}
                privacyUrl={context.privacyUrl}
              />
            ))}
          </div>
          {step === 'details' && (
            <div className="lf-hp" aria-hidden="true">
              <label>
                Website
                <input
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                  value={honeypot}
                  onChange={(e) => setHoneypot(e.target.value)}
                />
              </label>
            </div>
          )}
          {step === 'details' && context.botProtection && (
            <p className="lf-captcha muted" aria-live="polite" data-captcha={captcha.status}>
              {captcha.status === 'ready'
                ? '✓ Verified: you are not a robot.'
                : 'Checking you are not a robot…'}
            </p>
          )}
          <div className="lf-actions">
            <button type="submit" className="btn lf-submit" disabled={Boolean(busy) || !ready}>
              {busy && <span className="lf-spinner" aria-hidden="true" />}
              {busy ?? (steps[index + 1] === 'offer' ? 'Get my offer' : 'Next')}
            </button>
          </div>
        </form>
      ) : (
        <Offer valuation={valuation} declined={declined} busy={busy} onAnswer={answerOffer} />
      )}
    </div>
  );
}

function Offer({
  valuation,
  declined,
  busy,
  onAnswer,
}: {
  valuation: ValuationReply | null;
  declined: boolean;
  busy: string | null;
  onAnswer: (accepted: boolean) => void;
}) {
  if (!valuation) return null;
  if (declined) {
    return (
      <p className="lf-alert lf-alert--info" role="status">
        Thanks for letting us know. Your details are with our team, who may be in touch with a
        firmer offer after an inspection.
      </p>
    );
  }
  const caveats = (
    <ul className="ti-caveats">
      {valuation.caveats.map((c) => (
        <li key={c}>{c}</li>
      ))}
    </ul>
  );
  if (!valuation.offer_price) {
    return (
      <div className="ti-offer" role="status">
        <p className="ti-offer__none">
          {valuation.message ??
            'We need to see your car to value it. Our team will contact you shortly.'}
        </p>
        <p>Your details have been sent to our team.</p>
        {caveats}
      </div>
    );
  }
  const c = valuation.car;
  return (
    <div className="ti-offer" aria-live="polite">
      <p className="ti-offer__label">
        Your indicative offer
        {valuation.label && <span className="ti-badge">{valuation.label}</span>}
      </p>
      <p className="ti-offer__amount" data-offer={valuation.offer_price}>
        {formatMoney(valuation.offer_price)}
      </p>
      {valuation.note && <p className="muted ti-offer__note">{valuation.note}</p>}
      {c && c.price ? (
        <dl className="ti-figures">
          <div>
            <dt>Car price</dt>
            <dd>{formatMoney(c.price)}</dd>
          </div>
          <div>
            <dt>Your trade-in</dt>
            <dd>−{formatMoney(c.offer)}</dd>
          </div>
          {c.reducedPrice !== null && (
            <div className="ti-figures__total">
              <dt>Price with trade in</dt>
              <dd data-reduced-price={c.reducedPrice}>{formatMoney(c.reducedPrice)}</dd>
            </div>
          )}
          {c.extraSavings > 0 && c.total !== null && (
            <div>
              <dt>You also save</dt>
              <dd>
                {formatMoney(c.extraSavings)} off {formatMoney(c.total)}
              </dd>
            </div>
          )}
        </dl>
      ) : null}
      {caveats}
      <div className="lf-actions">
        {valuation.offer_rejection && (
          <button
            type="button"
            className="btn btn--outline"
            disabled={Boolean(busy)}
            onClick={() => onAnswer(false)}
          >
            No thanks
          </button>
        )}
        <button
          type="button"
          className="btn lf-submit"
          disabled={Boolean(busy)}
          onClick={() => onAnswer(true)}
        >
          {busy && <span className="lf-spinner" aria-hidden="true" />}
          {busy ?? 'Accept offer'}
        </button>
      </div>
    </div>
  );
}
