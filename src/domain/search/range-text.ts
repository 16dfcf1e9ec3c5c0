/**
 * A range refinement in words, as its chip shows it: 'up to $30,000', 'from 2019', 'up to
 * 50,000 km', 'from 3,500 kg', '2019', '$20,000 to $30,000'. Fuel economy is stored in
 * L/100km; a US shopper reads mpg, where the bound turns round (at most 5.9 L/100km is at
 * least 40 mpg).
 */
import { formatMoney } from '../format/money';
import { formatDistance } from '../market/format';
import { MARKET_RULES, type Market } from '../market/market';
import { specByAttribute } from './spec-filters';

export function rangeValueText(attribute: string, n: number, market: Market = 'AU'): string {
  if (attribute === 'price' || attribute === 'subscription_price') return formatMoney(n, market);
  if (attribute === 'km') return formatDistance(n, market);
  const spec = specByAttribute(attribute);
  return spec ? spec.text(n, market) : String(n);
}

/** Whether a bound on this attribute reads the other way round in the market (mpg). */
const inverted = (attribute: string, market: Market) =>
  attribute === 'variant.fuelconsumptioncombined' && MARKET_RULES[market].fuelEconomy === 'mpg';

/** One bound: 'from $20,000' (>=) or 'up to $30,000' (<=). */
export function boundText(
  attribute: string,
  operator: '>=' | '<=',
  n: number,
  market: Market = 'AU',
): string {
  const from = (operator === '>=') !== inverted(attribute, market);
  return `${from ? 'from' : 'up to'} ${rangeValueText(attribute, n, market)}`;
}

/** A range 'min:max' (either side may be empty). */
export function rangeText(attribute: string, value: string, market: Market = 'AU'): string {
  const [lo, hi] = value.split(':').map((s) => (s === '' ? null : Number(s)));
  if (lo !== null && hi !== null) {
    if (lo === hi) return rangeValueText(attribute, lo, market);
    const [a, b] = inverted(attribute, market) ? [hi, lo] : [lo, hi];
    return `${rangeValueText(attribute, a, market)} to ${rangeValueText(attribute, b, market)}`;
  }
  if (lo !== null) return boundText(attribute, '>=', lo, market);
  if (hi !== null) return boundText(attribute, '<=', hi, market);
  return '';
}
