import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dateTimeFormat, groupThousands, numberFormat } from '../../../../src/domain/format/intl';
import { MARKET_RULES } from '../../../../src/domain/market/market';

describe('shared Intl formatters', () => {
  it('gives the same formatter for the same locale and options, a new one otherwise', () => {
    const a = dateTimeFormat('en-AU', { month: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('en-AU', { month: 'long', timeZone: 'UTC' })).toBe(a);
    expect(dateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' })).not.toBe(a);
    expect(dateTimeFormat('en-AU', { month: 'short', timeZone: 'UTC' })).not.toBe(a);
    expect(numberFormat('en-AU')).toBe(numberFormat('en-AU'));
  });

  it('formats as a fresh formatter does', () => {
    const when = new Date(Date.UTC(2026, 2, 5, 23, 30));
    const options: Intl.DateTimeFormatOptions = {
      timeZone: 'Australia/Sydney',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    };
    expect(dateTimeFormat('en-CA', options).format(when)).toBe(
      new Intl.DateTimeFormat('en-CA', options).format(when),
    );
    expect(dateTimeFormat('en-CA', options).format(when)).toBe('2026-03-06');
    expect(numberFormat('en-US').format(1234567)).toBe('1,234,567');
  });
});

describe('groupThousands (whole numbers without Intl)', () => {
  const locales = [...new Set(Object.values(MARKET_RULES).map((m) => m.locale))];
  const intl = (locale: string, n: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n);

  it.each(locales)(
    'writes what Intl writes in %s, for any safe integer and any fraction',
    (locale) => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.integer({ min: -1_000_000, max: 1_000_000 }),
            fc.maxSafeInteger(),
            fc.double({ min: -1e15, max: 1e15, noNaN: true }),
          ),
          (n) => {
            const rounded = Math.round(n);
            fc.pre(!Object.is(rounded, -0));
            expect(groupThousands(n, locale)).toBe(intl(locale, rounded));
          },
        ),
        { numRuns: 2000 },
      );
    },
  );

  it.each<[number, string]>([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [-1000, '-1,000'],
    [12345.5, '12,346'],
    [1234567, '1,234,567'],
    [-0.4, '0'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
  ])('%d → %s', (n, text) => {
    expect(groupThousands(n)).toBe(text);
  });

  it('hands other locales and numbers past the safe integers to Intl', () => {
    expect(groupThousands(1234567, 'de-DE')).toBe('1.234.567');
    expect(groupThousands(2 ** 60)).toBe(intl('en-AU', 2 ** 60));
  });
});
