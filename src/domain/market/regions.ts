/**
 * The registration regions a trade-in's plate belongs to, per market: an Australian rego is
 * issued by a state or territory, a US plate by a state (or DC); New Zealand plates are national,
 * so an NZ site asks for no region.
 */
import { AU_STATES } from '../tenant/states';
import type { Market } from './market';

/** The 50 states and the District of Columbia, by USPS code. */
// prettier-ignore
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN',
  'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH',
  'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT',
  'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

export interface PlateRegions {
  /** The field's label. */
  label: string;
  codes: readonly string[];
}

const REGIONS: Readonly<Record<Market, PlateRegions | null>> = {
  AU: { label: 'Rego State', codes: AU_STATES },
  US: { label: 'Plate State', codes: US_STATES },
  NZ: null,
};

/** The market's plate regions, or null where plates are national (NZ). */
export function plateRegions(market: Market = 'AU'): PlateRegions | null {
  return REGIONS[market];
}

/** Every region code any market accepts (the rego lookup's wire; 'WA' is in both lists). */
export const ALL_PLATE_REGIONS = [...new Set<string>([...AU_STATES, ...US_STATES])] as [
  string,
  ...string[],
];
