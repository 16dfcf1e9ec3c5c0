/**
 * Reservation and online purchase (rules.md: Results and car cards; Vehicle detail page (VDP); Finance, reserve, purchase, trade-in and print routes; Reservation).
 * - 'Reserve Now {amount}' / 'Reserve This Car {amount}' (default $200), only when checkout
 *   is enabled for the car; a reserve amount of '$0' or null hides the amount.
 * - Reserve: /cars/{slug}/checkout, or /cars/{slug}/buy-online on some sites.
 */
import { isEnabled, type FlagSubject } from '../tenant/flags';
import { DEFAULT_RESERVE_AMOUNT } from '../tenant/config/vdp-defaults';
import { isOnLot } from './in-stock';
import type { Car } from './schema';

export const RESERVATION_HOLD_HOURS = 48;

type CheckoutCar = Pick<Car, 'status' | 'sold' | 'reserved' | 'price'>;

/** Checkout is enabled for a car on a site with reservation, on the lot, not sold or reserved, with a price. */
export function checkoutEnabled(car: CheckoutCar, site: FlagSubject): boolean {
  return (
    isEnabled('reservation', site) &&
    isOnLot(car) &&
    !car.sold &&
    !car.reserved &&
    (car.price ?? 0) > 0
  );
}

/** The amount shown on reserve buttons: undefined → '$200'; null or '$0' → none. */
export function reserveAmount(configured: string | null | undefined): string | null {
  if (configured === undefined) return DEFAULT_RESERVE_AMOUNT;
  if (configured === null || configured.replace(/\s/g, '') === '$0') return null;
  return configured;
}

export function reserveButtonText(
  configured: string | null | undefined,
  wording: 'Reserve Now' | 'Reserve This Car' = 'Reserve Now',
): string {
  const amount = reserveAmount(configured);
  return amount ? `${wording} ${amount}` : wording;
}

export function checkoutPath(car: Pick<Car, 'slug'>, buyOnline = false): string {
  return `/cars/${car.slug}/${buyOnline ? 'buy-online' : 'checkout'}`;
}
