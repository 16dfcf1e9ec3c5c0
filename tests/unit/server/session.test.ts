/** src/server/session.ts: the signed session cookie. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  clearedCookies,
  readCookie,
  sessionCookies,
  signSession,
  userIdOf,
  verifySession,
} from '../../../src/server/session';
import { SESSION_TTL_MS } from '../../../src/domain/shopper/account';

const user = { id: 'U1', phone: '+61411222333' };
const secret = 'a'.repeat(64);
const now = 1_800_000_000_000;

describe('session tokens', () => {
  it('a token signed with the secret verifies to its user', () => {
    expect(verifySession(signSession(user, secret, now), secret, now + 1000)).toEqual(user);
  });

  it('a tampered payload or signature is refused', () => {
    const token = signSession(user, secret, now);
    const [body, sig] = token.split('.');
    const other = Buffer.from(
      JSON.stringify({ uid: 'U2', phone: '+61400000000', exp: now + 1e9 }),
    ).toString('base64url');
    expect(verifySession(`${other}.${sig}`, secret, now)).toBeNull();
    const flipped = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(verifySession(`${body}.${flipped}`, secret, now)).toBeNull();
    expect(verifySession(`${body}.`, secret, now)).toBeNull();
    expect(verifySession(`${body}.${sig}.x`, secret, now)).toBeNull();
    expect(verifySession('', secret, now)).toBeNull();
    expect(verifySession(null, secret, now)).toBeNull();
    expect(verifySession('x'.repeat(5000), secret, now)).toBeNull();
  });

  it('an expired token is refused', () => {
    const token = signSession(user, secret, now);
    expect(verifySession(token, secret, now + SESSION_TTL_MS - 1)).toEqual(user);
    expect(verifySession(token, secret, now + SESSION_TTL_MS)).toBeNull();
  });

  it('a token signed with another secret is refused', () => {
    expect(verifySession(signSession(user, 'b'.repeat(64), now), secret, now)).toBeNull();
  });

  it('a signed payload of the wrong shape is refused', () => {
    const body = Buffer.from(JSON.stringify({ uid: 1, phone: null, exp: 'x' })).toString(
      'base64url',
    );
    const sig = createHmac('sha256', secret).update(body).digest('base64url');
    expect(verifySession(`${body}.${sig}`, secret, now)).toBeNull();
  });

  it('user ids are stable per phone and secret', () => {
    expect(userIdOf('+61411222333', secret)).toBe(userIdOf('+61411222333', secret));
    expect(userIdOf('+61411222333', secret)).not.toBe(userIdOf('+61411222334', secret));
    expect(userIdOf('+61411222333', secret)).toMatch(/^U[0-9a-f]{20}$/);
  });
});

describe('cookies', () => {
  it('the session is HttpOnly, SameSite=Lax, Path=/, Secure on https, with Max-Age; the hint is readable', () => {
    const [sessionCookie, hint] = sessionCookies('tok', true);
    expect(sessionCookie).toMatch(/^dealer_session=tok; /);
    for (const part of ['Path=/', 'SameSite=Lax', 'HttpOnly', 'Secure', 'Max-Age=2592000'])
      expect(sessionCookie).toContain(part);
    expect(hint).toMatch(/^signed_in=1; /);
    expect(hint).not.toContain('HttpOnly');
    expect(sessionCookies('tok', false)[0]).not.toContain('Secure');
  });

  it('sign-out clears both', () => {
    const cleared = clearedCookies(false);
    expect(cleared).toHaveLength(2);
    for (const c of cleared) expect(c).toContain('Max-Age=0');
  });

  it('reads one cookie from the header', () => {
    const request = new Request('https://x.example/', {
      headers: { cookie: 'a=1; dealer_session=abc.def; signed_in=1' },
    });
    expect(readCookie(request, 'dealer_session')).toBe('abc.def');
    expect(readCookie(request, 'missing')).toBeNull();
  });
});
