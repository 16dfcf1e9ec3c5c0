/**
 * Finance box eligibility per provider and the site/dealership exclusions (rules.md: Finance box
 * eligibility).
 */
import { describe, expect, it } from 'vitest';
import {
  calculatorResultAllowed,
  financeBox,
  FINANCE_BOX_EXCLUDED_DEALERSHIPS,
  siteLender,
} from '../../../../src/domain/finance/eligibility';
import {
  FINANCE_PROVIDERS,
  type FinanceProviderRole,
} from '../../../../src/domain/finance/providers';
import { financeProviderKey } from '../../../../src/domain/finance/lender';
import { FLAGS } from '../../../../src/domain/tenant/flags';
import { makeCar, makeWebsite } from '../../../support/factories';

const YEAR = 2026;
const site = (role: FinanceProviderRole, over: Record<string, unknown> = {}) =>
  makeWebsite({
    slug: 'demo-motors',
    name: 'Demo Motors',
    finance_provider: FINANCE_PROVIDERS[role],
    ...over,
  });
const lender = { interestRate: 8.99, comparisonRate: 9.45, paymentWeek: 120, paymentMonth: 520 };
const car = (
  role: FinanceProviderRole,
  over: Record<string, unknown> = {},
  lenderOver: Record<string, unknown> = {},
) =>
  makeCar({
    status: 'in_stock',
    price: 25000,
    year: 2022,
    make: 'Toyota',
    dealership_slug: 'demo-motors',
    finance_lenders: {
      [financeProviderKey(FINANCE_PROVIDERS[role])]: { ...lender, ...lenderOver },
    },
    ...over,
  });

describe('the finance box needs the site provider entry with both rates', () => {
  it('shows for a complete manual entry', () => {
    expect(financeBox(car('manual'), site('manual'), YEAR)?.key).toBe('manual');
  });
  it('not without a provider, without the entry, or with an empty entry', () => {
    expect(financeBox(car('manual'), site('manual', { finance_provider: null }), YEAR)).toBeNull();
    expect(financeBox(car('manual', { finance_lenders: {} }), site('manual'), YEAR)).toBeNull();
    expect(
      financeBox(
        car('manual', { finance_lenders: { manual: { interestRate: null, disclaimer: '' } } }),
        site('manual'),
        YEAR,
      ),
    ).toBeNull();
    expect(siteLender(makeCar({ finance_lenders: { manual: {} } }), site('manual'))).toBeNull();
  });
  it.each(['interestRate', 'comparisonRate'])('not when %s is null', (field) => {
    expect(financeBox(car('lenderB', {}, { [field]: null }), site('lenderB'), YEAR)).toBeNull();
  });
  it('reads the key as the provider slug with its first dash made an underscore', () => {
    expect(financeProviderKey('Southern Cross Lending')).toBe('southern_cross-lending');
    expect(financeBox(car('lenderD'), site('lenderD'), YEAR)?.key).toBe('southern_cross-lending');
  });
});

describe('site and dealership exclusions', () => {
  it('not for the excluded manufacturer', () => {
    expect(
      financeBox(car('manual'), site('manual', { manufacturer: 'Mercedes Benz' }), YEAR),
    ).toBeNull();
  });
  it('not when the hiding flag is on', () => {
    const flags = FLAGS as unknown as Record<string, { slugs: string[] }>;
    const saved = flags.financeBoxOff;
    flags.financeBoxOff = { slugs: ['demo-motors'] };
    try {
      expect(financeBox(car('manual'), site('manual'), YEAR)).toBeNull();
    } finally {
      flags.financeBoxOff = saved;
    }
  });
  it.each([...FINANCE_BOX_EXCLUDED_DEALERSHIPS])('not for the excluded dealership %s', (slug) => {
    expect(financeBox(car('manual', { dealership_slug: slug }), site('manual'), YEAR)).toBeNull();
  });
  it('there are five excluded dealerships', () => {
    expect(FINANCE_BOX_EXCLUDED_DEALERSHIPS).toHaveLength(5);
  });
});

describe('per provider', () => {
  it.each([
    // Lender A: year > current year − 12, price > 500, in stock, comparisonRate present
    ['A: 2015 car (2026 − 12 = 2014 < 2015)', 'lenderA', { year: 2015 }, {}, true],
    ['A: 2014 car is too old', 'lenderA', { year: 2014 }, {}, false],
    ['A: price 500 is too low', 'lenderA', { price: 500 }, {}, false],
    ['A: price 501', 'lenderA', { price: 501 }, {}, true],
    ['A: sold', 'lenderA', { status: 'sold' }, {}, false],
    // B and C: in stock only
    [
      'B: no price, no payments',
      'lenderB',
      { price: 0 },
      { paymentWeek: null, paymentMonth: null },
      true,
    ],
    ['C: in stock', 'lenderC', { year: 1990, price: 0 }, {}, true],
    ['C: sold', 'lenderC', { status: 'sold' }, {}, false],
    ['B: coming soon counts as in stock', 'lenderB', { status: 'coming_soon' }, {}, true],
    // Manual, D, E: price > 500, in stock, paymentWeek present
    ['manual without paymentWeek', 'manual', {}, { paymentWeek: null }, false],
    ['D without paymentWeek', 'lenderD', {}, { paymentWeek: null }, false],
    ['E with paymentWeek', 'lenderE', {}, {}, true],
    ['E price 500', 'lenderE', { price: 500 }, {}, false],
    // Captive: price > 500, in stock, paymentMonth present
    ['captive with paymentMonth', 'captive', { make: 'Nissan' }, {}, true],
    ['captive without paymentMonth', 'captive', {}, { paymentMonth: null }, false],
    ['captive sold', 'captive', { status: 'sold' }, {}, false],
  ] as const)('%s → %s', (_, role, carOver, lenderOver, shows) => {
    expect(financeBox(car(role, carOver, lenderOver), site(role), YEAR) !== null).toBe(shows);
  });

  it('an unknown provider never shows the box', () => {
    const c = car('manual', { finance_lenders: { acme_finance: lender } });
    expect(
      financeBox(c, makeWebsite({ slug: 'x', name: 'X', finance_provider: 'Acme Finance' }), YEAR),
    ).toBeNull();
  });
});

describe('calculator result for the captive make', () => {
  it('Nissans get a result only from the captive arm', () => {
    expect(calculatorResultAllowed({ make: 'Nissan' }, site('captive'))).toBe(true);
    expect(calculatorResultAllowed({ make: 'nissan' }, site('manual'))).toBe(false);
    expect(calculatorResultAllowed({ make: 'Toyota' }, site('manual'))).toBe(true);
  });
});
