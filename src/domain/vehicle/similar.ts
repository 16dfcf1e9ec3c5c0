/**
 * Similar cars, for the sold view and for a car page that is no longer available: in-stock
 * cars of the same make and model first, then the same make, then the same body type, each
 * group nearest in price first.
 */
import { isInStock } from './in-stock';
import { modelName, type Car } from './schema';
import { slugify } from '../format/slug';
import { priceDisplay, priceLabel, type PriceOptions } from './price-display';
import type { DriveAwayCar } from '../drive-away/estimate';
import { formatDistance } from '../market/format';

type SimilarCar = Pick<
  Car,
  'slug' | 'make' | 'model' | 'body' | 'simple_body' | 'price' | 'status'
>;

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

export function similarCars<T extends SimilarCar>(
  target: Partial<Pick<Car, 'slug' | 'make' | 'body' | 'simple_body' | 'price'>> & {
    model?: Car['model'] | null;
  },
  stock: readonly T[],
  limit = 4,
): T[] {
  const make = norm(target.make);
  const model = target.model != null ? norm(modelName({ model: target.model })) : '';
  const body = norm(target.simple_body ?? target.body);
  const price = target.price ?? 0;
  const score = (c: T) => {
    if (make && norm(c.make) === make && model && norm(modelName(c)) === model) return 0;
    if (make && norm(c.make) === make) return 1;
    if (body && norm(c.simple_body ?? c.body) === body) return 2;
    return 3;
  };
  return stock
    .filter((c) => c.slug !== target.slug && isInStock(c))
    .map((c) => ({ c, s: score(c), d: Math.abs((c.price ?? 0) - price) }))
    .sort((a, b) => a.s - b.s || a.d - b.d || a.c.slug.localeCompare(b.c.slug))
    .slice(0, limit)
    .map((x) => x.c);
}

/** Make and model guessed from a car slug ('2021-toyota-corolla-ascent-123'), against the makes and models in stock. */
export function guessFromSlug<T extends Pick<Car, 'make' | 'model'>>(
  slug: string,
  stock: readonly T[],
): { make: string | null; model: string | null } {
  const words = `-${slug.toLowerCase()}-`;
  const dashed = (s: string) => `-${slugify(s)}-`;
  const makes = [...new Set(stock.map((c) => c.make))].sort((a, b) => b.length - a.length);
  const make = makes.find((m) => words.includes(dashed(m))) ?? null;
  if (!make) return { make: null, model: null };
  const models = [...new Set(stock.filter((c) => c.make === make).map((c) => modelName(c)))].sort(
    (a, b) => b.length - a.length,
  );
  return { make, model: models.find((m) => words.includes(dashed(m))) ?? null };
}

/**
 * A similar car's line under its title: its price by the one price display rule (' / week' on
 * a subscription site) and its odometer in the market's unit: '$189 / week · 12,345 mi'.
 */
export function similarCarMeta(
  car: Pick<Car, 'price' | 'before_price' | 'subscription_price' | 'preorder' | 'km'> &
    Omit<DriveAwayCar, 'price'>,
  options: Pick<PriceOptions, 'noPriceText' | 'offersSubscription' | 'market' | 'driveAway'>,
): string {
  const price = priceLabel(priceDisplay(car, options));
  return car.km != null ? `${price} · ${formatDistance(car.km, options.market)}` : price;
}
