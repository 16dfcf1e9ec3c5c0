import { describe, expect, it } from 'vitest';
import { filterFields, toMeilisearch, toPredicate } from '../../../../src/domain/search/filter';
import { parseMeilisearchFilter } from '../../../../src/domain/search/filter-parser';
import {
  makeAliases,
  makeFilter,
  makeSlug,
  modelDisplayName,
  modelSlug,
} from '../../../../src/domain/search/makes';
import {
  manufacturerFilter,
  siteStockFilter,
  stockFilter,
  tenantClauses,
} from '../../../../src/domain/search/stock-filter';
import {
  defaultStockFilter,
  ruleFilter,
  stockRulesFor,
} from '../../../../src/domain/search/stock-rules';
import { isEnabled } from '../../../../src/domain/tenant/flags';
import {
  facetFilter,
  numericFilter,
  refinementFilter,
} from '../../../../src/domain/search/refinements';

const NOW = 1_800_000_000;
const car = (over: Record<string, unknown>) => ({
  show_on_dealer_website: true,
  status: 'in_stock',
  car_type: 'used',
  make: 'Toyota',
  photos_count: 5,
  ...over,
});

describe('make filter with alias groups', () => {
  it.each([
    ['Isuzu', ['Isuzu', 'Isuzu Ute', 'Isuzu UTE']],
    ['isuzu ute', ['Isuzu', 'Isuzu Ute', 'Isuzu UTE']],
    ['Haval', ['GWM', 'Haval', 'GWM Haval']],
    ['Mercedes Benz', ['Mercedes-Benz', 'Mercedes Benz']],
    ['KGM', ['SsangYong', 'KGM', 'KGM SsangYong']],
    ['Chery NZ', ['Chery', 'Chery NZ']],
    ['GMSV', ['Chevrolet', 'GMSV']],
    ['Toyota', ['Toyota']],
  ])('%s expands to its group', (make, group) => {
    expect(makeAliases(make)).toEqual(group);
  });
  it('writes make="…" joined with OR, and matches any alias', () => {
    expect(toMeilisearch(makeFilter('GWM'))).toBe(
      'make = "GWM" OR make = "Haval" OR make = "GWM Haval"',
    );
    const keep = toPredicate(makeFilter('GWM'));
    expect([{ make: 'Haval' }, { make: 'gwm' }, { make: 'Great Wall' }].map(keep)).toEqual([
      true,
      true,
      false,
    ]);
  });
  it('normalises make aliases to slugs and maps model names', () => {
    expect(
      [
        'Isuzu Ute',
        'GWM',
        'Suzuki Australia',
        'Škoda',
        'Chery NZ',
        'Mercedes-Benz',
        'Land Rover',
      ].map(makeSlug),
    ).toEqual(['isuzu', 'gwm-haval', 'suzuki', 'skoda', 'chery', 'mercedes-benz', 'land-rover']);
    expect([
      modelDisplayName('Mazda', '2'),
      modelDisplayName('Mazda', 'Mazda 3'),
      modelDisplayName('Mazda', '6'),
      modelDisplayName('Mazda', 'CX-5'),
    ]).toEqual(['Mazda2', 'Mazda3', 'Mazda6', 'CX-5']);
    expect([
      modelDisplayName('MG', '3'),
      modelDisplayName('MG', '4'),
      modelDisplayName('MG', 'ZS'),
      modelDisplayName('Kia', '3'),
    ]).toEqual(['MG3', 'MG4', 'ZS', '3']);
    expect(modelSlug('Mazda', '3')).toBe('mazda3');
  });
});

describe('manufacturer filter', () => {
  const franchise = {
    manufacturer: { name: 'Isuzu UTE' },
    dealership_websites: [{ make: 'Mazda' }, { dealership_ids: [7, 8] }],
  };
  it("joins the site's make, dealership websites' makes and dealership ids with OR; a franchise also lists used cars", () => {
    expect(toMeilisearch(manufacturerFilter(franchise))).toBe(
      'make = "Isuzu" OR make = "Isuzu Ute" OR make = "Isuzu UTE" OR make = "Mazda" OR dealership_ids = 7 OR dealership_ids = 8 OR car_type = "used"',
    );
    const keep = toPredicate(manufacturerFilter(franchise));
    expect(keep(car({ make: 'Ford', car_type: 'new' }))).toBe(false);
    expect(keep(car({ make: 'Ford', car_type: 'used' }))).toBe(true);
    expect(keep(car({ make: 'Isuzu', car_type: 'new' }))).toBe(true);
    expect(keep(car({ make: 'Ford', car_type: 'new', dealership_ids: [3, 8] }))).toBe(true);
  });
  it('a site without a manufacturer has no manufacturer filter', () => {
    expect(toMeilisearch(manufacturerFilter({ dealership_websites: [{ make: 'Mazda' }] }))).toBe(
      '',
    );
  });
});

describe('default stock filters by slug or template', () => {
  const rules = [
    { rule: 'usedOnly' },
    { rule: 'inStockOnly' },
    { rule: 'newOrDemoOnly' },
    { rule: 'excludeMakes', makes: ['Ford', 'Holden'] },
    { rule: 'photosUnlessNewOrDemo' },
    { rule: 'excludeStockNumbers', stocknums: ['A1'] },
    { rule: 'vanOr4x4' },
  ] as const;
  it('compiles every rule to the Meilisearch string the spec describes', () => {
    expect(rules.map((r) => toMeilisearch(ruleFilter(r)))).toEqual([
      'car_type = "used"',
      'status = "in_stock"',
      'car_type = "new" OR car_type = "demo"',
      'NOT (make IN ["Ford", "Holden"])',
      'photos_count > 0 OR car_type = "new" OR car_type = "demo"',
      'NOT (stocknum IN ["A1"])',
      'simple_body = "VAN" OR simple_drive = "4x4"',
    ]);
  });
  it('selects cars as each rule says', () => {
    const keep = (r: (typeof rules)[number]) => toPredicate(ruleFilter(r));
    expect(keep(rules[3])(car({ make: 'ford' }))).toBe(false);
    expect(keep(rules[3])(car({ make: 'Kia' }))).toBe(true);
    expect(keep(rules[4])(car({ photos_count: 0, car_type: 'used' }))).toBe(false);
    expect(keep(rules[4])(car({ photos_count: 0, car_type: 'demo' }))).toBe(true);
    expect(keep(rules[5])(car({ stocknum: 'A1' }))).toBe(false);
    expect(keep(rules[5])(car({}))).toBe(true);
    expect(keep(rules[6])(car({ simple_body: 'van' }))).toBe(true);
    expect(keep(rules[6])(car({ simple_body: 'SUV', simple_drive: '4X4' }))).toBe(true);
    expect(keep(rules[6])(car({ simple_body: 'SUV', simple_drive: 'FWD' }))).toBe(false);
  });
  it('applies the entries matching the site slug or template', () => {
    const table = [
      { slugs: ['a'], rules: [{ rule: 'usedOnly' as const }] },
      { templates: ['truck'], rules: [{ rule: 'vanOr4x4' as const }] },
    ];
    expect(stockRulesFor({ slug: 'a', template: 'truck' }, table).map((r) => r.rule)).toEqual([
      'usedOnly',
      'vanOr4x4',
    ]);
    expect(stockRulesFor({ slug: 'b', template: 'default' }, table)).toEqual([]);
    expect(toMeilisearch(defaultStockFilter({ slug: 'b', template: 'truck' }, table))).toBe(
      'simple_body = "VAN" OR simple_drive = "4x4"',
    );
  });
  it('takes the sites from the stock flags in tenant/flags.ts', () => {
    const site = { slug: 'pacific-used-car-centre', name: 'Pacific Used Car Centre' };
    expect(isEnabled('stockUsedOnly', site)).toBe(true);
    expect(stockRulesFor(site).map((r) => r.rule)).toEqual(['usedOnly']);
    expect(stockRulesFor({ slug: 'sunshine-coast-toyota-showroom' }).map((r) => r.rule)).toEqual([
      'newOrDemoOnly',
      'inStockOnly',
    ]);
    expect(stockRulesFor({ slug: 'x', template: 'truck' }).map((r) => r.rule)).toEqual([
      'vanOr4x4',
    ]);
    expect(stockRulesFor({ slug: 'sunshine-coast-toyota', template: 'toyota' })).toEqual([]);
  });
});

describe('the whole stock filter', () => {
  it('ANDs site filter, manufacturer filter, per-tenant clauses and visibility', () => {
    const site = {
      slug: 'x',
      search_filters: 'dealership_slug:x',
      manufacturer: 'Kia',
      config: { searchFilterClauses: ['price > 0'] },
    };
    expect(toMeilisearch(siteStockFilter(site))).toBe(
      'dealership_slug = "x" AND (make = "Kia" OR car_type = "used") AND price > 0',
    );
    expect(toMeilisearch(stockFilter(site, NOW))).toBe(
      `dealership_slug = "x" AND (make = "Kia" OR car_type = "used") AND price > 0 AND (status = "in_stock" OR status = "coming_soon" OR sold_date_timestamp > ${NOW - 3 * 86400}) AND show_on_dealer_website = true`,
    );
    expect(toMeilisearch(tenantClauses({}))).toBe('');
  });
  it('lists every field it reads, for the index settings', () => {
    const site = { search_filters: 'dealership_id:1 OR dealership_id:2', manufacturer: 'Kia' };
    expect(filterFields(stockFilter(site, NOW)).sort()).toEqual([
      'car_type',
      'dealership_id',
      'make',
      'show_on_dealer_website',
      'sold_date_timestamp',
      'status',
    ]);
  });
});

describe('InstantSearch refinements as a filter', () => {
  it('reads facetFilters (outer AND, inner OR) and numericFilters', () => {
    const f = refinementFilter({
      facetFilters: [['make:Toyota', 'make:Mazda'], 'make_model:Toyota:Corolla', 'certified:true'],
      numericFilters: ['price>=10000', 'price<=20000', 'year:2015 TO 2020'],
    });
    expect(toMeilisearch(f)).toBe(
      '(make = "Toyota" OR make = "Mazda") AND make_model = "Toyota:Corolla" AND certified = "true" AND price >= 10000 AND price <= 20000 AND year >= 2015 AND year <= 2020',
    );
    const keep = toPredicate(f);
    const base = {
      make: 'Toyota',
      make_model: 'Toyota:Corolla',
      certified: true,
      price: 15000,
      year: 2018,
    };
    expect(keep(base)).toBe(true);
    expect(keep({ ...base, price: 25000 })).toBe(false);
    expect(keep({ ...base, certified: false })).toBe(false);
    expect(keep({ ...base, year: 2021 })).toBe(false);
  });
  it('handles negation, escapes and bad input', () => {
    expect(toMeilisearch(facetFilter('-body:Van'))).toBe('body != "Van"');
    expect(toMeilisearch(facetFilter('tag:\\-10%'))).toBe('tag = "-10%"');
    expect(() => numericFilter('price>>3')).toThrow(/Invalid numeric filter/);
    expect(() => facetFilter('nocolon')).toThrow(/Invalid facet filter/);
  });
  it("parses the adapter's quoted attributes and TO ranges", () => {
    expect(toMeilisearch(parseMeilisearchFilter('"make"="Toyota" AND "price" 1000 TO 5000'))).toBe(
      'make = "Toyota" AND price >= 1000 AND price <= 5000',
    );
  });
});
