/**
 * External finance quote (rules.md: Eligibility and quotes; External finance quote
 * finance quote, rules.md: Finance display: External quote box).
 *
 * - Fetched once per car when the feature is enabled (youx_provider_code is non-empty),
 *   there is no existing quote and price > 0. Failure is ignored; the page shows nothing
 *   until a quote arrives (rules.md: States and transitions's loading '...' is not shown: see islands/vehicle/ExternalQuote.tsx).
 * - Body: selfAssessedCreditScore 'GREAT', purchasePrice, loanTerm 5, year, vin, nvic,
 *   whoIsHelping ''. Reads weeklyRepaymentAmount, advertisedRate, comparisonRate.
 * - The box: monthly repayment = weekly × 4.33; '5 year term, 10.0% deposit'; 30% balloon.
 *
 * Type-only imports: the quote island imports this module without zod.
 */
import type { YouxQuoteRequest, YouxQuoteResponse } from '../api/endpoints';
import type { Car } from '../vehicle/schema';
import type { Market } from '../market/market';
import { financeAdvert, type FinanceAdvert } from './advertising';

export const QUOTE_LOAN_TERM = 5;
export const WEEKS_PER_MONTH = 4.33;
export const QUOTE_DEPOSIT_PERCENT = 10;
export const QUOTE_TERM_TEXT = `${QUOTE_LOAN_TERM} year term, ${QUOTE_DEPOSIT_PERCENT.toFixed(1)}% deposit`;
export const QUOTE_BALLOON_PERCENT = 30;
export const QUOTE_BALLOON_TEXT = `${QUOTE_BALLOON_PERCENT}% final (balloon) payment`;
export const QUOTE_LABELS = {
  monthly: 'Monthly Repayments',
  advertised: 'Advertised Rate',
  comparison: 'Comparison Rate',
  viewDisclaimer: 'View disclaimer',
  disclaimerTitle: 'Finance Disclaimer',
} as const;

export function quoteFeatureEnabled(site: { youx_provider_code?: string | null }): boolean {
  return Boolean(site.youx_provider_code?.trim());
}

type QuoteCar = Pick<Car, 'price' | 'youxQuote' | 'year' | 'vin' | 'nvic'>;

/** Whether to ask for a quote: the feature is on, the car has none yet and a price. */
export function shouldFetchQuote(
  site: { youx_provider_code?: string | null },
  car: QuoteCar,
): boolean {
  return (
    quoteFeatureEnabled(site) &&
    car.youxQuote?.weeklyRepaymentAmount == null &&
    (car.price ?? 0) > 0
  );
}

export function quoteRequestBody(car: QuoteCar): YouxQuoteRequest {
  return {
    selfAssessedCreditScore: 'GREAT',
    purchasePrice: car.price ?? 0,
    loanTerm: QUOTE_LOAN_TERM,
    year: car.year ?? null,
    vin: car.vin ?? null,
    nvic: car.nvic ?? null,
    whoIsHelping: '',
  };
}

/** A reply (YouxQuoteResponse) the box can show, read without zod: every figure a finite number. */
export function readQuote(body: unknown): YouxQuoteResponse | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const ok = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
  if (!ok(b.weeklyRepaymentAmount) || !ok(b.advertisedRate) || !ok(b.comparisonRate)) return null;
  return {
    weeklyRepaymentAmount: b.weeklyRepaymentAmount,
    advertisedRate: b.advertisedRate,
    comparisonRate: b.comparisonRate,
  };
}

/**
 * The quote's advert: its weekly figure (worded by the place) with its comparison rate and the
 * example it is based on: the car's price over 5 years at the advertised rate, 10% deposit and
 * a 30% final payment.
 */
export function quoteAdvert(
  quote: YouxQuoteResponse,
  price: number,
  market: Market,
  repaymentText: string,
): FinanceAdvert {
  return financeAdvert({
    market,
    repaymentText,
    example: {
      payment: quote.weeklyRepaymentAmount,
      frequency: 'weekly',
      amount: price,
      deposit: Math.round((price * QUOTE_DEPOSIT_PERCENT) / 100),
      balloon: Math.round((price * QUOTE_BALLOON_PERCENT) / 100),
      years: QUOTE_LOAN_TERM,
      rate: quote.advertisedRate,
    },
    comparisonRate: quote.comparisonRate,
  });
}

/** Monthly repayment = weekly × 4.33. */
export function monthlyFromWeekly(weekly: number): number {
  return weekly * WEEKS_PER_MONTH;
}
