/**
 * The comparison rate of a fixed-rate car loan: the annual rate, compounded monthly, at which
 * the repayments (with the fees folded in) repay the example loan of $30,000 over 5 years, the
 * example the National Credit Code sets for a secured loan of this kind. A lender's own figure
 * is used where it has one; this works one out for a rate the shopper picks in the calculator,
 * from the fees the site knows (the establishment fee, and a monthly fee where one is listed).
 * Given the loan's own amount and term it is the same sum as a US APR.
 *
 * Pure and free of zod: islands import it.
 */

/** The comparison rate's example loan: amount and term. */
export const COMPARISON_EXAMPLE = { amount: 30_000, years: 5 } as const;

export interface ComparisonInput {
  /** The annual interest rate, percent. */
  rate: number;
  /** Paid at the start, financed with the loan. */
  establishmentFee?: number;
  /** Charged with each monthly repayment. */
  monthlyFee?: number;
  /** The loan; absent: the comparison example's $30,000 over 5 years. */
  amount?: number;
  years?: number;
}

/** A monthly repayment of `principal` over `months` at `monthlyRate`. */
function repayment(principal: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/** What `payment` a month for `months` is worth today at `monthlyRate`. */
function presentValue(payment: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return payment * months;
  return (payment * (1 - (1 + monthlyRate) ** -months)) / monthlyRate;
}

/** The comparison rate, percent to 2 decimals; the interest rate itself when there are no fees. */
export function comparisonRate(input: ComparisonInput): number {
  const amount = input.amount && input.amount > 0 ? input.amount : COMPARISON_EXAMPLE.amount;
  const months = Math.round(
    (input.years && input.years > 0 ? input.years : COMPARISON_EXAMPLE.years) * 12,
  );
  const fee = Math.max(0, input.establishmentFee ?? 0);
  const monthlyFee = Math.max(0, input.monthlyFee ?? 0);
  const rate = Math.max(0, input.rate);
  if (fee === 0 && monthlyFee === 0) return Math.round(rate * 100) / 100;
  const payment = repayment(amount + fee, rate / 100 / 12, months) + monthlyFee;
  // the present value falls as the rate rises: bisect between the interest rate and 100%
  let low = rate / 100 / 12;
  let high = 1 / 12;
  for (let i = 0; i < 100; i++) {
    const mid = (low + high) / 2;
    if (presentValue(payment, mid, months) > amount) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * 12 * 100 * 100) / 100;
}
