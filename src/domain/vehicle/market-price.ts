/**
 * Market-price indicator (rules.md: Display rules):
 * diff = state average (else the national average) minus price. Shown only when
 * diff < -499 and price < the state average, as '{-diff} below market price'.
 *
 * Taken literally the two conditions exclude each other (avg − price < −499 means the price
 * is above the average). The reading a dealer means, and the one '{-diff} below' spells
 * out: diff = price − average, shown when the car is more than $499 under the average it
 * is compared with (the state average, else the national one).
 */
import { formatMoney } from '../format/money';
import type { Car } from './schema';

export const MARKET_PRICE_THRESHOLD = -499;

export function marketPriceIndicator(
  car: Pick<Car, 'price' | 'autograb_data'>,
): { below: number; text: string } | null {
  const price = car.price ?? 0;
  const average =
    car.autograb_data?.state_average_market_price ??
    car.autograb_data?.average_market_price ??
    null;
  if (!(price > 0) || average == null || !(average > 0)) return null;
  const diff = price - average;
  if (!(diff < MARKET_PRICE_THRESHOLD && price < average)) return null;
  return { below: -diff, text: `${formatMoney(-diff)} below market price` };
}
