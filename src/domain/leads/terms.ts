/**
 * The terms checkbox (rules.md: Enquiry form; The error catalogue Terms not ticked):
 * terms_agreed (or terms_conditions) is required; one flag words the message differently.
 */
import { z } from 'zod';
import { TERMS_MESSAGE, TERMS_MESSAGE_FORM } from './messages';

export const TERMS_FIELDS = ['terms_agreed', 'terms_conditions'] as const;
export type TermsField = (typeof TERMS_FIELDS)[number];

export function termsMessage(formWording: boolean): string {
  return formWording ? TERMS_MESSAGE_FORM : TERMS_MESSAGE;
}

/** Only a ticked box (the boolean true) passes; the message is the one the tenant shows. */
export function termsSchema(formWording = false) {
  const message = termsMessage(formWording);
  return z.literal(true, { error: message });
}
