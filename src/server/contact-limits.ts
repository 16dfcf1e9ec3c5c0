/**
 * Limits that outlast the platform's rate-limit window (Netlify counts per IP over at most
 * 180 s): how many new enquiries one phone number or e-mail address may send in an hour, and
 * how many sign-in codes one number may be sent. Counted in the database (stores/limits.ts).
 */
import type { LongLimit } from './stores/limits';

/** New leads (not a trade-in's follow-ups) per phone number, and per e-mail address, per hour. */
export const LEAD_CONTACT_LIMIT: LongLimit = { max: 10, windowMs: 60 * 60_000 };
/** Sign-in codes sent to one number per hour (each is a text message). */
export const CODE_REQUEST_LIMIT: LongLimit = { max: 5, windowMs: 60 * 60_000 };

export const CONTACT_LIMIT_MESSAGE =
  'We have received several enquiries from these contact details in the last hour. Please call us, or try again later.';

const digits = (v: string) => v.replace(/\D/g, '');

/** The limit keys of a lead's contact details: its phone (digits) and e-mail (lower case). */
export function contactLimitKeys(payload: Record<string, unknown>): string[] {
  const user = (payload.userData ?? payload) as Record<string, unknown>;
  const keys: string[] = [];
  const phone = typeof user.phone === 'string' ? digits(user.phone) : '';
  const email = typeof user.email === 'string' ? user.email.trim().toLowerCase() : '';
  if (phone.length >= 6) keys.push(`lead-phone:${phone}`);
  if (email.includes('@')) keys.push(`lead-email:${email}`);
  return keys;
}
