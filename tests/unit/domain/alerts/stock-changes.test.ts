/** A build's stock difference and the alert rule, as tables. */
import { describe, expect, it } from 'vitest';
import {
  comparablePrice,
  hasChanges,
  stockChanges,
  stockStateOf,
  type StockEntry,
  type StockSnapshot,
} from '../../../../src/domain/alerts/stock-changes';
import { alertItems } from '../../../../src/domain/alerts/alert-items';

const car = (price: number | null, state: StockEntry['state'] = 'available'): StockEntry => ({
  price,
  state,
  title: `Car at ${price}`,
  path: `/cars/car-${price}`,
});

describe('a stock document’s state', () => {
  it.each([
    [{ status: 'in_stock' }, 'available'],
    [{ status: 'coming_soon' }, 'available'],
    [{ status: 'in_stock', reserved: true }, 'reserved'],
    [{ status: 'sold' }, 'sold'],
    [{ status: 'sold', reserved: true }, 'sold'],
    [{}, 'sold'],
  ])('%j is %s', (doc, state) => expect(stockStateOf(doc)).toBe(state));

  it.each([
    [29990, 29990],
    ['29990', 29990],
    [0, null],
    [-5, null],
    [null, null],
    ['Enquire', null],
    [Number.NaN, null],
  ])('a price of %j compares as %j', (raw, price) => expect(comparablePrice(raw)).toBe(price));
});

describe('the difference', () => {
  const previous: StockSnapshot = {
    same: car(20000),
    cheaper: car(30000),
    dearer: car(30000),
    toSold: car(25000),
    toReserved: car(25000),
    gone: car(25000),
    goneSold: car(25000, 'sold'),
    reservedCheaper: car(30000, 'reserved'),
    noPriceBefore: car(null),
  };
  const current: StockSnapshot = {
    same: car(20000),
    cheaper: car(28000),
    dearer: car(31000),
    toSold: car(25000, 'sold'),
    toReserved: car(25000, 'reserved'),
    reservedCheaper: car(29000, 'reserved'),
    noPriceBefore: car(20000),
    arrived: car(40000),
    arrivedReserved: car(40000, 'reserved'),
  };

  it('new cars, price drops, reservations and sales; nothing else', () => {
    expect(stockChanges(previous, current)).toEqual({
      added: ['arrived'],
      priceDrops: [{ id: 'cheaper', from: 30000, to: 28000 }],
      sold: [
        { id: 'toSold', removed: false },
        { id: 'gone', removed: true },
      ],
      reserved: ['toReserved'],
    });
  });

  it('the same stock changes nothing', () => {
    expect(hasChanges(stockChanges(current, current))).toBe(false);
    expect(hasChanges(stockChanges({}, {}))).toBe(false);
  });
});

describe('the alert rule', () => {
  const previous: StockSnapshot = { a: car(30000), b: car(30000), c: car(30000), d: car(30000) };
  const current: StockSnapshot = {
    a: car(27000),
    b: car(30000, 'reserved'),
    c: car(30000, 'sold'),
    e: car(25000),
    f: car(26000),
  };
  const changes = stockChanges(previous, current);
  const items = alertItems({
    changes,
    subscriptions: [
      { id: 'search-1', kind: 'search' },
      { id: 'search-2', kind: 'search' },
      { id: 'watch', kind: 'watchlist', watched: ['a', 'b', 'c', 'd', 'e'] },
    ],
    matches: (id) => new Set(id === 'search-1' ? ['a', 'e', 'b'] : []),
    previous,
    current,
  });
  const table = items.map((i) => [i.subscriptionId, i.change, i.carId]);

  it('a saved search hears of the new cars and the price drops it matches, nothing else', () => {
    expect(table.filter(([s]) => s === 'search-1')).toEqual([
      ['search-1', 'new', 'e'],
      ['search-1', 'price-drop', 'a'],
    ]);
    expect(table.filter(([s]) => s === 'search-2')).toEqual([]);
  });

  it('the watchlist hears of price drops, reservations and sales of its cars, never of new cars', () => {
    expect(table.filter(([s]) => s === 'watch')).toEqual([
      ['watch', 'price-drop', 'a'],
      ['watch', 'reserved', 'b'],
      ['watch', 'sold', 'c'],
      ['watch', 'sold', 'd'],
    ]);
  });

  it('each item names the car as the message will: title, page, price, the price before a drop', () => {
    expect(items.find((i) => i.change === 'price-drop')?.car).toEqual({
      id: 'a',
      title: 'Car at 27000',
      path: '/cars/car-27000',
      price: 27000,
      previousPrice: 30000,
    });
    // a car no longer listed is named as the last build listed it
    expect(items.find((i) => i.carId === 'd')?.car).toMatchObject({
      title: 'Car at 30000',
      removed: true,
    });
  });
});
