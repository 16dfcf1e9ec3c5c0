/**
 * Facts about a site derived from its configuration (rules.md: Text placeholders; Names, makes and slugs).
 */
import type { Website } from './schema/website';
import { siteManufacturerName } from './flags';
import { dealerTimeZone, type MarketConfig } from '../market/market';

/** The city used anywhere is override_city when set, else address.city. */
export function siteCity(site: Pick<Website, 'override_city' | 'address'>): string {
  return site.override_city || site.address?.city || '';
}

/**
 * Manufacturer display names (rules.md: Names, makes and slugs): 'skoda' shows with its diacritic; 'chery nz' as the
 * plain brand; 'Suzuki Australia' as Suzuki; 'Mercedes Benz' as Mercedes-Benz; 'Isuzu UTE'
 * as Isuzu; other values unchanged; empty shows as empty.
 */
export function manufacturerDisplayName(name: string | null | undefined): string {
  if (!name) return '';
  const key = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
  switch (key) {
    case 'skoda':
      return 'Škoda';
    case 'chery nz':
      return 'Chery';
    case 'suzuki australia':
      return 'Suzuki';
    case 'mercedes benz':
      return 'Mercedes-Benz';
    case 'isuzu ute':
      return 'Isuzu';
    default:
      return name;
  }
}

export function siteManufacturer(site: Pick<Website, 'manufacturer'>): string {
  return manufacturerDisplayName(siteManufacturerName(site));
}

/** The site's primary location: the one flagged primary, else the first sales location, else the first. */
export function primaryLocation<
  L extends { primary?: boolean | null; location_type?: string | null },
>(locations: readonly L[]): L | undefined {
  return (
    locations.find((l) => l.primary) ??
    locations.find((l) => !l.location_type || l.location_type === 'sales') ??
    locations[0]
  );
}

/**
 * The site's own clock: its primary location's time zone, else its config.timeZone, else its
 * market's default. The footer's year, and the daily check of whether the site must be built
 * again (src/build/build-digest.ts), read the date in it.
 */
export function siteTimeZone(site: {
  config?: MarketConfig | null;
  locations?:
    | readonly {
        primary?: boolean | null;
        location_type?: string | null;
        time_zone?: string | null;
      }[]
    | null;
}): string {
  return dealerTimeZone(site.config, primaryLocation(site.locations ?? [])?.time_zone);
}
