/**
 * The honeypot field every lead form carries (hidden from people, filled by bots): a lead that
 * fills it is dropped. Apart from the request schema (./request.ts) so the forms' first render
 * does not need zod.
 */
export const HONEYPOT_FIELD = 'website';
