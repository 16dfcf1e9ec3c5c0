/**
 * The signed-in session (vehicles-and-shopping.md §3 Watchlist and user, §6): a cookie holding
 * the user's id, phone and expiry, signed with HMAC-SHA256. HttpOnly, SameSite=Lax, Path=/,
 * Secure on https, with Max-Age. Pages cannot read it, so sign-in also sets a readable
 * 'signed_in' hint (no secret in it) that lets a page skip the session call for anonymous
 * visitors; the server never trusts the hint.
 */
import { createHmac } from 'node:crypto';
import { constantTimeEqual } from './constant-time';
import {
  SESSION_COOKIE,
  SESSION_TTL_MS,
  SIGNED_IN_HINT_COOKIE,
  type SessionUser,
} from '../domain/shopper/account';

interface Payload {
  uid: string;
  phone: string;
  /** Expiry, ms since the epoch. */
  exp: number;
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

function mac(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/** The token: base64url(JSON payload) '.' base64url(HMAC of the first part). */
export function signSession(user: SessionUser, secret: string, now = Date.now()): string {
  const payload: Payload = { uid: user.id, phone: user.phone, exp: now + SESSION_TTL_MS };
  const body = b64(JSON.stringify(payload));
  return `${body}.${b64(mac(secret, body))}`;
}

/** The user of a valid, unexpired token signed with this secret; null for anything else. */
export function verifySession(
  token: string | null | undefined,
  secret: string,
  now = Date.now(),
): SessionUser | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const [body, sig] = parts;
  const given = Buffer.from(sig, 'base64url');
  const expected = mac(secret, body);
  if (!constantTimeEqual(given, expected)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Partial<Payload>;
  if (typeof p.uid !== 'string' || typeof p.phone !== 'string' || typeof p.exp !== 'number')
    return null;
  if (now >= p.exp) return null;
  return { id: p.uid, phone: p.phone };
}

/** A user's stable id: derived from the phone number with the secret (no directory of users). */
export function userIdOf(phone: string, secret: string): string {
  return `U${mac(secret, `user:${phone}`).toString('hex').slice(0, 20)}`;
}

/** The value of one cookie in a request's Cookie header. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

export function isHttps(request: Request): boolean {
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return proto ? proto === 'https' : new URL(request.url).protocol === 'https:';
}

function cookie(
  name: string,
  value: string,
  maxAgeSeconds: number,
  secure: boolean,
  httpOnly: boolean,
) {
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'SameSite=Lax',
    ...(httpOnly ? ['HttpOnly'] : []),
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The two Set-Cookie values of a new session. */
export function sessionCookies(token: string, secure: boolean): string[] {
  const maxAge = Math.floor(SESSION_TTL_MS / 1000);
  return [
    cookie(SESSION_COOKIE, token, maxAge, secure, true),
    cookie(SIGNED_IN_HINT_COOKIE, '1', maxAge, secure, false),
  ];
}

/** The Set-Cookie values that end a session. */
export function clearedCookies(secure: boolean): string[] {
  return [
    cookie(SESSION_COOKIE, '', 0, secure, true),
    cookie(SIGNED_IN_HINT_COOKIE, '', 0, secure, false),
  ];
}

/** The signed-in user of a request, or null. */
export function sessionUser(
  request: Request,
  secret: string,
  now = Date.now(),
): SessionUser | null {
  return verifySession(readCookie(request, SESSION_COOKIE), secret, now);
}
