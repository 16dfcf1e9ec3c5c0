/**
 * The valuation wizard's state and its calls (rules.md: Trade-in flow; Leads (method and path not shown)): details (the lead is created, with the tracking parameters and the pages
 * visited) → condition (adjustments, and /api/miscellaneous under its flag) → rego lookup →
 * vehicle (when the four-step form asks, or the lookup found nothing) → the offer, then
 * accept or decline. Every call's body and reply are the shapes in
 * src/domain/trade-in/api.ts. The wizard component renders what this returns.
 */
import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import type { FormContext } from '../../domain/leads/context';
import type { FieldDef } from '../../domain/leads/field-defs';
import { LEAD_ENDPOINTS } from '../../domain/leads/endpoints';
import { HONEYPOT_FIELD } from '../../domain/leads/honeypot';
import {
  ADJUSTMENT_FIELDS,
  TRADE_IN_CATEGORY,
  valuationOptions,
  vehicleFields,
  wizardSteps,
} from '../../domain/trade-in/wizard-steps';
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
import type { FieldValue } from './Field';
import { initialValues, payloadValues, type FormValues } from './form-values';
import {
  newIdempotencyKey,
  readPrefill,
  savePrefill,
  saveSuccess,
  sessionTracking,
} from './device';
import { useCaptcha } from './use-captcha';
import { checkFields } from './validation';
import { useErrorSummary } from './use-error-summary';
import { loadSubmitCode } from './submit-code';
import { OFFLINE_MESSAGE } from '../../domain/leads/messages';
import { readTradeInCar, type TradeInCar } from './trade-in-car';

const callJson = async <T>(url: string, body: unknown) =>
  (await loadSubmitCode())[0].callJson<T>(url, body);

export type TradeInStep = 'details' | 'condition' | 'vehicle' | 'offer';

/** What an accepted offer hands to a host flow (the online purchase journey) instead of /success. */
export interface AcceptedTradeIn {
  lead_id: string;
  offer: number | null;
  vehicle: string;
}

/**
 * startFields: the first step's fields (valuationStartFields(context)), built where the page is
 * built, so the browser does not load the field builders only to build them again.
 */
export function useTradeIn(
  context: FormContext,
  startFields: FieldDef[],
  successPath: string,
  onAccepted?: (accepted: AcceptedTradeIn) => void,
) {
  const vehicle = useMemo(() => vehicleFields(), []);
  const [step, setStep] = useState<TradeInStep>('details');
  const [values, setValues] = useState<FormValues>(() => ({
    ...initialValues(startFields),
    ...initialValues(ADJUSTMENT_FIELDS),
    ...initialValues(vehicle),
  }));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [summaryKey, setSummaryKey] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [leadId, setLeadId] = useState<string | null>(null);
  const [found, setFound] = useState(false);
  const [valuation, setValuation] = useState<ValuationReply | null>(null);
  const [declined, setDeclined] = useState(false);
  const [car, setCar] = useState<TradeInCar | null>(null);
  const [carMissing, setCarMissing] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const [ready, setReady] = useState(false);
  const keys = useRef<Record<string, string>>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const captcha = useCaptcha(context.botProtection);
  const [Summary, loadSummary] = useErrorSummary();
  const options = valuationOptions(context, car?.dealership_id);
  const steps = wizardSteps(options.fourStep, found);
  const index = Math.max(0, steps.indexOf(step));
  const key = (name: string) => (keys.current[name] ??= newIdempotencyKey());

  useEffect(() => {
    setReady(true);
    const prefill = readPrefill(context.slug);
    setValues((v) => ({
      ...v,
      ...Object.fromEntries(Object.entries(prefill).filter(([k]) => k in v && !v[k])),
    }));
    const carId = new URLSearchParams(location.search).get('car_id');
    if (!carId) return;
    readTradeInCar(carId)
      .then(setCar)
      .catch(() => setCarMissing(true));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const onChange = (name: string, value: FieldValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name])
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== name)));
  };

  /** The step's values parsed by its schema (loaded on first focus: ./validation.ts), or null with the errors shown. */
  const check = async (fields: FieldDef[]): Promise<Record<string, unknown> | null> => {
    let checked;
    try {
      [checked] = await Promise.all([
        checkFields(fields, payloadValues(fields, values), context),
        loadSummary(),
      ]);
    } catch {
      setFormError(OFFLINE_MESSAGE);
      return null;
    }
    if (checked.ok) return checked.data;
    setErrors(checked.errors);
    setSummaryKey((k) => k + 1);
    return null;
  };

  const go = (next: TradeInStep) => {
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
    const data = await check(startFields);
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
    const answers = await check(ADJUSTMENT_FIELDS);
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
      regoState: values.regoState ? String(values.regoState) : undefined,
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
    const confirmed = await check(vehicle);
    if (!confirmed || !leadId) return;
    await value(leadId, confirmed);
  }

  async function answerOffer(accepted: boolean) {
    if (!leadId) return;
    setBusy(accepted ? 'Accepting your offer…' : 'Sending…');
    const [{ trackLead }, { EVENT_IDS, OFFER_ACCEPTED_SUBCATEGORY, OFFER_REJECTED_SUBCATEGORY }] =
      await loadSubmitCode();
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
    if (onAccepted) {
      setBusy(null);
      onAccepted({
        lead_id: leadId,
        offer: valuation?.offer_price ?? null,
        vehicle: [values.year, values.make, values.model, values.badge]
          .filter((v) => typeof v === 'string' && v.trim())
          .join(' '),
      });
      return;
    }
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

  const fields: FieldDef[] =
    step === 'details'
      ? startFields
      : step === 'condition'
        ? ADJUSTMENT_FIELDS
        : step === 'vehicle'
          ? vehicle
          : [];

  return {
    step,
    steps,
    index,
    fields,
    values,
    errors,
    summaryKey,
    /** The error summary once loaded (on reach, or with the first check). */
    Summary,
    loadSummary,
    busy,
    formError,
    found,
    valuation,
    declined,
    car,
    carMissing,
    honeypot,
    setHoneypot,
    ready,
    headingRef,
    captcha,
    onChange,
    onSubmit,
    answerOffer,
  };
}
