/** Range refinements in words, as chips and the nearest searches show them, in each market. */
import { describe, expect, it } from 'vitest';
import { boundText, rangeText } from '../../../../src/domain/search/range-text';
import type { Market } from '../../../../src/domain/market/market';

describe('range text', () => {
  it.each([
    ['price', ':30000', 'AU', 'up to $30,000'],
    ['price', '20000:', 'AU', 'from $20,000'],
    ['price', '20000:30000', 'NZ', '$20,000 to $30,000'],
    ['km', ':50000', 'AU', 'up to 50,000 km'],
    ['km', ':50000', 'US', 'up to 50,000 mi'],
    ['year', '2019:2019', 'AU', '2019'],
    ['year', '2020:', 'AU', 'from 2020'],
    ['seats', '7:', 'AU', 'from 7'],
    ['variant.towingcapacitybraked', '3500:', 'AU', 'from 3,500 kg'],
    ['doors', '5:5', 'AU', '5'],
    ['engine_size_litres', '1.95:2.05', 'AU', '1.95L to 2.05L'],
    ['cylinders', '8:8', 'AU', '8'],
    ['variant.fuelconsumptioncombined', ':6', 'AU', 'up to 6 L/100km'],
    // at most 5.9 L/100km is at least 40 mpg
    ['variant.fuelconsumptioncombined', ':5.9', 'US', 'from 40 mpg'],
    ['variant.fuelconsumptioncombined', '5:8', 'US', '29 mpg to 47 mpg'],
  ] as [string, string, Market, string][])('%s %s (%s) → %s', (attribute, value, market, text) =>
    expect(rangeText(attribute, value, market)).toBe(text),
  );
  it('a chip’s bound', () => {
    expect(boundText('price', '<=', 25000)).toBe('up to $25,000');
    expect(boundText('variant.fuelconsumptioncombined', '>=', 7.8, 'US')).toBe('up to 30 mpg');
  });
});
