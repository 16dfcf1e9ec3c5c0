import { describe, expect, it } from 'vitest';
import {
  isGated,
  readSignInQuery,
  safeReturnPath,
  signInHref,
  SIGN_IN_TYPES,
} from '../../../../src/domain/shopper/sign-in';
import { watchlistSignInHref } from '../../../../src/domain/search/card';
import { HOSTILE_RETURN_PATHS } from '../../../support/hostile-return-paths';
import fc from 'fast-check';

describe('safeReturnPath: only a path on this site, anything else lands on /', () => {
  it.each(HOSTILE_RETURN_PATHS.map((c) => [c.kind, c.value, c.expected] as const))(
    '%s: %j → %j',
    (_kind, raw, expected) => {
      expect(safeReturnPath(raw)).toBe(expected);
    },
  );

  it('what it keeps resolves to itself in the browser, on this site', () => {
    const origin = 'https://dealer.example';
    for (const c of HOSTILE_RETURN_PATHS) {
      const kept = safeReturnPath(c.value);
      const url = new URL(kept, origin);
      expect(url.origin, c.value).toBe(origin);
      expect(`${url.pathname}${url.search}${url.hash}`, c.value).toBe(kept);
      expect(safeReturnPath(kept), c.value).toBe(kept);
    }
  });

  it('whatever the value, what it keeps stays on the site (property)', () => {
    const pieces = [
      '/',
      '.',
      '..',
      '\\',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      '\t',
      '\n',
      'evil.example',
      'x',
      '?',
      '#',
      ':',
      '@',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        const kept = safeReturnPath(`/${parts.join('')}`);
        const url = new URL(kept, 'https://dealer.example');
        expect(url.origin).toBe('https://dealer.example');
        expect(kept.startsWith('//') || kept.startsWith('/\\')).toBe(false);
        // and once decoded by a server that decodes before redirecting
        let decoded: string;
        try {
          decoded = decodeURIComponent(url.pathname);
        } catch {
          return;
        }
        expect(new URL(decoded, 'https://dealer.example').origin).toBe('https://dealer.example');
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses what is not a string', () => {
    for (const v of [null, undefined, 42, ['/x'], { toString: () => '/x' }])
      expect(safeReturnPath(v)).toBe('/');
  });
});

describe('readSignInQuery', () => {
  it('reads the type, redirect and back', () => {
    const q = readSignInQuery(
      new URLSearchParams('type=checkout&redirect=%2Fcars%2Fa%2Fcheckout&back=%2Fcars%2Fa'),
    );
    expect(q).toEqual({ type: 'checkout', redirect: '/cars/a/checkout', back: '/cars/a' });
  });

  it('a repeated parameter is not trusted', () => {
    const q = readSignInQuery(
      new URLSearchParams(
        'type=watchlist&redirect=/my-garage&redirect=//evil.example&back=/x&back=/x',
      ),
    );
    expect(q.redirect).toBe('/');
    expect(q.back).toBe('/');
  });

  it('an unknown type is null, hostile targets land on /', () => {
    const q = readSignInQuery(
      new URLSearchParams(
        'type=admin&redirect=https%3A%2F%2Fevil.example&back=javascript:alert(1)',
      ),
    );
    expect(q).toEqual({ type: null, redirect: '/', back: '/' });
  });
});

describe('signInHref', () => {
  it('builds /sign-in?type&redirect&back for every type', () => {
    for (const type of SIGN_IN_TYPES) {
      const href = signInHref(type, '/cars/a?x=1');
      const url = new URL(href, 'https://dealer.example');
      expect(url.pathname).toBe('/sign-in');
      expect(readSignInQuery(url.searchParams)).toEqual({
        type,
        redirect: '/cars/a?x=1',
        back: '/cars/a?x=1',
      });
    }
  });

  it('never carries a foreign target', () => {
    expect(signInHref('watchlist', '//evil.example')).toBe(
      '/sign-in?type=watchlist&redirect=%2F&back=%2F',
    );
  });

  it('the search card watchlist link is the same link', () => {
    expect(watchlistSignInHref('/search?make=Toyota')).toBe(
      signInHref('watchlist', '/search?make=Toyota'),
    );
  });
});

describe('isGated (rules.md: Roles and permissions: online payment and garage always; four more under flags)', () => {
  it.each([
    ['online-payment', [], true],
    ['my-garage', [], true],
    ['watchlist', [], true],
    ['checkout', [], false],
    ['checkout', ['checkout'], true],
    ['finance', ['finance'], true],
    ['spin-to-win', [], false],
    ['car-finance', ['car-finance'], true],
    ['trade-in', ['trade-in'], false],
  ] as const)('%s with flags %j → %s', (type, flags, expected) => {
    expect(isGated(type, flags)).toBe(expected);
  });
});
