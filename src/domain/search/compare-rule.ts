/**
 * Compare's rules (rules.md: Watchlist and favourites; Display rules):
 * when the toggle is hidden, and how many cars the list holds. The card (card.ts) and the
 * device store (src/stores/shopper.ts) read them.
 */
import { primaryImage } from '../vehicle/images';
import { isInStock } from '../vehicle/in-stock';
import type { Car } from '../vehicle/schema';

/** A sensible maximum for a side-by-side table on a phone and a desktop alike. */
export const COMPARE_MAX = 4;
export const COMPARE_FULL_TEXT = `You can compare up to ${COMPARE_MAX} cars. Remove one to add another.`;
/** Whether another car may join the compare list. */
export function canAddToCompare(list: readonly unknown[]): boolean {
  return list.length < COMPARE_MAX;
}

/**
 * rules.md: Validation rules: 'Compare is hidden on some sites when any of these hold': the car is not in stock; the
 * car is not used (in one mode: usedOnly); price is 0 or less; the car has no images. The
 * sites are those with compare mode (the compare flag), the only ones that show the toggle.
 */
export function compareHidden(
  car: Pick<Car, 'status' | 'car_type' | 'price' | 'images' | 'thumbnails' | 'primary_image_url'>,
  options: { usedOnly?: boolean } = {},
): boolean {
  return (
    !isInStock(car) ||
    (Boolean(options.usedOnly) && car.car_type !== 'used') ||
    !((car.price ?? 0) > 0) ||
    primaryImage(car) === null
  );
}
