/**
 * The journey's steps (rules.md: Finance, reserve, purchase, trade-in and print routes; Business constants and limits): the car and its price (the card's
 * price rule) with what is included; trade-in (none, or the valuation flow's offer); finance
 * (an estimate through the one finance rule, clearly an estimate) or cash; the pickup
 * location with address and hours. Buyer details, deposit and confirmation: their own files.
 */
import { useState } from 'react';
import { cardModel } from '../../domain/search/card';
import { JOURNEY_INCLUDED, type JourneyPayment } from '../../domain/checkout/journey';
import { estimateAdvert, weeklyEstimate } from '../../domain/finance/estimate';
import FinanceFigures from '../vehicle/FinanceFigures';
import { weeklyText } from '../../domain/finance/display';
import { formatMoney } from '../../domain/format/money';
import { NEW_ARRIVAL_IMAGE } from '../../domain/vehicle/images';
import type { JourneyPageConfig } from '../../page-data/checkout-journey';
import CarPrice from '../shopper/CarPrice';
import TradeInWizard from '../forms/TradeInWizard';
import { useNow } from '../search/hooks';
import JourneyDetails from './JourneyDetails';
import { JourneyConfirmation, JourneyDeposit } from './JourneyDeposit';
import { StepActions, StepError, tradeInOffer, type ReadyView } from './step-parts';

function CarStep({ view, config }: { view: ReadyView; config: JourneyPageConfig }) {
  const now = useNow(config.shopper.serverNowMs);
  const card = cardModel(view.doc, config.shopper.cardSite, Math.floor(now / 1000));
  return (
    <div className="journey__car">
      <img src={card.image ?? NEW_ARRIVAL_IMAGE} alt="" width={480} height={360} />
      <div>
        <p className="journey__car-title">{card.title}</p>
        <p className="journey__price">
          <CarPrice price={card.price} priceType={view.doc.price_type} />
        </p>
        {typeof view.doc.location_name === 'string' && (
          <p className="muted">At {view.doc.location_name}</p>
        )}
        <h3>What is included</h3>
        <ul className="journey__included">
          {JOURNEY_INCLUDED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <StepActions view={view} onContinue={() => view.complete({})} continueText="Start" />
      </div>
    </div>
  );
}

function TradeInStep({ view, config }: { view: ReadyView; config: JourneyPageConfig }) {
  const current = view.state.tradeIn;
  const [valuing, setValuing] = useState(false);
  if (valuing)
    return (
      <div className="journey__trade-in">
        <TradeInWizard
          context={config.form}
          startFields={config.tradeInStartFields}
          onAccepted={(t) => {
            setValuing(false);
            view.complete({
              tradeIn: { kind: 'valued', lead_id: t.lead_id, offer: t.offer, vehicle: t.vehicle },
            });
          }}
        />
        <button type="button" className="btn btn--outline" onClick={() => setValuing(false)}>
          Cancel the valuation
        </button>
      </div>
    );
  return (
    <div className="journey__trade-in">
      {current?.kind === 'valued' && (
        <p className="journey__note" role="status">
          Your trade-in: {current.vehicle || 'your car'},{' '}
          {current.offer != null
            ? `offer ${formatMoney(current.offer)} (indicative, subject to inspection)`
            : 'to be valued after an inspection'}
          .
        </p>
      )}
      <p>Do you have a car to trade in?</p>
      <div className="journey__choices">
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => view.complete({ tradeIn: { kind: 'none' } })}
        >
          No trade-in
        </button>
        {config.tradeInValuation && (
          <button type="button" className="btn btn--outline" onClick={() => setValuing(true)}>
            {current?.kind === 'valued' ? 'Value another car' : 'Value my trade-in'}
          </button>
        )}
      </div>
      {!config.tradeInValuation && (
        <p className="muted">Tell the dealership about your trade-in when you pick up the car.</p>
      )}
      <StepActions view={view} disabled={!current} onContinue={() => view.complete({})} />
    </div>
  );
}

const TERMS = [1, 2, 3, 4, 5, 6, 7];

function PaymentStep({ view, config }: { view: ReadyView; config: JourneyPageConfig }) {
  const saved = view.state.payment;
  const [kind, setKind] = useState<JourneyPayment['kind'] | null>(saved?.kind ?? null);
  const [deposit, setDeposit] = useState(saved?.kind === 'finance' ? String(saved.deposit) : '0');
  const [term, setTerm] = useState(saved?.kind === 'finance' ? saved.termYears : 5);
  const [error, setError] = useState<string | null>(null);
  const price = typeof view.doc.price === 'number' ? view.doc.price : 0;
  const depositNumber = Number(deposit.replace(/[$,\s]/g, ''));
  const depositValid =
    deposit.trim() !== '' && Number.isFinite(depositNumber) && depositNumber >= 0;
  const offer = tradeInOffer(view);
  const estimateInput = {
    price,
    deposit: depositNumber + offer,
    termYears: term,
    configuredInterest: config.configuredInterest,
  };
  const estimate = depositValid ? weeklyEstimate(estimateInput) : null;
  const advert =
    estimate?.kind === 'payment'
      ? estimateAdvert(
          { ...estimateInput, market: config.shopper.cardSite.config?.market ?? 'AU' },
          (weekly) => `Estimated ${weeklyText(weekly)} per week*`,
        )
      : null;
  const submit = () => {
    if (!kind) return setError('Choose finance or cash.');
    if (kind === 'cash') return view.complete({ payment: { kind: 'cash' } });
    if (!depositValid || depositNumber > price)
      return setError(`Enter a deposit between $0 and ${formatMoney(price)}.`);
    view.complete({ payment: { kind: 'finance', deposit: depositNumber, termYears: term } });
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset className="journey__choices">
        <legend>How would you like to pay?</legend>
        {(['finance', 'cash'] as const).map((k) => (
          <label key={k} className="journey__radio">
            <input
              type="radio"
              name="payment"
              value={k}
              checked={kind === k}
              onChange={() => {
                setKind(k);
                setError(null);
              }}
            />
            {k === 'finance' ? 'Finance' : 'Cash or my own finance'}
          </label>
        ))}
      </fieldset>
      {kind === 'finance' && (
        <div className="journey__finance">
          <div className="journey__field">
            <label htmlFor="journey-deposit">Deposit ($)</label>
            <input
              id="journey-deposit"
              inputMode="numeric"
              value={deposit}
              aria-invalid={!depositValid || undefined}
              onChange={(e) => {
                setDeposit(e.target.value);
                setError(null);
              }}
            />
          </div>
          <div className="journey__field">
            <label htmlFor="journey-term">Term</label>
            <select
              id="journey-term"
              value={term}
              onChange={(e) => setTerm(Number(e.target.value))}
            >
              {TERMS.map((t) => (
                <option key={t} value={t}>
                  {t} year{t > 1 ? 's' : ''}
                </option>
              ))}
            </select>
          </div>
          <div className="journey__estimate">
            {advert ? (
              <FinanceFigures advert={advert} testId="journey-estimate" live />
            ) : (
              <p aria-live="polite">
                {estimate?.kind === 'enquire'
                  ? estimate.text
                  : 'Enter a deposit to see an estimate.'}
              </p>
            )}
          </div>
          {offer > 0 && (
            <p className="muted">Your trade-in offer of {formatMoney(offer)} is included.</p>
          )}
          <p className="journey__disclaimer">* Estimate only. {config.disclaimer}</p>
        </div>
      )}
      <StepError message={error} />
      <StepActions view={view} />
    </form>
  );
}

function PickupStep({ view, config }: { view: ReadyView; config: JourneyPageConfig }) {
  const own = config.locations.filter(
    (l) =>
      l.id === String(view.doc.location_id ?? '') ||
      (l.dealershipId !== null && l.dealershipId === String(view.doc.dealership_id ?? '')),
  );
  const options = own.length ? own : config.locations;
  const [chosen, setChosen] = useState<string | null>(
    view.state.pickupLocationId ??
      options.find((l) => l.id === String(view.doc.location_id ?? ''))?.id ??
      (options.length === 1 ? options[0].id : null),
  );
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (options.length && !chosen) return setError('Choose where to pick up the car.');
        view.complete({ pickupLocationId: chosen });
      }}
    >
      {options.length === 0 ? (
        <p>The dealership will contact you to arrange pickup.</p>
      ) : (
        <fieldset className="journey__locations">
          <legend>Where would you like to pick up the car?</legend>
          {options.map((l) => (
            <label key={l.id} className="journey__location card">
              <input
                type="radio"
                name="pickup"
                value={l.id}
                checked={chosen === l.id}
                onChange={() => {
                  setChosen(l.id);
                  setError(null);
                }}
              />
              <span>
                <strong>{l.name}</strong>
                {l.address.map((line) => (
                  <span key={line} className="journey__line">
                    {line}
                  </span>
                ))}
                {l.hours.map((h) => (
                  <span key={h.days} className="journey__line muted">
                    {h.days}: {h.text}
                  </span>
                ))}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <StepError message={error} />
      <StepActions view={view} />
    </form>
  );
}

export function JourneyStepBody({ view, config }: { view: ReadyView; config: JourneyPageConfig }) {
  switch (view.step) {
    case 'car':
      return <CarStep view={view} config={config} />;
    case 'details':
      return <JourneyDetails view={view} config={config} />;
    case 'trade-in':
      return <TradeInStep view={view} config={config} />;
    case 'payment':
      return <PaymentStep view={view} config={config} />;
    case 'pickup':
      return <PickupStep view={view} config={config} />;
    case 'deposit':
      return <JourneyDeposit view={view} config={config} />;
    case 'confirmation':
      return <JourneyConfirmation view={view} config={config} />;
  }
}
