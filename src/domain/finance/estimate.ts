/**
 * A weekly repayment estimate for a car from the one finance rule (repayment.ts, with the
 * calculator's defaults): the compare page's finance row and the online purchase journey's
 * finance step. No lender figures travel with the stock index, so this is the formula at the
 * site's configured interest rate: an estimate, shown with the guide-only disclaimer.
 *
 * Pure and free of zod: islands import this module.
 */
import { calculatorDefaults, DEPOSIT_BOUNDS, TERM_BOUNDS, clampToBounds } from './calculator';
import { calculateRepayment, type RepaymentResult } from './repayment';
import { formatRate, GUIDE_ONLY_DISCLAIMER } from './display';
import {
  COMPARISON_EXAMPLE_TEXT,
  COMPARISON_RATE_WARNING,
  financeAdvert,
  type FinanceAdvert,
} from './advertising';
import type { Market } from '../market/market';

export interface EstimateInput {
  price: number | null | undefined;
  /** Deposit (and trade-in) paid up front; the calculator's default 0 when absent. */
  deposit?: number;
  /** Years; the calculator's default (5) when absent. */
  termYears?: number;
  configuredInterest?: number | null;
}

/** The weekly repayment, or 'Enquire for Finance'; null for a car without a price. */
export function weeklyEstimate(input: EstimateInput): RepaymentResult | null {
  if (!input.price || input.price <= 0) return null;
  const defaults = calculatorDefaults({
    price: input.price,
    lender: null,
    configuredInterest: input.configuredInterest,
  });
  const deposit = Math.min(
    clampToBounds(input.deposit ?? defaults.tradeIn, DEPOSIT_BOUNDS),
    input.price,
  );
  const term = clampToBounds(input.termYears ?? defaults.term, TERM_BOUNDS);
  return calculateRepayment(
    { ...defaults, tradeIn: deposit, term, frequency: 'weekly' },
    { role: null, lender: null, lenderDefaults: null },
  );
}

/** What the estimate assumes, said beside it: '… over 5 years at 10% p.a. with no deposit'. */
export function estimateBasisText(configuredInterest?: number | null): string {
  const d = calculatorDefaults({ price: 1, lender: null, configuredInterest });
  return `Estimated weekly repayment over ${d.term} years at ${formatRate(d.interest)}% p.a. with no deposit.`;
}

/**
 * An estimate's advert (advertising.ts): its weekly figure, worded by the place, with the
 * comparison rate (no fees are known, so it is the interest rate; the APR in the US, the
 * interest rate in New Zealand), and the example and warning. null when there is no figure.
 */
export function estimateAdvert(
  input: EstimateInput & { market: Market },
  repaymentText: (weekly: number) => string,
): FinanceAdvert | null {
  const result = weeklyEstimate(input);
  if (result?.kind !== 'payment') return null;
  const d = calculatorDefaults({
    price: 1,
    lender: null,
    configuredInterest: input.configuredInterest,
  });
  return financeAdvert({
    market: input.market,
    repaymentText: repaymentText(result.payment),
    example: {
      payment: result.payment,
      frequency: 'weekly',
      amount: input.price!,
      deposit: Math.min(input.deposit ?? 0, input.price!),
      years: clampToBounds(input.termYears ?? d.term, TERM_BOUNDS),
      rate: d.interest,
    },
  });
}

/**
 * The footnote under a table of estimates (the compare page): what they assume, the
 * comparison rate's example and warning (Australia), and that they are a guide.
 */
export function estimatesFootnote(market: Market, configuredInterest?: number | null): string {
  const basis = estimateBasisText(configuredInterest);
  if (market === 'US')
    return `* ${basis.replace('% p.a.', '% APR')} Subject to credit approval; tax, title and license fees are extra. ${GUIDE_ONLY_DISCLAIMER}`;
  if (market === 'NZ')
    return `* ${basis} Lending criteria, fees and charges apply. ${GUIDE_ONLY_DISCLAIMER}`;
  return `* ${basis} ${COMPARISON_EXAMPLE_TEXT} ${COMPARISON_RATE_WARNING} ${GUIDE_ONLY_DISCLAIMER}`;
}
