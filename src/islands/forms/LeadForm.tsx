/**
 * A lead form (rules.md: Forms; Form submission; Validation rules): rendered from its
 * definition, validated with the same schema the endpoint uses, multi-step where the form
 * has steps ('Step 1..n', no progress bar). Prefilled from and saved to {slug}-User.
 * Submitting shows a spinner; success fires the analytics id, keeps the last enquired car
 * and the success category, and goes to /success; failure shows the alert, keeps the form
 * error and every field, and re-enables the button.
 */
import CollectionNotice from './CollectionNotice';
import { purposeOfForm } from '../../domain/leads/collection-notice';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useTypedBeforeHydration } from './use-typed-before-hydration';
import type { LeadCar } from '../../domain/leads/lead-car';
import type { FormContext } from '../../domain/leads/context';
import type { FinanceQuery, FormDefinition, FormKind } from '../../domain/leads/forms';
import { fieldsOnPage, pageCount } from '../../domain/leads/form-steps';
import { fieldForMarket, type FieldDef } from '../../domain/leads/field-defs';
import { checkOptionField } from '../../domain/leads/payload';
import { offerSummaryLine } from '../../domain/leads/car-enquiry';
import { OFFLINE_MESSAGE, SUBMIT_FAILED_MESSAGE } from '../../domain/leads/messages';
import { HONEYPOT_FIELD } from '../../domain/leads/honeypot';
import type { LeadEnvelope, UserDataValue } from '../../domain/leads/request';
import { formatMoney } from '../../domain/format/money';
import Field, { fieldId, prefetchAppointments, type FieldValue } from './Field';
import { initialValues, payloadValues, type FormValues } from './form-values';
import type { ErrorItem } from './ErrorSummary';
import { useErrorSummary } from './use-error-summary';
import { loadSubmitCode } from './submit-code';
import {
  newIdempotencyKey,
  readFormContext,
  readPrefill,
  savePrefill,
  saveSuccess,
  sessionTracking,
} from './device';
import { useCaptcha } from './use-captcha';
import { checkFields, prefetchValidation } from './validation';

export interface LeadFormProps {
  kind: FormKind;
  car?: LeadCar;
  /** The site's form context; read from the page when absent. */
  context?: FormContext | null;
  /**
   * The form's definition for (kind, context, car, query), built where the page is built; the
   * island then loads every form's definitions (domain/leads/forms.ts) only to build another
   * (the finance link's query) or when none was given.
   */
  definition?: FormDefinition;
  query?: FinanceQuery;
  /** Read the finance link's query (preferredDealership, vehiclePriceBudget, car_id, car_type, vin) from the URL. */
  readQuery?: boolean;
  idPrefix?: string;
  /** Where /success is (tests and previews may change it). */
  successPath?: string;
}

type Values = FormValues;

/** The body's userData: checked additional services go as '(check_option)' fields, which the endpoint collects. */
function userDataOf(fields: readonly FieldDef[], values: Values): Record<string, UserDataValue> {
  const out = payloadValues(fields, values);
  for (const f of fields) {
    if (f.type !== 'checkOptions') continue;
    for (const option of (out[f.name] as string[]) ?? []) out[checkOptionField(option)] = true;
    delete out[f.name];
  }
  return out;
}

function queryFromLocation(): FinanceQuery {
  const p = new URLSearchParams(location.search);
  return {
    preferredDealership: p.get('preferredDealership'),
    vehiclePriceBudget: p.get('vehiclePriceBudget'),
    car_id: p.get('car_id'),
    car_type: p.get('car_type'),
    vin: p.get('vin'),
  };
}

/** The schema and the submit path, loaded when the shopper first reaches for the form. */
const prefetch = () => {
  prefetchValidation();
  loadSubmitCode().catch(() => undefined);
};

const placeholder = (
  <div className="lf-placeholder" aria-busy="true">
    Loading the form…
  </div>
);

/** A query with any parameter present (an all-absent query builds the same form as none). */
const hasQuery = (query: FinanceQuery) =>
  Object.values(query).some((v) => v !== null && v !== undefined);

export default function LeadForm(props: LeadFormProps) {
  const [context] = useState<FormContext | null>(() => props.context ?? readFormContext());
  if (!context) return placeholder;
  return <LeadFormDefined {...props} context={context} />;
}

/** The definition: the one given, or built here (the definitions loaded) for a query or when none was given. */
function LeadFormDefined(props: LeadFormProps & { context: FormContext }) {
  const { kind, car, context, readQuery, definition: given } = props;
  const [query, setQuery] = useState<FinanceQuery>(props.query ?? {});
  const [built, setBuilt] = useState<FormDefinition | null>(null);
  const build = !given || hasQuery(query);

  useEffect(() => {
    if (readQuery) setQuery(queryFromLocation());
  }, [readQuery]);

  useEffect(() => {
    if (!build) return;
    let live = true;
    import('../../domain/leads/forms')
      .then(({ formDefinition }) => live && setBuilt(formDefinition(kind, context, car, query)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [build, kind, context, car, query]);

  const definition = build ? (built ?? given) : given;
  if (!definition) return placeholder;
  return <LeadFormBody {...props} definition={definition} />;
}

function LeadFormBody({
  kind,
  car,
  context,
  definition,
  idPrefix = `lf-${kind}`,
  successPath = '/success',
}: LeadFormProps & { context: FormContext; definition: FormDefinition }) {
  const [values, setValues] = useState<Values>(() => initialValues(definition.fields));
  const [page, setPage] = useState(1);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [summaryKey, setSummaryKey] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const [ready, setReady] = useState(false);
  const keyRef = useRef<string>('');
  const touched = useRef(new Set<string>());
  const stepRef = useRef<HTMLHeadingElement>(null);
  const captcha = useCaptcha(context.botProtection);
  const [Summary, loadSummary] = useErrorSummary();
  /** The shopper reaches for the form: the schema, the error summary, the submit path and the captcha start loading. */
  const reach = () => {
    prefetch();
    void loadSummary();
    if (definition.fields.some((f) => f.type === 'datetime')) prefetchAppointments();
    captcha.prime();
  };
  const schemaOptions = {
    phoneMode: context.phoneMode,
    termsFormWording: context.termsFormWording,
    market: context.market,
  };
  const pages = pageCount(definition);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, reach);

  useEffect(() => {
    setReady(true);
    keyRef.current = newIdempotencyKey();
    const prefill = readPrefill(context.slug);
    setValues((v) => {
      const next = { ...v };
      for (const [k, val] of Object.entries(prefill)) if (k in next && !next[k]) next[k] = val;
      return next;
    });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // A definition that changes (the finance query read) brings its defaults for fields not yet touched.
  useEffect(() => {
    const fresh = initialValues(definition.fields);
    setValues((v) => {
      const next: Values = {};
      for (const [k, val] of Object.entries(fresh))
        next[k] =
          touched.current.has(k) || (k in v && v[k] !== '' && v[k] !== false) ? (v[k] ?? val) : val;
      return next;
    });
  }, [definition]);

  const onChange = (name: string, value: FieldValue) => {
    touched.current.add(name);
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name])
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== name)));
  };

  const validate = async (fields: FieldDef[]): Promise<Record<string, string[]>> => {
    const [checked] = await Promise.all([
      checkFields(fields, payloadValues(fields, values), schemaOptions),
      loadSummary(),
    ]);
    return checked.ok ? {} : checked.errors;
  };

  const showErrors = (found: Record<string, string[]>) => {
    setErrors(found);
    setSummaryKey((k) => k + 1);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    let found: Record<string, string[]>;
    try {
      found = await validate(fieldsOnPage(definition, page));
    } catch {
      return setFormError(OFFLINE_MESSAGE);
    }
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    if (page < pages) {
      setPage(page + 1);
      requestAnimationFrame(() => stepRef.current?.focus());
      return;
    }
    setSubmitting(true);
    setFormError(null);
    let token: string | undefined;
    if (context.botProtection) {
      try {
        token = await captcha.token();
      } catch (error) {
        setFormError((error as Error).message);
        setSubmitting(false);
        captcha.refresh();
        return;
      }
    }
    let submit: Awaited<ReturnType<typeof loadSubmitCode>>;
    try {
      submit = await loadSubmitCode();
    } catch {
      setFormError(OFFLINE_MESSAGE);
      setSubmitting(false);
      return;
    }
    const [{ postJson, trackLead }, { leadEventId }] = submit;
    const userData = userDataOf(definition.fields, values);
    const { tracking } = sessionTracking();
    const outcome = await postJson(definition.endpoint, {
      form: kind,
      userData,
      isLastStep: true,
      idempotencyKey: keyRef.current,
      ...(token ? { captcha: token } : {}),
      ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
      page_url: location.href.slice(0, 2000),
      tracking,
    } satisfies LeadEnvelope);
    if (outcome.ok) {
      const category = String(userData.category ?? definition.category);
      trackLead(
        context,
        leadEventId({
          form: kind,
          carType: car?.car_type,
          category,
          subcategory: definition.subcategory,
        }),
        category,
        outcome.leadId,
        car,
      );
      savePrefill(context.slug, userData);
      saveSuccess(context.slug, definition.successCategory, car);
      location.assign(successPath);
      return;
    }
    // A reply means the server did not keep the lead: a new try is a new submission. With no reply, it might have: same key.
    if (!('network' in outcome && outcome.network)) keyRef.current = newIdempotencyKey();
    setFormError(outcome.message);
    const serverFields = Object.fromEntries(
      Object.entries(outcome.fields).filter(([k]) => definition.fields.some((f) => f.name === k)),
    );
    if (Object.keys(serverFields).length > 0) setErrors(serverFields);
    if (context.botProtection) captcha.refresh();
    setSubmitting(false);
  };

  const visible = fieldsOnPage(definition, page).filter((f) => f.type !== 'hidden');
  const summary: ErrorItem[] = visible.flatMap((f) =>
    (errors[f.name] ?? []).map((message) => ({ fieldId: fieldId(idPrefix, f.name), message })),
  );
  const locationId =
    typeof car?.location?.id !== 'undefined' && car?.location?.id !== null
      ? String(car?.location?.id)
      : typeof values.location_id === 'string'
        ? values.location_id
        : undefined;
  const isLast = page >= pages;

  return (
    <form
      ref={formRef}
      className="lf"
      noValidate
      onSubmit={onSubmit}
      onFocus={reach}
      onPointerEnter={reach}
      aria-busy={submitting}
      data-form={kind}
      data-ready={ready ? '' : undefined}
    >
      {kind === 'makeOffer' && car && (
        <div className="lf-car">
          {car.image && (
            <img src={car.image} alt="" width={160} height={107} loading="lazy" decoding="async" />
          )}
          <div>
            <p className="lf-car__title">{car.title}</p>
            {car.price ? (
              <p className="lf-car__price">
                {formatMoney(car.price, context.market)}{' '}
                {car.price_type && <span className="muted">{car.price_type}</span>}
              </p>
            ) : null}
            <p className="lf-car__summary muted">{offerSummaryLine(car, context.market)}</p>
          </div>
        </div>
      )}
      {definition.steps.length > 0 && (
        <h3 ref={stepRef} tabIndex={-1} className="lf-step">
          {definition.steps[page - 1]}
        </h3>
      )}
      {formError && (
        <div className="lf-alert lf-alert--destructive" role="alert">
          <strong>{SUBMIT_FAILED_MESSAGE}</strong>
          {formError !== SUBMIT_FAILED_MESSAGE && (
            <p className="lf-alert__detail" data-form-error>
              {formError}
            </p>
          )}
        </div>
      )}
      {Summary && <Summary items={summary} focusKey={summaryKey} />}
      <div className="lf-grid">
        {visible.map((f) => (
          <Field
            key={f.name}
            def={fieldForMarket(f, context.market)}
            value={values[f.name]}
            onChange={onChange}
            errors={errors[f.name]}
            idPrefix={idPrefix}
            termsUrl={context.termsUrl}
            privacyUrl={context.privacyUrl}
            appointmentQuery={{ car_id: car ? String(car.id) : undefined, location_id: locationId }}
          />
        ))}
        {isLast && kind === 'testDrive' && context.testDriveDisclaimer && (
          <p className="lf-disclaimer muted">{context.testDriveDisclaimer}</p>
        )}
      </div>
      <div className="lf-hp" aria-hidden="true">
        <label>
          Website
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(e) => setHoneypot(e.target.value)}
          />
        </label>
      </div>
      {isLast && context.botProtection && (
        <p className="lf-captcha muted" aria-live="polite" data-captcha={captcha.status}>
          {captcha.status === 'solving'
            ? 'Checking you are not a robot…'
            : captcha.status === 'ready'
              ? '✓ Verified: you are not a robot.'
              : captcha.status === 'error'
                ? 'Verification could not start. It will be retried when you submit.'
                : 'A quick automatic check protects this form from spam.'}
        </p>
      )}
      <CollectionNotice
        dealer={context.name}
        market={context.market}
        purpose={purposeOfForm(kind)}
        privacyUrl={context.privacyUrl}
      />
      <div className="lf-actions">
        {page > 1 && (
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => {
              setErrors({});
              setPage(page - 1);
            }}
            disabled={submitting}
          >
            Back
          </button>
        )}
        {/* Disabled until the form is live: a click before then would reload the page and lose what was typed. */}
        <button
          type="submit"
          className="btn lf-submit"
          disabled={submitting || !ready}
          aria-disabled={submitting || !ready}
        >
          {submitting && <span className="lf-spinner" aria-hidden="true" />}
          {submitting ? 'Sending…' : isLast ? definition.submitLabel : 'Next'}
        </button>
      </div>
    </form>
  );
}
