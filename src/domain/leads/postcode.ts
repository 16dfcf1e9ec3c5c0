/**
 * Postcode (vehicles-and-shopping.md §5 Postcode; tenants-and-content.md §5.7):
 * required, exactly 4 digits, maximum length 4, one message.
 */
import { z } from 'zod';
import { POSTCODE_MESSAGE } from './messages';

export const POSTCODE_MAX_LENGTH = 4;
export const POSTCODE_PATTERN = /^\d{4}$/;

/** Surrounding spaces are forgiven (a pasted ' 4000'); anything else must be exactly 4 digits. */
export function isValidPostcode(input: string): boolean {
  return POSTCODE_PATTERN.test(input.trim());
}

/** An empty postcode gets the same message: the field is required and the message says what it needs. */
export const postcodeSchema = z
  .string({ error: POSTCODE_MESSAGE })
  .trim()
  .regex(POSTCODE_PATTERN, POSTCODE_MESSAGE);
