/**
 * The special flag (rules.md: Special flag): set when (a tenant flag AND
 * car_type new/demo AND make Nissan) OR (another flag AND car_type used). Its purpose is not
 * shown; the page exposes it as data-special for styling and analytics.
 */
import { isEnabled, type FlagSubject } from '../tenant/flags';
import type { Car } from './schema';

export const SPECIAL_MAKE = 'Nissan';

export function isSpecial(car: Pick<Car, 'car_type' | 'make'>, site: FlagSubject): boolean {
  const newNissan =
    (car.car_type === 'new' || car.car_type === 'demo') &&
    car.make.trim().toLowerCase() === SPECIAL_MAKE.toLowerCase();
  return (
    (isEnabled('specialNewNissan', site) && newNissan) ||
    (isEnabled('specialUsed', site) && car.car_type === 'used')
  );
}
