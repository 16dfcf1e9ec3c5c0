/**
 * The valuation wizard's last step (rules.md: Valuation wizard and trade-in
 * trade-in, rules.md: Trade-in flow): the indicative offer with its label and note, the figures
 * against the car being bought (price, trade-in, reducedPrice, savings), the caveats, and
 * accept or, where the dealer allows it, decline; or why there is no offer online.
 */
import type { ValuationReply } from '../../domain/trade-in/api';
import { formatMoney } from '../../domain/format/money';

export default function TradeInOffer({
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
