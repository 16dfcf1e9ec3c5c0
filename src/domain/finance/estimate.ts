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
import { formatRate } from './display';

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
