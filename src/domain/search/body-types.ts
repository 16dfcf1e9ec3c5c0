/**
 * Body types (rules.md: Body types; Search controls Facet tile: a body-type tile
 * shows an image when the body is in the known list).
 */
export const BODY_TYPE_KEYS = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'ev',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'prestige',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const;
export type BodyTypeKey = (typeof BODY_TYPE_KEYS)[number];

/** The tenants for which a truck is a ute. */
export const TRUCK_IS_UTE_SLUGS: readonly string[] = ['sunshine-coast-toyota'];

/**
 * A body value's known key, or null: cabchassis → cabChassis, lighttruck → lightTruck,
 * peoplemover → peopleMover, truck → ute for one tenant and otherwise lightTruck.
 */
export function bodyTypeKey(
  body: string | null | undefined,
  siteSlug?: string | null,
): BodyTypeKey | null {
  if (!body) return null;
  const folded = body.toLowerCase().replace(/[\s_-]+/g, '');
  if (folded === 'truck')
    return siteSlug && TRUCK_IS_UTE_SLUGS.includes(siteSlug) ? 'ute' : 'lightTruck';
  if (folded === 'stationwagon') return 'stationWagon';
  const key = BODY_TYPE_KEYS.find((k) => k.toLowerCase() === folded);
  return key ?? null;
}
