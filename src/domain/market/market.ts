/**
 * Markets (rules.md: What the product does and for whom: 'mainly one country … with some tenants in the US and New
 * Zealand'): one tenant setting, config.market, drives every locale rule. AU is the default;
 * a site with config.phoneMode 'US' and no market is a US site (the setting that existed first).
 */
import { DEALER_TIME_ZONE } from '../tenant/time-zone';

/** Free of zod at run time: the browser scripts' open-now rule reads the dealer's timezone. */
export const MARKETS = ['AU', 'NZ', 'US'] as const;
export type Market = (typeof MARKETS)[number];

export const DEFAULT_MARKET: Market = 'AU';

export type DistanceUnit = 'km' | 'mi';

export interface MarketRules {
  /** BCP 47 locale for numbers and dates. */
  locale: string;
  /** ISO 4217 code (JSON-LD priceCurrency). */
  currency: 'AUD' | 'NZD' | 'USD';
  /** The dealer's timezone when neither the tenant nor the location names one. */
  timeZone: string;
  distanceUnit: DistanceUnit;
  /** The sub-footer's licence labels: LMCT (dealer licence) and MVR (repairer) are Australian. */
  licenceLabels: { dealer: string; repairer: string } | null;
  /** The payment logos a dealer in this market shows ('eftpos' is an Australian debit scheme). */
  paymentLogos: readonly string[];
  /** What a number plate is called: 'Rego' in Australia and New Zealand, 'License Plate' in the US. */
  plateLabel: string;
  /** How fuel economy is written: litres per 100 km, or US miles per gallon. */
  fuelEconomy: 'L/100km' | 'mpg';
  /** How a date is written: '25 December 2026' (day first) or 'December 25, 2026' (month first). */
  dateOrder: 'day-month' | 'month-day';
}

export const MARKET_RULES: Readonly<Record<Market, MarketRules>> = {
  AU: {
    locale: 'en-AU',
    currency: 'AUD',
    // rules.md: Business constants and limits 'Opening-hours timezone Australia/Perth'.
    timeZone: DEALER_TIME_ZONE,
    distanceUnit: 'km',
    licenceLabels: { dealer: 'LMCT', repairer: 'MVR' },
    paymentLogos: ['visa', 'mastercard', 'eftpos', 'applePay', 'googlePay'],
    plateLabel: 'Rego',
    fuelEconomy: 'L/100km',
    dateOrder: 'day-month',
  },
  NZ: {
    locale: 'en-NZ',
    currency: 'NZD',
    timeZone: 'Pacific/Auckland',
    distanceUnit: 'km',
    licenceLabels: null,
    paymentLogos: ['visa', 'mastercard', 'applePay', 'googlePay'],
    plateLabel: 'Rego',
    fuelEconomy: 'L/100km',
    dateOrder: 'day-month',
  },
  US: {
    locale: 'en-US',
    currency: 'USD',
    timeZone: 'America/Chicago',
    distanceUnit: 'mi',
    licenceLabels: null,
    paymentLogos: ['visa', 'mastercard', 'applePay', 'googlePay'],
    plateLabel: 'License Plate',
    fuelEconomy: 'mpg',
    dateOrder: 'month-day',
  },
};

export interface MarketConfig {
  market?: Market | null;
  phoneMode?: string | null;
  timeZone?: string | null;
}

/** The site's market: config.market, else 'US' for a US phoneMode, else AU. */
export function marketOf(config: MarketConfig | null | undefined): Market {
  if (config?.market) return config.market;
  return config?.phoneMode === 'US' ? 'US' : DEFAULT_MARKET;
}

export function marketRules(market: Market): MarketRules {
  return MARKET_RULES[market];
}

/** An IANA zone this runtime knows ('Mars/Base' is not one). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The dealer's timezone: a location's own setting, else the tenant's config.timeZone, else the
 * market's default (Australia/Perth for AU, the spec's default).
 */
export function dealerTimeZone(
  config: MarketConfig | null | undefined,
  locationTimeZone?: string | null,
): string {
  return locationTimeZone || config?.timeZone || MARKET_RULES[marketOf(config)].timeZone;
}
