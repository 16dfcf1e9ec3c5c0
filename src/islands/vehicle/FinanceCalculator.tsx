/**
 * The finance calculator at #finance-calculator (rules.md: Finance box eligibility
 * calculator, rules.md: Finance calculator, Money quick picks, rules.md: The error catalogue). The rules are the domain's;
 * this island only keeps the inputs and shows the result: an estimate, the rate it used, and
 * beside the repayment the comparison rate at the same size with its example and warning
 * (domain/finance/advertising.ts).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  clampToBounds,
  DEPOSIT_BOUNDS,
  normaliseAmount,
  onStepGrid,
  purchasePriceHelp,
  RESIDUAL_BOUNDS,
  snapToStep,
  stepValue,
  TERM_BOUNDS,
  type Bounds,
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
import { estimateText, financeAdvert } from '../../domain/finance/advertising';
import { formatMoney, formatMoneyExact } from '../../domain/format/money';
import { MONEY_QUICK_PICKS, moneyInputValue, readMoneyInput } from '../../domain/leads/money-input';
import { ANALYTICS, track } from '../shell/analytics';
import type { CalculatorProps } from '../../page-data/calculator-props';
import { okJson } from './response-body';
import { useTypedBeforeHydration } from '../forms/use-typed-before-hydration';
import type { CarByIdResponse } from '../../domain/api/endpoints';

const PER: Record<FrequencyKey, string> = {
  weekly: 'per week',
  fortnightly: 'per fortnight',
  monthly: 'per month',
  yearly: 'per year',
};

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
  // The field shows the amount it computes with: cents kept when typed ('1,360.50').
  const [text, setText] = useState(moneyInputValue(value));
  // Follow outside changes (quick picks, clamping) without fighting the shopper's typing.
  useEffect(() => {
    if (readMoneyInput(text) !== value) setText(moneyInputValue(value));
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
            onChange(readMoneyInput(e.target.value));
          }}
          onBlur={() => setText(moneyInputValue(value))}
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

const STEP_KEYS: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 4,
  PageDown: -4,
};

interface RangeFieldProps {
  id: string;
  name: string;
  label: string;
  /** The value as its label reads it: '5 years', '7.99% p.a.'. */
  text: string;
  value: number;
  bounds: Bounds;
  onChange: (n: number) => void;
}

/**
 * A slider whose position and label agree: a value off the step grid (a lender's 7.99 on a
 * 0.5 grid) is shown where it is (step 'any'), not snapped by the browser to a value the
 * label does not read; keys and drags then move onto the grid.
 */
function RangeField({ id, name, label, text, value, bounds, onChange }: RangeFieldProps) {
  return (
    <div className="calc-field">
      {/* the output sits beside its label: inside a label for= it is not valid HTML */}
      <div className="calc-field__head">
        <label htmlFor={id}>{label}</label> <output htmlFor={id}>{text}</output>
      </div>
      <input
        id={id}
        name={name}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={onStepGrid(value, bounds) ? bounds.step : 'any'}
        value={value}
        aria-valuetext={text}
        onKeyDown={(e) => {
          const steps = STEP_KEYS[e.key];
          const to =
            e.key === 'Home'
              ? bounds.min
              : e.key === 'End'
                ? bounds.max
                : steps
                  ? stepValue(value, bounds, steps)
                  : null;
          if (to === null) return;
          e.preventDefault();
          if (to !== value) onChange(to);
        }}
        onChange={(e) => onChange(snapToStep(Number(e.target.value), bounds))}
      />
    </div>
  );
}

export default function FinanceCalculator(props: CalculatorProps) {
  const uid = useId().replace(/:/g, '');
  const [inputs, setInputs] = useState<CalculatorInputs>(props.defaults);
  const [disclaimer, setDisclaimer] = useState<string | null>(props.disclaimerShort);
  const used = useRef(false);
  // what the shopper typed or slid while the calculator's code loaded (client:reach)
  const root = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(root);

  const set = (patch: Partial<CalculatorInputs>) => {
    if (!used.current) {
      used.current = true;
      track(props.eventsPath, ANALYTICS.firstCalculatorUse, { car_id: props.carId });
    }
    setInputs((current) => ({ ...current, ...patch }));
  };

  // The lender's disclaimer is missing from the page: read it from the car (rules.md: Car by id).
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
  // the lender's comparison rate belongs to its own rate; any other rate's is worked out
  const atLenderRate =
    props.lender?.interestRate != null &&
    Math.abs(inputs.interest - props.lender.interestRate) < 0.001;
  const advert =
    showFigure && result.kind === 'payment' && inputs.frequency !== 'yearly'
      ? financeAdvert({
          market: props.market,
          repaymentText: `${formatMoney(result.payment)} ${per}`,
          example: {
            payment: result.payment,
            frequency: inputs.frequency,
            amount: inputs.amount,
            deposit: inputs.tradeIn,
            balloon: inputs.residual,
            years: inputs.term,
            rate: inputs.interest,
            establishmentFee: props.fee,
            monthlyFee: props.monthlyFee,
          },
          comparisonRate: atLenderRate ? props.lender?.comparisonRate : null,
        })
      : null;
  // the comparison rate (the APR in the US; the interest rate in New Zealand)
  const comparison = advert?.figures.find((f) => f.part !== 'repayment');

  return (
    <div className="calc" ref={root}>
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
        <RangeField
          id={`${uid}-term`}
          name="term"
          label="Loan term"
          text={`${inputs.term} ${inputs.term === 1 ? 'year' : 'years'}`}
          value={inputs.term}
          bounds={TERM_BOUNDS}
          onChange={(term) => set({ term: clampToBounds(term, TERM_BOUNDS) })}
        />
        <RangeField
          id={`${uid}-interest`}
          name="interest"
          label="Interest rate"
          text={`${inputs.interest}% p.a.`}
          value={inputs.interest}
          bounds={props.interestBounds}
          onChange={(interest) => set({ interest: clampToBounds(interest, props.interestBounds) })}
        />
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
      <div className="calc-result" data-finance-advert={advert ? '' : undefined}>
        {/* the figures are announced as they change; the footnote below them is not */}
        <div aria-live="polite" aria-atomic="true">
          <p className="calc-result__label">Estimated repayment</p>
          {showFigure && result.kind === 'payment' ? (
            <>
              <p
                className="calc-result__amount finance-figure"
                data-testid="calc-repayment"
                data-finance-part="repayment"
              >
                {formatMoney(result.payment)} <span>{per}</span>
              </p>
              {comparison && (
                <p
                  className="calc-result__amount calc-result__comparison finance-figure"
                  data-testid="calc-comparison"
                  data-finance-part="comparison"
                >
                  {comparison.text}
                </p>
              )}
              <p className="calc-result__basis" data-testid="calc-basis">
                {estimateText(inputs.interest, props.market)}
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
        </div>
        {advert && (
          <p className="calc-result__footnote" data-finance-warning="">
            {advert.footnote}
          </p>
        )}
        <dl className="calc-result__facts">
          {props.comparisonRange && (
            <>
              <dt>{props.comparisonRangeLabel}</dt>
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
