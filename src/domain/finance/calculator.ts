/**
 * Finance calculator inputs: defaults, bounds and clamping (rules.md: Validation rules
 * Finance calculator, rules.md: Finance calculator; Money quick picks; The error catalogue).
 *
 * - Purchase price: min 1000, or 5000 for lender D or one tenant; max 250000. When the
 *   amount is <= min or >= max the help text reads 'Cannot be less than ${min} or more than
 *   $250,000'. A zero or negative amount is set to 0.
 * - Other fields clamp: above max becomes max; at or below min becomes min.
 * - Term 1–7 years step 0.5; interest 0.5–15 step 0.5 (lender D 7.5–14.5, one tenant 4–20);
 *   deposit/trade-in and residual 0–250000.
 * - Defaults: amount = the car price, or 30000 when it is 0; term 5 years (the lender's
 *   term when it has one); deposit = the lender's deposit; residual 0 (the lender's balloon
 *   when it has one, so the defaults reproduce its precomputed payment); interest from
 *   configuration.
 *
 * Pure and free of zod: the calculator island imports this module.
 */
import { formatMoney } from '../format/money';
import type { FinanceProviderRole } from './providers';
import {
  DEFAULT_AMOUNT_WITHOUT_PRICE,
  DEFAULT_TERM_YEARS,
  lenderTermYears,
  type CalculatorInputs,
  type LenderDefaults,
  type LenderFigures,
} from './repayment';

export interface Bounds {
  min: number;
  max: number;
  step: number;
}

export const MAX_PURCHASE_PRICE = 250000;
export const PURCHASE_PRICE_MIN = 1000;
export const PURCHASE_PRICE_MIN_HIGH = 5000;
export const TERM_BOUNDS: Bounds = { min: 1, max: 7, step: 0.5 };
export const INTEREST_BOUNDS: Bounds = { min: 0.5, max: 15, step: 0.5 };
export const LENDER_D_INTEREST_BOUNDS: Bounds = { min: 7.5, max: 14.5, step: 0.5 };
export const WIDE_INTEREST_BOUNDS: Bounds = { min: 4, max: 20, step: 0.5 };
export const DEPOSIT_BOUNDS: Bounds = { min: 0, max: 250000, step: 1 };
export const RESIDUAL_BOUNDS: Bounds = { min: 0, max: 250000, step: 1 };

/**
 * financeCalculatorDefaultInterestRate: one reading gives 10, another 8.5%. We take 10,
 * the value the named configuration key carries; a site that means 8.5 configures it.
 */
export const DEFAULT_INTEREST_RATE = 10;

export interface TenantCalculatorOptions {
  /** The one tenant whose purchase price minimum is 5000. */
  highMinimumPrice?: boolean;
  /** The one tenant whose interest runs 4–20. */
  wideInterestRange?: boolean;
}

export function purchasePriceBounds(
  role: FinanceProviderRole | null,
  tenant: TenantCalculatorOptions = {},
): Bounds {
  const min =
    role === 'lenderD' || tenant.highMinimumPrice ? PURCHASE_PRICE_MIN_HIGH : PURCHASE_PRICE_MIN;
  return { min, max: MAX_PURCHASE_PRICE, step: 1 };
}

export function interestBounds(
  role: FinanceProviderRole | null,
  tenant: TenantCalculatorOptions = {},
): Bounds {
  if (role === 'lenderD') return LENDER_D_INTEREST_BOUNDS;
  if (tenant.wideInterestRange) return WIDE_INTEREST_BOUNDS;
  return INTEREST_BOUNDS;
}

/** 'Cannot be less than $1,000 or more than $250,000' when the amount is <= min or >= max. */
export function purchasePriceHelp(amount: number, bounds: Bounds): string | null {
  if (amount <= bounds.min || amount >= bounds.max)
    return `Cannot be less than ${formatMoney(bounds.min)} or more than ${formatMoney(bounds.max)}`;
  return null;
}

/** The purchase price as entered: a zero, negative or unreadable amount is set to 0; it is not clamped (the help text explains). */
export function normaliseAmount(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Above max becomes max; at or below min becomes min; unreadable becomes min. */
export function clampToBounds(value: number, bounds: Pick<Bounds, 'min' | 'max'>): number {
  if (!Number.isFinite(value)) return bounds.min;
  if (value > bounds.max) return bounds.max;
  if (value <= bounds.min) return bounds.min;
  return value;
}

/** Whether a value lies on the bounds' step grid (counted from min). */
export function onStepGrid(value: number, bounds: Bounds): boolean {
  const steps = (value - bounds.min) / bounds.step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

const tidy = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * A slider's next value: the grid point `steps` steps above (or below) the value, within
 * the bounds. From a value off the grid (a lender's 7.99 on a 0.5 grid) the first step lands
 * on the next grid point (8 or 7.5), so the slider never shows one value and reads another.
 */
export function stepValue(value: number, bounds: Bounds, steps: number): number {
  const at = (value - bounds.min) / bounds.step;
  const k = steps > 0 ? Math.floor(at + 1e-9) + steps : Math.ceil(at - 1e-9) + steps;
  return tidy(Math.min(bounds.max, Math.max(bounds.min, bounds.min + k * bounds.step)));
}

/** The grid point nearest a value (a dragged slider), within the bounds. */
export function snapToStep(value: number, bounds: Bounds): number {
  if (!Number.isFinite(value)) return bounds.min;
  const k = Math.round((value - bounds.min) / bounds.step);
  return tidy(Math.min(bounds.max, Math.max(bounds.min, bounds.min + k * bounds.step)));
}

/** Whether the calculator can show a repayment for this amount (inside the purchase price bounds). */
export function amountInBounds(amount: number, bounds: Bounds): boolean {
  return purchasePriceHelp(amount, bounds) === null;
}

export interface DefaultsInput {
  price: number | null | undefined;
  lender: LenderFigures | null | undefined;
  configuredInterest?: number | null;
}

/**
 * The calculator's starting inputs. Interest: the lender's rate when it has one (its
 * precomputed payment was made at that rate), else configuration, else 10.
 */
export function calculatorDefaults(input: DefaultsInput): CalculatorInputs {
  const price = input.price ?? 0;
  return {
    amount: price > 0 ? price : DEFAULT_AMOUNT_WITHOUT_PRICE,
    term: lenderTermYears(input.lender) ?? DEFAULT_TERM_YEARS,
    interest: input.lender?.interestRate ?? input.configuredInterest ?? DEFAULT_INTEREST_RATE,
    tradeIn: input.lender?.deposit ?? 0,
    residual: input.lender?.balloon ?? 0,
    frequency: 'weekly',
  };
}

/** The inputs the lender's precomputed payments belong to, or null without lender data. */
export function lenderDefaults(input: DefaultsInput): LenderDefaults | null {
  if (!input.lender) return null;
  const d = calculatorDefaults(input);
  return {
    amount: d.amount,
    term: d.term,
    interest: d.interest,
    tradeIn: d.tradeIn,
    residual: d.residual,
  };
}
