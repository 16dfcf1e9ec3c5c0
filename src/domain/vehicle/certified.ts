/**
 * Certified pre-owned (rules.md: Vehicle detail page (VDP) Other VDP blocks, rules.md: In stock; Validation rules
 * Display rules; rules.md: Business constants and limits: certified pre-owned copy).
 * - Badge: make is the specific brand, certified is true, a flag is on, status is not sold.
 * - Certified Pre-Owned section: the make matches and the car is certified.
 * - A certified used car of the brand shows the certified-pre-owned logo on some sites; a
 *   certified used car of another make shows a certified tag.
 * - Modal 'Certified Vehicle': 1-year extra warranty, 90-point inspection, 12 months roadside assist.
 */
import { isEnabled, type FlagSubject } from '../tenant/flags';
import type { Car } from './schema';

/** The brand whose certified pre-owned programme the badge, section and logo belong to. */
export const CERTIFIED_MAKE = 'Toyota';
export const CERTIFIED_MODAL_TITLE = 'Certified Vehicle';
export const CERTIFIED_TAG = 'Certified';
export const CERTIFIED_PRE_OWNED_TITLE = `${CERTIFIED_MAKE} Certified Pre-Owned`;
export const CERTIFIED_BENEFITS = [
  '1-year extra warranty',
  '90-point inspection',
  '12 months roadside assist',
] as const;
export const CERTIFIED_TERMS =
  'Certified pre-owned benefits apply to eligible vehicles sold by participating dealers. The extra warranty starts when the new-vehicle warranty ends; roadside assistance starts on the day of purchase. Terms, conditions and exclusions apply: ask the dealer for details.';

type CertifiedCar = Pick<Car, 'make' | 'certified' | 'status' | 'car_type'>;

const isBrand = (make: string) => make.trim().toLowerCase() === CERTIFIED_MAKE.toLowerCase();

export function showCertifiedBadge(car: CertifiedCar, site: FlagSubject): boolean {
  return (
    isBrand(car.make) &&
    car.certified === true &&
    isEnabled('certifiedPreOwned', site) &&
    car.status !== 'sold'
  );
}

export function showCertifiedSection(car: CertifiedCar): boolean {
  return isBrand(car.make) && car.certified === true;
}

/** The certified mark on a used car: the programme logo (the brand, on sites with the flag) or the plain tag (another make). */
export function certifiedMark(car: CertifiedCar, site: FlagSubject): 'logo' | 'tag' | null {
  if (car.certified !== true || car.car_type !== 'used') return null;
  if (isBrand(car.make)) return isEnabled('certifiedPreOwned', site) ? 'logo' : null;
  return 'tag';
}
