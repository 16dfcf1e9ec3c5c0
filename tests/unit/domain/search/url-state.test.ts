import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  facetTileHref,
  legacyPriceRange,
  pathToState,
  priceRangeSearchUrl,
  stateToUrl,
  urlToState,
  type SearchUiState,
  type SearchVocabulary,
} from '../../../../src/domain/search/url-state';

const BASE = '/search/new-used-and-demo-cars/';
const vocab: SearchVocabulary = {
  basePath: BASE,
  defaultSort: 'Car_production:custom_rank:desc',
  sorts: [
    'Car_production:custom_rank:desc',
    'Car_production:created_at_timestamp:desc',
    'Car_production:price:desc',
    'Car_production:price:asc',
  ],
  makes: ['Toyota', 'Mazda', 'GWM', 'Haval', 'Land Rover'],
  makeModels: [
    'Toyota:Corolla',
    'Toyota:HiLux',
    'Mazda:3',
    'Mazda:CX-5',
    'GWM:Cannon',
    'Land Rover:Range Rover Sport',
  ],
  bodies: ['SUV', 'Cab Chassis'],
  locations: [{ slug: 'pacific-used-car-centre', name: 'Pacific Used Car Centre' }],
  dealerships: [{ slug: 'pacific-mazda-southport', name: 'Pacific Mazda Southport' }],
  searchSlugs: [{ slug: 'under-20k', query: 'range[price]=0:20000' }],
};
const url = (href: string) => {
  const u = new URL(href, 'http://x');
  return urlToState(u.pathname, u.search, vocab);
};

describe('reading the URL (rules.md: Search state in the URL)', () => {
  it('reads query, page, sortBy and every refinement form', () => {
    expect(
      url(
        `${BASE}?query=hilux%20sr5&page=3&sortBy=Car_production:price:desc&refinementList[body][0]=SUV&refinementList[body][1]=Cab%20Chassis&range[price]=10000:50000&range[km]=:80000`,
      ),
    ).toEqual({
      query: 'hilux sr5',
      page: 3,
      sortBy: 'Car_production:price:desc',
      refinementList: { body: ['SUV', 'Cab Chassis'] },
      range: { price: '10000:50000', km: ':80000' },
    });
  });
  it('reads the percent-encoded forms browsers and qs write', () => {
    expect(
      url(`${BASE}?refinementList%5Bmake%5D%5B0%5D=Toyota&range%5Bprice%5D=1000%3A2000`),
    ).toEqual({ refinementList: { make: ['Toyota'] }, range: { price: '1000:2000' } });
  });
  it('converts a legacy menu[price_range] to range[price] and other menus to refinementList, keeping weekly_price_range', () => {
    expect(url(`${BASE}?menu[price_range]=%2410%2C000%20-%20%2420%2C000`)).toEqual({
      range: { price: '10000:20000' },
    });
    expect(url(`${BASE}?menu[body]=SUV&menu[weekly_price_range]=%24100%20-%20%24150`)).toEqual({
      refinementList: { body: ['SUV'] },
      menu: { weekly_price_range: '$100 - $150' },
    });
    expect(legacyPriceRange('Enquire - $10,000')).toBe('0:10000');
    expect(legacyPriceRange('cheap')).toBeNull();
  });
  it('ignores page 1, unknown sorts, unknown keys and malformed ranges', () => {
    expect(
      url(
        `${BASE}?page=1&sortBy=Car_production:secret:asc&refinementList[password][0]=x&range[price]=abc&range[make]=1:2&page=-2`,
      ),
    ).toEqual({});
    expect(url(`${BASE}?sortBy=Car_production:custom_rank:desc`)).toEqual({});
  });
  it("ignores the home path '/' with no parameters", () => {
    expect(urlToState('/', '', vocab)).toBeNull();
    expect(urlToState('/', '?refinementList[make][0]=Toyota', vocab)).toEqual({
      refinementList: { make: ['Toyota'] },
    });
  });
  it('reads the search routes from the path (rules.md: Search routes)', () => {
    expect(pathToState('/search', vocab)).toEqual({});
    expect(pathToState('/search/new-used-and-demo-cars', vocab)).toEqual({});
    expect(pathToState('/new-used-and-demo-cars', vocab)).toEqual({});
    expect(pathToState('/search/used-cars/', vocab)).toEqual({
      refinementList: { car_type: ['used'] },
    });
    expect(pathToState('/search/demo-cars', vocab)).toEqual({
      refinementList: { car_type: ['demo'] },
    });
    expect(pathToState('/search/new-and-demo-cars', vocab)).toEqual({
      refinementList: { car_type: ['new', 'demo'] },
    });
    expect(pathToState('/search/toyota', vocab)).toEqual({ refinementList: { make: ['Toyota'] } });
    expect(pathToState('/search/gwm-haval', vocab)).toEqual({ refinementList: { make: ['GWM'] } });
    expect(pathToState('/search/mazda/mazda3', vocab)).toEqual({
      refinementList: { make: ['Mazda'], make_model: ['Mazda:3'] },
    });
    expect(pathToState('/search/land-rover/range-rover-sport', vocab)).toEqual({
      refinementList: { make: ['Land Rover'], make_model: ['Land Rover:Range Rover Sport'] },
    });
    expect(pathToState('/search/cab-chassis', vocab)).toEqual({
      refinementList: { body: ['Cab Chassis'] },
    });
    expect(pathToState('/search/pacific-used-car-centre', vocab)).toEqual({
      refinementList: { location_name: ['Pacific Used Car Centre'] },
    });
    expect(pathToState('/search/pacific-mazda-southport', vocab)).toEqual({
      refinementList: { dealership_name: ['Pacific Mazda Southport'] },
    });
    expect(pathToState('/search/under-20k', vocab)).toEqual({ range: { price: '0:20000' } });
    expect(pathToState('/pre-owned', vocab)).toEqual({ refinementList: { car_type: ['used'] } });
    expect(pathToState('/used-cars/toyota', vocab)).toEqual({
      refinementList: { car_type: ['used'], make: ['Toyota'] },
    });
    expect(pathToState('/search/unknown-thing', vocab)).toBeNull();
    expect(pathToState('/search/toyota/unknown', vocab)).toBeNull();
    expect(pathToState('/about-us', vocab)).toBeNull();
  });
  it('reads /pre-owned?certified=true and /new-used-and-demo-cars with refinementList (rules.md: Search routes)', () => {
    expect(url('/pre-owned?certified=true')).toEqual({
      refinementList: { car_type: ['used'] },
      toggle: { certified: true },
    });
    expect(
      url('/new-used-and-demo-cars?refinementList[car_type][0]=new&refinementList[make][0]=Toyota'),
    ).toEqual({ refinementList: { car_type: ['new'], make: ['Toyota'] } });
    expect(url(`${BASE}?refinementList[model][0]=Corolla`)).toEqual({
      refinementList: { 'model.name': ['Corolla'] },
    });
  });
  it("reads a tenant's default queries (rules.md: Search routes)", () => {
    expect(url(`${BASE}?range[photos_count]=3`)).toEqual({ range: { photos_count: '3:' } });
  });
});

describe('writing the URL (rules.md: Search state in the URL)', () => {
  it('writes the base path with no state', () => {
    expect(stateToUrl({}, vocab)).toBe(BASE);
  });
  it('moves a single car_type into the path', () => {
    expect(stateToUrl({ refinementList: { car_type: ['used'] } }, vocab)).toBe('/search/used-cars');
    expect(stateToUrl({ refinementList: { car_type: ['new', 'demo'] } }, vocab)).toBe(
      `${BASE}?refinementList[car_type][0]=new&refinementList[car_type][1]=demo`,
    );
    expect(stateToUrl({ refinementList: { car_type: ['used'], make: ['Toyota'] } }, vocab)).toBe(
      '/search/used-cars?refinementList[make][0]=Toyota',
    );
  });
  it('moves a single make, and its single model, into the path', () => {
    expect(stateToUrl({ refinementList: { make: ['Toyota'] } }, vocab)).toBe('/search/toyota');
    expect(
      stateToUrl({ refinementList: { make: ['Toyota'], make_model: ['Toyota:HiLux'] } }, vocab),
    ).toBe('/search/toyota/hilux');
    expect(
      stateToUrl(
        { refinementList: { make: ['Mazda'], make_model: ['Mazda:3', 'Mazda:CX-5'] } },
        vocab,
      ),
    ).toBe(
      '/search/mazda?refinementList[make_model][0]=Mazda:3&refinementList[make_model][1]=Mazda:CX-5',
    );
    // the model key (model.name) moves with the make, as make_model does
    expect(url(`${BASE}?refinementList[make][0]=Toyota&refinementList[model][0]=HiLux`)).toEqual({
      refinementList: { make: ['Toyota'], 'model.name': ['HiLux'] },
    });
    expect(
      stateToUrl({ refinementList: { make: ['Toyota'], 'model.name': ['HiLux'] } }, vocab),
    ).toBe('/search/toyota/hilux');
    expect(
      stateToUrl(
        {
          refinementList: {
            make: ['Land Rover'],
            'model.name': ['Range Rover Sport'],
            make_model: ['Land Rover:Range Rover Sport'],
          },
          range: { price: '0:90000' },
        },
        vocab,
      ),
    ).toBe('/search/land-rover/range-rover-sport?range[price]=0:90000');
    // two models, or a model the make does not have, stay in the query
    expect(
      stateToUrl(
        { refinementList: { make: ['Toyota'], 'model.name': ['HiLux', 'Corolla'] } },
        vocab,
      ),
    ).toBe('/search/toyota?refinementList[model][0]=HiLux&refinementList[model][1]=Corolla');
    expect(
      stateToUrl({ refinementList: { make: ['Toyota'], 'model.name': ['Cannon'] } }, vocab),
    ).toBe('/search/toyota?refinementList[model][0]=Cannon');
    expect(stateToUrl({ refinementList: { make: ['Toyota', 'Mazda'] } }, vocab)).toBe(
      `${BASE}?refinementList[make][0]=Toyota&refinementList[make][1]=Mazda`,
    );
    expect(stateToUrl({ refinementList: { make: ['Ferrari'] } }, vocab)).toBe(
      `${BASE}?refinementList[make][0]=Ferrari`,
    );
  });
  it('writes page only when it is not 1, sortBy only when it is not the default, and ranges as min:max', () => {
    expect(stateToUrl({ page: 1, sortBy: vocab.defaultSort }, vocab)).toBe(BASE);
    expect(
      stateToUrl(
        {
          query: 'sr5 ute',
          page: 2,
          sortBy: 'Car_production:price:asc',
          range: { price: '5000:30000', km: ':100000' },
          refinementList: { body: ['SUV'] },
        },
        vocab,
      ),
    ).toBe(
      `${BASE}?query=sr5%20ute&refinementList[body][0]=SUV&range[km]=:100000&range[price]=5000:30000&sortBy=Car_production:price:asc&page=2`,
    );
  });
  it('writes the certified toggle, the model key and menus as refinementList except weekly_price_range', () => {
    expect(
      stateToUrl(
        {
          toggle: { certified: true },
          refinementList: { 'model.name': ['Corolla'] },
          menu: { body: 'SUV', weekly_price_range: '$100 - $150' },
        },
        vocab,
      ),
    ).toBe(
      `${BASE}?refinementList[model][0]=Corolla&refinementList[body][0]=SUV&refinementList[certified][0]=true&menu[weekly_price_range]=%24100%20-%20%24150`,
    );
    expect(stateToUrl({ menu: { make: 'Toyota' } }, vocab)).toBe('/search/toyota');
  });
  it('links facet tiles with a menu query, and the price-range screen with &sortBy=Car_production:price:desc', () => {
    expect(facetTileHref(BASE, 'body', 'Cab Chassis')).toBe(`${BASE}?menu[body]=Cab%20Chassis`);
    expect(priceRangeSearchUrl({}, 5000, 250000, vocab)).toBe(
      `${BASE}?range[price]=5000:250000&sortBy=Car_production:price:desc`,
    );
    expect(
      priceRangeSearchUrl(
        { refinementList: { make: ['Toyota'] }, sortBy: 'Car_production:price:asc', page: 3 },
        10000,
        20000,
        vocab,
      ),
    ).toBe('/search/toyota?range[price]=10000:20000&sortBy=Car_production:price:desc');
  });
});

describe('both directions agree', () => {
  const listOf = (values: string[]) =>
    fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 3 });
  const state: fc.Arbitrary<SearchUiState> = fc.record(
    {
      query: fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() === s && s !== ''),
      page: fc.integer({ min: 2, max: 90 }),
      sortBy: fc.constantFrom(...vocab.sorts.slice(1)),
      refinementList: fc.record(
        {
          car_type: listOf(['new', 'used', 'demo']),
          make: listOf([...vocab.makes]),
          make_model: listOf([...vocab.makeModels]),
          body: listOf(['SUV', 'Cab Chassis', 'Hatch & Sedan']),
          colour: listOf(['Crystal Pearl', 'Blue/Grey', '100% Red', 'a+b=c']),
        },
        { requiredKeys: [] },
      ),
      range: fc.record(
        {
          price: fc.constantFrom('1000:2000', ':5000', '3000:'),
          km: fc.constantFrom('0:10000', ':90000'),
        },
        { requiredKeys: [] },
      ),
      toggle: fc.constant({ certified: true }),
    },
    { requiredKeys: [] },
  );
  it('a state written to a URL reads back as the same state', () => {
    fc.assert(
      fc.property(state, (s) => {
        const clean = JSON.parse(JSON.stringify(s)) as SearchUiState;
        if (clean.refinementList && Object.keys(clean.refinementList).length === 0)
          delete clean.refinementList;
        if (clean.range && Object.keys(clean.range).length === 0) delete clean.range;
        const written = stateToUrl(clean, vocab);
        const u = new URL(written, 'http://x');
        const back = urlToState(u.pathname, u.search, vocab)!;
        const norm = (x: SearchUiState) => {
          const lists = Object.fromEntries(
            Object.entries(x.refinementList ?? {}).map(([k, v]) => [k, [...v].sort()]),
          );
          return { ...x, refinementList: Object.keys(lists).length ? lists : undefined };
        };
        expect(norm(back)).toEqual(norm(clean));
      }),
      { numRuns: 300 },
    );
  });
});

describe("tenants' default search queries (rules.md: Search routes)", () => {
  it('appends the default query to the search link, and the page reads it back', async () => {
    const { defaultSearchHref } = await import('../../../../src/domain/search/url-state');
    expect(defaultSearchHref(BASE, null)).toBe(BASE);
    expect(defaultSearchHref(BASE, 'range[photos_count]=3')).toBe(`${BASE}?range[photos_count]=3`);
    const towns = defaultSearchHref(
      BASE,
      '?refinementList[city][0]=Booval&refinementList[city][1]=Springwood',
    );
    expect(towns).toBe(`${BASE}?refinementList[city][0]=Booval&refinementList[city][1]=Springwood`);
    expect(url(towns)).toEqual({ refinementList: { city: ['Booval', 'Springwood'] } });
    expect(url(defaultSearchHref(BASE, 'refinementList[make][0]=Toyota'))).toEqual({
      refinementList: { make: ['Toyota'] },
    });
  });
});
