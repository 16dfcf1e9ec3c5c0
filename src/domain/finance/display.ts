/**
 * Finance display strings (rules.md: Vehicle detail page (VDP) finance card, rules.md: Finance display; Finance calculator: comparison rate range).
 *
 * Pure and free of zod: islands import this module.
 */
import { formatMoney } from '../format/money';
import { DEALER_TIME_ZONE } from '../tenant/time-zone';
import type { FinanceProviderRole } from './providers';
import { dateTimeFormat } from '../format/intl';
import { formatCalendarDate, isoDay } from '../market/format';
import type { Market } from '../market/market';

export const DEFAULT_TERM_LABEL = '5 year term';
export const NO_BALLOON_TEXT = 'No Balloon Payment';
export const FINANCE_CARD_TITLE = 'Car Finance';
export const GET_PRE_APPROVED = 'Get Pre-Approved';
export const DISCLAIMER_MAX_CHARS = 197;
/** Lender E's comparison rate range. */
export const LENDER_E_COMPARISON_RANGE = { min: 8.38, max: 19.42 } as const;

export const GUIDE_ONLY_DISCLAIMER =
  'This calculator is a guide only. Repayments are estimates based on the details you enter, do not include all fees and charges, and are not a quote or an offer of finance. Finance is subject to the lender\u2019s approval criteria.';
export const COMPARISON_SERVICE_DISCLAIMER =
  'Comparison rate based on a 5 year secured loan of $30,000. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.';

/** Fees listed for one tenant (rules.md: Finance display). */
export const TENANT_FEES = [
  { label: 'Establishment', amount: 395 },
  { label: 'Vehicle Security Registration', amount: 6 },
  { label: 'Account Administration (monthly)', amount: 8 },
  { label: 'Dealer Agency', amount: 912.25 },
] as const;
/** Of those, the fee charged each month (a comparison rate counts it). */
export const TENANT_MONTHLY_FEE = TENANT_FEES[2].amount;

/** A rate as a percentage number: 2 decimals in the layout that asks for them, else as stored (at most 2). */
export function formatRate(rate: number, twoDecimals = false): string {
  return twoDecimals ? rate.toFixed(2) : String(Number(rate.toFixed(2)));
}

/** Weekly payment rounded to 0 decimals, as money. */
export function weeklyText(weekly: number): string {
  return formatMoney(Math.round(weekly));
}

/** '5 year term' for years (default 5); '{n} Month Term' for months. */
export function yearTermLabel(years = 5): string {
  return `${Number(years.toFixed(1))} year term`;
}
export function monthTermLabel(months: number): string {
  return `${Math.round(months)} Month Term`;
}

/** '{amount} Balloon Payment' when > 0, else 'No Balloon Payment'. */
export function balloonText(balloon: number | null | undefined): string {
  return balloon != null && balloon > 0
    ? `${formatMoney(balloon)} Balloon Payment`
    : NO_BALLOON_TEXT;
}

/** The final-payment wording of the same figure: '$0 final payment'. */
export function finalPaymentText(balloon: number | null | undefined): string {
  return `${formatMoney(balloon != null && balloon > 0 ? balloon : 0)} final payment`;
}

/**
 * 'Offer ends {D Month YYYY}' ('Offer ends {Month D, YYYY}' in the US): the last day of the
 * current month in the dealer's timezone.
 */
export function offerEndsText(
  now: Date,
  timeZone = DEALER_TIME_ZONE,
  market: Market = 'AU',
): string {
  const parts = dateTimeFormat('en-AU', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  const last = new Date(Date.UTC(year, month, 0));
  return `Offer ends ${formatCalendarDate(isoDay(year, month, last.getUTCDate()), market)}`;
}

/** The disclaimer cut to 197 characters, with '...' when it was longer. */
export function truncateDisclaimer(text: string, max = DISCLAIMER_MAX_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}...` : flat;
}

/** The disclaimer's paragraphs (it is newline-separated). */
export function disclaimerParagraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export function flaggedThirdSentence(price: number): string {
  return `Repayment estimate has been calculated on a ${formatMoney(price)} secured car loan with a 5-year term at an annual percentage rate of 6.29%p.a (comparison rate 8.19% p.a.) with no deposit`;
}

/**
 * Under its flag the disclaimer's third sentence is replaced (rules.md: Finance display). A sentence
 * ends at '.', '!' or '?' followed by a space and a capital, digit or footnote mark (so
 * 'p.a. applies' and '9.99%' do not end one); with fewer than three sentences the new one
 * is appended as the third.
 */
export function withFlaggedThirdSentence(disclaimer: string, price: number): string {
  const sentences = disclaimer
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z0-9*^#(])/)
    .filter(Boolean);
  const replacement = `${flaggedThirdSentence(price)}.`;
  if (sentences.length >= 3) sentences[2] = replacement;
  else sentences.push(replacement);
  return sentences.join(' ');
}

/**
 * The comparison rate range: the percentages taken from the disclaimer (lowest to highest),
 * or 8.38%–19.42% for lender E. null when the disclaimer has no percentage.
 */
export function comparisonRateRange(
  disclaimer: string | null | undefined,
  role: FinanceProviderRole | null,
): { min: number; max: number } | null {
  if (role === 'lenderE') return { ...LENDER_E_COMPARISON_RANGE };
  const rates = [...(disclaimer ?? '').matchAll(/(\d+(?:\.\d+)?)\s*%/g)]
    .map((m) => Number(m[1]))
    .filter((n) => n > 0 && n < 100);
  if (rates.length === 0) return null;
  return { min: Math.min(...rates), max: Math.max(...rates) };
}

export function comparisonRateRangeText(range: { min: number; max: number }): string {
  return range.min === range.max
    ? `${formatRate(range.min)}%`
    : `${formatRate(range.min)}%\u2013${formatRate(range.max)}%`;
}

/**
 * Finance card: '$X per week. 5 year term at Y% comparison rate.', in its two figures (the
 * repayment, and the term with the comparison rate), which the card shows at one size.
 */
export function financeCardParts(
  weekly: number,
  comparisonRate: number,
  years = 5,
): [string, string] {
  return [
    `${weeklyText(weekly)} per week.`,
    `${yearTermLabel(years)} at ${formatRate(comparisonRate)}% comparison rate.`,
  ];
}
export function financeCardText(weekly: number, comparisonRate: number, years = 5): string {
  return financeCardParts(weekly, comparisonRate, years).join(' ');
}
/** The card's variant: 'from $X per week*'. */
export function financeCardFromText(weekly: number): string {
  return `from ${weeklyText(weekly)} per week*`;
}
/** The price block's calculator link: 'Only $X /wk*'. */
export function onlyPerWeekText(weekly: number): string {
  return `Only ${weeklyText(weekly)} /wk*`;
}

/** '{weekly} per week* for used {model} with {lender} at {dealer}'. */
export function weeklySummaryText(input: {
  weekly: number;
  model: string;
  lender: string;
  dealer: string;
}): string {
  return `${weeklyText(input.weekly)} per week* for used ${input.model} with ${input.lender} at ${input.dealer}`;
}

/**
 * '{rate}% Comparison Rate...', then the deposit and '{termMonths} monthly repayments of
 * {payment*termWeeks/termMonths}' (payment is the weekly payment). A US site names the same
 * figure an APR; a New Zealand site shows the interest rate (it has no comparison rate).
 */
export function rateSummaryLines(input: {
  comparisonRate: number;
  interestRate?: number | null;
  deposit: number;
  weekly: number;
  termWeeks: number;
  termMonths: number;
  market?: Market;
}): string[] {
  const monthly = (input.weekly * input.termWeeks) / input.termMonths;
  const rate =
    input.market === 'US'
      ? `${formatRate(input.comparisonRate)}% APR*`
      : input.market === 'NZ' && input.interestRate != null
        ? `${formatRate(input.interestRate)}% p.a. Interest Rate*`
        : `${formatRate(input.comparisonRate)}% Comparison Rate*`;
  return [
    rate,
    `${formatMoney(input.deposit)} deposit`,
    `${Math.round(input.termMonths)} monthly repayments of ${formatMoney(monthly)}`,
  ];
}
