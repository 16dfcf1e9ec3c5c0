/**
 * The reservation form and its return states (page-data/checkout.ts): the buyer's details
 * validated as the lead forms validate them, 'Pay deposit' → POST /api/reservations → the
 * provider's payment page; back from it, 'paid' shows the confirmation (reference, what happens
 * next, held until … in the dealer's timezone), 'cancelled' the form again with nothing lost.
 * Every state: submitting, offline or server down, the car no longer available.
 */
import CollectionNotice from '../forms/CollectionNotice';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { fieldErrors, fieldForMarket } from '../../domain/leads/fields';
import {
  RESERVATION_TEXT as T,
  buyerSchema,
  formatHeldUntil,
} from '../../domain/checkout/reservation';
import { RETURN_PARAMS, type ReservationView } from '../../domain/checkout/reservation-api';
import type { CheckoutIslandConfig } from '../../page-data/checkout';
import Field, { fieldId, type FieldValue } from '../forms/Field';
import ErrorSummary, { type ErrorItem } from '../forms/ErrorSummary';
import { newIdempotencyKey } from '../forms/device';
import { readDraft, readReservation, saveDraft, startReservation } from './reservation-client';

type Phase =
  | { kind: 'form' }
  | { kind: 'submitting' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'checking' }
  | { kind: 'paid'; view: ReservationView }
  | { kind: 'pending'; id: string };

const ID_PREFIX = 'reserve';
const POLLS = 10;

export default function ReservationCheckout({
  config,
  headingId,
}: {
  config: CheckoutIslandConfig;
  headingId: string;
}) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(config.fields.map((f) => [f.name, ''])),
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [summaryKey, setSummaryKey] = useState(0);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [alert, setAlert] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const keyRef = useRef('');
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    keyRef.current = newIdempotencyKey();
    const draft = readDraft(config.carId);
    if (Object.keys(draft).length > 0) setValues((v) => ({ ...v, ...draft }));
    const params = new URLSearchParams(location.search);
    const id = params.get(RETURN_PARAMS.reservation);
    const result = params.get(RETURN_PARAMS.result);
    if (!id) return;
    if (result === 'cancelled') {
      setCancelled(true);
      return;
    }
    if (result !== 'paid') return;
    setPhase({ kind: 'checking' });
    let stopped = false;
    const poll = async (left: number) => {
      const view = await readReservation(id);
      if (stopped) return;
      if (view?.status === 'paid') return setPhase({ kind: 'paid', view });
      if (view?.status === 'cancelled') {
        setCancelled(true);
        return setPhase({ kind: 'form' });
      }
      if (left > 0) setTimeout(() => void poll(left - 1), 1000);
      else setPhase({ kind: 'pending', id });
    };
    void poll(POLLS);
    return () => {
      stopped = true;
    };
  }, [config.carId]);

  useEffect(() => {
    if (phase.kind === 'paid' || phase.kind === 'unavailable' || cancelled)
      statusRef.current?.focus();
  }, [phase.kind, cancelled]);

  const onChange = (name: string, value: FieldValue) => {
    setValues((v) => ({ ...v, [name]: String(value) }));
    if (errors[name])
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== name)));
  };

  const showErrors = (found: Record<string, string[]>) => {
    setErrors(found);
    setSummaryKey((k) => k + 1);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase.kind === 'submitting') return;
    setAlert(null);
    const checked = buyerSchema({ phoneMode: config.phoneMode, market: config.market }).safeParse(
      values,
    );
    if (!checked.success) return showErrors(fieldErrors(checked.error));
    setErrors({});
    saveDraft(config.carId, values);
    setPhase({ kind: 'submitting' });
    const buyer = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
    const outcome = await startReservation({
      car_id: config.carId,
      buyer: buyer as { name: string; email: string; phone: string; postcode: string },
      source: 'checkout',
      return_path: location.pathname,
      idempotencyKey: keyRef.current,
    });
    if (outcome.ok) {
      location.assign(outcome.reply.redirect_url);
      return;
    }
    setPhase({ kind: 'form' });
    if (outcome.status === 409) return setPhase({ kind: 'unavailable', message: outcome.message });
    if (Object.keys(outcome.fields).length > 0) return showErrors(outcome.fields);
    // a new attempt after a failure starts a new payment
    keyRef.current = newIdempotencyKey();
    setAlert(outcome.message);
  };

  if (phase.kind === 'checking')
    return (
      <p role="status" aria-live="polite" data-testid="reservation-checking">
        {T.pendingHeading}
      </p>
    );
  if (phase.kind === 'paid') {
    const { view } = phase;
    return (
      <div
        ref={statusRef}
        tabIndex={-1}
        className="lf-alert lf-alert--info"
        data-testid="reservation-paid"
      >
        <h2>{T.paidHeading}</h2>
        <p>
          {T.reference}: <strong data-testid="reservation-reference">{view.reservation_id}</strong>
        </p>
        {view.held_until && (
          <p data-testid="reservation-held-until">
            {T.heldUntil}{' '}
            {formatHeldUntil(Date.parse(view.held_until), config.timeZone, config.locale)}.
          </p>
        )}
        <p>{T.paidNext}</p>
        <p>
          <a href={config.vehicleHref}>{config.carTitle}</a>
        </p>
      </div>
    );
  }
  if (phase.kind === 'pending')
    return (
      <div role="status" className="lf-alert lf-alert--info" data-testid="reservation-pending">
        <p>
          {T.pendingHeading} {T.reference}: <strong>{phase.id}</strong>
        </p>
        <p>
          <a href={location.href}>Check again</a>
        </p>
      </div>
    );
  if (phase.kind === 'unavailable')
    return (
      <div
        ref={statusRef}
        tabIndex={-1}
        role="alert"
        className="lf-alert lf-alert--destructive"
        data-testid="reservation-unavailable"
      >
        <p>{phase.message}</p>
        <p>
          <a href={config.vehicleHref}>{config.carTitle}</a>
        </p>
      </div>
    );

  const summary: ErrorItem[] = Object.entries(errors).flatMap(([name, messages]) =>
    messages.map((message) => ({
      fieldId: name ? fieldId(ID_PREFIX, name) : null,
      message,
    })),
  );
  const submitting = phase.kind === 'submitting';
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      aria-busy={submitting}
      data-testid="reservation-form"
    >
      {cancelled && (
        <div
          ref={statusRef}
          tabIndex={-1}
          role="status"
          className="lf-alert lf-alert--info"
          data-testid="reservation-cancelled"
        >
          <strong>{T.cancelledHeading}</strong>
          <p>{T.cancelledBody}</p>
        </div>
      )}
      {config.testProvider && (
        <p className="lf-alert lf-alert--info" data-testid="test-provider-label">
          {config.testProvider}
        </p>
      )}
      {alert && (
        <div
          role="alert"
          className="lf-alert lf-alert--destructive"
          data-testid="reservation-error"
        >
          {alert}
        </div>
      )}
      <ErrorSummary items={summary} focusKey={summaryKey} />
      <div className="lf-grid">
        {config.fields.map((f) => (
          <Field
            key={f.name}
            def={fieldForMarket(f, config.market)}
            value={values[f.name]}
            onChange={onChange}
            errors={errors[f.name]}
            idPrefix={ID_PREFIX}
          />
        ))}
      </div>
      <CollectionNotice
        dealer={config.dealer}
        market={config.market}
        purpose="reservation"
        privacyUrl={config.privacyUrl}
      />
      <p className="lf-actions">
        <button type="submit" className="btn" disabled={submitting}>
          {submitting ? T.paying : config.deposit ? `${T.pay} ${config.deposit}` : T.pay}
        </button>
      </p>
      <p className="muted" aria-live="polite">
        {submitting ? T.paying : ''}
      </p>
    </form>
  );
}
