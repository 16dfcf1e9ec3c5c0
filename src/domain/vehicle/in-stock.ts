/**
 * In stock (rules.md: In stock).
 *
 * The spec gives two readings: status in_stock only, or in_stock or coming_soon. We take
 * the second for what a shopper sees (a coming-soon car is not sold: it must not get the
 * sold view, and it can be enquired on), and status in_stock alone where a transaction
 * needs the car on the lot (reserve, online purchase, trade-in eligibility).
 */
import type { Car } from './schema';

export function isInStock(car: Pick<Car, 'status'>): boolean {
  return car.status === 'in_stock' || car.status === 'coming_soon';
}

/** On the lot now: reserve, buy online and trade-in need this. */
export function isOnLot(car: Pick<Car, 'status'>): boolean {
  return car.status === 'in_stock';
}

/** Anything not in stock gets the sold view. */
export function isSoldView(car: Pick<Car, 'status'>): boolean {
  return !isInStock(car);
}
