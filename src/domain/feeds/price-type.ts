/**
 * The Australian price type a vehicle feed needs (Google's vehicle_price_type): new cars carry
 * a drive-away or an estimated drive-away price; used cars a drive-away price or one excluding
 * government charges. Derived from the car's own price_type words; a demo car is sold as used.
 */
import type { Car } from '../vehicle/schema';
import { estimatedDriveAway, priceBasis } from '../drive-away/estimate';

/** Google's vehicle_price_type values for Australia (the AU rows of its value list). */
export type AuPriceType =
  'drive_away_price' | 'estimated_drive_away_price' | 'excluding_government_charges_price';

/** New for a feed's condition: car_type 'new'; demo and used cars are used (already registered). */
export function isNewForFeed(car: Pick<Car, 'car_type'>): boolean {
  return car.car_type === 'new';
}

/**
 * The estimated drive-away price of a new Australian car whose price excludes government
 * charges, for a buyer in the state of the dealership that holds it (the estimated drive-away
 * rule: stamp duty, registration, CTP and plates by state); null where there is none (no
 * Australian state, not a passenger car).
 */
export function feedEstimatedDriveAway(car: Car, state: string | null | undefined): number | null {
  return estimatedDriveAway(car, state, 'AU')?.total ?? null;
}

export type AuPriceOutcome =
  { ok: true; type: AuPriceType; amount: number } | { ok: false; reason: string };

/**
 * The price and price type an Australian vehicle feed carries for a car priced at `amount`
 * (the price the site shows, from the one price rule).
 */
export function auFeedPrice(
  car: Car,
  amount: number,
  state: string | null | undefined,
): AuPriceOutcome {
  const basis = priceBasis(car.price_type);
  const isNew = isNewForFeed(car);
  if (basis === 'drive-away') return { ok: true, type: 'drive_away_price', amount };
  if (basis === 'excluding-government-charges') {
    if (!isNew) return { ok: true, type: 'excluding_government_charges_price', amount };
    const estimate = feedEstimatedDriveAway({ ...car, price: amount }, state);
    if (estimate != null && estimate > 0)
      return { ok: true, type: 'estimated_drive_away_price', amount: estimate };
    return {
      ok: false,
      reason: `a new car's price "${car.price_type}" excludes government charges, and a new car needs a drive-away or estimated drive-away price (no estimate is available for it: no Australian state, or not a passenger car)`,
    };
  }
  return {
    ok: false,
    reason: car.price_type?.trim()
      ? `price type "${car.price_type}" does not say whether the price is drive-away or excludes government charges`
      : `no price type: ${isNew ? 'a new car needs a drive-away or estimated drive-away price' : 'a used car needs a drive-away price or one excluding government charges'}`,
  };
}
