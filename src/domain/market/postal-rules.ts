/**
 * Postal codes per market (rules.md: Postcode: 'Required; exactly 4 digits;
 * maximum length 4. Message: 'Invalid postcode. Please enter a 4-digit number.''). New Zealand
 * postcodes are 4 digits too; a US ZIP is 5 digits or ZIP+4, its message in the spec's form.
 * Plain data and checks, no zod: the lead forms' islands read the rules on first render and
 * load the schema (./postal.ts) only when they validate.
 */
import { LABELS, POSTCODE_MESSAGE } from '../leads/messages';
import type { Market } from './market';

export interface PostalRule {
  /** The field's label. */
  label: string;
  pattern: RegExp;
  maxLength: number;
  message: string;
}

export const ZIP_MESSAGE = 'Invalid ZIP code. Please enter a 5-digit ZIP or ZIP+4.';

const FOUR_DIGITS: PostalRule = {
  label: LABELS.postcode,
  pattern: /^\d{4}$/,
  maxLength: 4,
  message: POSTCODE_MESSAGE,
};

export const POSTAL_RULES: Readonly<Record<Market, PostalRule>> = {
  AU: FOUR_DIGITS,
  NZ: FOUR_DIGITS,
  US: {
    label: 'ZIP Code',
    pattern: /^\d{5}(?:-\d{4})?$/,
    maxLength: 10,
    message: ZIP_MESSAGE,
  },
};

export function postalRule(market: Market = 'AU'): PostalRule {
  return POSTAL_RULES[market];
}

export function isValidPostalCode(input: string, market: Market = 'AU'): boolean {
  return POSTAL_RULES[market].pattern.test(input.trim());
}
