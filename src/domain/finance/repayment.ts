/**
 * The finance calculator's repayment (rules.md: Finance calculator; The error catalogue 'Repayment computed as 25 or less').
 *
 *   Payment = (P − residual/(1+r)^n) × (1+r)^n × r / ((1+r)^n − 1)
 *     P = amount − tradeIn + fee;  r = interest/100/frequency;  n = term × frequency
 *
 * - When every input matches the lender defaults within 0.1, the lender's precomputed
 *   payment is used: paymentWeek or paymentMonth directly; fortnightly = 2 × paymentWeek,
 *   or 12 × paymentMonth / 26.
 * - Rounding is to nearest; for lender C it is ceiling or floor, depending on a
 *   comparison with the car's listed weekly figure.
 * - Total = frequency × term × payment + fee.
 * - A payment of 25 or less shows 'Enquire for Finance' and a blank total.
 *
 * Pure and free of zod: the calculator island imports this module.
 */
import type { FinanceProviderRole } from './providers';

export const FREQUENCIES = {
  weekly: { name: 'Weekly', value: 52, short: 'wk' },
  fortnightly: { name: 'Fortnightly', value: 26, short: 'fn' },
  monthly: { name: 'Monthly', value: 12, short: 'mo' },
  yearly: { name: 'Yearly', value: 1, short: 'yr' },
} as const;
export type FrequencyKey = keyof typeof FREQUENCIES;
/** The frequencies the calculator offers, in order. */
export const CALCULATOR_FREQUENCIES = [
  'weekly',
  'fortnightly',
  'monthly',
] as const satisfies readonly FrequencyKey[];

export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance';
/** A rounded payment at or below this shows 'Enquire for Finance'. */
export const MIN_SHOWN_PAYMENT = 25;
/** Inputs within this of the lender defaults use the lender's precomputed payment. */
export const LENDER_DEFAULT_TOLERANCE = 0.1;
/** Lender C's establishment fee when the lender data carries none. */
export const LENDER_C_ESTABLISHMENT_FEE = 1360.5;
export const DEFAULT_TERM_YEARS = 5;
/** Default amount when the car has no price. */
export const DEFAULT_AMOUNT_WITHOUT_PRICE = 30000;

export interface CalculatorInputs {
  /** Purchase price. */
  amount: number;
  /** Years. */
  term: number;
  /** Annual interest rate, percent. */
  interest: number;
  /** Deposit or trade-in. */
  tradeIn: number;
  /** Residual (balloon). */
  residual: number;
  frequency: FrequencyKey;
}

/** The slice of finance lender data the calculator reads (rules.md: Finance lender data (car.finance_lenders)). */
export interface LenderFigures {
  deposit?: number | null;
  balloon?: number | null;
  establishmentFees?: number | null;
  termYears?: number | null;
  termMonths?: number | null;
  termWeeks?: number | null;
  interestRate?: number | null;
  comparisonRate?: number | null;
  paymentWeek?: number | null;
  paymentMonth?: number | null;
}

/** The establishment fee: the lender's value, else 1360.5 for lender C, else 0. */
export function establishmentFee(
  lender: LenderFigures | null | undefined,
  role: FinanceProviderRole | null,
): number {
  if (lender?.establishmentFees != null) return lender.establishmentFees;
  return role === 'lenderC' ? LENDER_C_ESTABLISHMENT_FEE : 0;
}

/** The lender's term in years, read from termYears, termMonths or termWeeks. */
export function lenderTermYears(lender: LenderFigures | null | undefined): number | null {
  if (!lender) return null;
  if (lender.termYears != null) return lender.termYears;
  if (lender.termMonths != null) return lender.termMonths / 12;
  if (lender.termWeeks != null) return lender.termWeeks / 52;
  return null;
}

/** The exact (unrounded) periodic payment of the formula. */
export function formulaPayment(
  inputs: Omit<CalculatorInputs, 'frequency'> & { fee: number; periodsPerYear: number },
): number {
  const principal = inputs.amount - inputs.tradeIn + inputs.fee;
  const r = inputs.interest / 100 / inputs.periodsPerYear;
  const n = inputs.term * inputs.periodsPerYear;
  if (n <= 0) return 0;
  if (r === 0) return (principal - inputs.residual) / n;
  const growth = (1 + r) ** n;
  return ((principal - inputs.residual / growth) * growth * r) / (growth - 1);
}

/** The lender's default inputs: every calculator field the precomputed payment was made with. */
export interface LenderDefaults {
  amount: number;
  term: number;
  interest: number;
  tradeIn: number;
  residual: number;
}

/** True when every input is within 0.1 of the lender's defaults. */
export function matchesLenderDefaults(
  inputs: CalculatorInputs,
  defaults: LenderDefaults | null,
): boolean {
  if (!defaults) return false;
  const close = (a: number, b: number) => Math.abs(a - b) <= LENDER_DEFAULT_TOLERANCE;
  return (
    close(inputs.amount, defaults.amount) &&
    close(inputs.term, defaults.term) &&
    close(inputs.interest, defaults.interest) &&
    close(inputs.tradeIn, defaults.tradeIn) &&
    close(inputs.residual, defaults.residual)
  );
}

/** The lender's precomputed payment for a frequency, or null when it has none for it. */
export function precomputedPayment(
  lender: LenderFigures | null | undefined,
  frequency: FrequencyKey,
): number | null {
  if (!lender) return null;
  const week = lender.paymentWeek ?? null;
  const month = lender.paymentMonth ?? null;
  switch (frequency) {
    case 'weekly':
      return week;
    case 'monthly':
      return month;
    case 'fortnightly':
      if (week != null) return 2 * week;
      return month != null ? (12 * month) / 26 : null;
    default:
      return null;
  }
}

/**
 * Rounding to nearest; lender C rounds toward the car's listed weekly figure (the spec:
 * 'ceiling or floor, depending on a comparison with the car's listed weekly figure'). We
 * read it the way a dealer means it: a result above the listed figure (compared per week)
 * is floored, one below it is ceiled, so the calculator never disagrees with the advertised
 * weekly repayment by a rounding step.
 */
export function roundPayment(
  raw: number,
  options: {
    role?: FinanceProviderRole | null;
    listedWeekly?: number | null;
    frequency?: FrequencyKey;
  } = {},
): number {
  if (options.role === 'lenderC' && options.listedWeekly != null) {
    const perYear = FREQUENCIES[options.frequency ?? 'weekly'].value;
    const weeklyEquivalent = (raw * perYear) / 52;
    if (weeklyEquivalent > options.listedWeekly) return Math.floor(raw);
    if (weeklyEquivalent < options.listedWeekly) return Math.ceil(raw);
    return Math.round(raw);
  }
  return Math.round(raw);
}

export interface RepaymentContext {
  role: FinanceProviderRole | null;
  lender?: LenderFigures | null;
  /** The inputs the lender's precomputed payments were made with (see calculatorDefaults). */
  lenderDefaults?: LenderDefaults | null;
}

export type RepaymentResult =
  | { kind: 'payment'; payment: number; total: number; source: 'lender' | 'formula'; fee: number }
  | {
      kind: 'enquire';
      text: typeof ENQUIRE_FOR_FINANCE;
      total: null;
      source: 'lender' | 'formula';
      fee: number;
    };

export function calculateRepayment(
  inputs: CalculatorInputs,
  context: RepaymentContext,
): RepaymentResult {
  const fee = establishmentFee(context.lender, context.role);
  const periodsPerYear = FREQUENCIES[inputs.frequency].value;
  const useLender = matchesLenderDefaults(inputs, context.lenderDefaults ?? null);
  const lenderPayment = useLender ? precomputedPayment(context.lender, inputs.frequency) : null;
  const source = lenderPayment != null ? 'lender' : 'formula';
  const raw = lenderPayment ?? formulaPayment({ ...inputs, fee, periodsPerYear });
  const payment = roundPayment(raw, {
    role: context.role,
    listedWeekly: context.lender?.paymentWeek,
    frequency: inputs.frequency,
  });
  if (!Number.isFinite(payment) || payment <= MIN_SHOWN_PAYMENT)
    return { kind: 'enquire', text: ENQUIRE_FOR_FINANCE, total: null, source, fee };
  return {
    kind: 'payment',
    payment,
    total: repaymentTotal(payment, inputs.term, periodsPerYear, fee),
    source,
    fee,
  };
}

/** Total = frequency × term × payment + fee. */
export function repaymentTotal(
  payment: number,
  termYears: number,
  periodsPerYear: number,
  fee: number,
): number {
  return periodsPerYear * termYears * payment + fee;
}
