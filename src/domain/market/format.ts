/** Currency and distance per market (the locale rules of market.ts). */
import { MARKET_RULES, type Market } from './market';

const wholeFormats = new Map<string, Intl.NumberFormat>();
function whole(locale: string): Intl.NumberFormat {
  let f = wholeFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, minimumFractionDigits: 0 });
    wholeFormats.set(locale, f);
  }
  return f;
}

/**
 * Whole currency units, '$' with comma thousands (AUD, NZD and USD all write '$' at home):
 * 45990 → '$45,990'; negative '-$1,234'.
 */
export function formatCurrency(amount: number, market: Market = 'AU'): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}$${whole(MARKET_RULES[market].locale).format(Math.abs(rounded))}`;
}

/** The market's distance unit. */
export function distanceUnit(market: Market = 'AU'): 'km' | 'mi' {
  return MARKET_RULES[market].distanceUnit;
}

/**
 * An odometer reading in the market's unit: '12,345 km' or '12,345 mi'. The reading is the
 * dealer's own figure (a US dealer's stock is entered in miles), so it is not converted.
 */
export function formatDistance(value: number, market: Market = 'AU'): string {
  return `${whole(MARKET_RULES[market].locale).format(Math.round(value))} ${distanceUnit(market)}`;
}

/** An odometer input's label: 'Odometer (km)' or 'Odometer (mi)'. */
export function odometerLabel(market: Market = 'AU'): string {
  return `Odometer (${distanceUnit(market)})`;
}
