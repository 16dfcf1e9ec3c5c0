/**
 * Analytics identity (rules.md: Analytics identity and event; Platform): distinctId is 'device_' plus 10
 * random characters, persisted on the device under the key distinctId; sessionId is
 * 'session_' plus 10 random characters, kept for the session.
 */
export const DISTINCT_ID_KEY = 'distinctId';
export const SESSION_ID_KEY = 'sessionId';
export const DISTINCT_ID_PREFIX = 'device_';
export const SESSION_ID_PREFIX = 'session_';
export const RANDOM_ID_LENGTH = 10;
export const INSERT_ID_LENGTH = 16;

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/** n base-36 characters from a source of random bytes (crypto.getRandomValues in the browser). */
export function randomChars(n: number, randomBytes: (n: number) => Uint8Array): string {
  let out = '';
  while (out.length < n) {
    for (const b of randomBytes(n)) {
      if (b < 252 && out.length < n) out += BASE36[b % 36]; // 252 = 7 × 36: no bias
    }
  }
  return out;
}

const valid = (prefix: string, length: number) => new RegExp(`^${prefix}[0-9a-z]{${length}}$`);
const DISTINCT_ID = valid(DISTINCT_ID_PREFIX, RANDOM_ID_LENGTH);
const SESSION_ID = valid(SESSION_ID_PREFIX, RANDOM_ID_LENGTH);

/** The stored id when it is well formed, else a new one (and whether it must be stored). */
function idFrom(
  stored: string | null,
  prefix: string,
  pattern: RegExp,
  randomBytes: (n: number) => Uint8Array,
): { id: string; isNew: boolean } {
  if (stored && pattern.test(stored)) return { id: stored, isNew: false };
  return { id: prefix + randomChars(RANDOM_ID_LENGTH, randomBytes), isNew: true };
}

export function distinctIdFrom(stored: string | null, randomBytes: (n: number) => Uint8Array) {
  return idFrom(stored, DISTINCT_ID_PREFIX, DISTINCT_ID, randomBytes);
}

export function sessionIdFrom(stored: string | null, randomBytes: (n: number) => Uint8Array) {
  return idFrom(stored, SESSION_ID_PREFIX, SESSION_ID, randomBytes);
}

/** The event's insert id: 16 random base-36 characters. */
export function insertId(randomBytes: (n: number) => Uint8Array): string {
  return randomChars(INSERT_ID_LENGTH, randomBytes);
}
