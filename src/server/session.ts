/**
 * The signed-in session (rules.md: Watchlist and user; Roles and permissions): a cookie naming a
 * session row in the database, signed with HMAC-SHA256. HttpOnly, SameSite=Lax, Path=/,
 * Secure on https, with Max-Age. Pages cannot read it, so sign-in also sets a readable
 * 'signed_in' hint (no secret in it) that lets a page skip the session call for anonymous
 * visitors; the server never trusts the hint.
 */
import { createHmac } from 'node:crypto';
import { constantTimeEqual } from './constant-time';
import { SESSION_COOKIE, SESSION_TTL_MS, SIGNED_IN_HINT_COOKIE } from '../domain/shopper/account';

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

function mac(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/**
 * The cookie's value: the session's id (a random row key in the database) '.' its HMAC. The
 * signature turns away forged or mistyped cookies without a database call; the row decides
 * whether the session is still live (signing out ends it).
 */
export function signSession(sessionId: string, secret: string): string {
  return `${sessionId}.${b64(mac(secret, `session:${sessionId}`))}`;
}

/** The session id of a well-formed token signed with this secret; null for anything else. */
export function verifySession(token: string | null | undefined, secret: string): string | null {
  if (typeof token !== 'string' || token.length > 512) return null;
  const parts = token.split('.');
  if (parts.length !== 2 || !/^[A-Za-z0-9_-]{16,64}$/.test(parts[0]) || !parts[1]) return null;
  const [id, sig] = parts;
  if (!constantTimeEqual(Buffer.from(sig, 'base64url'), mac(secret, `session:${id}`))) return null;
  return id;
}

/** An account's stable id: derived from the phone number with the secret (the same on every instance). */
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

/** The session id a request's cookie carries (signed with this secret), or null. */
export function sessionIdOf(request: Request, secret: string): string | null {
  return verifySession(readCookie(request, SESSION_COOKIE), secret);
}
