/**
 * The no-dead-end rule: words left over from a phrase that would empty its results are
 * dropped and named, with the search of every word kept for 'search the words anyway'; a
 * search that still finds nothing offers the nearest searches with results. Tables on the
 * 2,000-car sample tenant (the embedded engine over its stock index, as the build writes it),
 * the phrases among them, and properties over a counter that knows which words match.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import {
  anywayText,
  avoidDeadEnd,
  noticeText,
  quotedList,
  type Counter,
} from '../../../../src/domain/search/no-dead-end';
import {
  constraints,
  nearestSearches,
  without,
} from '../../../../src/domain/search/nearest-searches';
import { readPlainQuery } from '../../../../src/domain/search/plain-language';
import type { SearchUiState } from '../../../../src/domain/search/url-state';
import { tenantSearch, type TenantSearch } from '../../../../scripts/lib/search-quality';

const root = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const NOW = Date.parse('2026-11-28T00:00:00Z');

/** A phrase read and searched as the search box does: [phrase, words ignored, words kept]. */
const PHRASES: [string, string[], string | undefined][] = [
  // the issue's
  ['family car under 25 grand', [], 'family'],
  ['cheap first car for my daughter', ['daughter'], undefined],
  ['diesel 4wd towing 3500kg', [], undefined],
  ['certified pre-owned toyota', [], undefined],
  ['newest kia', [], undefined],
  // words the stock does not have
  ['white suv with rainbow stripes', ['rainbow', 'stripes'], undefined],
  ['tradie ute with tray', ['tradie'], undefined],
  ['sporty coupe under 60k', ['sporty'], undefined],
  ['van for the business', ['business'], undefined],
  ['vw golf gti', ['gti'], undefined],
  ['ferrari', ['ferrari'], undefined],
  ['big 4x4 for towing the caravan', ['big', 'towing', 'caravan'], undefined],
  // words it has stay, beside those it does not
  ['ranger wildtrak', [], 'wildtrak'],
  ['hilux sr5 zebra', ['zebra'], 'sr5'],
  ['zebra hilux sr5', ['zebra'], 'sr5'],
];

describe('the no-dead-end rule on pacific-motor-group', () => {
  let t: TenantSearch;
  beforeAll(() => {
    t = tenantSearch(root, 'pacific-motor-group', NOW);
  });
  it.each(PHRASES)('%s', async (phrase, ignored, kept) => {
    const reading = readPlainQuery(phrase, t.vocab);
    const outcome = await avoidDeadEnd(reading.state, t.count);
    expect(outcome.ignored).toEqual(ignored);
    expect(outcome.state.query).toBe(kept);
    const [found] = await t.count([outcome.state]);
    expect(found).toBeGreaterThan(0);
    if (ignored.length) {
      // the link restores every word; each word dropped finds nothing with the rest
      expect(outcome.anyway).toEqual(reading.state);
      const alone = await t.count(ignored.map((w) => ({ ...outcome.state, query: w })));
      expect(alone.every((n) => n === 0)).toBe(true);
    } else expect(outcome.anyway).toBeNull();
  });
  it("the build's vocabulary: the site's toggle, the specifications its stock carries, real words near its names", () => {
    expect(t.vocab.certified).toBe(true);
    expect(t.vocab.specs).toEqual(['towing', 'doors', 'engine_size', 'cylinders', 'fuel_economy']);
    // dictionary words near Ranger, Corolla, Patrol; never the names or their misspellings
    expect(t.vocab.realWords).toEqual(expect.arrayContaining(['range', 'corollas', 'petrol']));
    for (const w of ['ranger', 'corola', 'hilix', 'landcrusier'])
      expect(t.vocab.realWords).not.toContain(w);
    expect(t.vocab.currentYear).toBe(2026);
  });
  it('a search whose filters find nothing keeps its words: the nearest searches are offered', async () => {
    const reading = readPlainQuery('hilux 25k or less zebra', t.vocab);
    const outcome = await avoidDeadEnd(reading.state, t.count);
    expect(outcome).toEqual({ state: reading.state, ignored: [], anyway: null });
    // no HiLux at $25,000 or less, nor a 'zebra': one thing taken away still finds nothing
    const near = await nearestSearches(outcome.state, t.count);
    expect(near.length).toBeGreaterThan(0);
    for (const n of near) {
      expect(n.count).toBeGreaterThan(0);
      expect(n.without).toHaveLength(2);
      expect(n.without).toContainEqual({ kind: 'words', words: 'zebra' });
      expect((await t.count([n.state]))[0]).toBe(n.count);
    }
  });
});

/** A counter where a search finds results when each of its words is in `known` (and `none` is off). */
function wordCounter(known: ReadonlySet<string>, filtersFind = true): Counter {
  return async (states) =>
    states.map((s) => {
      if (!filtersFind) return 0;
      const words = (s.query ?? '').split(' ').filter(Boolean);
      return words.every((w) => known.has(w)) ? 10 : 0;
    });
}

describe('the no-dead-end rule: properties', () => {
  const word = fc.constantFrom('alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot');
  it('drops exactly the words that find nothing, keeps the rest in order, and finds results', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(word, { minLength: 1, maxLength: 5 }),
        fc.subarray(['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot']),
        async (words, knownList) => {
          const known = new Set(knownList);
          const state: SearchUiState = { query: words.join(' '), range: { price: ':30000' } };
          const count = wordCounter(known);
          const out = await avoidDeadEnd(state, count);
          const kept = words.filter((w) => known.has(w));
          expect(out.state.query ?? '').toBe(kept.join(' '));
          expect(out.state.range).toEqual(state.range);
          expect(out.ignored).toEqual(words.filter((w) => !known.has(w)));
          expect(out.anyway).toEqual(out.ignored.length ? state : null);
          expect((await count([out.state]))[0]).toBeGreaterThan(0);
        },
      ),
    );
  });
  it('changes nothing when the filters alone find nothing', async () => {
    const state = { query: 'alpha bravo', refinementList: { make: ['Ferrari'] } };
    expect(await avoidDeadEnd(state, wordCounter(new Set(), false))).toEqual({
      state,
      ignored: [],
      anyway: null,
    });
  });
  it('words that each find something but not together are kept while they do', async () => {
    const count: Counter = async (states) =>
      states.map((s) => (/alpha.*bravo|bravo.*alpha/.test(s.query ?? '') ? 0 : 5));
    const out = await avoidDeadEnd({ query: 'alpha bravo charlie' }, count);
    expect(out.state.query).toBe('alpha charlie');
    expect(out.ignored).toEqual(['bravo']);
  });
});

describe('what the page says', () => {
  const base = { singular: 'car', plural: 'cars', corrected: [] };
  it.each([
    [
      { ...base, count: 42, phrase: 'family car under $25,000', ignored: ['family'] },
      'Showing 42 cars for “family car under $25,000” — we ignored “family”.',
    ],
    [
      { ...base, count: 1, phrase: 'hilux zebra', ignored: ['zebra'] },
      'Showing 1 car for “hilux zebra” — we ignored “zebra”.',
    ],
    [
      {
        ...base,
        count: 1992,
        phrase: ' first car for my daughter ',
        ignored: ['first', 'daughter'],
      },
      'Showing 1,992 cars for “first car for my daughter” — we ignored “first” and “daughter”.',
    ],
    [
      {
        ...base,
        count: 12,
        phrase: 'hilix',
        ignored: [],
        corrected: [{ typed: 'hilix', read: 'HiLux' }],
      },
      'Showing 12 cars for “hilix” — we read “hilix” as HiLux.',
    ],
    [
      {
        ...base,
        count: 3,
        phrase: 'corola zebra',
        ignored: ['zebra'],
        corrected: [{ typed: 'corola', read: 'Corolla' }],
      },
      'Showing 3 cars for “corola zebra” — we read “corola” as Corolla and ignored “zebra”.',
    ],
    [
      {
        count: 2,
        phrase: 'ducati zebra',
        ignored: ['zebra'],
        corrected: [],
        singular: 'motorcycle',
        plural: 'motorcycles',
      },
      'Showing 2 motorcycles for “ducati zebra” — we ignored “zebra”.',
    ],
  ])('%j', (input, text) => expect(noticeText(input)).toBe(text));
  it('says nothing when every word was read as typed', () => {
    expect(noticeText({ ...base, count: 5, phrase: 'hilux', ignored: [] })).toBeNull();
  });
  it('lists words as a sentence does', () => {
    expect(quotedList(['a'])).toBe('“a”');
    expect(quotedList(['a', 'b', 'c'])).toBe('“a”, “b” and “c”');
    expect(anywayText(['first', 'daughter'])).toBe('Search for “first daughter” anyway');
  });
});

describe('the nearest searches', () => {
  const state: SearchUiState = {
    query: 'sr5 zebra',
    refinementList: { make: ['Toyota'], make_model: ['Toyota:HiLux'], fuel: ['Diesel'] },
    range: { price: ':20000' },
    toggle: { certified: true },
  };
  it('a search’s constraints: the whole text, each word, each filter, range and toggle', () => {
    expect(constraints(state)).toEqual([
      { kind: 'words', words: 'sr5 zebra' },
      { kind: 'words', words: 'sr5' },
      { kind: 'words', words: 'zebra' },
      { kind: 'list', attribute: 'make', values: ['Toyota'] },
      { kind: 'list', attribute: 'make_model', values: ['Toyota:HiLux'] },
      { kind: 'list', attribute: 'fuel', values: ['Diesel'] },
      { kind: 'range', attribute: 'price', value: ':20000' },
      { kind: 'toggle', attribute: 'certified' },
    ]);
  });
  it('taking a make away takes its models; taking a model away keeps the make', () => {
    expect(
      without(state, [{ kind: 'list', attribute: 'make', values: ['Toyota'] }]).refinementList,
    ).toEqual({
      fuel: ['Diesel'],
    });
    expect(
      without(state, [{ kind: 'list', attribute: 'make_model', values: ['Toyota:HiLux'] }])
        .refinementList,
    ).toEqual({ make: ['Toyota'], fuel: ['Diesel'] });
    expect(without({ ...state, page: 3 }, [{ kind: 'words', words: 'zebra' }])).toEqual({
      ...state,
      query: 'sr5',
    });
  });
  it('one constraint away first, most results first; two only when one finds nothing', async () => {
    // results when the price cap and the certified toggle are both gone, or the diesel filter
    const count: Counter = async (states) =>
      states.map((s) =>
        !s.refinementList?.fuel ? 7 : !s.range?.price && !s.toggle?.certified ? 3 : 0,
      );
    const one = await nearestSearches(state, count);
    expect(one.map((n) => n.without)).toEqual([
      [{ kind: 'list', attribute: 'fuel', values: ['Diesel'] }],
    ]);
    const none: Counter = async (states) =>
      states.map((s) => (!s.range?.price && !s.toggle?.certified ? 3 : 0));
    const two = await nearestSearches(state, none);
    expect(two.map((n) => n.without)).toEqual([
      [
        { kind: 'range', attribute: 'price', value: ':20000' },
        { kind: 'toggle', attribute: 'certified' },
      ],
    ]);
    expect(await nearestSearches({}, count)).toEqual([]);
  });
});
