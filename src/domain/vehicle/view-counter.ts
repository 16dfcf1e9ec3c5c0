/**
 * Vehicle view counter (rules.md: Vehicle detail page (VDP) Price block, rules.md: Vehicle view counter; The error catalogue).
 * - GET the view call with photos_count and updated_at; it records a view and returns views
 *   and car_fields, which are merged into the car. A non-ok response returns nothing.
 * - Shown as an animated count plus 'views' or custom text; hidden on some sites.
 *
 * Pure and free of zod: the price-block island imports this module.
 */
export const VIEWS_TEXT = 'views';

/** The car fields the page shows that a view response may update. */
export const MERGEABLE_CAR_FIELDS = [
  'price',
  'before_price',
  'price_type',
  'views',
  'status',
  'reserved',
] as const;
export type MergeableField = (typeof MERGEABLE_CAR_FIELDS)[number];

export function viewCountPath(
  base: string,
  car: { photos_count?: number | null; updated_at?: string | null },
): string {
  const query = new URLSearchParams();
  query.set('photos_count', String(car.photos_count ?? 0));
  if (car.updated_at) query.set('updated_at', car.updated_at);
  return `${base}?${query.toString()}`;
}

/** The reply's (CarViewResponse, domain/api/endpoints.ts) views and the car fields worth merging; null for anything unreadable. */
export function readViewResponse(
  body: unknown,
): { views: number; fields: Partial<Record<MergeableField, unknown>> } | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as { views?: unknown; car_fields?: unknown };
  if (typeof b.views !== 'number' || !Number.isFinite(b.views) || b.views < 0) return null;
  const fields: Partial<Record<MergeableField, unknown>> = {};
  if (b.car_fields && typeof b.car_fields === 'object') {
    for (const key of MERGEABLE_CAR_FIELDS) {
      if (Object.prototype.hasOwnProperty.call(b.car_fields, key))
        fields[key] = (b.car_fields as Record<string, unknown>)[key];
    }
  }
  return { views: Math.floor(b.views), fields };
}

/** The car with the response's fields merged in; a field of the wrong type is ignored. */
export function mergeCarFields<T extends Record<string, unknown>>(
  car: T,
  fields: Partial<Record<MergeableField, unknown>>,
): T {
  const next: Record<string, unknown> = { ...car };
  for (const [key, value] of Object.entries(fields)) {
    const current = car[key];
    const sameType = current == null || value == null || typeof current === typeof value;
    if (sameType && !(typeof value === 'number' && !Number.isFinite(value))) next[key] = value;
  }
  return next as T;
}

export function viewsLabel(customText: string | null | undefined): string {
  return customText?.trim() || VIEWS_TEXT;
}
