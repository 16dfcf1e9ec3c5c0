/**
 * The build digest's parts: code by content, the environment without secret values in
 * clear, the date, and the summary of what changed.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  codeDigest,
  combineDigest,
  dateKey,
  describeChange,
  envDigest,
} from '../../../src/build/build-digest';
import { siteTimeZone } from '../../../src/domain/tenant/site';
import { tempDir } from '../../support/fixture-tenant';

const parts = (over: Partial<Parameters<typeof combineDigest>[1]> = {}) => ({
  code: 'c1',
  env: 'e1',
  date: 'd1',
  content: { website: 'w1', stock: 's1', offers: 'o1' },
  ...over,
});

describe('build digest', () => {
  it('hashes the code by content: an edit or a new file changes it, a touch does not', () => {
    const root = tempDir('code-');
    mkdirSync(path.join(root, 'src'));
    writeFileSync(path.join(root, 'src', 'a.ts'), 'export const a = 1;\n');
    const first = codeDigest(root, ['src', 'astro.config.mjs']);
    writeFileSync(path.join(root, 'src', 'a.ts'), 'export const a = 1;\n');
    expect(codeDigest(root, ['src', 'astro.config.mjs'])).toBe(first);
    writeFileSync(path.join(root, 'src', 'a.ts'), 'export const a = 2;\n');
    const edited = codeDigest(root, ['src', 'astro.config.mjs']);
    expect(edited).not.toBe(first);
    writeFileSync(path.join(root, 'astro.config.mjs'), 'export default {};\n');
    expect(codeDigest(root, ['src', 'astro.config.mjs'])).not.toBe(edited);
  });

  it('records the build environment with secrets as set/unset only, yet a new secret changes the digest', () => {
    const a = envDigest({ SITE_URL: 'https://a.example', MEILI_BUILD_KEY: 'k-secret-123' });
    expect(a.shown).toMatchObject({ SITE_URL: 'https://a.example', MEILI_BUILD_KEY: 'set' });
    expect(JSON.stringify(a)).not.toContain('k-secret-123');
    const b = envDigest({ SITE_URL: 'https://a.example', MEILI_BUILD_KEY: 'k-secret-456' });
    expect(b.digest).not.toBe(a.digest);
    expect(envDigest({ SITE_URL: 'https://a.example', UNRELATED: 'x' }).digest).toBe(
      envDigest({ SITE_URL: 'https://a.example' }).digest,
    );
  });

  it('the date changes at midnight in the dealer’s time zone', () => {
    // 15:59 UTC is 23:59 in Perth; a minute later it is the next day there
    expect(dateKey(new Date('2026-11-21T15:59:00Z'))).not.toBe(
      dateKey(new Date('2026-11-21T16:00:00Z')),
    );
    expect(dateKey(new Date('2026-11-21T16:00:00Z'))).toBe(
      dateKey(new Date('2026-11-21T23:00:00Z')),
    );
  });

  it('each tenant’s day is its own: a Chicago dealer’s changes at Chicago’s midnight, not Perth’s', () => {
    const chicago = siteTimeZone({
      config: { market: 'US' },
      locations: [{ primary: true, time_zone: 'America/Chicago' }],
    });
    expect(chicago).toBe('America/Chicago');
    // 16:00 UTC is midnight in Perth, 10:00 in Chicago: the same Chicago day
    expect(dateKey(new Date('2026-11-21T15:59:00Z'), chicago)).toBe(
      dateKey(new Date('2026-11-21T16:00:00Z'), chicago),
    );
    // 06:00 UTC on the 22nd is midnight in Chicago (CST, UTC-6)
    expect(dateKey(new Date('2026-11-22T05:59:00Z'), chicago)).not.toBe(
      dateKey(new Date('2026-11-22T06:00:00Z'), chicago),
    );
    // the site's config.timeZone without a location zone; else the market's default
    expect(siteTimeZone({ config: { timeZone: 'Pacific/Auckland' }, locations: [] })).toBe(
      'Pacific/Auckland',
    );
    expect(siteTimeZone({ config: {}, locations: [] })).toBe('Australia/Perth');
  });

  it('says which parts changed; the site-wide digest ignores the stock', () => {
    const before = combineDigest('t', parts(), {});
    const stock = combineDigest('t', parts({ content: { ...parts().content, stock: 's2' } }), {});
    expect(describeChange(before, stock)).toBe('stock changed');
    expect(stock.digest).not.toBe(before.digest);
    expect(stock.sitewide).toBe(before.sitewide);
    const many = combineDigest(
      't',
      parts({ code: 'c2', date: 'd2', content: { ...parts().content, offers: 'o2' } }),
      {},
    );
    expect(describeChange(before, many)).toBe('code, date, offers changed');
    expect(many.sitewide).not.toBe(before.sitewide);
    const env = combineDigest('t', parts({ env: 'e2' }), { SITE_URL: 'https://b.example' });
    expect(describeChange({ ...before, env: { SITE_URL: '' } }, env)).toBe(
      'environment (SITE_URL) changed',
    );
  });
});
