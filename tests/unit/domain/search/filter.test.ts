import { describe, expect, it } from 'vitest';
import {
  and,
  eq,
  gt,
  inList,
  not,
  or,
  quote,
  toMeilisearch,
  toPredicate,
} from '../../../../src/domain/search/filter';
import { parseMeilisearchFilter } from '../../../../src/domain/search/filter-parser';
import {
  siteFilter,
  stockFilter,
  visibilityClause,
} from '../../../../src/domain/search/stock-filter';
import { miniCars } from '../../../support/fixture-tenant';

const NOW = 1_800_000_000;

describe('filter definition → Meilisearch string and predicate', () => {
  it('quotes and escapes values', () => {
    expect(quote('Mercedes-Benz')).toBe('"Mercedes-Benz"');
    expect(quote('say "hi" \\ bye')).toBe('"say \\"hi\\" \\\\ bye"');
    expect(quote(3)).toBe('3');
    expect(quote(true)).toBe('true');
  });
  it('writes nested AND/OR with parentheses only where needed', () => {
    const f = and(
      eq('dealership_slug', 'a'),
      or(eq('make', 'GWM'), eq('make', 'Haval')),
      gt('price', 0),
    );
    expect(toMeilisearch(f)).toBe(
      'dealership_slug = "a" AND (make = "GWM" OR make = "Haval") AND price > 0',
    );
    expect(toMeilisearch(not(inList('stocknum', ['A1', 'B2'])))).toBe(
      'NOT (stocknum IN ["A1", "B2"])',
    );
  });
  it("parses the site's search_filters with ':' as '=' and round-trips", () => {
    const f = siteFilter('dealership_slug:pacific-toyota AND location_id:12');
    expect(toMeilisearch(f)).toBe('dealership_slug = "pacific-toyota" AND location_id = 12');
    expect(toMeilisearch(parseMeilisearchFilter(toMeilisearch(f)))).toBe(toMeilisearch(f));
    expect(toMeilisearch(siteFilter('make_model:"Toyota:Camry"'))).toBe(
      'make_model = "Toyota:Camry"',
    );
  });
  it('predicate follows Meilisearch: case-insensitive strings, arrays match any element, != matches missing fields', () => {
    expect(toPredicate(eq('make', 'toyota'))({ make: 'Toyota' })).toBe(true);
    expect(toPredicate(eq('dealership_ids', 5))({ dealership_ids: [3, 5] })).toBe(true);
    expect(toPredicate({ op: '!=', field: 'tag', value: 'SOLD' })({})).toBe(true);
    expect(toPredicate(gt('price', 0))({ price: '100' })).toBe(true);
    expect(toPredicate(gt('price', 0))({ price: null })).toBe(false);
  });
  it('the visibility clause keeps in-stock, coming-soon and recently sold cars shown on the website', () => {
    expect(toMeilisearch(visibilityClause({}, NOW))).toBe(
      `(status = "in_stock" OR status = "coming_soon" OR sold_date_timestamp > ${NOW - 3 * 86400}) AND show_on_dealer_website = true`,
    );
    const cars = miniCars('mini', NOW);
    const keep = toPredicate(stockFilter({ search_filters: 'dealership_slug:mini' }, NOW));
    expect(cars.filter(keep).map((c) => c.id)).toEqual([1, 2, 3]);
    const keepLonger = toPredicate(
      stockFilter({ search_filters: 'dealership_slug:mini', include_sold_cars_days: 40 }, NOW),
    );
    expect(cars.filter(keepLonger).map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });
  it('rejects malformed filters and field names that could inject syntax', () => {
    expect(() => parseMeilisearchFilter('make = "x')).toThrow(/unterminated/);
    expect(() => parseMeilisearchFilter('(make = x')).toThrow();
    expect(() => toMeilisearch(eq('make) OR (1', 'x'))).toThrow(/Invalid filter field/);
  });
});
