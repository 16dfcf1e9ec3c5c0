/**
 * Comparing a secret-derived value (an HMAC, a hashed code) with one a client sent, in time
 * that does not depend on where they differ. Used by the rebuild webhook's signature, the
 * session cookie and the sign-in code.
 */
import { timingSafeEqual } from 'node:crypto';

/** Equal bytes; a different length is a mismatch (timingSafeEqual itself throws on one). */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
