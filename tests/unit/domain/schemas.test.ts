import { describe, expect, it } from 'vitest';
import { Website } from '../../../src/domain/tenant/schema/website';
import { Car, modelName } from '../../../src/domain/vehicle/schema';
import {
  Location,
  OpeningHour,
  Review,
  PromoCard,
  NavigationItem,
  SearchSlug,
} from '../../../src/domain/tenant/schema';
import { FinanceLender, financeProviderKey } from '../../../src/domain/finance/lender';
import { parseOrThrow, ContentValidationError } from '../../../src/data/validate';
import { miniWebsite } from '../../support/fixture-tenant';
import { DEFAULT_NO_PRICE_TEXT } from '../../../src/domain/tenant/config/vdp';
import { BlogPost } from '../../../src/domain/tenant/schema/blog';
import { TenantEntry } from '../../../src/domain/tenant/registry';
import { slugify } from '../../../src/domain/format/slug';

describe('Website schema (rules.md: Website (site configuration))', () => {
  it('validates a dashboard payload and keeps fields it does not declare', () => {
    const site = Website.parse({ ...miniWebsite('mini', 9), some_future_field: [1, 2] });
    expect((site as Record<string, unknown>).some_future_field).toEqual([1, 2]);
    expect((site.locations[0] as Record<string, unknown>).an_unknown_dashboard_field).toEqual({
      kept: true,
    });
  });

  it('fills config defaults quoted from the spec', () => {
    const site = Website.parse(miniWebsite('mini', 9));
    expect(site.config.noPriceText).toBe(DEFAULT_NO_PRICE_TEXT);
    expect(site.config.noPriceText).toBe('Enquire for price.');
    expect(site.config.callTheDealerText).toBe('Call the dealer');
    expect(site.config.callTheDealerPosition).toBe('Sidebar');
    expect(site.config.dealerCommentsTitle).toBe('Dealer Comments');
    expect(site.config.sidebarButtonsFinanceText).toBe('Pre-Approved');
    expect(site.config.customCarSpecListFilter).toEqual(['rego']);
    expect(site.config.contactFormTitle).toBe('Contact Us');
  });

  it('accepts manufacturer as a string or { name }, and numeric strings where the API sends them', () => {
    expect(Website.parse({ ...miniWebsite('a', 1), manufacturer: 'Toyota' }).manufacturer).toBe(
      'Toyota',
    );
    expect(
      Website.parse({ ...miniWebsite('a', 1), manufacturer: { name: 'Kia' } }).manufacturer,
    ).toEqual({ name: 'Kia' });
    const loc = Location.parse(miniWebsite('a', 1).locations[0]);
    expect(loc.address?.lat).toBeCloseTo(-27.47);
  });

  it.each([
    [{ slug: 'Not A Slug' }, 'slug'],
    [{ url: 'not a url' }, 'url'],
    [{ config: { callTheDealerPosition: 'Footer' } }, 'config.callTheDealerPosition'],
    [{ locations: [{ id: 1, slug: 'x' }] }, 'locations[0].name'],
    [{ include_sold_cars_days: -1 }, 'include_sold_cars_days'],
    [{ locations: [{ id: 1, name: 'Sales', slug: 'Brisbane North' }] }, 'locations[0].slug'],
  ])('rejects %j naming the field', (override, fieldPath) => {
    const error = (() => {
      try {
        parseOrThrow(
          Website,
          { ...miniWebsite('mini', 9), ...override },
          { tenant: 'mini', source: 'websites/9.json' },
        );
      } catch (e) {
        return e as ContentValidationError;
      }
      throw new Error('expected a validation error');
    })();
    expect(error).toBeInstanceOf(ContentValidationError);
    expect(error.message).toContain('Tenant "mini": invalid content in websites/9.json');
    expect(error.fields.map((f) => f.path)).toContain(fieldPath);
  });
});

describe('slugs that become a path segment (rules.md: Names, makes and slugs)', () => {
  const location = (slug: string) => ({ id: 1, name: 'Sales', slug });
  const entities = {
    website: (slug: string) => Website.safeParse({ ...miniWebsite('mini', 9), slug }),
    location: (slug: string) => Location.safeParse(location(slug)),
    'blog post': (slug: string) =>
      BlogPost.safeParse({ id: 1, slug, title: 'T', category: 'News', blocks: [] }),
    'tenant entry': (slug: string) => TenantEntry.safeParse({ slug, website_id: 9 }),
    'search slug': (slug: string) => SearchSlug.safeParse({ slug, query: 'range[price]=0:20000' }),
  };

  it.each(['a', 'sales', 'brisbane-north', 'yard-2', '4x4-centre', slugify('Brisbane & North!')])(
    'accepts %j, as slugify writes one',
    (slug) => {
      for (const parse of Object.values(entities)) expect(parse(slug).success).toBe(true);
    },
  );

  it.each([
    '',
    'Brisbane North',
    'Sales',
    'brisbane_north',
    'brisbane--north',
    '-sales',
    'sales-',
    'north/sales',
    '../sales',
    'sales?x=1',
    'café',
  ])('rejects %j on every entity, saying what a slug is', (slug) => {
    for (const [entity, parse] of Object.entries(entities)) {
      const result = parse(slug);
      expect(result.success, `${entity} ${JSON.stringify(slug)}`).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(
        'Expected a lowercase slug (letters, digits and single dashes)',
      );
    }
  });
});

describe('Car schema (rules.md: Car)', () => {
  const car = {
    id: 77,
    slug: '2022-toyota-rav4-gx',
    make: 'Toyota',
    model: 'RAV4',
    car_type: 'used',
    status: 'in_stock',
    price: '32990',
    km: 41000,
    images: [{ image: { url: '/a.jpg', thumb: { url: '/a-t.jpg' } }, visible: false }],
    variant: { enginesize: '2487', towingcapacitybraked: 1500 },
    autograb_data: { state_average_market_price: '35500' },
    finance_lenders: {
      harbour_finance: { paymentWeek: 132, interestRate: '8.99', disclaimer: 'a\nb' },
    },
    youxQuote: { weeklyRepaymentAmount: 120.5 },
  };
  it('validates every field group and reads numeric strings as numbers', () => {
    const parsed = Car.parse(car);
    expect(parsed.price).toBe(32990);
    expect(parsed.variant?.enginesize).toBe(2487);
    expect(parsed.autograb_data?.state_average_market_price).toBe(35500);
    expect(parsed.finance_lenders?.harbour_finance.interestRate).toBe(8.99);
  });
  it('takes model as a string or { name } (search documents)', () => {
    expect(modelName(Car.parse(car))).toBe('RAV4');
    expect(modelName(Car.parse({ ...car, model: { name: 'Camry' } }))).toBe('Camry');
  });
  it.each([
    ['car_type', 'second-hand'],
    ['status', 'gone'],
    ['make', undefined],
    ['slug', ''],
  ])('rejects a bad %s', (field, value) => {
    expect(Car.safeParse({ ...car, [field]: value }).success).toBe(false);
  });
});

describe('other entities', () => {
  it('opening hour weekday is 0 (Sunday) to 6 (Saturday)', () => {
    expect(
      OpeningHour.safeParse({ weekday: 6, status: 'Open', formated_hours: '8:00am-5:00pm' })
        .success,
    ).toBe(true);
    expect(OpeningHour.safeParse({ weekday: 7 }).success).toBe(false);
  });
  it('review rating is an integer 1–5 and review_date is dd/mm/yyyy', () => {
    expect(Review.safeParse({ id: 1, rating: 5, review_date: '03/11/2026' }).success).toBe(true);
    expect(Review.safeParse({ id: 1, rating: 6 }).success).toBe(false);
    expect(Review.safeParse({ id: 1, rating: 4, review_date: '2026-11-03' }).success).toBe(false);
  });
  it('promo card display holds car types', () => {
    expect(PromoCard.safeParse({ display: ['new', 'demo'], position: 8 }).success).toBe(true);
    expect(PromoCard.safeParse({ display: ['vintage'] }).success).toBe(false);
  });
  it('navigation items nest', () => {
    expect(
      NavigationItem.safeParse({
        url: '/models',
        name: 'New',
        dynamicDropdown: 'models',
        dropdownItems: [{ url: '/x', name: 'X' }],
      }).success,
    ).toBe(true);
  });
  it('finance lender data and the provider key: slugified, first "-" becomes "_"', () => {
    expect(FinanceLender.parse({ paymentMonth: '540' }).paymentMonth).toBe(540);
    expect(financeProviderKey('Nissan Finance')).toBe('nissan_finance');
    expect(financeProviderKey('Keystone Direct Car Loans')).toBe('keystone_direct-car-loans');
    expect(financeProviderKey('Manual')).toBe('manual');
  });
});
