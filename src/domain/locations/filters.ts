/**
 * Which locations a block, a card grid, a carousel, a form or a map shows
 * (rules.md: Location screens; Locations and forms tied to locations). Every list keeps only visible locations.
 */
import { slugify } from '../format/slug';
import { primaryLocation } from '../tenant/site';
import { locationTypeOf, visibleLocations, type TypedLocation } from './location-type';

export interface FilterableLocation extends TypedLocation {
  primary?: boolean | null;
  location_subtype?: readonly string[] | null;
  /** Make slugs. */
  manufacturers?: readonly string[] | null;
}

/** The locations block's filter: a group, 'all', or one location's id (rules.md: Location screens). */
export const LOCATIONS_BLOCK_FILTERS = [
  'primary',
  'sales',
  'service',
  'parts',
  'service-and-parts',
  'all',
] as const;
export type LocationsBlockFilter = (typeof LOCATIONS_BLOCK_FILTERS)[number] | (string & {});

export interface LocationsBlockOptions {
  /** Only locations carrying this make (a name or a slug). */
  manufacturer?: string | null;
  /** Only locations with this subtype (e.g. 'buying'). */
  subtype?: string | null;
  /** With selectedLocations: leave those out (true) or keep only those (false). */
  exclude?: boolean | null;
  selectedLocations?: readonly (string | number)[] | null;
  /** A list chosen elsewhere, used instead of the site's locations. */
  filteredLocations?: readonly (string | number)[] | null;
}

const hasMake = (l: FilterableLocation, make: string) =>
  (l.manufacturers ?? []).some((m) => slugify(m) === slugify(make));

/** The locations block (rules.md: Location screens): one location gives a single large card, several a grid. */
export function locationsBlock<L extends FilterableLocation>(
  locations: readonly L[],
  filter: LocationsBlockFilter,
  options: LocationsBlockOptions = {},
): { layout: 'single' | 'grid' | 'empty'; locations: L[] } {
  let list = visibleLocations(locations);
  if (options.filteredLocations) {
    const ids = new Set(options.filteredLocations.map(String));
    list = list.filter((l) => ids.has(String(l.id)));
  }
  switch (filter) {
    case 'primary': {
      const primary = primaryLocation(list);
      list = primary ? [primary] : [];
      break;
    }
    case 'sales':
    case 'service':
    case 'parts':
      list = list.filter((l) => locationTypeOf(l) === filter);
      break;
    case 'service-and-parts':
      list = list.filter((l) => ['service', 'parts'].includes(locationTypeOf(l)));
      break;
    case 'all':
      break;
    default:
      list = list.filter((l) => String(l.id) === String(filter));
  }
  if (options.manufacturer) list = list.filter((l) => hasMake(l, options.manufacturer!));
  if (options.subtype)
    list = list.filter((l) => (l.location_subtype ?? []).includes(options.subtype!));
  if (options.selectedLocations?.length) {
    const ids = new Set(options.selectedLocations.map(String));
    list = list.filter((l) => ids.has(String(l.id)) !== Boolean(options.exclude));
  }
  return {
    layout: list.length === 0 ? 'empty' : list.length === 1 ? 'single' : 'grid',
    locations: list,
  };
}

/** The location cards grid's filter condition (rules.md: Location screens). */
export type CardsCondition = 'service-only' | 'sales' | 'parts' | 'non-parts';

/** The one location a tenant's grid shows by name (rules.md: Location screens: 'another shows only a location named ...'). */
export const FIND_MY_CAR_LOCATION = 'Find My Car';

export interface CardsOptions {
  /** A fixed order of names (one tenant): listed names first, in that order. */
  nameOrder?: readonly string[] | null;
  /** Show only the location of this name (another tenant: 'Find My Car'). */
  onlyName?: string | null;
}

/**
 * The location cards grid (rules.md: Location screens): service-only keeps service locations; sales keeps sales
 * locations; otherwise parts versus non-parts.
 */
export function locationCards<L extends FilterableLocation>(
  locations: readonly L[],
  condition: CardsCondition,
  options: CardsOptions = {},
): L[] {
  let list = visibleLocations(locations).filter((l) => {
    const type = locationTypeOf(l);
    if (condition === 'service-only') return type === 'service';
    if (condition === 'sales') return type === 'sales';
    if (condition === 'parts') return type === 'parts';
    return type !== 'parts';
  });
  if (options.onlyName) list = list.filter((l) => l.name === options.onlyName);
  if (options.nameOrder?.length) {
    const rank = (l: L) => {
      const i = options.nameOrder!.indexOf(l.name);
      return i === -1 ? options.nameOrder!.length : i;
    };
    list = [...list].sort((a, b) => rank(a) - rank(b));
  }
  return list;
}

/** The 'Our Locations' carousel (rules.md: Location screens): visible locations sorted by name. */
export function carouselLocations<L extends FilterableLocation>(locations: readonly L[]): L[] {
  return visibleLocations(locations).sort((a, b) =>
    a.name.localeCompare(b.name, 'en-AU', { sensitivity: 'base' }),
  );
}

/** Location filter types for lists tied to forms (rules.md: Locations and forms tied to locations). */
export type LocationKindFilter =
  'buying' | 'sales' | 'service' | 'service-no-make' | 'parts' | 'parts-no-make';

/**
 * Locations of a kind (rules.md: Locations and forms tied to locations): 'buying' by subtype; sales, service and parts by type and, when a
 * make is given, by make; the '-no-make' kinds ignore the make.
 */
export function locationsOfKind<L extends FilterableLocation>(
  locations: readonly L[],
  kind: LocationKindFilter,
  make?: string | null,
): L[] {
  const list = visibleLocations(locations);
  if (kind === 'buying')
    return list.filter(
      (l) => (l.location_subtype ?? []).includes('buying') || locationTypeOf(l) === 'buying',
    );
  const type = kind.replace('-no-make', '');
  const useMake = !kind.endsWith('-no-make') && make;
  return list.filter(
    (l) =>
      locationTypeOf(l) === type &&
      (!useMake || (l.manufacturers ?? []).length === 0 || hasMake(l, make)),
  );
}

/** Map filter conditions (rules.md: Locations and forms tied to locations). */
export type MapCondition = 'none' | 'service-only' | 'hide-service';

export function mapLocations<L extends FilterableLocation>(
  locations: readonly L[],
  condition: MapCondition,
): L[] {
  const list = visibleLocations(locations);
  if (condition === 'service-only') return list.filter((l) => locationTypeOf(l) === 'service');
  if (condition === 'hide-service') return list.filter((l) => locationTypeOf(l) !== 'service');
  return list;
}
