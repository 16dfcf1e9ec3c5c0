/**
 * Finance lender data for each car (rules.md: Finance lender data (car.finance_lenders)): the
 * precomputed payments come from the calculator's own formula (src/domain/finance/repayment.ts),
 * so a lender default and the calculator agree by construction;
 * tests/unit/scripts/generate-sample-data.test.ts recomputes them independently.
 */
import { formulaPayment } from '../../src/domain/finance/repayment';
import type { FinanceLenderPayload } from './payloads';
import { formatMoney } from './words/format';

export const WEEKLY = 52;
export const MONTHLY = 12;

export interface RepaymentInput {
  amount: number;
  deposit: number;
  fee: number;
  balloon: number;
  interestRate: number;
  termYears: number;
  frequency: number;
}

/** The unrounded repayment per period. */
export function repayment(input: RepaymentInput): number {
  return formulaPayment({
    amount: input.amount,
    tradeIn: input.deposit,
    fee: input.fee,
    residual: input.balloon,
    interest: input.interestRate,
    term: input.termYears,
    periodsPerYear: input.frequency,
  });
}

/** A lender's standard terms on a site. */
export interface LenderTerms {
  /** The financeProvider name written into each entry. */
  provider: string;
  interestRate: number;
  comparisonRate: number;
  establishmentFee: number;
  termYears: number;
  /** Share of the price paid as deposit. */
  depositShare: number;
  /** Balloon as a share of the price, for cars up to maxBalloonAge years old. */
  balloonShare: number;
  maxBalloonAge: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The finance_lenders entry for one car. */
export function lenderEntry(
  terms: LenderTerms,
  price: number,
  ageYears: number,
): FinanceLenderPayload {
  // Older stock costs more to finance; rates step up by a quarter point per two years of age.
  const interestRate = round2(terms.interestRate + Math.floor(Math.max(0, ageYears) / 2) * 0.25);
  const comparisonRate = round2(
    terms.comparisonRate + Math.floor(Math.max(0, ageYears) / 2) * 0.25,
  );
  const deposit = Math.round(price * terms.depositShare);
  const balloon = ageYears <= terms.maxBalloonAge ? Math.round(price * terms.balloonShare) : 0;
  const base = {
    amount: price,
    deposit,
    fee: terms.establishmentFee,
    balloon,
    interestRate,
    termYears: terms.termYears,
  };
  const paymentWeek = Math.round(repayment({ ...base, frequency: WEEKLY }));
  const paymentMonth = Math.round(repayment({ ...base, frequency: MONTHLY }));
  const termMonths = terms.termYears * MONTHLY;
  const termWeeks = terms.termYears * WEEKLY;
  const totalPayable = round2(paymentMonth * termMonths + balloon);
  return {
    deposit,
    balloon,
    establishmentFees: terms.establishmentFee,
    totalPayable,
    termYears: terms.termYears,
    termMonths,
    termWeeks,
    interestRate,
    comparisonRate,
    paymentWeek,
    paymentMonth,
    disclaimer: disclaimer(terms.provider, {
      price,
      deposit,
      balloon,
      interestRate,
      comparisonRate,
      fee: terms.establishmentFee,
      termYears: terms.termYears,
      paymentWeek,
    }),
    financeProvider: terms.provider,
  };
}

function disclaimer(
  provider: string,
  d: {
    price: number;
    deposit: number;
    balloon: number;
    interestRate: number;
    comparisonRate: number;
    fee: number;
    termYears: number;
    paymentWeek: number;
  },
): string {
  return [
    `Weekly repayment of ${formatMoney(d.paymentWeek)} is an estimate only, based on a secured loan of ${formatMoney(d.price)} over ${d.termYears} years at ${d.interestRate.toFixed(2)}% p.a. with a ${formatMoney(d.deposit)} deposit and ${d.balloon > 0 ? `a ${formatMoney(d.balloon)} balloon payment` : 'no balloon payment'}.`,
    `Comparison rate ${d.comparisonRate.toFixed(2)}% p.a. is based on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.`,
    `Includes an establishment fee of ${formatMoney(d.fee)}. Government charges, insurance and on-road costs may be extra.`,
    `Finance is provided by ${provider} and is subject to its credit criteria. Terms, conditions, fees and charges apply.`,
  ].join('\n');
}
