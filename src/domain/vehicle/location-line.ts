/**
 * The car's location on the vehicle page (rules.md: Vehicle detail page (VDP) sidebar 5, rules.md: Validation rules
 * Display rules; rules.md: Sub-footer and header banner vdp_config.show_map_section).
 * - 'Located at' with the location name (or 'Vehicle Location'), linking to #vehicle-map.
 * - Hidden, falling back to the private suburb/postcode when present, when any of these
 *   hold: location display is off or the heading link is disabled; the address id is 793;
 *   the name contains 'undefined'; the location has distribution_locations.
 * - Under a flag, location id 5823 hides the street.
 * - The print link is hidden when the location has distribution_locations.
 */
import { isEnabled, type FlagSubject } from '../tenant/flags';
import type { Car } from './schema';

export const LOCATED_AT = 'Located at';
export const VEHICLE_LOCATION = 'Vehicle Location';
export const VEHICLE_MAP_ANCHOR = '#vehicle-map';
export const HIDDEN_ADDRESS_ID = '793';
export const STREET_HIDDEN_LOCATION_ID = '5823';

type LocationCar = Pick<Car, 'location' | 'location_name' | 'private_suburb' | 'private_postcode'>;

export interface LocationDisplayOptions {
  /** Location display on (default). */
  showLocation?: boolean;
  /** The heading link to the map on (default). */
  headingLink?: boolean;
}

export type LocationLine =
  | { kind: 'location'; name: string; href: typeof VEHICLE_MAP_ANCHOR; address: string | null }
  | { kind: 'private'; text: string }
  | null;

export function hasDistributionLocations(car: Pick<Car, 'location'>): boolean {
  return (car.location?.distribution_locations?.length ?? 0) > 0;
}

/** Whether the location (line and map) is hidden for this car. */
export function locationHidden(car: LocationCar, options: LocationDisplayOptions = {}): boolean {
  const name = car.location?.name ?? car.location_name ?? '';
  return (
    options.showLocation === false ||
    options.headingLink === false ||
    String(car.location?.address?.id ?? '') === HIDDEN_ADDRESS_ID ||
    name.includes('undefined') ||
    hasDistributionLocations(car)
  );
}

function addressText(car: Pick<Car, 'location'>, site: FlagSubject): string | null {
  const a = car.location?.address;
  if (!a) return null;
  const hideStreet =
    isEnabled('hideStreetOfLocation5823', site) &&
    String(car.location?.id ?? '') === STREET_HIDDEN_LOCATION_ID;
  const parts = [
    hideStreet ? null : a.street,
    [a.city, a.state, a.postcode].filter((p) => p != null && String(p).trim() !== '').join(' '),
  ];
  const text = parts.filter((p) => p && String(p).trim()).join(', ');
  return text || null;
}

export function locationLine(
  car: LocationCar,
  site: FlagSubject,
  options: LocationDisplayOptions = {},
): LocationLine {
  if (locationHidden(car, options)) {
    const text = [car.private_suburb, car.private_postcode]
      .filter((p) => p != null && String(p).trim() !== '')
      .join(' ');
    return text ? { kind: 'private', text } : null;
  }
  const name = car.location?.name?.trim() || car.location_name?.trim() || VEHICLE_LOCATION;
  return { kind: 'location', name, href: VEHICLE_MAP_ANCHOR, address: addressText(car, site) };
}

/** The map section shows when the site allows it (vdp_config.show_map_section, default on) and the location is not hidden. */
export function showMapSection(
  car: LocationCar,
  site: { vdp_config?: { show_map_section?: boolean | null } | null },
  options: LocationDisplayOptions = {},
): boolean {
  return site.vdp_config?.show_map_section !== false && !locationHidden(car, options);
}

/** The print link is hidden when the location has distribution_locations. */
export function showPrintLink(car: Pick<Car, 'location'>): boolean {
  return !hasDistributionLocations(car);
}
