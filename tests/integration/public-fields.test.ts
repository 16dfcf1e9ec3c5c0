/**
 * Public fields only (rules.md: Public car fields): /api/cars/by-id/{id} and the stock index carry
 * what a page or island shows, nothing internal. The allowed fields are listed here, so adding one
 * is a visible decision.
 */
import { describe, expect, it } from 'vitest';
import { carById } from '../../src/server/vehicle-calls';
import { stockIndexDocument, stockIndexFields } from '../../src/domain/search/stock-index';
import { TRUE } from '../../src/domain/search/filter';
import { makeCar } from '../support/factories';
import { CARS, get, makeDeps, read } from '../support/endpoints';

/** Fields no public reply may carry (the car record's internal and private data). */
const PRIVATE = {
  regplate: 'ABC123',
  rego_expiry: '2027-01-01',
  market_data: { retail: 31000, trade: 24000 },
  market_price: 30500,
  cost_price: 21000,
  internal_notes: 'buyer haggled',
  seller_name: 'Previous Owner',
};

const CAR_BY_ID_ALLOWED = [
  'id',
  'slug',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'car_type',
  'status',
  'price',
  'before_price',
  'price_type',
  'km',
  'primary_image_url',
  'dealership_id',
  'dealership_slug',
  'location_id',
  'finance_lenders',
];

// custom_rank is the dealer's ordering, needed by the embedded engine's default sort.
// rego_current is derived (whether the registration carries over to a buyer, for the cards'
// drive-away estimate): the expiry date itself stays private.
const STOCK_INDEX_ALLOWED = [
  ...['id', 'slug', 'year', 'make', 'model', 'badge', 'series', 'car_type', 'status', 'sold'],
  ...['reserved', 'tag', 'preorder', 'certified', 'price', 'before_price', 'subscription_price'],
  ...['price_type', 'km', 'simple_transmission', 'transmission', 'fuel', 'simple_fuel'],
  ...['primary_image_url', 'created_at_timestamp', 'vin', 'stocknum', 'has_nvic', 'dealership_id'],
  ...['dealership_slug', 'location_id', 'location_name', 'colour', 'cylinders'],
  ...['engine_size_litres', 'categories', 'city', 'dealership_name', 'filtered_features'],
  ...['item_type', 'make_model', 'price_range', 'seats', 'body', 'drive', 'state'],
  ...['weekly_price_range', 'photos_count', 'dealership_ids', 'custom_rank'],
  ...['show_on_dealer_website', 'sold_date_timestamp', 'rego_current'],
  // the specifications plain-language search reads as filters (doors, towing, fuel economy)
  ...['doors', 'variant.towingcapacitybraked', 'variant.fuelconsumptioncombined'],
];

describe('/api/cars/by-id/{id}', () => {
  it('answers only the listed public fields', async () => {
    const car = makeCar({ ...CARS[0], ...PRIVATE, name: 'Corolla Ascent', km: 12000 });
    const deps = makeDeps({ cars: [car] });
    const { status, body } = await read(await carById(get('/api/cars/by-id/1'), deps, '1'));
    expect(status).toBe(200);
    expect(Object.keys(body).every((k) => CAR_BY_ID_ALLOWED.includes(k))).toBe(true);
    for (const key of Object.keys(PRIVATE)) expect(body).not.toHaveProperty(key);
    // what the trade-in wizard reads is still there
    expect(body).toMatchObject({ id: 1, make: 'Toyota', model: 'Corolla', year: 2022 });
    expect(body.price).toBe(30000);
    expect(body.dealership_id).toBe(1);
  });
  it('filters the content API’s reply the same way', async () => {
    const deps = makeDeps({
      config: { contentApi: { url: 'https://content.invalid', key: 'k' } },
      fetch: async () => Response.json({ ...CARS[0], ...PRIVATE }),
    });
    const { status, body } = await read(await carById(get('/api/cars/by-id/1'), deps, '1'));
    expect(status).toBe(200);
    expect(Object.keys(body).every((k) => CAR_BY_ID_ALLOWED.includes(k))).toBe(true);
    expect(body).not.toHaveProperty('regplate');
  });
});

describe('the stock index', () => {
  it('keeps only the listed fields', () => {
    expect([...stockIndexFields(TRUE)].sort()).toEqual([...STOCK_INDEX_ALLOWED].sort());
    const doc = stockIndexDocument(makeCar({ ...CARS[0], ...PRIVATE }), stockIndexFields(TRUE));
    for (const key of Object.keys(PRIVATE)) expect(doc).not.toHaveProperty(key);
    // registered to 2027-01-01: carries over on 2026-06-30, not on 2027-01-02
    const used = makeCar({ ...CARS[0], ...PRIVATE, car_type: 'used' });
    expect(stockIndexDocument(used, stockIndexFields(TRUE), '2026-06-30').rego_current).toBe(true);
    expect(stockIndexDocument(used, stockIndexFields(TRUE), '2027-01-02')).not.toHaveProperty(
      'rego_current',
    );
  });
});
