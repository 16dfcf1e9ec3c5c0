import { describe, expect, it } from 'vitest';
import { footerLines, licenceNumber } from '../../../../src/domain/content/footer';
import { formatMoney, formatMoneyCents } from '../../../../src/domain/format/money';
import { manufacturerDisplayName, siteCity } from '../../../../src/domain/tenant/site';
import { slugify } from '../../../../src/domain/format/slug';
import { contrastRatio, readableOn } from '../../../../src/domain/format/color';

describe('footer (rules.md: What the product does and for whom; Sub-footer and header banner)', () => {
  it('reads "{dealer}. {Manufacturer} Dealer in {city state}", licences where present, then the copyright', () => {
    expect(
      footerLines({
        dealerName: 'Sunshine Coast Toyota',
        manufacturer: 'Toyota',
        city: 'Maroochydore',
        state: 'QLD',
        dealerLicense: '3512345',
        motorVehicleRepairer: '98765',
        year: 2026,
      }),
    ).toEqual([
      'Sunshine Coast Toyota. Toyota Dealer in Maroochydore QLD',
      'Dealer License: 3512345.',
      'Motor Vehicle Repairer: 98765.',
      'Copyright © 2026. All Rights Reserved.',
    ]);
  });
  it("says 'Car Dealership' when there is no manufacturer and skips missing licences", () => {
    expect(
      footerLines({
        dealerName: 'Pacific Motor Group',
        manufacturer: '',
        city: 'Brisbane',
        state: 'QLD',
        year: 2026,
      }),
    ).toEqual([
      'Pacific Motor Group. Car Dealership in Brisbane QLD',
      'Copyright © 2026. All Rights Reserved.',
    ]);
  });
  it('strips a licence prefix already in the stored value', () => {
    expect(licenceNumber('LMCT 12345')).toBe('12345');
    expect(licenceNumber('lmct: 0001')).toBe('0001');
    expect(licenceNumber('12345')).toBe('12345');
  });
});

describe('formatting', () => {
  it.each([
    [0, '$0'],
    [999, '$999'],
    [32990, '$32,990'],
    [1234567.6, '$1,234,568'],
    [-500, '-$500'],
  ])('money %d → %s', (n, text) => expect(formatMoney(n)).toBe(text));
  it('pads one decimal digit to two', () => expect(formatMoneyCents(12.5)).toBe('$12.50'));
  it('slugs: lowercase, non-alphanumerics to "-", dashes trimmed', () => {
    expect(slugify('  Mercedes-Benz  C200 ')).toBe('mercedes-benz-c200');
    expect(slugify('Škoda')).toBe('skoda');
    expect(slugify('--A & B--')).toBe('a-b');
  });
  it('manufacturer display names (rules.md: Names, makes and slugs)', () => {
    expect(manufacturerDisplayName('skoda')).toBe('Škoda');
    expect(manufacturerDisplayName('chery nz')).toBe('Chery');
    expect(manufacturerDisplayName('Suzuki Australia')).toBe('Suzuki');
    expect(manufacturerDisplayName('Mercedes Benz')).toBe('Mercedes-Benz');
    expect(manufacturerDisplayName('Isuzu UTE')).toBe('Isuzu');
    expect(manufacturerDisplayName('Mazda')).toBe('Mazda');
    expect(manufacturerDisplayName('')).toBe('');
  });
  it('the city is override_city when set, else address.city', () => {
    expect(siteCity({ override_city: 'Sunshine Coast', address: { city: 'Maroochydore' } })).toBe(
      'Sunshine Coast',
    );
    expect(siteCity({ address: { city: 'Maroochydore' } })).toBe('Maroochydore');
  });
  it('brand text colour keeps WCAG AA contrast', () => {
    for (const brand of ['#eb0a1e', '#0b3d91', '#ffcc00', '#00adee', '#78faae', '#111111']) {
      expect(contrastRatio(brand, readableOn(brand))).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('search links carry the tenant default query (rules.md: Search routes; Link rules)', () => {
  it('appends it to search paths without a query, and leaves other links alone', async () => {
    const { withDefaultSearchQuery } = await import('../../../../src/domain/content/navigation');
    expect(withDefaultSearchQuery('/search/new-used-and-demo-cars', 'range[photos_count]=3')).toBe(
      '/search/new-used-and-demo-cars?range[photos_count]=3',
    );
    expect(withDefaultSearchQuery('/new-used-and-demo-cars', 'refinementList[make][0]=Kia')).toBe(
      '/new-used-and-demo-cars?refinementList[make][0]=Kia',
    );
    expect(withDefaultSearchQuery('/search/used-cars?sortBy=x', 'range[photos_count]=3')).toBe(
      '/search/used-cars?sortBy=x',
    );
    expect(withDefaultSearchQuery('/service', 'range[photos_count]=3')).toBe('/service');
    expect(withDefaultSearchQuery('/search', null)).toBe('/search');
  });
});
