import { describe, expect, it } from 'vitest';
import { carTag, DEFAULT_JUST_ARRIVED_DAYS } from '../../../../src/domain/vehicle/tags';
import { priceDisplay } from '../../../../src/domain/vehicle/price-display';
import { isInStock, isOnLot, isSoldView } from '../../../../src/domain/vehicle/in-stock';
import {
  galleryImages,
  isPlaceholderImage,
  primaryImage,
  visibleImages,
} from '../../../../src/domain/vehicle/images';
import { conditionLabel, modelName } from '../../../../src/domain/vehicle/car-values';
import { capitalise } from '../../../../src/domain/format/capitalise';
import { makeCar } from '../../../support/factories';

const NOW = 1_800_000_000;
const DAY = 86400;
const car = (over: Record<string, unknown> = {}) =>
  makeCar({
    status: 'in_stock',
    car_type: 'used',
    make: 'Toyota',
    simple_fuel: 'Petrol',
    reserved: false,
    certified: false,
    tag: null,
    created_at_timestamp: NOW - 30 * DAY,
    ...over,
  });

describe('in stock (rules.md: In stock)', () => {
  it.each([
    ['in_stock', true, true, false],
    ['coming_soon', true, false, false],
    ['sold', false, false, true],
  ])('%s: in stock %s, on the lot %s, sold view %s', (status, inStock, onLot, sold) => {
    expect(isInStock(makeCar({ status }))).toBe(inStock);
    expect(isOnLot(makeCar({ status }))).toBe(onLot);
    expect(isSoldView(makeCar({ status }))).toBe(sold);
  });
});

describe('tag shown on a car (rules.md: Tag shown on a car, first match wins)', () => {
  const site = { showFuelTypeTag: true, certifiedLogoMake: 'Toyota' };
  it.each([
    [
      'not in stock → sold tag',
      car({ status: 'sold', reserved: true, tag: 'runout sale' }),
      site,
      { kind: 'sold', text: 'JUST SOLD' },
    ],
    [
      'custom sold tag name',
      car({ status: 'sold' }),
      { specifications: { sold_tag_name: 'SOLD!' } },
      { kind: 'sold', text: 'SOLD!' },
    ],
    [
      'hybrid beats reserved when the site shows fuel',
      car({ simple_fuel: 'Hybrid', reserved: true }),
      site,
      { kind: 'fuel', text: 'Hybrid' },
    ],
    [
      'fuel tag off → reserved',
      car({ simple_fuel: 'Hybrid', reserved: true }),
      {},
      { kind: 'reserved', text: 'RESERVED' },
    ],
    [
      'certified used of the make',
      car({ certified: true, tag: 'runout sale' }),
      site,
      { kind: 'certified', text: 'Toyota Certified Pre-Owned' },
    ],
    [
      'certified new car is not',
      car({ certified: true, car_type: 'new', tag: 'runout sale' }),
      site,
      { kind: 'own', text: 'runout sale' },
    ],
    [
      "the car's own tag",
      car({ tag: 'Test Drive Only' }),
      {},
      { kind: 'own', text: 'Test Drive Only' },
    ],
    [
      'coming soon',
      car({ status: 'coming_soon' }),
      {},
      { kind: 'coming-soon', text: 'COMING SOON' },
    ],
    [
      'just arrived within 8 days',
      car({ created_at_timestamp: NOW - DEFAULT_JUST_ARRIVED_DAYS * DAY }),
      {},
      { kind: 'just-arrived', text: 'New' },
    ],
    [
      'custom just-arrived days and name',
      car({ created_at_timestamp: NOW - 10 * DAY }),
      { specifications: { just_arrived_days: 14, just_arrived_tag_name: 'Fresh' } },
      { kind: 'just-arrived', text: 'Fresh' },
    ],
    ['nothing', car({ created_at_timestamp: NOW - 9 * DAY }), {}, null],
  ])('%s', (_, c, s, expected) => {
    expect(carTag(c, s, NOW)).toEqual(expected);
  });
});

describe('price display (rules.md: Price display, first match wins)', () => {
  it.each([
    [
      'subscription when offered and > 0',
      { price: 30000, subscription_price: 199 },
      { offersSubscription: true },
      'subscription',
      '$199',
    ],
    [
      'subscription not offered → price',
      { price: 30000, subscription_price: 199 },
      {},
      'price',
      '$30,000',
    ],
    ['price above 10', { price: 11 }, {}, 'price', '$11'],
    ['price of exactly 10 is not shown', { price: 10 }, {}, 'enquire', 'Enquire for price.'],
    ['preorder', { price: 0, preorder: true }, {}, 'preorder', 'PREORDER'],
    ['no price → noPriceText', { price: 0 }, {}, 'enquire', 'Enquire for price.'],
    ['custom noPriceText', { price: null }, { noPriceText: 'Call us' }, 'enquire', 'Call us'],
    [
      'reduced price wins over price',
      { price: 30000 },
      { reducedPrice: 25000 },
      'price',
      '$25,000',
    ],
    [
      'computed price when no reduced price',
      { price: 30000 },
      { computedPrice: 31500 },
      'price',
      '$31,500',
    ],
  ])('%s', (_, c, options, kind, text) => {
    const p = priceDisplay(makeCar(c), options);
    expect(p.kind).toBe(kind);
    expect(p.text).toBe(text);
  });
  it("marks 'reduced' when the effective price differs from price", () => {
    expect(priceDisplay(makeCar({ price: 30000 }), { reducedPrice: 25000 }).reduced).toBe(true);
    expect(priceDisplay(makeCar({ price: 30000 })).reduced).toBe(false);
  });
  it("shows 'Was {old}, now:' when before_price is greater", () => {
    expect(priceDisplay(makeCar({ price: 30000, before_price: 32990 })).was).toEqual({
      amount: 32990,
      text: 'Was $32,990, now:',
    });
    expect(priceDisplay(makeCar({ price: 30000, before_price: 30000 })).was).toBeNull();
    expect(priceDisplay(makeCar({ price: 30000, before_price: 1000 })).was).toBeNull();
  });
  it("with a reduced price the old price is price; 'with trade in:' under the flag", () => {
    expect(
      priceDisplay(makeCar({ price: 30000, before_price: 40000 }), { reducedPrice: 26000 }).was,
    ).toEqual({ amount: 30000, text: 'Was $30,000, now:' });
    expect(
      priceDisplay(makeCar({ price: 30000 }), { reducedPrice: 26000, tradeInWording: true }).was,
    ).toEqual({ amount: 30000, text: 'with trade in:' });
  });
});

describe('images (rules.md: Results and car cards)', () => {
  const img = (url: string, visible?: boolean) => ({
    image: { url, thumb: { url: `${url}?t` } },
    visible,
  });
  it('keeps only visible images unless that leaves none', () => {
    expect(
      visibleImages([img('/a.jpg'), img('/b.jpg', false), img('/c.jpg', true)]).map(
        (i) => i.image!.url,
      ),
    ).toEqual(['/a.jpg', '/c.jpg']);
    expect(
      visibleImages([img('/a.jpg', false), img('/b.jpg', false)]).map((i) => i.image!.url),
    ).toEqual(['/a.jpg', '/b.jpg']);
    expect(visibleImages(undefined)).toEqual([]);
  });
  it('detects the default-vehicle placeholder and swaps it for the first thumbnail, or drops it', () => {
    expect(isPlaceholderImage('https://cdn.example.com/x/default-vehicle.jpg?w=640')).toBe(true);
    expect(isPlaceholderImage('/media/suv-white.jpg')).toBe(false);
    const c = {
      images: [img('/default-vehicle.jpg'), img('/b.jpg')],
      thumbnails: ['/thumb-1.jpg'],
    };
    expect(galleryImages(c).map((i) => i.url)).toEqual(['/thumb-1.jpg', '/b.jpg']);
    expect(primaryImage(c)).toBe('/thumb-1.jpg');
    expect(primaryImage({ images: [img('/default-vehicle.jpg')], thumbnails: [] })).toBeNull();
    expect(primaryImage({ images: [] })).toBeNull();
  });
});

describe('condition and model name (one definition each)', () => {
  it('reads new, used and demo as New, Used and Demo', () => {
    expect(['new', 'used', 'demo'].map((t) => conditionLabel(t as 'new'))).toEqual([
      'New',
      'Used',
      'Demo',
    ]);
  });
  it('takes the model name from a string or { name }', () => {
    expect(modelName({ model: 'Corolla' })).toBe('Corolla');
    expect(modelName({ model: { name: 'Corolla' } })).toBe('Corolla');
  });
  it('capitalises the first letter only', () => {
    expect(capitalise('car')).toBe('Car');
    expect(capitalise('motorcycle details')).toBe('Motorcycle details');
    expect(capitalise('')).toBe('');
  });
});
