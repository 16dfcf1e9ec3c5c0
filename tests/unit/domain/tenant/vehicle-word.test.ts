/**
 * The vehicle word on the sold view and the 'no longer available' page (rules.md: In
 * stock; Tags and names; The tenant's vehicle word). Both once said 'car' on the caravan seller.
 */
import { describe, expect, it } from 'vitest';
import { inSentence, vehicleWord } from '../../../../src/domain/tenant/template';
import { soldSentences, unavailableHeading } from '../../../../src/domain/vehicle/page-copy';

const camper = { slug: 'outback-caravans-rv', template: 'camper' };
const rv = { slug: 'some-rv-sales', template: 'rv' };
const bikes = { slug: 'throttle-motorcycles', template: 'motorcycle' };
const cars = { slug: 'pacific-motor-group', template: 'default' };

describe('vehicleWord', () => {
  it("is the car's own type when it names one", () => {
    expect(vehicleWord({ item_type: 'caravan' }, camper)).toBe('caravan');
    expect(vehicleWord({ item_type: 'caravan' }, cars)).toBe('caravan');
    expect(vehicleWord({}, bikes)).toBe('Motorcycle');
  });
  it("is the tenant's vehicle word otherwise, and on a page with no car", () => {
    expect(vehicleWord({ item_type: null }, camper)).toBe('Camper');
    expect(vehicleWord(null, camper)).toBe('Camper');
    expect(vehicleWord(null, rv)).toBe('RV');
    expect(vehicleWord(null, bikes)).toBe('Motorcycle');
    expect(vehicleWord(null, cars)).toBe('Car');
    expect(vehicleWord(null, { ...cars, override_primary_vehicle: 'Truck' })).toBe('Truck');
  });
  it('reads in lower case inside a sentence, an acronym as it is', () => {
    expect(inSentence('Camper')).toBe('camper');
    expect(inSentence('RV')).toBe('RV');
  });
});

describe("the caravan seller's pages never say 'car'", () => {
  it('the sold view', () => {
    expect(soldSentences(vehicleWord({ item_type: null }, camper))).toEqual([
      'Unfortunately this camper recently sold.',
      "But don't worry, we can help you find a similar camper!",
    ]);
    expect(soldSentences(vehicleWord({ item_type: 'caravan' }, camper))[0]).toBe(
      'Unfortunately this caravan recently sold.',
    );
    expect(soldSentences(vehicleWord(null, rv))[0]).toBe('Unfortunately this RV recently sold.');
  });
  it("the 'no longer available' page", () => {
    expect(unavailableHeading(vehicleWord(null, camper))).toBe(
      'This camper is no longer available',
    );
    expect(unavailableHeading(vehicleWord(null, bikes))).toBe(
      'This motorcycle is no longer available',
    );
    expect(unavailableHeading(vehicleWord(null, cars))).toBe('This car is no longer available');
  });
});
