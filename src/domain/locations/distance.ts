/**
 * Distances for 'nearest location first' (rules.md: Maps geocoding): great-circle
 * distance with an earth radius of 6371 km.
 */
import { groupThousands } from '../format/intl';

export const EARTH_RADIUS_KM = 6371;

export interface LatLng {
  lat: number;
  lng: number;
}

const radians = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance in km. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A location's coordinates (lat and long are sent as strings); null when missing. */
export function locationPoint(
  address:
    | {
        lat?: number | string | null;
        long?: number | string | null;
      }
    | null
    | undefined,
): LatLng | null {
  const lat = Number(address?.lat);
  const lng = Number(address?.long);
  if (
    address?.lat == null ||
    address?.long == null ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng)
  )
    return null;
  return { lat, lng };
}

/** Nearest first; items without coordinates keep their order after the rest. */
export function nearestFirst<T>(
  items: readonly T[],
  origin: LatLng,
  pointOf: (item: T) => LatLng | null,
): { item: T; km: number | null }[] {
  const measured = items.map((item, index) => {
    const p = pointOf(item);
    return { item, km: p ? distanceKm(origin, p) : null, index };
  });
  measured.sort((a, b) => {
    if (a.km == null || b.km == null)
      return a.km == null ? (b.km == null ? a.index - b.index : 1) : -1;
    return a.km - b.km || a.index - b.index;
  });
  return measured.map(({ item, km }) => ({ item, km }));
}

/** Kilometres in a statute mile. */
export const KM_PER_MILE = 1.609344;

/**
 * '12 km away', '850 m away'; in a miles market (a computed distance, so converted) '7.5 mi
 * away', never under '0.1 mi away'.
 */
export function distanceText(km: number, unit: 'km' | 'mi' = 'km'): string {
  if (unit === 'mi') {
    const mi = Math.max(0.1, km / KM_PER_MILE);
    return `${mi < 10 ? mi.toFixed(1) : groupThousands(mi, 'en-US')} mi away`;
  }
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m away`;
  return `${km < 10 ? km.toFixed(1) : groupThousands(km)} km away`;
}
