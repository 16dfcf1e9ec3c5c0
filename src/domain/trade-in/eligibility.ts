/**
 * Trade-in / valuation eligibility (rules.md: Eligibility and quotes; Trade-in: price threshold above 200).
 * Eligible: the feature is enabled, status 'in_stock', not sold, not reserved, price above 200.
 * Trade-in buttons appear when the car is eligible or the dealer has the valuation integration.
 */
import { isEnabled, type FlagSubject } from '../tenant/flags';
import type { Car } from '../vehicle/schema';

export const TRADE_IN_MIN_PRICE = 200;

type TradeInCar = Pick<Car, 'status' | 'sold' | 'reserved' | 'price'>;
export interface TradeInSite extends FlagSubject {
  vehicle_valuation?: boolean | null;
  autograb?: boolean | null;
}

export function tradeInEnabled(site: TradeInSite): boolean {
  return isEnabled('tradeIn', site);
}

export function isTradeInEligible(car: TradeInCar, site: TradeInSite): boolean {
  return (
    tradeInEnabled(site) &&
    car.status === 'in_stock' &&
    !car.sold &&
    !car.reserved &&
    (car.price ?? 0) > TRADE_IN_MIN_PRICE
  );
}

/** The dealer's vehicle-valuation integration. */
export function hasValuationIntegration(site: TradeInSite): boolean {
  return Boolean(site.vehicle_valuation);
}

export function showTradeInButton(car: TradeInCar, site: TradeInSite): boolean {
  return isTradeInEligible(car, site) || hasValuationIntegration(site);
}

export function tradeInPath(car: Pick<Car, 'id'>): string {
  return `/cars/trade-in?car_id=${encodeURIComponent(String(car.id))}`;
}
