/**
 * The Australian price type a vehicle feed needs (Google's vehicle_price_type): new cars carry
 * a drive-away or an estimated drive-away price; used cars a drive-away price or one excluding
 * government charges. Derived from the car's own price_type words; a demo car is sold as used.
 */
import type { Car } from '../vehicle/schema';

/** What the car's price includes, read from its price_type ('Drive Away', 'Excl. Government Charges'). */
export type PriceBasis = 'drive_away' | 'excluding_government_charges' | 'unknown';

/** Google's vehicle_price_type values for Australia (the AU rows of its value list). */
export type AuPriceType =
  'drive_away_price' | 'estimated_drive_away_price' | 'excluding_government_charges_price';

const DRIVE_AWAY =
  /\b(drive|ride|tow)[\s-]*away\b|^\s*dap\s*$|no more to pay|\bincl(\.|uding)?\s*(govt|government|on[\s-]*road)/i;
const EXCLUDING =
  /\bexcl(\.|uding|udes)?\b|^\s*egc\s*$|\+\s*orc\b|\bplus\s+(orc|on[\s-]*road)|before\s+on[\s-]*road/i;

/** What the car's price_type says its price includes. */
export function priceBasis(priceType: string | null | undefined): PriceBasis {
  const words = priceType?.trim() ?? '';
  if (!words) return 'unknown';
  // 'Drive Away excl. options' is still a price that is not drive away: the exclusion wins
  if (EXCLUDING.test(words)) return 'excluding_government_charges';
  if (DRIVE_AWAY.test(words)) return 'drive_away';
  return 'unknown';
}

/** New for a feed's condition: car_type 'new'; demo and used cars are used (already registered). */
export function isNewForFeed(car: Pick<Car, 'car_type'>): boolean {
  return car.car_type === 'new';
}

/**
 * The estimated drive-away price of a new Australian car whose price excludes government
 * charges, or null while there is none. THE SEAM: the platform's estimated drive-away rule
 * (stamp duty, registration, CTP and dealer delivery by state) plugs in here and nowhere else;
 * until it does, such a car is left out of the feeds that need a drive-away price.
 */
export function feedEstimatedDriveAway(_car: Car): number | null {
  return null;
}

export type AuPriceOutcome =
  { ok: true; type: AuPriceType; amount: number } | { ok: false; reason: string };

/**
 * The price and price type an Australian vehicle feed carries for a car priced at `amount`
 * (the price the site shows, from the one price rule).
 */
export function auFeedPrice(car: Car, amount: number): AuPriceOutcome {
  const basis = priceBasis(car.price_type);
  const isNew = isNewForFeed(car);
  if (basis === 'drive_away') return { ok: true, type: 'drive_away_price', amount };
  if (basis === 'excluding_government_charges') {
    if (!isNew) return { ok: true, type: 'excluding_government_charges_price', amount };
    const estimate = feedEstimatedDriveAway(car);
    if (estimate != null && estimate > 0)
      return { ok: true, type: 'estimated_drive_away_price', amount: estimate };
    return {
      ok: false,
      reason: `a new car's price "${car.price_type}" excludes government charges, and a new car needs a drive-away or estimated drive-away price (no estimate is available for it)`,
    };
  }
  return {
    ok: false,
    reason: car.price_type?.trim()
      ? `price type "${car.price_type}" does not say whether the price is drive-away or excludes government charges`
      : `no price type: ${isNew ? 'a new car needs a drive-away or estimated drive-away price' : 'a used car needs a drive-away price or one excluding government charges'}`,
  };
}
