import { describe, expect, it } from 'vitest';
import { sitePath, sitePathRedirect } from '../../../../src/domain/content/page-path';

describe('sitePath: the one URL style', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/about-us', '/about-us'],
    ['/about-us/', '/about-us'],
    ['/about-us.html', '/about-us'],
    ['/about-us/index.html', '/about-us'],
    ['/book-test-drive/', '/book-test-drive'],
    ['/search/new-used-and-demo-cars/', '/search/new-used-and-demo-cars'],
    ['/cars/2020-toyota-corolla-abc123.html', '/cars/2020-toyota-corolla-abc123'],
    ['/cars/2020-toyota-corolla-abc123/checkout', '/cars/2020-toyota-corolla-abc123/checkout'],
    ['/a//', '/a'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(sitePath(input)).toBe(expected);
  });
});

describe('sitePathRedirect: where a request in the other style goes', () => {
  it.each([
    ['/', null],
    ['/about-us', null],
    ['/about-us.html', null],
    ['/about-us/', '/about-us'],
    ['/search/toyota/', '/search/toyota'],
    ['/a///', '/a'],
    // '//evil.example/' would be another host in a Location header: never redirected
    ['//evil.example/', null],
  ])('%s → %s', (input, expected) => {
    expect(sitePathRedirect(input)).toBe(expected);
  });
});
