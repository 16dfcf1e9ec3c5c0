/** src/domain/shopper/account.ts and watchlist.ts: the code rules, garage paths and toasts. */
import { describe, expect, it } from 'vitest';
import {
  CODE_LENGTH,
  judgeCode,
  makeCode,
  MAX_CODE_ATTEMPTS,
} from '../../../../src/domain/shopper/account';
import { VerifyCodeBody } from '../../../../src/domain/shopper/account-schema';
import {
  garagePaths,
  garageTabOf,
  showSaveButton,
  watchlistToast,
} from '../../../../src/domain/shopper/watchlist';
import { authEnabled, isGatedOn } from '../../../../src/domain/shopper/sign-in';

describe('one-time code rules', () => {
  const now = 1_000_000;
  it('a matching, live code with tries left is ok', () => {
    expect(judgeCode({ expiresAt: now + 1, attempts: 0 }, true, now)).toBe('ok');
  });
  it('a wrong code is wrong; none stored is none', () => {
    expect(judgeCode({ expiresAt: now + 1, attempts: 0 }, false, now)).toBe('wrong');
    expect(judgeCode(null, true, now)).toBe('none');
  });
  it('expiry and spent attempts win over a match', () => {
    expect(judgeCode({ expiresAt: now, attempts: 0 }, true, now)).toBe('expired');
    expect(judgeCode({ expiresAt: now + 1, attempts: MAX_CODE_ATTEMPTS }, true, now)).toBe(
      'too-many',
    );
  });
  it('codes are 6 digits, from any random source', () => {
    let n = 0;
    expect(makeCode(() => n++)).toBe('012345');
    // the biased tail (4294967290 and up) is skipped, not turned into a digit
    const values = [0xffffffff, 4_294_967_290, 7, 8, 9, 1, 2, 3];
    expect(makeCode(() => values.shift() ?? 0)).toBe('789123');
    for (let i = 0; i < 50; i++)
      expect(makeCode(() => Math.floor(Math.random() * 2 ** 32))).toMatch(/^\d{6}$/);
    expect(CODE_LENGTH).toBe(6);
  });
  it('the verify body takes exactly 6 digits', () => {
    const ok = { phone_number: '0411222333', code: '123456' };
    expect(VerifyCodeBody.safeParse(ok).success).toBe(true);
    for (const code of ['12345', '1234567', '12345a', ' 123456', ''])
      expect(VerifyCodeBody.safeParse({ ...ok, code }).success).toBe(false);
    expect(VerifyCodeBody.safeParse({ ...ok, extra: 1 }).success).toBe(false);
  });
});

describe('garage paths', () => {
  it('the default garage', () => {
    expect(garagePaths({})).toEqual({
      garage: '/my-garage',
      saved: '/my-garage?tab=saved-cars',
      searches: '/my-garage?tab=saved-searches',
      brandPath: null,
    });
    expect(garagePaths(null).saved).toBe('/my-garage?tab=saved-cars');
  });
  it("a tenant's own /my{brand}, saved cars at {garagePath}/saved", () => {
    expect(garagePaths({ path: '/mypacific' })).toEqual({
      garage: '/mypacific',
      saved: '/mypacific/saved',
      searches: '/mypacific?tab=saved-searches',
      brandPath: '/mypacific',
    });
    expect(garagePaths({ path: '/mypacific/' }).brandPath).toBe('/mypacific');
  });
  it('anything else is ignored', () => {
    for (const path of ['//evil.example', 'https://x', '/garage', '/my', '/my-garage', '/myA', 5])
      expect(garagePaths({ path }).brandPath).toBeNull();
  });
  it('the tab', () => {
    expect(garageTabOf('?tab=saved-cars')).toBe('saved-cars');
    expect(garageTabOf('?tab=saved-searches')).toBe('saved-searches');
    expect(garageTabOf('?tab=saved-searches', true)).toBe('saved-cars');
    expect(garageTabOf('')).toBe('overview');
    expect(garageTabOf('?tab=x')).toBe('overview');
    expect(garageTabOf('', true)).toBe('saved-cars');
  });
});

describe('watchlist UI rules', () => {
  it('toasts (rules.md: The error catalogue)', () => {
    expect(watchlistToast('saved', '2021 Toyota Hilux')).toEqual({
      title: 'Car Saved In Watchlist',
      text: '2021 Toyota Hilux is now available in your watchlist',
      action: 'View List',
    });
    expect(watchlistToast('removed', '2021 Toyota Hilux')).toEqual({
      title: 'Car Removed',
      text: '2021 Toyota Hilux is no longer in your watchlist',
      action: 'View List',
    });
  });
  it('a sold car shows no save button unless already saved', () => {
    expect(showSaveButton(true, false)).toBe(true);
    expect(showSaveButton(false, false)).toBe(false);
    expect(showSaveButton(false, true)).toBe(true);
  });
});

describe('gates per site', () => {
  const pacific = { slug: 'p', name: 'P', dealership_group: 'Pacific Motor Group' };
  const other = { slug: 'o', name: 'O' };
  it('authentication is on for the garage tenants only', () => {
    expect(authEnabled(pacific)).toBe(true);
    expect(authEnabled(other)).toBe(false);
  });
  it('always-gated types gate where sign-in exists; flag-gated ones only under their flag', () => {
    expect(isGatedOn('my-garage', pacific)).toBe(true);
    expect(isGatedOn('online-payment', pacific)).toBe(true);
    expect(isGatedOn('checkout', pacific)).toBe(false);
    expect(isGatedOn('my-garage', other)).toBe(false);
    expect(isGatedOn('trade-in', pacific)).toBe(false);
  });
});
