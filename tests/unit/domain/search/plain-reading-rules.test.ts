/**
 * Plain-language search's reading rules beyond facet values: amounts as shoppers write them,
 * superlatives to sorts, 'certified' to the certified toggle, specifications to numeric
 * ranges, ages, and near-miss spellings of the tenant's makes and models (never of real
 * words). Each rule is a table; the rules with an invariant have a property test.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPlainQuery, type PlainVocabulary } from '../../../../src/domain/search/plain-language';
import type { SearchUiState } from '../../../../src/domain/search/url-state';
import { vocab as base } from '../../../fixtures/plain-language-vocab';

const vocab: PlainVocabulary = {
  ...base,
  sorts: [...base.sorts, 'Car_production:year:asc', 'Car_production:km:desc'],
  certified: true,
  currentYear: 2026,
  // what the build lists as real words near the fixture's names (page-data/plain-words.ts)
  realWords: ['range', 'ranger', 'ascent', 'cannot', 'carry', 'golden'],
};
const TOWING = 'variant.towingcapacitybraked';
const ECONOMY = 'variant.fuelconsumptioncombined';
const read = (phrase: string, v: PlainVocabulary = vocab) => readPlainQuery(phrase, v).state;

const AMOUNTS: [string, string][] = [
  ['25 grand', ':25000'],
  ['under 25 grand', ':25000'],
  ['25k', ':25000'],
  ['25K', ':25000'],
  ['$25k', ':25000'],
  ['$25,000', ':25000'],
  ['$25000', ':25000'],
  ['25 000', ':25000'],
  ['under 25 000', ':25000'],
  ['under $25 500', ':25500'],
  ['under 25', ':25000'],
  ['below 8', ':8000'],
  ['less than 15 thousand', ':15000'],
  ['twenty five grand', ':25000'],
  ['under thirty grand', ':30000'],
  ['25000 dollars', ':25000'],
  ['25k aud', ':25000'],
  ['nz$30k', ':30000'],
  ['budget 30k', ':30000'],
  ['budget of 30k', ':30000'],
  ['max 20k', ':20000'],
  ['20k max', ':20000'],
  ['25k or less', ':25000'],
  ['25k and under', ':25000'],
  ['no more than 18k', ':18000'],
  ['at most $12,500', ':12500'],
  ['over 50k', '50000:'],
  ['at least 40k', '40000:'],
  ['40k or more', '40000:'],
  ['40k+', '40000:'],
  ['1.5m', ':1500000'],
  ['between 20 and 30 grand', '20000:30000'],
  ['between 20 and 30', '20000:30000'],
  ['20 to 30k', '20000:30000'],
  ['20-30k', '20000:30000'],
  ['$20,000 - $30,000', '20000:30000'],
  ['from 20k to 30k', '20000:30000'],
  ['between 30k and 20k', '20000:30000'],
  ['around 30k', '27000:33000'],
  ['about $20,000', '18000:22000'],
];

const SORTS: [string, string][] = [
  ['newest kia', 'Car_production:year:desc'],
  ['newest first', 'Car_production:year:desc'],
  ['oldest landcruiser 70', 'Car_production:year:asc'],
  ['latest', 'Car_production:created_at_timestamp:desc'],
  ['latest arrivals', 'Car_production:created_at_timestamp:desc'],
  ['just arrived', 'Car_production:created_at_timestamp:desc'],
  ['cheapest', 'Car_production:price:asc'],
  ['cheap hatch', 'Car_production:price:asc'],
  ['cheapest first', 'Car_production:price:asc'],
  ['lowest price', 'Car_production:price:asc'],
  ['most affordable suv', 'Car_production:price:asc'],
  ['most expensive', 'Car_production:price:desc'],
  ['priciest', 'Car_production:price:desc'],
  ['lowest km', 'Car_production:km:asc'],
  ['lowest kms', 'Car_production:km:asc'],
  ['lowest kilometres', 'Car_production:km:asc'],
  ['lowest mileage', 'Car_production:km:asc'],
  ['low mileage camry', 'Car_production:km:asc'],
  ['fewest km', 'Car_production:km:asc'],
  ['highest km', 'Car_production:km:desc'],
];

const SPECS: [string, SearchUiState['range']][] = [
  ['towing 3500kg', { [TOWING]: '3500:' }],
  ['3500kg towing', { [TOWING]: '3500:' }],
  ['towing capacity 3500 kg', { [TOWING]: '3500:' }],
  ['tow 3.5t', { [TOWING]: '3500:' }],
  ['can tow 3.5 tonnes', { [TOWING]: '3500:' }],
  ['tow 3500', { [TOWING]: '3500:' }],
  ['towing 3.5', { [TOWING]: '3500:' }],
  ['towing over 3000kg', { [TOWING]: '3000:' }],
  ['tows 7000 lbs', { [TOWING]: '3175:' }],
  ['5 door', { doors: '5:5' }],
  ['5-door', { doors: '5:5' }],
  ['five door', { doors: '5:5' }],
  ['2 doors', { doors: '2:2' }],
  ['7 seater', { seats: '7:' }],
  ['seven seater', { seats: '7:' }],
  ['8 seats', { seats: '8:' }],
  ['7 passenger', { seats: '7:' }],
  ['third row', { seats: '7:' }],
  ['3rd row seating', { seats: '7:' }],
  ['2.0L', { engine_size_litres: '1.95:2.05' }],
  ['2.0 litre engine', { engine_size_litres: '1.95:2.05' }],
  ['2.8 liter', { engine_size_litres: '2.75:2.85' }],
  ['1500cc', { engine_size_litres: '1.45:1.55' }],
  ['650cc', { engine_size_litres: '0.62:0.68' }],
  ['under 2 litres', { engine_size_litres: ':2' }],
  ['over 3.0l', { engine_size_litres: '3:' }],
  ['v8', { cylinders: '8:8' }],
  ['V6', { cylinders: '6:6' }],
  ['4 cylinder', { cylinders: '4:4' }],
  ['four cylinder', { cylinders: '4:4' }],
  ['6-cyl', { cylinders: '6:6' }],
  ['under 6l/100km', { [ECONOMY]: ':6' }],
  ['6.5 l/100km', { [ECONOMY]: ':6.5' }],
  ['fuel economy under 6 litres per 100km', { [ECONOMY]: ':6' }],
  ['40 mpg', { [ECONOMY]: ':5.9' }],
  ['over 30 mpg', { [ECONOMY]: ':7.8' }],
  ['under 5 years old', { year: '2021:' }],
  ['less than 3 years old', { year: '2023:' }],
  ['over 10 years old', { year: ':2016' }],
  ['5 years old', { year: '2021:2021' }],
];

describe('amounts as shoppers write them', () => {
  it.each(AMOUNTS)('%s → price %s', (phrase, price) => {
    expect(read(phrase)).toEqual({ range: { price } });
  });
  it('a lone small number is no amount: models and badges keep their numbers', () => {
    expect(read('mazda 3').refinementList?.make_model).toEqual(['Mazda:3']);
    expect(read('landcruiser 300').range).toBeUndefined();
    expect(read('hilux 25').range).toBeUndefined();
  });
  it('a number that names a model after its make stays the model', () => {
    const v = {
      ...vocab,
      make: [...vocab.make, 'RAM'],
      make_model: [...vocab.make_model, 'RAM:1500'],
    };
    expect(read('ram 1500', v)).toEqual({
      refinementList: { make: ['RAM'], make_model: ['RAM:1500'] },
    });
  });
  it('a subscription site bounds its subscription price', () => {
    expect(read('under 25k', { ...vocab, priceAttribute: 'subscription_price' })).toEqual({
      range: { subscription_price: ':25000' },
    });
  });
  it('property: every way of writing a whole-thousand amount under a cue reads the same', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 999 }),
        fc.constantFrom('under', 'below', 'less than', 'up to', 'max', 'budget'),
        (thousands, cue) => {
          const n = thousands * 1000;
          const grouped = n.toLocaleString('en-AU');
          for (const written of [
            `${thousands}k`,
            `${thousands} grand`,
            `$${grouped}`,
            grouped.replace(/,/g, ' '),
            `$${n}`,
          ])
            expect(read(`${cue} ${written}`)).toEqual({ range: { price: `:${n}` } });
        },
      ),
    );
  });
  it('property: a price range reads lowest first, whichever order it is written in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 400 }), (a, b) => {
        expect(read(`between ${a}k and ${b}k`).range?.price).toBe(
          `${Math.min(a, b) * 1000}:${Math.max(a, b) * 1000}`,
        );
      }),
    );
  });
});

describe('superlatives become sorts', () => {
  it.each(SORTS)('%s → %s', (phrase, sortBy) => expect(read(phrase).sortBy).toBe(sortBy));
  it("a sort the site's vocabulary lacks is not set; the word stays text", () => {
    const v = { ...vocab, sorts: ['Car_production:custom_rank:desc'] };
    expect(read('lowest km', v)).toEqual({ query: 'lowest km' });
  });
});

describe("'certified' sets the certified toggle where the site has one", () => {
  it.each([
    ['certified', { toggle: { certified: true } }],
    [
      'certified pre-owned toyota',
      { refinementList: { make: ['Toyota'] }, toggle: { certified: true } },
    ],
    ['certified preowned', { toggle: { certified: true } }],
    ['certified used suv', { refinementList: { body: ['SUV'] }, toggle: { certified: true } }],
    [
      'cpo corolla',
      {
        refinementList: { make_model: ['Toyota:Corolla'], make: ['Toyota'] },
        toggle: { certified: true },
      },
    ],
  ] as [string, SearchUiState][])('%s', (phrase, state) => expect(read(phrase)).toEqual(state));
  it('without the toggle, the word stays text (the no-dead-end rule may drop it)', () => {
    expect(read('certified pre-owned toyota', { ...vocab, certified: false })).toEqual({
      query: 'certified',
      refinementList: { car_type: ['used'], make: ['Toyota'] },
    });
  });
});

describe('specifications become numeric ranges', () => {
  it.each(SPECS)('%s', (phrase, range) => expect(read(phrase).range).toEqual(range));
  it('the issue: diesel 4wd towing 3500kg', () => {
    expect(read('diesel 4wd towing 3500kg')).toEqual({
      refinementList: { fuel: ['Diesel'], drive: ['Four Wheel Drive'] },
      range: { [TOWING]: '3500:' },
    });
  });
  it('only where the stock carries the field: otherwise the words stay text', () => {
    expect(read('towing 3500kg', { ...vocab, specs: ['doors'] })).toEqual({
      query: 'towing 3500kg',
    });
    expect(read('5 door hatch', { ...vocab, specs: [] })).toEqual({
      query: '5 door',
      refinementList: { body: ['Hatch'] },
    });
  });
  it('ages need the year: without it they stay text', () => {
    const { currentYear: _y, ...noYear } = vocab;
    expect(read('under 5 years old', noYear).range).toBeUndefined();
  });
});

describe("near-miss spellings of the tenant's makes and models", () => {
  const NEAR: [string, SearchUiState, string][] = [
    ['hilix', { refinementList: { make_model: ['Toyota:HiLux'], make: ['Toyota'] } }, 'HiLux'],
    [
      'hiluxx 4x4',
      {
        refinementList: {
          make_model: ['Toyota:HiLux'],
          drive: ['Four Wheel Drive'],
          make: ['Toyota'],
        },
      },
      'HiLux',
    ],
    ['corola', { refinementList: { make_model: ['Toyota:Corolla'], make: ['Toyota'] } }, 'Corolla'],
    ['camri', { refinementList: { make_model: ['Toyota:Camry'], make: ['Toyota'] } }, 'Camry'],
    [
      'coralla',
      { refinementList: { make_model: ['Toyota:Corolla'], make: ['Toyota'] } },
      'Corolla',
    ],
    ['landcrusier', { query: 'landcruiser' }, 'LandCruiser'],
    [
      'land crusier 300',
      {
        refinementList: { make_model: ['Toyota:LandCruiser 300'], make: ['Toyota'] },
      },
      'LandCruiser',
    ],
    ['toyta', { refinementList: { make: ['Toyota'] } }, 'Toyota'],
    ['mazdda cx5', { refinementList: { make: ['Mazda'], make_model: ['Mazda:CX-5'] } }, 'Mazda'],
    [
      'hundai tucson',
      {
        refinementList: { make: ['Hyundai'], make_model: ['Hyundai:Tucson'] },
      },
      'Hyundai',
    ],
    ['tuscon', { refinementList: { make_model: ['Hyundai:Tucson'], make: ['Hyundai'] } }, 'Tucson'],
    ['sportge', { refinementList: { make_model: ['Kia:Sportage'], make: ['Kia'] } }, 'Sportage'],
    [
      'volkswagon golf',
      {
        refinementList: { make: ['Volkswagen'], make_model: ['Volkswagen:Golf'] },
      },
      'Volkswagen',
    ],
    ['kodiac', { refinementList: { make_model: ['Škoda:Kodiaq'], make: ['Škoda'] } }, 'Kodiaq'],
    [
      'defendr',
      {
        refinementList: { make_model: ['Land Rover:Defender'], make: ['Land Rover'] },
      },
      'Defender',
    ],
  ];
  it.each(NEAR)('%s', (phrase, state, name) => {
    const r = readPlainQuery(phrase, vocab);
    expect(r.state).toEqual(state);
    expect(r.corrected.map((c) => c.read)).toEqual([name]);
  });
  it.each([
    // real words: the dictionary's and the stock's
    ['range rover', { query: 'range rover' }],
    ['ranger', { refinementList: { make_model: ['Ford:Ranger'], make: ['Ford'] } }],
    ['ascent', { query: 'ascent' }],
    ['carry', { query: 'carry' }],
    // words the reader knows, short words, words with digits
    ['car', { query: 'car' }],
    ['kia', { refinementList: { make: ['Kia'] } }],
    ['cx6', { query: 'cx6' }],
    ['rav5', { query: 'rav5' }],
    // too far off: two typos in a word under nine letters
    ['hiluks', { query: 'hiluks' }],
    ['coroller', { query: 'coroller' }],
    ['corrola', { query: 'corrola' }],
  ] as [string, SearchUiState][])('%s is left as typed', (phrase, state) => {
    const r = readPlainQuery(phrase, vocab);
    expect(r.state).toEqual(state);
    expect(r.corrected).toEqual([]);
  });
});

describe('the issue’s phrases', () => {
  it.each([
    ['family car under 25 grand', { query: 'family', range: { price: ':25000' } }],
    ['cheap first car for my daughter', { query: 'daughter', sortBy: 'Car_production:price:asc' }],
    [
      'diesel 4wd towing 3500kg',
      {
        refinementList: { fuel: ['Diesel'], drive: ['Four Wheel Drive'] },
        range: { [TOWING]: '3500:' },
      },
    ],
    [
      'certified pre-owned toyota',
      { refinementList: { make: ['Toyota'] }, toggle: { certified: true } },
    ],
    ['newest kia', { refinementList: { make: ['Kia'] }, sortBy: 'Car_production:year:desc' }],
  ] as [string, SearchUiState][])('%s', (phrase, state) => expect(read(phrase)).toEqual(state));
});

describe('invariants of any phrase', () => {
  const RANGE = /^(-?\d+(?:\.\d+)?)?:(-?\d+(?:\.\d+)?)?$/;
  const words = fc.constantFrom(
    'under',
    'over',
    'between',
    'and',
    'to',
    'around',
    '25',
    '25k',
    '$25,000',
    '2019',
    'km',
    '50000km',
    'towing',
    '3500kg',
    '2.0l',
    'v8',
    'seater',
    '7',
    'door',
    '5',
    'years',
    'old',
    'newest',
    'cheapest',
    'certified',
    'hilix',
    'corola',
    'toyota',
    'white',
    'suv',
    'family',
    'grand',
    'or',
    'less',
    'more',
    '+',
    '-',
    'mpg',
    '40',
  );
  it('ranges are well formed and lowest first; every word is read or left, once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(words, fc.string({ maxLength: 6 })), { maxLength: 8 }),
        (ws) => {
          const r = readPlainQuery(ws.join(' '), vocab);
          for (const value of Object.values(r.state.range ?? {})) {
            expect(value).toMatch(RANGE);
            const [lo, hi] = value.split(':');
            if (lo && hi) expect(Number(lo)).toBeLessThanOrEqual(Number(hi));
          }
          expect(r.state.query ?? '').toBe(r.unknown.join(' '));
        },
      ),
    );
  });
});
