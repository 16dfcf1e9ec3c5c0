/**
 * Trade-in valuation rules (rules.md: Trade-in; Valuation wizard and trade-in):
 * - generally no online estimate for cars over 7 years old or over 100,000 km;
 * - the estimate uses make/model/year, odometer, service history, components present,
 *   2 sets of keys, no illegal modifications, and condition;
 * - it is indicative and subject to inspection; cars under finance need a payout letter.
 *
 * With no dealer valuation integration the offer is a local estimate, worked out from the
 * dealer's own stock prices and the shopper's answers, and labelled as such.
 */

import { KM_PER_MILE } from '../locations/distance';
import { distanceUnit, formatDistance } from '../market/format';
import type { DistanceUnit, Market } from '../market/market';

export const MAX_ONLINE_ESTIMATE_AGE_YEARS = 7;
export const MAX_ONLINE_ESTIMATE_KM = 100_000;

/**
 * The odometer limit in the dealer's unit (a US shopper types miles): 100,000 km, or the same
 * distance in miles said as a round figure (100,000 km is 62,137 mi: 62,000 mi).
 */
export function maxOnlineEstimateOdometer(unit: DistanceUnit = 'km'): number {
  return unit === 'km'
    ? MAX_ONLINE_ESTIMATE_KM
    : Math.round(MAX_ONLINE_ESTIMATE_KM / KM_PER_MILE / 1000) * 1000;
}

export const CAVEAT_INDICATIVE =
  'This offer is indicative and subject to inspection of your vehicle.';
export const CAVEAT_ESTIMATE_BASIS =
  'The estimate uses the make, model and year, odometer, service history, components present, 2 sets of keys, no illegal modifications, and condition.';
export const CAVEAT_PAYOUT_LETTER = 'Cars under finance need a payout letter from the lender.';
export const NO_ONLINE_ESTIMATE_MESSAGE =
  'We generally can’t give an online estimate for cars over 7 years old or over 100,000 km. Our team will contact you with a valuation after a quick inspection.';

/** The message in the market's unit (the spec's own words in km, above, for AU and NZ). */
export function noOnlineEstimateMessage(market: Market = 'AU'): string {
  const unit = distanceUnit(market);
  if (unit === 'km') return NO_ONLINE_ESTIMATE_MESSAGE;
  return NO_ONLINE_ESTIMATE_MESSAGE.replace(
    formatDistance(MAX_ONLINE_ESTIMATE_KM, 'AU'),
    formatDistance(maxOnlineEstimateOdometer(unit), market),
  );
}
export const LOCAL_ESTIMATE_LABEL = 'Local estimate';
export const LOCAL_ESTIMATE_NOTE =
  'Worked out on this website from our current stock prices and your answers, not by a valuation service.';

export type ServiceHistory = 'Full' | 'Partial' | 'None';
export type Condition = 'Excellent' | 'Good' | 'Fair' | 'Poor';
export type YesNo = 'Yes' | 'No';

/** The adjustment answers of the wizard's condition step. */
export interface AdjustmentAnswers {
  serviceHistory: ServiceHistory;
  twoSetsOfKeys: YesNo;
  componentsPresent: YesNo;
  illegalModifications: YesNo;
  condition: Condition;
}

export interface TradeInVehicle {
  year: number;
  make: string;
  model: string;
  kms: number;
}

/** Over 7 years old (by model year) or over 100,000 km (in the odometer's unit): no online estimate. */
export function noOnlineEstimate(
  vehicle: Pick<TradeInVehicle, 'year' | 'kms'>,
  now = new Date(),
  unit: DistanceUnit = 'km',
): boolean {
  return (
    now.getFullYear() - vehicle.year > MAX_ONLINE_ESTIMATE_AGE_YEARS ||
    vehicle.kms > maxOnlineEstimateOdometer(unit)
  );
}

/** A car the dealer lists, as a price reference. */
export interface StockReference {
  make: string;
  model: string;
  year?: number | null;
  price?: number | null;
  car_type: string;
}

/** Each year of age takes this share off a reference price. */
export const YEARLY_DEPRECIATION = 0.12;
/** A typical year's driving; more than this lowers the estimate, less raises it a little. */
export const KM_PER_YEAR = 15_000;
/** Retail to trade: reconditioning, warranty and the dealer's margin. */
export const TRADE_FACTOR = 0.8;
export const MIN_ESTIMATE = 500;

const CONDITION_FACTOR: Record<Condition, number> = {
  Excellent: 1,
  Good: 0.95,
  Fair: 0.85,
  Poor: 0.7,
};
const SERVICE_FACTOR: Record<ServiceHistory, number> = { Full: 1, Partial: 0.96, None: 0.9 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const norm = (s: string) => s.trim().toLowerCase();

/** The retail reference for the shopper's car: the median of comparable stock prices, each aged to the shopper's year. */
export function referencePrice(
  vehicle: Pick<TradeInVehicle, 'year' | 'make' | 'model'>,
  stock: readonly StockReference[],
  now = new Date(),
): number | null {
  const priced = stock.filter((c) => (c.price ?? 0) > 0);
  const tiers = [
    priced.filter(
      (c) => norm(c.make) === norm(vehicle.make) && norm(c.model) === norm(vehicle.model),
    ),
    priced.filter((c) => norm(c.make) === norm(vehicle.make)),
  ];
  const pool = tiers.find((t) => t.length > 0);
  if (!pool) return null;
  const aged = pool.map((c) => {
    const refYear = c.year ?? now.getFullYear();
    return (
      (c.price as number) * Math.pow(1 - YEARLY_DEPRECIATION, Math.max(0, refYear - vehicle.year))
    );
  });
  return median(aged);
}

export interface LocalEstimate {
  offer: number | null;
  reason: 'estimate' | 'no-online-estimate' | 'no-reference' | 'inspection-needed';
}

/** The local indicative offer, rounded down to $100; null with the reason when none is given online. */
export function localEstimate(
  vehicle: TradeInVehicle,
  answers: AdjustmentAnswers,
  stock: readonly StockReference[],
  now = new Date(),
): LocalEstimate {
  if (noOnlineEstimate(vehicle, now)) return { offer: null, reason: 'no-online-estimate' };
  if (answers.illegalModifications === 'Yes') return { offer: null, reason: 'inspection-needed' };
  const reference = referencePrice(vehicle, stock, now);
  if (reference === null) return { offer: null, reason: 'no-reference' };
  const age = Math.max(0, now.getFullYear() - vehicle.year);
  const expectedKm = Math.max(1, age) * KM_PER_YEAR;
  const kmFactor =
    1 - Math.min(0.15, Math.max(-0.05, ((vehicle.kms - expectedKm) / 100_000) * 0.1));
  let value =
    reference *
    TRADE_FACTOR *
    kmFactor *
    CONDITION_FACTOR[answers.condition] *
    SERVICE_FACTOR[answers.serviceHistory];
  if (answers.twoSetsOfKeys === 'No') value *= 0.98;
  if (answers.componentsPresent === 'No') value *= 0.98;
  const offer = Math.floor(value / 100) * 100;
  return offer >= MIN_ESTIMATE
    ? { offer, reason: 'estimate' }
    : { offer: null, reason: 'no-reference' };
}
