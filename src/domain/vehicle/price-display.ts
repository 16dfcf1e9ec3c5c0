/**
 * Price display, first match wins (rules.md: Price display, first match wins).
 *   1. The site offers subscriptions and subscription_price > 0: the subscription price.
 *   2. The effective price (reduced price, else a computed price, else price) is > 10:
 *      that price, marked 'reduced' when it differs from price.
 *   3. preorder: 'PREORDER'.
 *   4. Otherwise noPriceText (default 'Enquire for price.').
 * Was price: shown when before_price (or price, when a reduced price is passed) is greater
 * than the current price; text 'Was {old}, now:', or 'with trade in:' under a flag.
 *
 * Total price (Australia): where the price excludes government charges, the price display
 * carries the estimated drive-away price for the shopper's state (drive-away/estimate.ts).
 * Wherever a price shows, that total is the price shown largest, and the advertised price and
 * the charges are its components beside it, never larger (the Australian Consumer Law's
 * single price, s48). The one-line label (priceLabel) is the total's.
 */
import { formatMoney } from '../format/money';
import type { Market } from '../market/market';
import { DEFAULT_NO_PRICE_TEXT } from '../tenant/config/vdp-defaults';
import type { Car } from './schema';
import {
  estimatedDriveAway,
  type DriveAwayCar,
  type DriveAwayEstimate,
  type EstimateOptions,
} from '../drive-away/estimate';

export const PREORDER_TEXT = 'PREORDER';
/** After a subscription price, wherever it shows (rules.md: Price display, first match wins; the search's price slider). */
export const SUBSCRIPTION_SUFFIX = ' / week';
export const MIN_SHOWN_PRICE = 10;

export type PriceDisplay =
  | { kind: 'subscription'; amount: number; text: string; reduced: false; was: null }
  | {
      kind: 'price';
      amount: number;
      text: string;
      reduced: boolean;
      was: WasPrice | null;
      /** The single total price where the price excludes government charges (Australia). */
      driveAway: DriveAwayTotal | null;
    }
  | { kind: 'preorder'; text: string; reduced: false; was: null }
  | { kind: 'enquire'; text: string; reduced: false; was: null };

export interface DriveAwayTotal {
  estimate: DriveAwayEstimate;
  /** '$67,381' */
  text: string;
  /** 'est. drive-away (QLD)': what follows the total on one line. */
  label: string;
}

/** What follows an estimated total: 'est. drive-away (QLD)'. */
export function driveAwayLabel(state: string): string {
  return `est. drive-away (${state})`;
}

export interface WasPrice {
  amount: number;
  /** 'Was $41,990, now:' or, for a trade-in reduced price, 'with trade in:'. */
  text: string;
}

export interface PriceOptions {
  offersSubscription?: boolean | null;
  noPriceText?: string | null;
  /** Price after a trade-in offer (reducedPrice). */
  reducedPrice?: number | null;
  /** A price computed elsewhere (e.g. a drive-away calculation). */
  computedPrice?: number | null;
  /** The 'with trade in:' wording flag. */
  tradeInWording?: boolean;
  /** The site's market: the currency's form (market/format.ts). */
  market?: Market;
  /**
   * The shopper's state for the estimated drive-away total (Australia, where the price
   * excludes government charges), and the day the estimate is for; absent: no total.
   */
  driveAway?: ({ state: string | null | undefined } & EstimateOptions) | null;
}

type PriceCar = Pick<Car, 'price' | 'before_price' | 'subscription_price' | 'preorder'> &
  Omit<DriveAwayCar, 'price'>;

export function priceDisplay(car: PriceCar, options: PriceOptions = {}): PriceDisplay {
  const price = car.price ?? 0;
  if (options.offersSubscription && (car.subscription_price ?? 0) > 0) {
    const amount = car.subscription_price!;
    const text = formatMoney(amount, options.market);
    return { kind: 'subscription', amount, text, reduced: false, was: null };
  }
  const effective = options.reducedPrice ?? options.computedPrice ?? price;
  if (effective > MIN_SHOWN_PRICE) {
    const reduced = effective !== price;
    return {
      kind: 'price',
      amount: effective,
      text: formatMoney(effective, options.market),
      reduced,
      was: wasPrice(car, effective, options),
      driveAway: reduced ? null : driveAwayTotal(car, options),
    };
  }
  if (car.preorder) return { kind: 'preorder', text: PREORDER_TEXT, reduced: false, was: null };
  return {
    kind: 'enquire',
    text: options.noPriceText || DEFAULT_NO_PRICE_TEXT,
    reduced: false,
    was: null,
  };
}

function driveAwayTotal(car: PriceCar, options: PriceOptions): DriveAwayTotal | null {
  if (!options.driveAway) return null;
  const { state, ...estimateOptions } = options.driveAway;
  const estimate = estimatedDriveAway(car, state, options.market ?? 'AU', estimateOptions);
  return estimate
    ? {
        estimate,
        text: formatMoney(estimate.total, options.market),
        label: driveAwayLabel(estimate.state),
      }
    : null;
}

function wasPrice(car: PriceCar, current: number, options: PriceOptions): WasPrice | null {
  const old = options.reducedPrice != null ? (car.price ?? 0) : (car.before_price ?? 0);
  if (!(old > current)) return null;
  const useTradeIn = options.reducedPrice != null && options.tradeInWording;
  return {
    amount: old,
    text: useTradeIn ? 'with trade in:' : `Was ${formatMoney(old, options.market)}, now:`,
  };
}

/** What follows the figure: ' / week' after a subscription price, else nothing (its own markup in a card or the price block). */
export function priceSuffix(price: Pick<PriceDisplay, 'kind'>): string {
  return price.kind === 'subscription' ? SUBSCRIPTION_SUFFIX : '';
}

/**
 * The price as one line of text, the form every place without its own markup shows (sticky
 * bar, similar cars, PDF, share text, meta description): a subscription price carries ' / week';
 * a price with an estimated drive-away total reads as that total ('$67,381 est. drive-away (QLD)').
 */
export function priceLabel(price: PriceDisplay): string {
  if (price.kind === 'price' && price.driveAway)
    return `${price.driveAway.text} ${price.driveAway.label}`;
  return `${price.text}${priceSuffix(price)}`;
}
