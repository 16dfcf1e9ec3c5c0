/**
 * Selects tied to locations and dealerships (rules.md: Enquiry form;
 * rules.md: Locations and forms tied to locations).
 */
import { slugify } from '../format/slug';
import type { FieldOption } from './fields';
import type { FormContext, FormLocation, LocationKind } from './context';

/** A location's kind: '' is sales; 'buying' in its subtypes (or as its type) makes it a buying location. */
export function locationKind(
  location: Pick<FormLocation, 'type' | 'subtypes'>,
): LocationKind | (string & {}) {
  if (location.subtypes.includes('buying')) return 'buying';
  return location.type === '' ? 'sales' : location.type;
}

export interface DealershipLocationFilter {
  /** Only locations that carry this make. */
  make?: string | null;
  /** Only locations of this kind. */
  kind?: LocationKind;
}

/**
 * The dealership location select (location_id): options filtered by make or by location
 * type, or replaced by the configured hard-coded list; the excluded ids left out; labelled
 * by city when asked, else by name.
 */
export function dealershipLocationOptions(
  context: Pick<
    FormContext,
    'locations' | 'dealershipLocationIds' | 'dealershipLocationLabel' | 'excludedLocationIds'
  >,
  filter: DealershipLocationFilter = {},
): FieldOption[] {
  let list: FormLocation[];
  if (context.dealershipLocationIds) {
    const ids = context.dealershipLocationIds;
    list = ids
      .map((id) => context.locations.find((l) => l.id === id))
      .filter((l): l is FormLocation => Boolean(l));
  } else {
    list = context.locations.filter((l) => {
      if (
        filter.kind &&
        locationKind(l) !== filter.kind &&
        !(filter.kind === 'sales' && l.subtypes.includes('sales'))
      )
        return false;
      if (
        filter.make &&
        l.manufacturers.length > 0 &&
        !l.manufacturers.includes(slugify(filter.make))
      )
        return false;
      return true;
    });
  }
  const excluded = new Set(context.excludedLocationIds);
  const labelBy = context.dealershipLocationLabel;
  return list
    .filter((l) => !excluded.has(l.id))
    .map((l) => ({ value: l.id, label: (labelBy === 'city' && l.city) || l.name }));
}

/** The 'location' select: required, sales locations only, valued and labelled by name. */
export function salesLocationOptions(context: Pick<FormContext, 'locations'>): FieldOption[] {
  return context.locations
    .filter((l) => locationKind(l) === 'sales')
    .map((l) => ({ value: l.name, label: l.name }));
}

/** Service locations by name, for a service booking's 'Service Location'. */
export function serviceLocationOptions(context: Pick<FormContext, 'locations'>): FieldOption[] {
  const service = context.locations.filter((l) => locationKind(l) === 'service');
  const list = service.length > 0 ? service : context.locations;
  return list.map((l) => ({ value: l.name, label: l.name }));
}

/** The preferred-dealership select appears when there is more than one dealership and it is not removed. */
export function dealershipOptions(
  context: Pick<FormContext, 'dealerships' | 'removeDealershipField'>,
): FieldOption[] | null {
  if (context.removeDealershipField || context.dealerships.length <= 1) return null;
  return context.dealerships.map((d) => ({ value: d.slug, label: d.name }));
}

/** With exactly one option, it is selected; with none the select is hidden (returns null). */
export function autoSelected(options: readonly FieldOption[]): string | undefined {
  return options.length === 1 ? options[0].value : undefined;
}
