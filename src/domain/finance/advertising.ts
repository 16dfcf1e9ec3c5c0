/**
 * Finance advertising by market: every place the site shows a repayment or a rate (the price
 * block's 'Only $X /wk*', the 'Car Finance' card, the external quote, the calculator, the
 * compare page, the purchase journey) shows it through financeAdvert(), so each carries:
 *
 * - Australia (National Credit Code): the comparison rate beside the figure, as prominent as
 *   it, and, in full without a hover or click, the example the repayment is based on and the
 *   comparison-rate example with the prescribed warning;
 * - the US (Truth in Lending): the rate as an APR, and the example's payments, term, amount
 *   financed and down payment (the terms a payment figure triggers);
 * - New Zealand (CCCFA): the annual interest rate and the fees the example includes.
 *
 * Pure and free of zod: islands import it.
 */
import { formatMoney } from '../format/money';
import type { Market } from '../market/market';
import { COMPARISON_EXAMPLE, comparisonRate } from './comparison-rate';
import { formatRate } from './display';

/**
 * The comparison-rate warning the National Consumer Credit Protection Regulations 2010
 * prescribe, word for word.
 */
export const COMPARISON_RATE_WARNING =
  'WARNING: This comparison rate applies only to the example or examples given. Different amounts and terms will result in different comparison rates. Costs such as redraw fees or early repayment fees, and cost savings such as fee waivers, are not included in the comparison rate but may influence the cost of the loan.';

/** 'Comparison rate based on a secured loan of $30,000 over 5 years.' */
export const COMPARISON_EXAMPLE_TEXT = `Comparison rate based on a secured loan of ${formatMoney(COMPARISON_EXAMPLE.amount)} over ${COMPARISON_EXAMPLE.years} years.`;

export type RepaymentFrequency = 'weekly' | 'fortnightly' | 'monthly';

const PER_YEAR: Record<RepaymentFrequency, number> = { weekly: 52, fortnightly: 26, monthly: 12 };
const PER: Record<RepaymentFrequency, string> = {
  weekly: 'per week',
  fortnightly: 'per fortnight',
  monthly: 'per month',
};

/** What a repayment is worked out on. */
export interface RepaymentExample {
  payment: number;
  frequency: RepaymentFrequency;
  /** The price or purchase amount. */
  amount: number;
  /** Deposit and trade-in paid up front. */
  deposit?: number;
  /** The final (balloon) payment. */
  balloon?: number;
  years: number;
  /** The annual interest rate, percent. */
  rate: number;
  establishmentFee?: number;
  monthlyFee?: number;
}

export interface AdvertInput {
  market: Market;
  /** The repayment as the place words it: 'Only $271 /wk*', '$271 per week*'. */
  repaymentText: string;
  example: RepaymentExample;
  /** The lender's comparison rate (APR in the US); absent: worked out from the rate and fees. */
  comparisonRate?: number | null;
}

export type FinancePart = 'repayment' | 'rate' | 'comparison';

export interface FinanceAdvert {
  /** The figures in reading order; the page gives each the same prominence. */
  figures: { part: FinancePart; text: string }[];
  /** The example and the warning, shown in full beside the figures. */
  footnote: string;
}

const years = (n: number) => `${Number(n.toFixed(1))} ${n === 1 ? 'year' : 'years'}`;

function exampleFacts(e: RepaymentExample, market: Market) {
  const deposit = Math.max(0, e.deposit ?? 0);
  const money = (n: number) => formatMoney(n, market);
  return {
    count: Math.round(e.years * PER_YEAR[e.frequency]),
    payment: money(e.payment),
    financed: money(Math.max(0, e.amount - deposit)),
    deposit: deposit > 0 ? money(deposit) : null,
    balloon: (e.balloon ?? 0) > 0 ? money(e.balloon!) : null,
    fee: (e.establishmentFee ?? 0) > 0 ? money(e.establishmentFee!) : null,
  };
}

/**
 * What the calculator says of its result: an estimate, and the rate it used ('This is an
 * estimate at 8.74% p.a. interest; the comparison rate and the example it is based on are
 * below.'; in the US the rate is the APR's basis, the annual interest rate).
 */
export function estimateText(rate: number, market: Market): string {
  return market === 'AU'
    ? `This is an estimate, worked out at ${formatRate(rate)}% p.a. interest. The comparison rate and its example are below.`
    : `This is an estimate, worked out at ${formatRate(rate)}% p.a. interest.`;
}

/** The figures and footnote of one place that shows a repayment. */
export function financeAdvert(input: AdvertInput): FinanceAdvert {
  const { market, example: e } = input;
  const f = exampleFacts(e, market);
  const repayment = { part: 'repayment' as const, text: input.repaymentText };
  if (market === 'US') {
    const apr =
      input.comparisonRate ??
      comparisonRate({
        rate: e.rate,
        establishmentFee: e.establishmentFee,
        monthlyFee: e.monthlyFee,
        amount: Math.max(0, e.amount - (e.deposit ?? 0)),
        years: e.years,
      });
    return {
      figures: [repayment, { part: 'comparison', text: `${formatRate(apr)}% APR*` }],
      footnote: `*Example: ${f.count} ${e.frequency} payments of ${f.payment} on ${f.financed} financed over ${years(e.years)} at ${formatRate(apr)}% APR, ${f.deposit ? `${f.deposit} down` : 'no money down'}${f.balloon ? `, and a final payment of ${f.balloon}` : ''}. Subject to credit approval; tax, title and license fees are extra.`,
    };
  }
  const basis = `${f.payment} ${PER[e.frequency]} over ${years(e.years)} (${f.count} repayments) on ${f.financed} at ${formatRate(e.rate)}% p.a., ${f.deposit ? `${f.deposit} deposit` : 'no deposit'}${f.balloon ? `, ${f.balloon} final (balloon) payment` : ''}${f.fee ? `, including a ${f.fee} establishment fee` : ''}.`;
  if (market === 'NZ')
    return {
      figures: [repayment, { part: 'rate', text: `${formatRate(e.rate)}% p.a. interest rate*` }],
      footnote: `*${basis} Lending criteria, fees and charges apply.`,
    };
  const comparison =
    input.comparisonRate ??
    comparisonRate({
      rate: e.rate,
      establishmentFee: e.establishmentFee,
      monthlyFee: e.monthlyFee,
    });
  return {
    figures: [
      repayment,
      { part: 'comparison', text: `${formatRate(comparison)}% p.a. comparison rate*` },
    ],
    footnote: `*${basis} ${COMPARISON_EXAMPLE_TEXT} ${COMPARISON_RATE_WARNING}`,
  };
}
