import { describe, expect, it } from 'vitest';
import { auFeedPrice, feedEstimatedDriveAway } from '../../../../src/domain/feeds/price-type';
import { META_BODY_STYLE_OF, META_BODY_STYLES } from '../../../../src/domain/feeds/meta-spec';
import { BODY_TYPE_KEYS } from '../../../../src/domain/search/body-types';
import { vinCheckDigit, vinProblem } from '../../../../src/domain/vehicle/vin';
import type { Car } from '../../../../src/domain/vehicle/schema';

describe("Australia's feed price type, from the car's own price type", () => {
  const of = (car_type: string, price_type?: string, state: string | null = 'QLD') =>
    auFeedPrice({ car_type, price_type, cylinders: 4, simple_fuel: 'Petrol' } as Car, 34990, state);
  it.each([
    ['new', 'Drive Away', 'drive_away_price'],
    ['used', 'Drive Away', 'drive_away_price'],
    ['demo', 'Drive Away', 'drive_away_price'],
    ['used', 'Excl. Government Charges', 'excluding_government_charges_price'],
    ['demo', 'EGC', 'excluding_government_charges_price'],
  ])('%s car, %j: %s', (type, words, expected) =>
    expect(of(type, words)).toEqual({ ok: true, type: expected, amount: 34990 }),
  );
  it("a new car excluding government charges carries the estimate for its dealership's state", () => {
    const estimate = feedEstimatedDriveAway(
      { car_type: 'new', price: 34990, price_type: 'EGC', cylinders: 4 } as Car,
      'QLD',
    );
    expect(estimate).toBeGreaterThan(34990);
    expect(of('new', 'Excl. Government Charges')).toEqual({
      ok: true,
      type: 'estimated_drive_away_price',
      amount: estimate,
    });
  });
  it('a new car excluding government charges with no Australian state is left out, with the reason', () =>
    expect(of('new', 'Excl. Government Charges', null)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('no estimate is available'),
    }));
  it('no price type, or words that say neither, leave the car out with the reason', () => {
    expect(of('used')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('no price type'),
    });
    expect(of('new', 'Negotiable')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('"Negotiable"'),
    });
  });
});

describe('VINs', () => {
  it('17 characters without I, O or Q; the US check digit (NHTSA) only on US sites', () => {
    expect(vinProblem('1M8GDM9AXKP042788', 'US')).toBeNull();
    expect(vinCheckDigit('11111111111111111')).toBe('1');
    expect(vinProblem('1M8GDM9A1KP042788', 'US')).toContain('check digit');
    expect(vinProblem('1M8GDM9A1KP042788', 'AU')).toBeNull();
    expect(vinProblem('JTM-ABCDE 10000099', 'AU')).toContain('16 characters');
    expect(vinProblem('JTMABCDEI00000099', 'AU')).toContain('never has');
    expect(vinProblem(' ', 'AU')).toBe('no VIN');
  });
});

describe("Meta's body styles from our body keys", () => {
  it('every body key maps to a listed body style, or to none (ev, prestige: no shape)', () => {
    for (const key of BODY_TYPE_KEYS) {
      const style = META_BODY_STYLE_OF[key];
      if (key === 'ev' || key === 'prestige') expect(style).toBeNull();
      else expect(META_BODY_STYLES).toContain(style);
    }
    expect(META_BODY_STYLE_OF.ute).toBe('TRUCK');
    expect(META_BODY_STYLE_OF.peopleMover).toBe('MINIVAN');
  });
});
