/**
 * Postcode (rules.md: Postcode; rules.md: Locations and forms tied to locations): the Australian
 * rule, required, exactly 4 digits, maximum length 4, one message. Every market's rule lives in
 * market/postal.ts; these names are its AU entry.
 */
import { isValidPostalCode, postalCodeSchema, POSTAL_RULES } from '../market/postal';

export const POSTCODE_MAX_LENGTH = POSTAL_RULES.AU.maxLength;
export const POSTCODE_PATTERN = POSTAL_RULES.AU.pattern;

/** Surrounding spaces are forgiven (a pasted ' 4000'); anything else must be exactly 4 digits. */
export function isValidPostcode(input: string): boolean {
  return isValidPostalCode(input, 'AU');
}

/** An empty postcode gets the same message: the field is required and the message says what it needs. */
export const postcodeSchema = postalCodeSchema('AU');
