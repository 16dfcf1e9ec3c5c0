/**
 * The finance calculator at #finance-calculator (vehicles-and-shopping.md §5 Finance
 * calculator, §9 Finance calculator, Money quick picks, §8). The rules are the domain's;
 * this island only keeps the inputs and shows the result.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  clampToBounds,
  DEPOSIT_BOUNDS,
  normaliseAmount,
  purchasePriceHelp,
  RESIDUAL_BOUNDS,
  TERM_BOUNDS,
} from '../../domain/finance/calculator';
import {
  CALCULATOR_FREQUENCIES,
  calculateRepayment,
  ENQUIRE_FOR_FINANCE,
  FREQUENCIES,
  type CalculatorInputs,
  type FrequencyKey,
} from '../../domain/finance/repayment';
import { truncateDisclaimer } from '../../domain/finance/display';
import { formatMoney, formatMoneyExact, formatNumber } from '../../domain/format/money';
import { MONEY_QUICK_PICKS } from '../../domain/leads/money-input';
import { ANALYTICS, track } from './analytics';
import type { CalculatorProps } from './calculator-types';
import { okJson } from './response-body';
import type { CarByIdResponse } from '../../domain/api/endpoints';

const PER: Record<FrequencyKey, string> = {
  weekly: 'per week',
  fortnightly: 'per fortnight',
  monthly: 'per month',
  yearly: 'per year',
};

/** Digits (and one '.') of what was typed, as a number; '' reads as 0. */
function parseMoney(text: string): number {
  const cleaned = text.replace(/[^\d.]/g, '');
  return cleaned === '' ? 0 : Number(cleaned);
}
const moneyText = (n: number) => (n === 0 ? '' : formatNumber(n));
const money = formatMoneyExact;

interface MoneyFieldProps {
  id: string;
  label: string;
  value: number;
  onChange: (n: number) => void;
  help?: string | null;
  hint?: string;
}

function MoneyField({ id, label, value, onChange, help, hint }: MoneyFieldProps) {
  const [text, setText] = useState(moneyText(value));
  // Follow outside changes (quick picks) without fighting the shopper's typing.
  useEffect(() => {
    if (parseMoney(text) !== value) setText(moneyText(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const describedBy =
    [help ? `${id}-help` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="calc-field">
      <label htmlFor={id}>{label}</label>
      <div className="calc-money">
        <span aria-hidden="true">$</span>
        <input
          id={id}
          name={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={help ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            setText(e.target.value);
            onChange(parseMoney(e.target.value));
          }}
          onBlur={() => setText(moneyText(value))}
        />
      </div>
      {hint && (
        <p className="calc-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {help && (
        <p className="calc-error" id={`${id}-help`} role="alert">
          {help}
        </p>
      )}
    </div>
  );
}

export default function FinanceCalculator(props: CalculatorProps) {
  const uid = useId().replace(/:/g, '');
  const [inputs, setInputs] = useState<CalculatorInputs>(props.defaults);
  const [disclaimer, setDisclaimer] = useState<string | null>(props.disclaimerShort);
  const used = useRef(false);

  const set = (patch: Partial<CalculatorInputs>) => {
    if (!used.current) {
      used.current = true;
      track(props.eventsPath, ANALYTICS.firstCalculatorUse, { car_id: props.carId });
    }
    setInputs((current) => ({ ...current, ...patch }));
  };

  // The lender's disclaimer is missing from the page: read it from the car (§7 Car by id).
  useEffect(() => {
    if (!props.needsDisclaimerFetch || !props.providerKey) return;
    const key = props.providerKey;
    fetch(props.carByIdPath, { headers: { accept: 'application/json' } })
      .then((r) => okJson<Pick<CarByIdResponse, 'finance_lenders'>>(r))
      .then((car) => {
        const text = car?.finance_lenders?.[key]?.disclaimer;
        if (text) setDisclaimer(truncateDisclaimer(text));
      })
      .catch(() => undefined);
  }, [props.needsDisclaimerFetch, props.providerKey, props.carByIdPath]);

  const help = purchasePriceHelp(inputs.amount, props.amountBounds);
  const result = useMemo(
    () =>
      calculateRepayment(inputs, {
        role: props.role,
        lender: props.lender,
        lenderDefaults: props.lenderDefaults,
      }),
    [inputs, props.role, props.lender, props.lenderDefaults],
  );
  const showFigure = props.resultAllowed && !help && result.kind === 'payment';
  const per = PER[inputs.frequency];

  return (
    <div className="calc">
      <form
        className="calc-inputs"
        onSubmit={(e) => e.preventDefault()}
        aria-label="Finance calculator inputs"
      >
        <MoneyField
          id={`${uid}-amount`}
          label="Purchase price"
          value={inputs.amount}
          help={help}
          onChange={(n) => set({ amount: normaliseAmount(n) })}
        />
        <div className="calc-picks" role="group" aria-label="Quick amounts">
          {MONEY_QUICK_PICKS.map((n) => (
            <button
              key={n}
              type="button"
              className="calc-pick"
              aria-pressed={inputs.amount === n}
              onClick={() => set({ amount: n })}
            >
              {formatMoney(n)}
            </button>
          ))}
        </div>
        <MoneyField
          id={`${uid}-deposit`}
          label="Deposit / trade-in"
          value={inputs.tradeIn}
          onChange={(n) => set({ tradeIn: clampToBounds(n, DEPOSIT_BOUNDS) })}
        />
        <MoneyField
          id={`${uid}-residual`}
          label="Residual (balloon)"
          value={inputs.residual}
          hint="Paid at the end of the loan."
          onChange={(n) => set({ residual: clampToBounds(n, RESIDUAL_BOUNDS) })}
        />
        <div className="calc-field">
          <label htmlFor={`${uid}-term`}>
            Loan term{' '}
            <output htmlFor={`${uid}-term`}>
              {inputs.term} {inputs.term === 1 ? 'year' : 'years'}
            </output>
          </label>
          <input
            id={`${uid}-term`}
            name="term"
            type="range"
            min={TERM_BOUNDS.min}
            max={TERM_BOUNDS.max}
            step={TERM_BOUNDS.step}
            value={inputs.term}
            onChange={(e) => set({ term: clampToBounds(Number(e.target.value), TERM_BOUNDS) })}
          />
        </div>
        <div className="calc-field">
          <label htmlFor={`${uid}-interest`}>
            Interest rate <output htmlFor={`${uid}-interest`}>{inputs.interest}% p.a.</output>
          </label>
          <input
            id={`${uid}-interest`}
            name="interest"
            type="range"
            min={props.interestBounds.min}
            max={props.interestBounds.max}
            step={props.interestBounds.step}
            value={inputs.interest}
            onChange={(e) =>
              set({ interest: clampToBounds(Number(e.target.value), props.interestBounds) })
            }
          />
        </div>
        <fieldset className="calc-field calc-frequency">
          <legend>Repayment frequency</legend>
          {CALCULATOR_FREQUENCIES.map((key) => (
            <label key={key} className="calc-radio">
              <input
                type="radio"
                name={`${uid}-frequency`}
                value={key}
                checked={inputs.frequency === key}
                onChange={() => set({ frequency: key })}
              />
              {FREQUENCIES[key].name}
            </label>
          ))}
        </fieldset>
      </form>
      <div className="calc-result" aria-live="polite" aria-atomic="true">
        <p className="calc-result__label">Estimated repayment</p>
        {showFigure && result.kind === 'payment' ? (
          <>
            <p className="calc-result__amount" data-testid="calc-repayment">
              {formatMoney(result.payment)} <span>{per}</span>
            </p>
            <p className="calc-result__total" data-testid="calc-total">
              Total repayments: {money(result.total)}
            </p>
          </>
        ) : (
          <>
            <p
              className="calc-result__amount calc-result__amount--enquire"
              data-testid="calc-repayment"
            >
              {ENQUIRE_FOR_FINANCE}
            </p>
            <p className="calc-result__total" data-testid="calc-total" />
          </>
        )}
        <dl className="calc-result__facts">
          {props.comparisonRange && (
            <>
              <dt>Comparison rate range</dt>
              <dd>{props.comparisonRange}</dd>
            </>
          )}
          {props.fee > 0 && (
            <>
              <dt>Establishment fee</dt>
              <dd>{money(props.fee)}</dd>
            </>
          )}
          {props.fees.map((f) => (
            <div key={f.label} className="calc-fee">
              <dt>{f.label}</dt>
              <dd>{money(f.amount)}</dd>
            </div>
          ))}
        </dl>
        {disclaimer && (
          <p className="calc-disclaimer">
            {disclaimer} <a href="#financeDisclaimer">Read the full disclaimer</a>
          </p>
        )}
      </div>
    </div>
  );
}
