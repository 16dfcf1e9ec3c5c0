/**
 * Money: '$' with comma thousands and 0 decimals (rules.md: VDP and display).
 * Negative amounts read '-$1,234'. Every money display goes through the market's one formatter
 * (market/format.ts formatCurrency); the market defaults to AU where a caller has none.
 */
import { formatCurrency } from '../market/format';
import { MARKET_RULES, type Market } from '../market/market';
import { groupThousands } from './intl';

export function formatMoney(amount: number, market: Market = 'AU'): string {
  return formatCurrency(amount, market);
}

/** '$' with comma thousands and exactly two decimals ('One decimal digit is padded to two'): 12.5 → '$12.50'. */
export function formatMoneyCents(amount: number, market: Market = 'AU'): string {
  const fixed = Math.abs(amount).toFixed(2);
  const [int, dec] = fixed.split('.');
  const grouped = groupThousands(Number(int), MARKET_RULES[market].locale);
  return `${amount < 0 ? '-' : ''}$${grouped}.${dec}`;
}

/** Whole dollars as formatMoney, cents kept when present: 45990 → '$45,990', 1360.5 → '$1,360.50'. */
export function formatMoneyExact(amount: number, market: Market = 'AU'): string {
  return Number.isInteger(amount) ? formatMoney(amount, market) : formatMoneyCents(amount, market);
}

/** Whole numbers with comma thousands: 12345 → '12,345'. */
export function formatNumber(value: number): string {
  return groupThousands(value);
}
