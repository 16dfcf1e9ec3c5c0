/** The order build-all starts builds in: the largest tenants first (scripts/lib/incremental.ts). */
import { describe, expect, it } from 'vitest';
import { combineDigest, type BuildRecord } from '../../../src/build/build-digest';
import { expectedSize, largestFirst, planBuilds } from '../../../scripts/lib/incremental';

const digest = (tenant: string, entries?: Record<string, number>) =>
  combineDigest(tenant, { code: 'c', env: 'e', date: 'd', content: { stock: 's' } }, {}, entries);
const record = (tenant: string, pages: number): BuildRecord => ({
  ...digest(tenant),
  builtAt: '2026-11-28T00:00:00.000Z',
  pages,
  seconds: 1,
});

describe('expectedSize', () => {
  it("counts the entries of the tenant's content collections now", () => {
    const plan = { digest: digest('a', { stock: 1992, pages: 12, offers: 10 }), previous: null };
    expect(expectedSize(plan)).toBe(2014);
  });

  it("falls back on the last build's pages, then on 0", () => {
    expect(expectedSize({ digest: digest('a'), previous: record('a', 5142) })).toBe(5142);
    expect(expectedSize({ digest: null, previous: record('a', 366) })).toBe(366);
    expect(expectedSize({ digest: null, previous: null })).toBe(0);
  });

  it('is not part of the digest: the same content with other counts digests the same', () => {
    expect(digest('a', { stock: 1 }).digest).toBe(digest('a', { stock: 2 }).digest);
    expect(digest('a', { stock: 1 }).sitewide).toBe(digest('a').sitewide);
  });
});

describe('largestFirst', () => {
  it('orders by size, largest first', () => {
    const sizes: Record<string, number> = { badger: 36, outback: 50, pacific: 1992, sunshine: 250 };
    expect(largestFirst(Object.keys(sizes), (s) => sizes[s])).toEqual([
      'pacific',
      'sunshine',
      'outback',
      'badger',
    ]);
  });

  it('keeps the given order between equal sizes, and leaves the list as it was', () => {
    const items = [
      { slug: 'a', size: 300 },
      { slug: 'b', size: 300 },
      { slug: 'c', size: 0 },
      { slug: 'd', size: 900 },
      { slug: 'e', size: 0 },
      { slug: 'f', size: 300 },
    ];
    const before = items.map((i) => i.slug);
    expect(largestFirst(items, (i) => i.size).map((i) => i.slug)).toEqual([
      'd',
      'a',
      'b',
      'f',
      'c',
      'e',
    ]);
    expect(items.map((i) => i.slug)).toEqual(before);
    expect(largestFirst([], () => 1)).toEqual([]);
  });
});

describe('planBuilds when a digest failed', () => {
  const outDirOf = (slug: string) => `/nonexistent/dist/${slug}`;
  it('a content API call that failed its attempts fails the tenant, unbuilt; any other failure builds', () => {
    const digests = new Map([
      ['api', { error: 'An unexpected error occurred: Internal Server Error', contentApi: true }],
      ['invalid', { error: 'Tenant "invalid": invalid content in …' }],
    ]);
    const [api, invalid] = planBuilds(['api', 'invalid'], digests, { outDirOf });
    expect(api.build).toBe(false);
    expect(api.failed).toBe(
      'The content API failed (each call made 3 attempts): An unexpected error occurred: Internal Server Error',
    );
    // even with --force: the API just failed, so no build starts on it
    expect(planBuilds(['api'], digests, { outDirOf, force: true })[0].build).toBe(false);
    expect(invalid.build).toBe(true);
    expect(invalid.failed).toBeUndefined();
    expect(invalid.reason).toMatch(/^digest unavailable: Tenant "invalid"/);
  });
});
