/**
 * Location types and groups (rules.md: Location; Location type; Names, makes and slugs): sales, service,
 * parts; an empty type is sales. A location group is the locations whose names match once
 * ' Parts', ' Service' and ' Sales' are stripped; within a group the order is sales,
 * service, parts. Only visible locations render.
 */
export const LOCATION_TYPE_ORDER = ['sales', 'service', 'parts'] as const;
export type KnownLocationType = (typeof LOCATION_TYPE_ORDER)[number];

export interface TypedLocation {
  id: string | number;
  name: string;
  location_type?: string | null;
  visible?: boolean | null;
}

/** The location's type: '' (or none) is sales; other values are kept (a car-buying value). */
export function locationTypeOf(location: Pick<TypedLocation, 'location_type'>): string {
  const type = (location.location_type ?? '').trim().toLowerCase();
  return type === '' ? 'sales' : type;
}

/** 'Sales', 'Service', 'Parts'; another type capitalised. */
export function locationTypeLabel(type: string): string {
  return type ? type[0].toUpperCase() + type.slice(1) : 'Sales';
}

/** A type's rank: sales, service, parts, then any other type. */
export function locationTypeRank(location: Pick<TypedLocation, 'location_type'>): number {
  const i = (LOCATION_TYPE_ORDER as readonly string[]).indexOf(locationTypeOf(location));
  return i === -1 ? LOCATION_TYPE_ORDER.length : i;
}

/** Sorted sales, service, parts (stable: equal types keep their order). */
export function sortByLocationType<L extends Pick<TypedLocation, 'location_type'>>(
  locations: readonly L[],
): L[] {
  return [...locations].sort((a, b) => locationTypeRank(a) - locationTypeRank(b));
}

/** Location grouping strips ' Parts', ' Service' and ' Sales' from names (rules.md: Names, makes and slugs). */
export function locationGroupName(name: string): string {
  return name.replace(/ (Parts|Service|Sales)\b/g, '').trim();
}

/** Only visible locations render: visible false hides one, a missing value shows it. */
export function visibleLocations<L extends Pick<TypedLocation, 'visible'>>(
  locations: readonly L[],
): L[] {
  return locations.filter((l) => l.visible !== false);
}

export interface AddressedLocation extends TypedLocation {
  address?: {
    street?: string | null;
    postcode?: string | number | null;
  } | null;
}

const addressKey = (l: AddressedLocation) => {
  const street = l.address?.street?.trim().toLowerCase();
  return street ? `${street}|${l.address?.postcode ?? ''}` : null;
};

/**
 * The location types sharing this location's address or (stripped) name, for the detail
 * page's select: the location itself included, sales, service, parts.
 */
export function siblingLocations<L extends AddressedLocation>(
  location: L,
  locations: readonly L[],
): L[] {
  const name = locationGroupName(location.name);
  const address = addressKey(location);
  const siblings = visibleLocations(locations).filter(
    (l) =>
      String(l.id) === String(location.id) ||
      locationGroupName(l.name) === name ||
      (address != null && addressKey(l) === address),
  );
  if (!siblings.some((l) => String(l.id) === String(location.id))) siblings.unshift(location);
  return sortByLocationType(siblings);
}

export interface LocationGroup<L> {
  /** The stripped name of its first member. */
  name: string;
  /** Sales, service, parts. */
  members: L[];
}

/**
 * Visible locations grouped: locations whose stripped names match, or that share a street
 * address, form one group (the grid's one card per location group, rules.md: Location screens); groups keep the
 * order of their first location.
 */
export function groupLocations<L extends AddressedLocation>(
  locations: readonly L[],
): LocationGroup<L>[] {
  const groups: L[][] = [];
  for (const l of visibleLocations(locations)) {
    const name = locationGroupName(l.name);
    const address = addressKey(l);
    const group = groups.find((g) =>
      g.some(
        (m) => locationGroupName(m.name) === name || (address != null && addressKey(m) === address),
      ),
    );
    if (group) group.push(l);
    else groups.push([l]);
  }
  return groups.map((g) => {
    const members = sortByLocationType(g);
    return { name: locationGroupName(members[0].name), members };
  });
}
