/** src/server/session.ts: the signed session cookie (the session itself is a database row). */
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

const id = 'x8Vq3kR0bLw2nT5yA1cD7eF9gH4jK6mN'; // a session row's id (24 random bytes, base64url)
const secret = 'a'.repeat(64);

describe('session tokens', () => {
  it('a token signed with the secret verifies to its session id', () => {
    expect(verifySession(signSession(id, secret), secret)).toBe(id);
  });

  it('a tampered id or signature is refused', () => {
    const token = signSession(id, secret);
    const [, sig] = token.split('.');
    expect(verifySession(`${'B'.repeat(32)}.${sig}`, secret)).toBeNull();
    const flipped = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(verifySession(`${id}.${flipped}`, secret)).toBeNull();
    expect(verifySession(`${id}.`, secret)).toBeNull();
    expect(verifySession(`${token}.x`, secret)).toBeNull();
    expect(verifySession('', secret)).toBeNull();
    expect(verifySession(null, secret)).toBeNull();
    expect(verifySession('x'.repeat(5000), secret)).toBeNull();
  });

  it('a token signed with another secret is refused', () => {
    expect(verifySession(signSession(id, 'b'.repeat(64)), secret)).toBeNull();
  });

  it('an id of the wrong shape is refused even when signed', () => {
    for (const bad of ['short', 'has space in it 123456789', 'x'.repeat(65), 'a/b+c=d123456789012'])
      expect(verifySession(signSession(bad, secret), secret), bad).toBeNull();
  });

  it('the cookie carries no phone number and no expiry: the session row does', () => {
    const token = signSession(id, secret);
    expect(token.startsWith(`${id}.`)).toBe(true);
    expect(token).not.toContain('61411');
    expect(createHmac('sha256', secret).update(`session:${id}`).digest('base64url')).toBe(
      token.split('.')[1],
    );
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
