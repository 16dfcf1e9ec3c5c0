/**
 * Templates decide route prefixes and vehicle words (rules.md: Own-site routes (content side); Platform;
 * rules.md: Vehicle detail page (VDP); Tags and names).
 */
import { FLAGS } from './flags';

export type TemplateName =
  'default' | 'toyota' | 'motorcycle' | 'camper' | 'caravan' | 'rv' | 'truck';

export function templateOf(template: string | null | undefined): TemplateName {
  switch (template) {
    case 'toyota':
    case 'motorcycle':
    case 'camper':
    case 'caravan':
    case 'rv':
    case 'truck':
      return template;
    default:
      return 'default';
  }
}

/** Vehicle detail pages live under /cars; /motorcycles and /campers for those templates. */
export function vehiclePathPrefix(
  template: string | null | undefined,
): '/cars' | '/motorcycles' | '/campers' {
  const t = templateOf(template);
  if (t === 'motorcycle') return '/motorcycles';
  if (t === 'camper') return '/campers';
  return '/cars';
}

export function vehiclePath(template: string | null | undefined, slug: string): string {
  return `${vehiclePathPrefix(template)}/${slug}`;
}

/** The model-range path segment: 'new-vehicles' for the toyota template, 'models' for others. */
export function modelRangeSegment(template: string | null | undefined): 'new-vehicles' | 'models' {
  return templateOf(template) === 'toyota' ? 'new-vehicles' : 'models';
}

/**
 * Primary vehicle word per template: Car, Truck, Camper, RV or Trucks (rules.md: Platform; The
 * tenant's vehicle word). 'Trucks' is the model_vehicle_type word for truck model ranges; a site's
 * primary word is singular.
 */
export function primaryVehicleWord(site: {
  template?: string | null;
  slug?: string;
  override_primary_vehicle?: string | null;
}): 'Car' | 'Truck' | 'Camper' | 'RV' | 'Motorcycle' | (string & {}) {
  if (site.override_primary_vehicle) return site.override_primary_vehicle;
  const t = templateOf(site.template);
  if (t === 'truck') return 'Truck';
  if (t === 'camper') return 'Camper';
  if (
    t === 'caravan' ||
    t === 'rv' ||
    (site.slug && (FLAGS.caravanRv.slugs as readonly string[]).includes(site.slug))
  )
    return 'RV';
  if (t === 'motorcycle') return 'Motorcycle';
  return 'Car';
}

/** Vehicle type labels: Car, Motorcycle, caravan (rules.md: Tags and names). */
export function vehicleTypeLabel(
  car: { item_type?: string | null },
  template: string | null | undefined,
): 'Car' | 'Motorcycle' | 'caravan' {
  if (car.item_type?.toLowerCase() === 'caravan') return 'caravan';
  if (templateOf(template) === 'motorcycle') return 'Motorcycle';
  return 'Car';
}

export interface VehicleWordSite {
  template?: string | null;
  slug?: string;
  override_primary_vehicle?: string | null;
}

/**
 * The word for a vehicle on its pages (the sold view, 'no longer available', '{type}
 * Details'): the car's own type label when it names one (caravan, Motorcycle), else the
 * tenant's primary vehicle word, so a camper seller's car without an item_type, or a page
 * with no car at all, never reads 'car' (rules.md: The tenant's vehicle word).
 */
export function vehicleWord(
  car: { item_type?: string | null } | null | undefined,
  site: VehicleWordSite,
): string {
  const label = vehicleTypeLabel(car ?? {}, site.template);
  return label === 'Car' ? primaryVehicleWord(site) : label;
}

/** A vehicle word inside a sentence: lower case, except an acronym ('RV'). */
export function inSentence(word: string): string {
  return /^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase();
}
