/**
 * Who may read a site's delivery log: the dealer, with the tenant's dealer key. Each tenant's key
 * is derived from LEAD_LOG_SECRET (HMAC-SHA256 over the tenant's slug), so one secret on a
 * server that serves several sites still gives every site its own key, and changing the secret
 * changes every key. `npm run leads -- --dealer-key --tenant <slug>` prints a tenant's key.
 *
 * The key is typed once into the log's form (never in a URL, where logs and browser history
 * keep it); the answer is a session cookie signed with the key (HttpOnly, SameSite=Strict,
 * scoped to the log's folder) that lasts a working day. A script may send the key as a bearer
 * token instead. Wrong keys are counted per client in the database.
 */
import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../constant-time';
import { isHttps, readCookie } from '../session';
import { LEAD_LOG_PATH } from '../../domain/leads/delivery-log-paths';

export const LOG_COOKIE = 'lead_log';
export const LOG_SESSION_MS = 8 * 3_600_000;
/** Wrong keys a client may try in a quarter of an hour. */
export const KEY_ATTEMPT_LIMIT = { max: 10, windowMs: 15 * 60_000 };

const b64 = (buf: Buffer) => buf.toString('base64url');
const mac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest();

/** A tenant's dealer key: 'dk_' and 32 characters (192 bits) derived from the secret. */
export function dealerKey(secret: string, tenant: string): string {
  return `dk_${b64(mac(secret, `lead-log:${tenant}`)).slice(0, 32)}`;
}

/** Whether `given` is the tenant's dealer key (in constant time). */
export function isDealerKey(given: string, secret: string, tenant: string): boolean {
  return constantTimeEqual(Buffer.from(given.trim()), Buffer.from(dealerKey(secret, tenant)));
}

/** The session cookie's value: its expiry and a MAC by the dealer key. */
export function signLogSession(secret: string, tenant: string, expiresAt: number): string {
  const key = dealerKey(secret, tenant);
  return `${expiresAt}.${b64(mac(key, `lead-log-session:${tenant}:${expiresAt}`))}`;
}

export function verifyLogSession(
  token: string | null,
  secret: string,
  tenant: string,
  now: number,
): boolean {
  if (!token || token.length > 200) return false;
  const [expires, sig, extra] = token.split('.');
  if (extra !== undefined || !/^\d{1,15}$/.test(expires ?? '') || !sig) return false;
  if (Number(expires) <= now) return false;
  const key = dealerKey(secret, tenant);
  return constantTimeEqual(
    Buffer.from(sig, 'base64url'),
    mac(key, `lead-log-session:${tenant}:${expires}`),
  );
}

function cookie(request: Request, value: string, maxAgeSeconds: number): string {
  return [
    `${LOG_COOKIE}=${value}`,
    // the folder: a cookie for /api/dealer/leads would not reach /api/dealer/leads.csv
    `Path=${LEAD_LOG_PATH.slice(0, LEAD_LOG_PATH.lastIndexOf('/'))}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(isHttps(request) ? ['Secure'] : []),
  ].join('; ');
}

export function sessionCookie(request: Request, secret: string, tenant: string, now: number) {
  return cookie(
    request,
    signLogSession(secret, tenant, now + LOG_SESSION_MS),
    Math.floor(LOG_SESSION_MS / 1000),
  );
}

export function clearedSessionCookie(request: Request): string {
  return cookie(request, '', 0);
}

/** Whether the request carries the dealer's session cookie or the key as a bearer token. */
export function isDealer(request: Request, secret: string | null, tenant: string, now: number) {
  if (!secret) return false;
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (bearer) return isDealerKey(bearer, secret, tenant);
  return verifyLogSession(readCookie(request, LOG_COOKIE), secret, tenant, now);
}
