/**
 * Favourites and compare lists kept on the device (rules.md: Stored on the device
 * the device, rules.md: Watchlist and favourites; Roles and permissions).
 * - Favourite: id (string), name, slug, make, model, primary_image_url. The image falls back
 *   to the first thumbnail, then the first image's thumb url, then empty.
 * - Favourites and compare toggle: add if absent, remove if present.
 */
import { modelName } from '../vehicle/car-values';
import type { Car } from '../vehicle/schema';

export interface Favourite {
  id: string;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string;
}

export const FAVOURITES_KEY = 'favourites';
export const COMPARE_KEY = 'compare';

/**
 * The device keys an island showing the saved lists hydrates at once for (client:reach's
 * `stored`): none where the site keeps no lists on the device.
 */
export const savedListKeys = (storeFavourites: boolean): string[] =>
  storeFavourites ? [FAVOURITES_KEY, COMPARE_KEY] : [];

type FavouriteCar = Pick<
  Car,
  'id' | 'name' | 'slug' | 'make' | 'model' | 'primary_image_url' | 'thumbnails' | 'images'
>;

export function favouriteOf(car: FavouriteCar, name?: string): Favourite {
  return {
    id: String(car.id),
    name: car.name || name || '',
    slug: car.slug,
    make: car.make,
    model: modelName(car),
    primary_image_url:
      car.primary_image_url || car.thumbnails?.[0] || car.images?.[0]?.image?.thumb?.url || '',
  };
}

/** Add if absent, remove if present (by id). */
export function toggleSaved(list: readonly Favourite[], item: Favourite): Favourite[] {
  return list.some((f) => f.id === item.id)
    ? list.filter((f) => f.id !== item.id)
    : [...list, item];
}

export function isSaved(list: readonly Favourite[], id: string | number): boolean {
  return list.some((f) => f.id === String(id));
}

/** A stored list read back: malformed entries are dropped. */
export function readSaved(raw: unknown): Favourite[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (f): f is Favourite => Boolean(f) && typeof f.id === 'string' && typeof f.slug === 'string',
    )
    .map((f) => ({
      id: f.id,
      name: String(f.name ?? ''),
      slug: f.slug,
      make: String(f.make ?? ''),
      model: String(f.model ?? ''),
      primary_image_url: String(f.primary_image_url ?? ''),
    }));
}
