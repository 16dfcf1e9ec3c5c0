/**
 * Vehicle identification numbers (ISO 3779): 17 characters of A–Z and 0–9 without I, O and Q.
 * North America adds a check digit in position 9 (the NHTSA standard, 49 CFR 565), which a US
 * site's VINs must pass; elsewhere position 9 is the maker's own and is not checked.
 */
import type { Market } from '../market/market';

export const VIN_LENGTH = 17;
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const LETTER_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** The VIN as a feed carries it: trimmed, upper case, inner spaces and dashes removed. */
export function normaliseVin(vin: string | null | undefined): string {
  return (vin ?? '').replace(/[\s-]+/g, '').toUpperCase();
}

/** The check digit position 9 should hold ('0'–'9' or 'X'). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const c = vin[i];
    const value = /\d/.test(c) ? Number(c) : LETTER_VALUES[c];
    if (value === undefined) throw new Error(`Invalid VIN character ${c} in ${vin}`);
    sum += value * WEIGHTS[i];
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** Why a VIN cannot identify a car in a feed, or null when it can. */
export function vinProblem(vin: string | null | undefined, market: Market): string | null {
  const v = normaliseVin(vin);
  if (!v) return 'no VIN';
  if (v.length !== VIN_LENGTH) return `VIN "${v}" has ${v.length} characters, not ${VIN_LENGTH}`;
  if (!VIN_PATTERN.test(v))
    return `VIN "${v}" holds a character a VIN never has (only A–Z without I, O, Q, and 0–9)`;
  if (market === 'US' && v[8] !== vinCheckDigit(v))
    return `VIN "${v}" fails the check digit (position 9 is ${v[8]}, the NHTSA rule gives ${vinCheckDigit(v)})`;
  return null;
}
