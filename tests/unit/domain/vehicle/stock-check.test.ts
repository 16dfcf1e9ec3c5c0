import { describe, expect, it } from 'vitest';
import {
  readStockCheck,
  stockCheckedText,
  zoneCity,
} from '../../../../src/domain/vehicle/stock-check';
import { stockGuard, allowDropFromEnv } from '../../../../src/domain/vehicle/stock-guard';
import { SiteConfig } from '../../../../src/domain/tenant/config';

const at = (iso: string) => new Date(iso);

describe('Checked in stock, in words and in the dealer time zone', () => {
  const checked = at('2026-11-27T20:05:00Z'); // 6:05 am on the 28th in Brisbane (UTC+10)
  it.each([
    ['2026-11-28T01:00:00Z', 'Checked in stock today at 6:05 am (Brisbane time)'],
    ['2026-11-29T01:00:00Z', 'Checked in stock yesterday at 6:05 am (Brisbane time)'],
    ['2026-12-01T01:00:00Z', 'Checked in stock on Saturday at 6:05 am (Brisbane time)'],
    ['2026-12-09T01:00:00Z', 'Checked in stock on 28 November at 6:05 am (Brisbane time)'],
  ])('seen at %s: %s', (now, text) =>
    expect(stockCheckedText(checked, at(now), 'Australia/Brisbane')).toBe(text),
  );
  it("the day is the dealer's: 8:05 pm UTC is already tomorrow in Brisbane, still today in Chicago", () => {
    expect(stockCheckedText(checked, at('2026-11-27T22:00:00Z'), 'America/Chicago', 'en-US')).toBe(
      'Checked in stock today at 2:05 pm (Chicago time)',
    );
    expect(zoneCity('America/New_York')).toBe('New York');
  });
  it('reads only a sound stock-check file', () => {
    expect(readStockCheck({ checkedAt: '2026-11-27T20:05:00Z', cars: 12 })).toEqual({
      checkedAt: '2026-11-27T20:05:00Z',
      cars: 12,
    });
    expect(readStockCheck({ checkedAt: 'yesterday', cars: 12 })).toBeNull();
    expect(readStockCheck({ checkedAt: '2026-11-27T20:05:00Z', cars: -1 })).toBeNull();
    expect(readStockCheck(null)).toBeNull();
  });
});

describe('the stock guard', () => {
  const guard = (previous: number | null, current: number, extra = {}) =>
    stockGuard({ tenant: 'bay-motors', previous, current, ...extra });
  it('lets through growth, a drop within the share (30% by default) and a first build', () => {
    expect(SiteConfig.parse({}).stockDropLimit).toBe(0.3);
    expect(guard(100, 120).ok).toBe(true);
    expect(guard(100, 70).ok).toBe(true);
    expect(guard(null, 0).ok).toBe(true);
    expect(guard(0, 0).ok).toBe(true);
  });
  it('stops a list that lost more than the share, naming the counts', () => {
    const out = guard(100, 69);
    expect(out).toMatchObject({ ok: false });
    expect(!out.ok && out.message).toContain(
      'Tenant "bay-motors": the stock list has 69 cars, 31 fewer than the 100 of the last good build (31% lost; the limit is 30%)',
    );
    expect(!out.ok && out.message).toContain('--allow-stock-drop');
    expect(guard(100, 85, { limit: 0.1 }).ok).toBe(false);
  });
  it('stops an empty list when the last good build had cars', () => {
    const out = guard(40, 0, { limit: 1 });
    expect(!out.ok && out.message).toContain(
      'came back empty (0 cars; the last good build had 40)',
    );
  });
  it('the explicit override lets it through, saying so', () => {
    expect(guard(100, 10, { allowDrop: true })).toMatchObject({
      ok: true,
      note: expect.stringContaining('building anyway'),
    });
    expect(allowDropFromEnv({ DEALER_ALLOW_STOCK_DROP: '1' })).toBe(true);
    expect(allowDropFromEnv({ DEALER_ALLOW_STOCK_DROP: '0' })).toBe(false);
    expect(allowDropFromEnv({})).toBe(false);
  });
});
