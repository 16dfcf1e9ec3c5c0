/**
 * The journey's deposit and confirmation (rules.md: Eligibility and quotes; Business constants and limits
 * Reservation): the deposit (the reserve buttons' amount), the 48-hour hold and '100%
 * refundable' said plainly; it POSTs the reservation contract (src/domain/checkout/
 * reservation-api.ts) with source 'checkout-journey' and the journey's id, then sends the
 * browser to the reply's redirect_url (the payment provider's page). The provider returns to
 * ?journey={id}&reservation={id}&result=paid|cancelled: the confirmation summarises every choice.
 */
import { useRef, useState } from 'react';
import {
  RESERVATION_API,
  ReservationReply,
  type ReservationRequest,
} from '../../domain/checkout/reservation-api';
import {
  depositText,
  journeyReturnPath,
  journeyUrl,
  type JourneyState,
} from '../../domain/checkout/journey';
import { estimateAdvert } from '../../domain/finance/estimate';
import { weeklyText } from '../../domain/finance/display';
import { formatMoney } from '../../domain/format/money';
import { cardTitle } from '../../domain/search/card';
import type { JourneyPageConfig } from '../../page-data/checkout-journey';
import { callJson } from '../forms/api-client';
import { newIdempotencyKey } from '../forms/device';
import { StepActions, StepError, tradeInOffer, type ReadyView } from './step-parts';

/** Only the site's own pages or an https payment page: never a script or another scheme. */
function safeRedirect(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function Summary({ view, config }: { view: ReadyView; config: JourneyPageConfig }) {
  const { state, doc } = view;
  const price = typeof doc.price === 'number' ? doc.price : null;
  const pickup = config.locations.find((l) => l.id === state.pickupLocationId);
  const payment = state.payment;
  const advert =
    payment?.kind === 'finance'
      ? estimateAdvert(
          {
            price,
            deposit: payment.deposit + tradeInOffer(view),
            termYears: payment.termYears,
            configuredInterest: config.configuredInterest,
            market: config.shopper.cardSite.config?.market ?? 'AU',
          },
          (weekly) => `estimated ${weeklyText(weekly)} per week*`,
        )
      : null;
  const rows: [string, string][] = [
    ['Car', cardTitle(doc)],
    ['Price', price ? formatMoney(price) : 'Enquire for price'],
    [
      'Buyer',
      state.buyer
        ? `${state.buyer.name} ${state.buyer.last_name}, ${state.buyer.email}, ${state.buyer.phone}`
        : '—',
    ],
    ['Address', state.buyer ? `${state.buyer.address} ${state.buyer.postcode}` : '—'],
    [
      'Trade-in',
      state.tradeIn?.kind === 'valued'
        ? `${state.tradeIn.vehicle || 'Your car'}: ${
            state.tradeIn.offer != null
              ? `${formatMoney(state.tradeIn.offer)} (indicative)`
              : 'valued after inspection'
          }`
        : 'None',
    ],
    [
      'Payment',
      payment?.kind === 'finance'
        ? `Finance: ${formatMoney(payment.deposit)} deposit over ${payment.termYears} years${
            advert ? `, ${advert.figures.map((f) => f.text).join(', ')}` : ''
          }`
        : 'Cash',
    ],
    ['Pickup', pickup ? `${pickup.name}, ${pickup.address.join(', ')}` : 'To be arranged'],
  ];
  return (
    <>
      <dl className="journey__summary">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {advert && (
        <p className="journey__disclaimer" data-finance-warning="">
          {advert.footnote}
        </p>
      )}
    </>
  );
}

export function JourneyDeposit({ view, config }: { view: ReadyView; config: JourneyPageConfig }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());
  const pay = async () => {
    const buyer = view.state.buyer;
    if (!buyer || busy) return;
    setBusy(true);
    setError(null);
    const body: ReservationRequest = {
      car_id: view.doc.id,
      buyer: {
        name: buyer.name,
        last_name: buyer.last_name,
        email: buyer.email,
        phone: buyer.phone,
        postcode: buyer.postcode,
      },
      source: 'checkout-journey',
      journey_id: view.state.journeyId,
      return_path: journeyReturnPath(view.state.journeyId),
      idempotencyKey: key.current,
    };
    const r = await callJson<unknown>(RESERVATION_API.create, body);
    const reply = r.ok ? ReservationReply.safeParse(r.data) : null;
    const target = reply?.success ? safeRedirect(reply.data.redirect_url) : null;
    if (!reply?.success || !target) {
      setBusy(false);
      setError(
        r.ok
          ? 'The payment could not be started. Please try again.'
          : `${r.message} Your choices are saved: please try again.`,
      );
      return;
    }
    view.update({ reservation: { id: reply.data.reservation_id, status: 'pending' } });
    location.assign(target);
  };
  return (
    <div>
      <Summary view={view} config={config} />
      <p className="journey__deposit">{depositText(config.deposit)}</p>
      <StepError message={error} />
      <StepActions
        view={view}
        onContinue={() => void pay()}
        disabled={busy}
        continueText={
          busy ? 'Starting payment…' : config.deposit ? `Pay ${config.deposit} deposit` : 'Reserve'
        }
      />
    </div>
  );
}

const OUTCOME: Record<NonNullable<JourneyState['reservation']>['status'], string> = {
  paid: 'Your deposit is paid and the car is reserved for you.',
  pending: 'We are waiting for your payment to be confirmed.',
  cancelled: 'The payment was cancelled, so the car is not reserved yet.',
};

export function JourneyConfirmation({
  view,
  config,
}: {
  view: ReadyView;
  config: JourneyPageConfig;
}) {
  const status = view.state.reservation?.status ?? 'pending';
  return (
    <div>
      <p className={`journey__outcome is-${status}`} role="status">
        {OUTCOME[status]}
      </p>
      {status === 'paid' && (
        <p>
          We hold the car for you for {config.holdHours} hours, and the deposit is 100% refundable.
          The dealership will contact you to finalise the paperwork.
        </p>
      )}
      <Summary view={view} config={config} />
      {status !== 'paid' && (
        <a className="btn" href={journeyUrl(String(view.doc.id), 'deposit')}>
          Try the deposit again
        </a>
      )}
    </div>
  );
}
