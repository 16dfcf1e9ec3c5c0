/**
 * The tag shown on a car, first match wins (rules.md: Tag shown on a car, first match wins; Tags and names).
 */
import type { Car } from './schema';
import { isInStock } from './in-stock';

export const DEFAULT_SOLD_TAG = 'JUST SOLD';
export const DEFAULT_JUST_ARRIVED_TAG = 'New';
export const DEFAULT_JUST_ARRIVED_DAYS = 8;
export const RESERVED_TAG = 'RESERVED';
export const COMING_SOON_TAG = 'COMING SOON';
export const FUEL_TAG_TYPES = ['Electric', 'Hybrid', 'PHEV'] as const;

export type CarTag =
  | { kind: 'sold'; text: string }
  | { kind: 'fuel'; text: string }
  | { kind: 'reserved'; text: string }
  | { kind: 'certified'; text: string }
  | { kind: 'own'; text: string }
  | { kind: 'coming-soon'; text: string }
  | { kind: 'just-arrived'; text: string };

export interface TagSite {
  specifications?: {
    just_arrived_days?: number | null;
    just_arrived_tag_name?: string | null;
    sold_tag_name?: string | null;
  } | null;
  /** Show Electric/Hybrid/PHEV as the tag (rule 2). */
  showFuelTypeTag?: boolean;
  /** The make whose certified used cars show the certified-pre-owned logo (rule 4), on sites that do. */
  certifiedLogoMake?: string | null;
}

type TagCar = Pick<
  Car,
  | 'status'
  | 'simple_fuel'
  | 'reserved'
  | 'certified'
  | 'car_type'
  | 'make'
  | 'tag'
  | 'created_at_timestamp'
>;

export function carTag(car: TagCar, site: TagSite, nowSeconds: number): CarTag | null {
  if (!isInStock(car))
    return { kind: 'sold', text: site.specifications?.sold_tag_name || DEFAULT_SOLD_TAG };
  const fuel = FUEL_TAG_TYPES.find((f) => f.toLowerCase() === car.simple_fuel?.toLowerCase());
  if (site.showFuelTypeTag && fuel) return { kind: 'fuel', text: fuel };
  if (car.reserved) return { kind: 'reserved', text: RESERVED_TAG };
  if (
    site.certifiedLogoMake &&
    car.certified &&
    car.car_type === 'used' &&
    car.make.toLowerCase() === site.certifiedLogoMake.toLowerCase()
  ) {
    return { kind: 'certified', text: `${site.certifiedLogoMake} Certified Pre-Owned` };
  }
  if (car.tag?.trim()) return { kind: 'own', text: car.tag.trim() };
  if (car.status === 'coming_soon') return { kind: 'coming-soon', text: COMING_SOON_TAG };
  const days = site.specifications?.just_arrived_days ?? DEFAULT_JUST_ARRIVED_DAYS;
  if (car.created_at_timestamp != null && nowSeconds - car.created_at_timestamp <= days * 86400) {
    return {
      kind: 'just-arrived',
      text: site.specifications?.just_arrived_tag_name || DEFAULT_JUST_ARRIVED_TAG,
    };
  }
  return null;
}
