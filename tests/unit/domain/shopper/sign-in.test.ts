import { describe, expect, it } from 'vitest';
import {
  isGated,
  readSignInQuery,
  safeReturnPath,
  signInHref,
  SIGN_IN_TYPES,
} from '../../../../src/domain/shopper/sign-in';
import { watchlistSignInHref } from '../../../../src/domain/search/card';

describe('safeReturnPath: only a path on this site, anything else lands on /', () => {
  it.each([
    ['//evil.example', '/'],
    ['//evil.example/cars', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['HTTPS://evil.example/x', '/'],
    ['http:evil.example', '/'],
    ['javascript:alert(1)', '/'],
    [' javascript:alert(1)', '/'],
    ['JaVaScRiPt:alert(1)', '/'],
    ['data:text/html,<script>alert(1)</script>', '/'],
    ['%2F%2Fevil.example', '/'],
    ['/%2F%2Fevil.example', '/'],
    ['/%2fevil.example', '/'],
    ['/%5Cevil.example', '/'],
    ['/%5cevil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/%09/evil.example', '/'],
    ['/%0a/evil.example', '/'],
    ['/ /evil.example', '/'],
    ['/%E0%A4%A', '/'],
    ['evil.example', '/'],
    ['cars/x', '/'],
    ['', '/'],
    [`/${'a'.repeat(3000)}`, '/'],
    ['/', '/'],
    ['/my-garage?tab=saved-cars', '/my-garage?tab=saved-cars'],
    ['/cars/2021-toyota-hilux-123/checkout', '/cars/2021-toyota-hilux-123/checkout'],
    ['/search/toyota?price=0-30000#results', '/search/toyota?price=0-30000#results'],
    ['/cars/../sign-in', '/sign-in'],
  ])('%j → %j', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
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

describe('isGated (§6: online payment and garage always; four more under flags)', () => {
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
