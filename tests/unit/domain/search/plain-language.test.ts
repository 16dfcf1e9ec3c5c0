/**
 * Plain-language search: each phrase a shopper types and the refinements,
 * ranges, sort and leftover text query it must give, on a tenant's facet values.
 */
import { describe, expect, it } from 'vitest';
import { readPlainQuery } from '../../../../src/domain/search/plain-language';
import type { SearchUiState } from '../../../../src/domain/search/url-state';
import { vocab } from '../../../fixtures/plain-language-vocab';

const WHITES = ['Arctic White', 'White', 'Glacier White'];
const GREYS = ['Grey', 'Graphite Grey', 'Amazon Gray'];
const UTES = ['Ute', 'Cab Chassis'];
const PRICE_ASC = 'Car_production:price:asc';

const TABLE: [string, SearchUiState][] = [
  // the five
  [
    'white SUV under 30k',
    { refinementList: { colour: WHITES, body: ['SUV'] }, range: { price: ':30000' } },
  ],
  [
    'hilux 4x4 diesel',
    {
      refinementList: {
        make_model: ['Toyota:HiLux'],
        drive: ['Four Wheel Drive'],
        fuel: ['Diesel'],
        make: ['Toyota'],
      },
    },
  ],
  [
    'automatic hatch under 50,000 km 2020 or newer',
    {
      refinementList: { transmission: ['Automatic'], body: ['Hatch'] },
      range: { km: ':50000', year: '2020:' },
    },
  ],
  [
    'ute with towbar near Ipswich',
    {
      refinementList: {
        body: UTES,
        filtered_features: ['Tow Bar'],
        location_name: ['Pacific Toyota Ipswich Sales'],
      },
    },
  ],
  [
    'cheapest demo camry',
    {
      refinementList: { car_type: ['demo'], make_model: ['Toyota:Camry'], make: ['Toyota'] },
      sortBy: PRICE_ASC,
    },
  ],
  // prices
  ['under $30,000', { range: { price: ':30000' } }],
  ['under 20000', { range: { price: ':20000' } }],
  ['below 25k', { range: { price: ':25000' } }],
  ['less than 15k', { range: { price: ':15000' } }],
  ['up to 40k', { range: { price: ':40000' } }],
  ['over 100k', { range: { price: '100000:' } }],
  ['more than $50k', { range: { price: '50000:' } }],
  ['between 20k and 30k', { range: { price: '20000:30000' } }],
  [
    '20k-30k corolla',
    {
      refinementList: { make_model: ['Toyota:Corolla'], make: ['Toyota'] },
      range: { price: '20000:30000' },
    },
  ],
  [
    'electric under $60,000',
    { refinementList: { fuel: ['Electric'] }, range: { price: ':60000' } },
  ],
  // distances
  ['less than 80000km', { range: { km: ':80000' } }],
  ['under 100,000 kms', { range: { km: ':100000' } }],
  ['50000 km', { range: { km: ':50000' } }],
  ['between 10000 and 60000 km', { range: { km: '10000:60000' } }],
  // years
  ['2019', { range: { year: '2019:2019' } }],
  [
    '2018 to 2021 ranger',
    {
      refinementList: { make_model: ['Ford:Ranger'], make: ['Ford'] },
      range: { year: '2018:2021' },
    },
  ],
  ['from 2015', { range: { year: '2015:' } }],
  ['since 2021', { range: { year: '2021:' } }],
  ['after 2015', { range: { year: '2016:' } }],
  ['before 2015', { range: { year: ':2014' } }],
  ['2016 or older', { range: { year: ':2016' } }],
  ['2021 or later hybrid', { refinementList: { fuel: ['Hybrid'] }, range: { year: '2021:' } }],
  // a bound that contradicts the words before it replaces them (the later words win)
  ['2019 under 2019', { range: { year: ':2018' } }],
  ['from 2020 before 2018', { range: { year: ':2017' } }],
  ['over 30k under 20k', { range: { price: ':20000' } }],
  ['0 mpg', { query: '0mpg' }],
  ['2015 to 2018 since 2016', { range: { year: '2016:2018' } }],
  // sorts
  ['cheapest', { sortBy: PRICE_ASC }],
  ['most expensive', { sortBy: 'Car_production:price:desc' }],
  [
    'newest hybrid suv',
    { refinementList: { fuel: ['Hybrid'], body: ['SUV'] }, sortBy: 'Car_production:year:desc' },
  ],
  [
    'lowest km rav4',
    {
      refinementList: { make_model: ['Toyota:RAV4'], make: ['Toyota'] },
      sortBy: 'Car_production:km:asc',
    },
  ],
  ['low kms', { sortBy: 'Car_production:km:asc' }],
  // car types
  ['demo', { refinementList: { car_type: ['demo'] } }],
  [
    'new ford ranger',
    { refinementList: { car_type: ['new'], make: ['Ford'], make_model: ['Ford:Ranger'] } },
  ],
  ['used cars in southport', { refinementList: { car_type: ['used'], city: ['Southport'] } }],
  ['second hand mazda', { refinementList: { car_type: ['used'], make: ['Mazda'] } }],
  ['pre-owned suv', { refinementList: { car_type: ['used'], body: ['SUV'] } }],
  // makes and models, with aliases and the spec's model names
  ['toyota', { refinementList: { make: ['Toyota'] } }],
  [
    'vw golf manual',
    {
      refinementList: {
        make: ['Volkswagen'],
        make_model: ['Volkswagen:Golf'],
        transmission: ['Manual'],
      },
    },
  ],
  [
    'merc c-class',
    { refinementList: { make: ['Mercedes-Benz'], make_model: ['Mercedes-Benz:C-Class'] } },
  ],
  [
    'land rover defender',
    { refinementList: { make: ['Land Rover'], make_model: ['Land Rover:Defender'] } },
  ],
  ['skoda kodiaq', { refinementList: { make: ['Škoda'], make_model: ['Škoda:Kodiaq'] } }],
  ['isuzu', { refinementList: { make: ['Isuzu UTE'] } }],
  ['dmax', { refinementList: { make_model: ['Isuzu UTE:D-MAX'], make: ['Isuzu UTE'] } }],
  ['bt50', { refinementList: { make_model: ['Mazda:BT-50'], make: ['Mazda'] } }],
  ['cx5', { refinementList: { make_model: ['Mazda:CX-5'], make: ['Mazda'] } }],
  ['mazda 3', { refinementList: { make: ['Mazda'], make_model: ['Mazda:3'] } }],
  ['prado', { refinementList: { make_model: ['Toyota:LandCruiser Prado'], make: ['Toyota'] } }],
  [
    'landcruiser 300',
    { refinementList: { make_model: ['Toyota:LandCruiser 300'], make: ['Toyota'] } },
  ],
  [
    'corolla cross hybrid',
    {
      refinementList: { make_model: ['Toyota:Corolla Cross'], fuel: ['Hybrid'], make: ['Toyota'] },
    },
  ],
  ['gwm cannon', { refinementList: { make: ['GWM'], make_model: ['GWM:Cannon'] } }],
  ['mg zs ev', { refinementList: { make: ['MG'], make_model: ['MG:ZS'], fuel: ['Electric'] } }],
  ['tucson or sportage', { refinementList: { make_model: ['Hyundai:Tucson', 'Kia:Sportage'] } }],
  // bodies, colours, fuels, transmissions, drives
  ['people mover', { refinementList: { body: ['People Mover'] } }],
  ['cab chassis', { refinementList: { body: ['Cab Chassis'] } }],
  ['hatchback', { refinementList: { body: ['Hatch'] } }],
  [
    'd-max tray',
    {
      refinementList: {
        make_model: ['Isuzu UTE:D-MAX'],
        body: ['Cab Chassis'],
        make: ['Isuzu UTE'],
      },
    },
  ],
  ['8-seater suv', { refinementList: { body: ['SUV'] }, range: { seats: '8:' } }],
  ['grey awd', { refinementList: { colour: GREYS, drive: ['All Wheel Drive'] } }],
  ['silver automatic', { refinementList: { colour: ['Silver'], transmission: ['Automatic'] } }],
  ['red car', { refinementList: { colour: ['Runway Red'] } }],
  ['wagon petrol', { refinementList: { body: ['Wagon'], fuel: ['Petrol'] } }],
  ['unleaded auto', { refinementList: { fuel: ['Petrol'], transmission: ['Automatic'] } }],
  ['ev', { refinementList: { fuel: ['Electric'] } }],
  ['fwd', { refinementList: { drive: ['Front Wheel Drive'] } }],
  // features and places
  ['reversing camera', { refinementList: { filtered_features: ['Reversing Camera'] } }],
  ['apple carplay', { refinementList: { filtered_features: ['Apple CarPlay'] } }],
  ['sunroof leather', { refinementList: { filtered_features: ['Sunroof', 'Leather Seats'] } }],
  ['sat nav', { refinementList: { filtered_features: ['Satellite Navigation'] } }],
  ['near Southport', { refinementList: { city: ['Southport'] } }],
  // words it does not know stay the text query
  ['sr5 ute', { query: 'sr5', refinementList: { body: UTES } }],
  ['ranger xlt', { query: 'xlt', refinementList: { make_model: ['Ford:Ranger'], make: ['Ford'] } }],
  [
    'kodiaq 7 seater',
    { refinementList: { make_model: ['Škoda:Kodiaq'], make: ['Škoda'] }, range: { seats: '7:' } },
  ],
  // words that carry no meaning leave the text ('something', 'near')
  ['something fun', { query: 'fun' }],
  ['sales', { query: 'sales' }],
];

describe('plain-language search: phrases and the refinements they give', () => {
  it('has at least 60 phrases', () => expect(TABLE.length).toBeGreaterThanOrEqual(60));
  it.each(TABLE)('%s', (phrase, expected) => {
    expect(readPlainQuery(phrase, vocab).state).toEqual(expected);
  });
  it('reports the words it recognised, in the order typed', () => {
    expect(readPlainQuery('white SUV under 30k please', vocab).recognised).toEqual([
      'white',
      'suv',
      'under',
      '30k',
    ]);
    expect(readPlainQuery('white SUV under 30k please', vocab).state.query).toBe('please');
  });
  it('a make or place the tenant does not have is left as text', () => {
    expect(readPlainQuery('ferrari near Perth', vocab).state).toEqual({
      query: 'ferrari perth',
    });
  });
});
