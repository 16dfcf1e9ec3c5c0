/** Currency and distance per market (the locale rules of market.ts). */
import { MARKET_RULES, type Market } from './market';
import { groupThousands } from '../format/intl';
import { DAY_NAMES, MONTH_NAMES } from '../format/calendar';

/**
 * Whole currency units, '$' with comma thousands (AUD, NZD and USD all write '$' at home):
 * 45990 → '$45,990'; negative '-$1,234'.
 */
export function formatCurrency(amount: number, market: Market = 'AU'): string {
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}$${groupThousands(Math.abs(rounded), MARKET_RULES[market].locale)}`;
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
  return `${groupThousands(value, MARKET_RULES[market].locale)} ${distanceUnit(market)}`;
}

/** An odometer input's label: 'Odometer (km)' or 'Odometer (mi)'. */
export function odometerLabel(market: Market = 'AU'): string {
  return `Odometer (${distanceUnit(market)})`;
}

/** What a number plate is called in the market: 'Rego' (AU, NZ) or 'License Plate' (US). */
export function plateLabel(market: Market = 'AU'): string {
  return MARKET_RULES[market].plateLabel;
}

/** The registration expiry row's label: 'Rego Expiry' (AU, NZ: the spec's), 'Registration Expiry' (US). */
export function registrationExpiryLabel(market: Market = 'AU'): string {
  return MARKET_RULES[market].plateLabel === 'Rego' ? 'Rego Expiry' : 'Registration Expiry';
}

/** US miles per gallon in one litre per 100 km: mpg = 235.215 / (L/100km). */
export const MPG_US_PER_L100KM = 235.215;

/**
 * Combined fuel economy as the market writes it. The figure is stored in L/100km (the car
 * payload's unit): '7.2 L/100km' in AU and NZ, '33 mpg' in the US.
 */
export function formatFuelEconomy(lPer100km: number, market: Market = 'AU'): string {
  if (MARKET_RULES[market].fuelEconomy === 'mpg')
    return `${Math.round(MPG_US_PER_L100KM / lPer100km)} mpg`;
  return `${lPer100km} L/100km`;
}

/**
 * A calendar date (yyyy-mm-dd, as written: no timezone moves it) as the market writes it:
 * '25 December 2026' in AU and NZ, 'December 25, 2026' in the US; with the weekday,
 * 'Friday 25 December 2026' or 'Friday, December 25, 2026'. Written without Intl (the location
 * pages' browser script formats holiday dates with it). An invalid date throws RangeError.
 */
export function formatCalendarDate(
  date: string,
  market: Market = 'AU',
  options: { weekday?: boolean } = {},
): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) throw new RangeError(`Invalid time value: ${date}`);
  const d = day.getUTCDate();
  const month = MONTH_NAMES[day.getUTCMonth()];
  const year = day.getUTCFullYear();
  const weekday = options.weekday ? DAY_NAMES[day.getUTCDay()] : null;
  if (MARKET_RULES[market].dateOrder === 'month-day')
    return `${weekday ? `${weekday}, ` : ''}${month} ${d}, ${year}`;
  return `${weekday ? `${weekday} ` : ''}${d} ${month} ${year}`;
}

/** yyyy-mm-dd of a UTC date's calendar day. */
export function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
