/**
 * The valuation wizard (rules.md: Entities and their fields; Trade-in flow): your car and
 * details (the lead is created), its condition (adjustments), the rego lookup, the vehicle
 * (always with four_step_valuation_form, else only when the lookup did not find it), then
 * the offer: indicative, subject to inspection, with the payout-letter note for financed
 * cars, reducedPrice and savings against the car being bought, accept (or, where allowed,
 * decline). Tracking parameters and the pages visited go with the lead. The flow's state
 * and calls are in use-trade-in.ts, the offer step in TradeInOffer.tsx (loaded with the schema when
 * the shopper first reaches for the form: the first render does not show it).
 */
import CollectionNotice from './CollectionNotice';
import { lazy, Suspense, useRef } from 'react';
import { useTypedBeforeHydration } from './use-typed-before-hydration';
import type { FormContext } from '../../domain/leads/context';
import { fieldForMarket, type FieldDef } from '../../domain/leads/field-defs';
import { prefetchValidation } from './validation';
import { formatMoney } from '../../domain/format/money';
import Field, { fieldId } from './Field';
import { FormErrorAlert, Honeypot } from './FormGuards';
import { useTradeIn, type AcceptedTradeIn, type TradeInStep } from './use-trade-in';
import { loadSubmitCode } from './submit-code';

const loadOffer = () => import('./TradeInOffer');
const TradeInOffer = lazy(loadOffer);
/** The schema, the calls and the offer step, loaded when the shopper first focuses or points into the form. */
const prefetch = () => {
  prefetchValidation();
  loadOffer().catch(() => undefined);
  loadSubmitCode().catch(() => undefined);
};

const STEP_TITLES: Record<TradeInStep, string> = {
  details: 'Your car and details',
  condition: 'Its condition',
  vehicle: 'Your vehicle',
  offer: 'Your offer',
};

export default function TradeInWizard({
  context,
  startFields,
  successPath = '/success',
  onAccepted,
}: {
  context: FormContext;
  /** The first step's fields, built on the server: valuationStartFields(context). */
  startFields: FieldDef[];
  successPath?: string;
  /** Hosted in another flow: an accepted offer goes back to it instead of /success. */
  onAccepted?: (accepted: AcceptedTradeIn) => void;
}) {
  const {
    step,
    steps,
    index,
    fields,
    values,
    errors,
    summaryKey,
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
  } = useTradeIn(context, startFields, successPath, onAccepted);
  const reach = () => {
    prefetch();
    void loadSummary();
    captcha.prime();
  };
  const rootRef = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(rootRef, reach);
  const summary = fields.flatMap((f) =>
    (errors[f.name] ?? []).map((message) => ({ fieldId: fieldId('ti', f.name), message })),
  );

  return (
    <div ref={rootRef} className="ti card">
      {car && (
        <p className="ti-car">
          Trading in towards <strong>{car.title}</strong>
          {car.price ? (
            <>
              {' '}
              at <strong>{formatMoney(car.price, context.market)}</strong>
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
      <FormErrorAlert message={formError} />
      {step !== 'offer' ? (
        <form
          className="lf"
          noValidate
          onSubmit={onSubmit}
          onFocus={reach}
          onPointerEnter={reach}
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
          {Summary && <Summary items={summary} focusKey={summaryKey} />}
          <div className="lf-grid">
            {fields.map((f) => (
              <Field
                key={f.name}
                def={fieldForMarket(f, context.market)}
                value={values[f.name]}
                onChange={onChange}
                errors={errors[f.name]}
                idPrefix="ti"
                termsUrl={context.termsUrl}
                privacyUrl={context.privacyUrl}
              />
            ))}
          </div>
          {step === 'details' && <Honeypot value={honeypot} onChange={setHoneypot} />}
          {step === 'details' && context.botProtection && (
            <p className="lf-captcha muted" aria-live="polite" data-captcha={captcha.status}>
              {captcha.status === 'ready'
                ? '✓ Verified: you are not a robot.'
                : captcha.status === 'idle'
                  ? 'A quick automatic check protects this form from spam.'
                  : 'Checking you are not a robot…'}
            </p>
          )}
          <CollectionNotice
            dealer={context.name}
            market={context.market}
            purpose="tradeIn"
            privacyUrl={context.privacyUrl}
          />
          <div className="lf-actions">
            <button type="submit" className="btn lf-submit" disabled={Boolean(busy) || !ready}>
              {busy && <span className="lf-spinner" aria-hidden="true" />}
              {busy ?? (steps[index + 1] === 'offer' ? 'Get my offer' : 'Next')}
            </button>
          </div>
        </form>
      ) : (
        <Suspense
          fallback={
            <p className="muted" aria-busy="true">
              Loading your offer…
            </p>
          }
        >
          <TradeInOffer
            valuation={valuation}
            declined={declined}
            busy={busy}
            onAnswer={answerOffer}
          />
        </Suspense>
      )}
    </div>
  );
}
