/**
 * Price display, first match wins (vehicles-and-shopping.md §4 Price display).
 *   1. The site offers subscriptions and subscription_price > 0: the subscription price.
 *   2. The effective price (reduced price, else a computed price, else price) is > 10:
 *      that price, marked 'reduced' when it differs from price.
 *   3. preorder: 'PREORDER'.
 *   4. Otherwise noPriceText (default 'Enquire for price.').
 * Was price: shown when before_price (or price, when a reduced price is passed) is greater
 * than the current price; text 'Was {old}, now:', or 'with trade in:' under a flag.
 */
import { formatMoney } from '../format/money';
import type { Market } from '../market/market';
import { DEFAULT_NO_PRICE_TEXT } from '../tenant/config/vdp-defaults';
import type { Car } from './schema';

export const PREORDER_TEXT = 'PREORDER';
/** After a subscription price, wherever it shows (§4 Price display; the search's price slider). */
export const SUBSCRIPTION_SUFFIX = ' / week';
export const MIN_SHOWN_PRICE = 10;

export type PriceDisplay =
  | { kind: 'subscription'; amount: number; text: string; reduced: false; was: null }
  | { kind: 'price'; amount: number; text: string; reduced: boolean; was: WasPrice | null }
  | { kind: 'preorder'; text: string; reduced: false; was: null }
  | { kind: 'enquire'; text: string; reduced: false; was: null };

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
}

type PriceCar = Pick<Car, 'price' | 'before_price' | 'subscription_price' | 'preorder'>;

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
 * bar, similar cars, PDF, share text, meta description): a subscription price carries ' / week'.
 */
export function priceLabel(price: Pick<PriceDisplay, 'kind' | 'text'>): string {
  return `${price.text}${priceSuffix(price)}`;
}
