/**
 * Specifications a shopper can filter on (plain-language search reads them: 'towing
 * 3500kg', '5 door', '2.0L', 'V8', 'under 6L/100km'): numeric ranges over fields the stock
 * index carries, each with its URL key (range[towing]=3500:), its title and its unit.
 * Seats is a facet of its own (facets.ts); these come on top of rules.md: Search state in the URL's keys, as photos_count does.
 */
import { formatFuelEconomy } from '../market/format';
import type { Market } from '../market/market';
import { formatNumber } from '../format/money';

export interface SpecFilter {
  /** The URL's range key. */
  key: string;
  /** The index attribute it refines (a dotted path reads a nested field). */
  attribute: string;
  title: string;
  /** A value as a chip shows it. */
  text: (value: number, market: Market) => string;
}

export const SPEC_FILTERS = [
  {
    key: 'towing',
    attribute: 'variant.towingcapacitybraked',
    title: 'Towing capacity',
    text: (v: number) => `${formatNumber(v)} kg`,
  },
  { key: 'doors', attribute: 'doors', title: 'Doors', text: (v: number) => String(v) },
  {
    key: 'engine_size',
    attribute: 'engine_size_litres',
    title: 'Engine size',
    text: (v: number) => `${v}L`,
  },
  { key: 'cylinders', attribute: 'cylinders', title: 'Cylinders', text: (v: number) => String(v) },
  {
    key: 'fuel_economy',
    attribute: 'variant.fuelconsumptioncombined',
    title: 'Fuel economy',
    // L/100km is stored; a US shopper reads mpg
    text: (v: number, market: Market) => formatFuelEconomy(v, market),
  },
] as const satisfies readonly SpecFilter[];

export type SpecKey = (typeof SPEC_FILTERS)[number]['key'];
export const SPEC_KEYS = SPEC_FILTERS.map((s) => s.key);

export function specByAttribute(attribute: string): SpecFilter | undefined {
  return SPEC_FILTERS.find((s) => s.attribute === attribute);
}
export function specByKey(key: string): SpecFilter | undefined {
  return SPEC_FILTERS.find((s) => s.key === key);
}
