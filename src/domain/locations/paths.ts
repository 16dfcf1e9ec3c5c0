/**
 * Location URLs (rules.md: Own-site routes (content side); Location screens): detail pages, contact pages, the stock
 * search from a location, the maps service's place and directions links, address lines.
 */
export const LOCATIONS_PATH = '/our-location';
export const LOCATIONS_TITLE = 'View our locations';

/** The detail page: /our-location/{slug} (also served at /locations/{slug}). */
export const locationPath = (slug: string) => `${LOCATIONS_PATH}/${slug}`;
export const locationAliasPath = (slug: string) => `/locations/${slug}`;
/** The location's contact page. */
export const locationContactPath = (slug: string) => `/contact-us/${slug}`;
/** 'View Our Stock' from a location. */
export const locationStockPath = (slug: string) => `/search/${slug}`;

export interface AddressParts {
  street?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | number | null;
  full?: string | null;
  lat?: number | string | null;
  long?: number | string | null;
  place_id?: string | null;
  place_url?: string | null;
}

/** ['85 Maroochydore Road', 'Maroochydore QLD 4558'] (the full address when there are no parts). */
export function addressLines(address: AddressParts | null | undefined): string[] {
  if (!address) return [];
  const town = [address.city, address.state, address.postcode]
    .filter((p) => p != null && p !== '')
    .join(' ');
  const lines = [address.street?.trim(), town].filter((l): l is string => Boolean(l));
  if (lines.length === 0 && address.full?.trim()) return [address.full.trim()];
  return lines;
}

/** One line: '85 Maroochydore Road, Maroochydore QLD 4558'. */
export const addressText = (address: AddressParts | null | undefined) =>
  addressLines(address).join(', ');

const MAPS = 'https://www.google.com/maps';

/** The location's map place URL (its place_url, else a search for its name and address). */
export function placeUrl(name: string, address: AddressParts | null | undefined): string | null {
  if (address?.place_url) return address.place_url;
  const text = addressText(address);
  if (!text) return null;
  return `${MAPS}/search/?api=1&query=${encodeURIComponent(`${name}, ${text}`)}`;
}

/** 'Get Directions' from the maps service: to the place id when known, else to the address. */
export function directionsUrl(
  name: string,
  address: AddressParts | null | undefined,
): string | null {
  const text = addressText(address);
  if (!text && address?.lat == null) return null;
  const destination =
    address?.lat != null && address?.long != null
      ? `${address.lat},${address.long}`
      : `${name}, ${text}`;
  const place = address?.place_id
    ? `&destination_place_id=${encodeURIComponent(address.place_id)}`
    : '';
  return `${MAPS}/dir/?api=1&destination=${encodeURIComponent(destination)}${place}`;
}
