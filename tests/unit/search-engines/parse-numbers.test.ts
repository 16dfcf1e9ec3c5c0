import algoliasearchHelper from 'algoliasearch-helper';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { needsParsing, skipParsedNumbers } from '../../../src/search-engines/parse-numbers';

type Parse = (partial: object) => object;
const SearchParameters = algoliasearchHelper.SearchParameters as unknown as {
  _parseNumbers: Parse;
};
const original = SearchParameters._parseNumbers;
skipParsedNumbers(SearchParameters);
const patched = SearchParameters._parseNumbers;
afterAll(() => {
  SearchParameters._parseNumbers = original;
});

const scalar = fc.oneof(
  fc.integer({ min: -1e6, max: 1e6 }),
  fc.double(),
  fc.constantFrom(Infinity, -Infinity, NaN, 0, 24),
  fc.constantFrom('5', '2.5', 'all', 'Infinity', '-Infinity', '1e3', ''),
  fc.string({ maxLength: 4 }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const numeric = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -1e6, max: 1e6 }) },
  { weight: 1, arbitrary: scalar },
);
const values = fc.array(fc.oneof(numeric, fc.array(numeric, { maxLength: 3 })), { maxLength: 3 });
const operators = fc.dictionary(fc.constantFrom('>=', '<=', '=', '!=', '<', '>'), values, {
  maxKeys: 3,
});
const state = fc.record(
  {
    query: fc.string({ maxLength: 6 }),
    hitsPerPage: numeric,
    page: numeric,
    maxValuesPerFacet: numeric,
    aroundRadius: fc.oneof(numeric, fc.constant('all')),
    getRankingInfo: fc.oneof(fc.boolean(), numeric),
    facets: fc.array(fc.constantFrom('make', 'model', 'body'), { maxLength: 3 }),
    disjunctiveFacetsRefinements: fc.dictionary(
      fc.constantFrom('make', 'fuel'),
      fc.array(fc.string({ maxLength: 5 }), { maxLength: 2 }),
    ),
    numericRefinements: fc.oneof(
      {
        weight: 6,
        arbitrary: fc.dictionary(fc.constantFrom('price', 'year', 'odometer'), operators, {
          maxKeys: 3,
        }),
      },
      {
        weight: 1,
        arbitrary: fc.dictionary(fc.constantFrom('price'), fc.constantFrom(null, undefined, 5)),
      },
      { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
    ),
    insideBoundingBox: fc.oneof(
      fc.array(fc.array(numeric, { minLength: 4, maxLength: 4 }), { maxLength: 2 }),
      fc.constant('1,2,3,4'),
    ),
  },
  { requiredKeys: [] },
);

describe('the helper numeric parse, skipped where nothing needs parsing', () => {
  it('gives the helper parse result and leaves the argument as the helper leaves it', () => {
    fc.assert(
      fc.property(state, (s) => {
        const a = structuredClone(s);
        const b = structuredClone(s);
        const fromHelper = original.call(SearchParameters, a);
        const fromPatched = patched(b);
        expect(fromPatched).toStrictEqual(fromHelper);
        expect(b).toStrictEqual(a);
        expect(fromPatched === b).toBe(fromHelper === a);
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    [
      'numbers only',
      { hitsPerPage: 24, page: 0, numericRefinements: { price: { '<=': [50000] } } },
      false,
    ],
    ['ranges in pairs', { numericRefinements: { year: { '=': [[2020, 2024]] } } }, false],
    ['no numeric part', { query: 'ute', facets: ['make'] }, false],
    ['a page as text', { page: '2' }, true],
    ['a refinement as text', { numericRefinements: { price: { '>=': ['1000'] } } }, true],
    ['an infinite bound', { numericRefinements: { price: { '<=': [Infinity] } } }, true],
    ['an attribute without operators', { numericRefinements: { price: null } }, true],
    ['a bounding box', { insideBoundingBox: [[1, 2, 3, 4]] }, true],
  ])('%s: needs parsing %s', (_name, partial, needs) => {
    expect(needsParsing(partial)).toBe(needs);
  });

  it('hands a parsed state back without the helper parse, and instances as they are', () => {
    // a plain function: `original` may already be a patched parse (another test file in this worker patched the helper first), and a mock copies its `skipsParsed` mark
    const parse = vi.fn((partial: object) => original.call(SearchParameters, partial));
    const fake = Object.assign(function Fake() {}, { _parseNumbers: parse });
    skipParsedNumbers(fake);
    const parsed = { hitsPerPage: 24, numericRefinements: { price: { '<=': [50000] } } };
    expect(fake._parseNumbers(parsed)).toBe(parsed);
    expect(parse).not.toHaveBeenCalled();
    const text = { page: '3' };
    expect(fake._parseNumbers(text)).toEqual({ page: 3 });
    expect(parse).toHaveBeenCalledTimes(1);
    const instance = new (SearchParameters as unknown as new () => object)();
    expect(patched(instance)).toBe(instance);
  });

  it('is installed once, however often the module is loaded', () => {
    skipParsedNumbers(SearchParameters);
    expect(SearchParameters._parseNumbers).toBe(patched);
  });
});
