/**
 * Money and number inputs (rules.md: Money and number inputs; Money quick picks): a $-prefixed amount with quick-pick buttons; number inputs take
 * step, min and max from configuration.
 */
import { formatMoney, formatMoneyExact } from '../format/money';

export const MONEY_QUICK_PICKS = [
  5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 70_000,
] as const;
/** The alternative set: $300,000 to $800,000 in $100,000 steps. */
export const MONEY_QUICK_PICKS_HIGH = [
  300_000, 400_000, 500_000, 600_000, 700_000, 800_000,
] as const;
export type QuickPickSet = 'default' | 'high';

export function quickPicks(set: QuickPickSet = 'default'): readonly number[] {
  return set === 'high' ? MONEY_QUICK_PICKS_HIGH : MONEY_QUICK_PICKS;
}

/** The largest amount a money field takes: no car or offer is worth more. */
export const MONEY_MAX = 10_000_000;

/**
 * Reads what a shopper typed into a money field: '$25,000', '25000', '25 000.50' → whole
 * dollars; null when it is not an amount. Cents are rounded (offers are in whole dollars).
 */
export function parseMoney(input: string | number | null | undefined): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? Math.round(input) : null;
  if (input == null) return null;
  const cleaned = input.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned));
}

/**
 * What a shopper is typing into a money field that computes as they type (the finance
 * calculator): the digits and the first '.', cents kept (rounded to the cent); nothing
 * typed reads 0. '$1,360.5' → 1360.5; '2000.456' → 2000.46.
 */
export function readMoneyInput(text: string): number {
  const [whole, ...rest] = text.replace(/[^\d.]/g, '').split('.');
  const cleaned = rest.length ? `${whole}.${rest.join('')}` : whole;
  if (cleaned === '' || cleaned === '.') return 0;
  return Math.round(Number(cleaned) * 100) / 100;
}

/**
 * The field's text for the amount it computes with, without the '$' its prefix shows:
 * whole dollars '25,000', cents kept '1,360.50'; 0 shows as an empty field.
 */
export function moneyInputValue(amount: number): string {
  return amount === 0 ? '' : formatMoneyExact(amount).replace('$', '');
}

/** What the money field shows for an amount: '$25,000'. */
export function moneyInputText(amount: number): string {
  return formatMoney(amount);
}

export interface NumberInputConfig {
  min: number;
  max: number;
  step: number;
}

/** True when the value is within [min, max] and on the step grid counted from min. */
export function isOnStep(value: number, config: NumberInputConfig): boolean {
  if (value < config.min || value > config.max) return false;
  const steps = (value - config.min) / config.step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}
