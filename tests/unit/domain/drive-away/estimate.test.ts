/**
 * Estimated drive-away prices for a table of cars × states, each figure worked out by hand from
 * the state tables (docs/drive-away.md shows the workings), and the one reading of a price type.
 */
import { describe, expect, it } from 'vitest';
import {
  dutyOn,
  driveAwayDisclaimer,
  estimatedDriveAway,
  priceBasis,
  registrationCarriesOver,
  type DriveAwayCar,
} from '../../../../src/domain/drive-away/estimate';
import { STATE_CHARGES, CHARGES_YEAR } from '../../../../src/domain/drive-away/state-charges';
import { AU_STATES, type AuState } from '../../../../src/domain/tenant/states';

const EXCL = 'Excl. Government Charges';
const AS_OF = '2026-03-01';

/** The cars of the table in docs/drive-away.md. */
const CARS: Record<string, DriveAwayCar> = {
  // A: used 2023 Audi Q5, 4-cylinder petrol, registered to July 2027
  A: {
    price: 64990,
    price_type: EXCL,
    car_type: 'used',
    cylinders: 4,
    simple_fuel: 'Petrol',
    rego_expiry: '2027-07-18',
  },
  // B: new Toyota Corolla hybrid, 4 cylinders
  B: { price: 34990, price_type: EXCL, car_type: 'new', cylinders: 4, simple_fuel: 'Hybrid' },
  // C: used Ford Ranger, 4-cylinder diesel, unregistered
  C: { price: 29990, price_type: EXCL, car_type: 'used', cylinders: 4, simple_fuel: 'Diesel' },
  // D: new LandCruiser 70, V8 diesel
  D: { price: 92000, price_type: EXCL, car_type: 'new', cylinders: 8, simple_fuel: 'Diesel' },
  // E: used hatch, registered
  E: {
    price: 8500,
    price_type: EXCL,
    car_type: 'used',
    cylinders: 4,
    simple_fuel: 'Petrol',
    rego_expiry: '2026-09-30',
  },
  // F: new battery electric car
  F: { price: 58900, price_type: EXCL, car_type: 'new', simple_fuel: 'Electric' },
};

/** [car, state, stamp duty, other charges, total], worked out by hand (docs/drive-away.md). */
// prettier-ignore
const TABLE: [string, AuState, number, number, number][] = [
  ['A', 'NSW', 2350, 41, 67381], ['A', 'VIC', 2730, 45, 67765], ['A', 'QLD', 1950, 40, 66980],
  ['A', 'SA', 2540, 33, 67563], ['A', 'WA', 4224, 24, 69238], ['A', 'TAS', 2600, 28, 67618],
  ['A', 'ACT', 2350, 44, 67384], ['A', 'NT', 1950, 18, 66958],
  ['B', 'NSW', 1050, 1097, 37137], ['B', 'VIC', 1470, 966, 37426], ['B', 'QLD', 700, 847, 36537],
  ['B', 'SA', 1340, 720, 37050], ['B', 'WA', 1487, 928, 37405], ['B', 'TAS', 1050, 707, 36747],
  ['B', 'ACT', 1050, 951, 36991], ['B', 'NT', 1050, 765, 36805],
  ['C', 'NSW', 900, 1097, 31987], ['C', 'VIC', 1260, 966, 32216], ['C', 'QLD', 900, 847, 31737],
  ['C', 'SA', 1140, 720, 31850], ['C', 'WA', 1050, 928, 31968], ['C', 'TAS', 900, 707, 31597],
  ['C', 'ACT', 900, 951, 31841], ['C', 'NT', 900, 765, 31655],
  ['D', 'NSW', 3700, 1097, 96797], ['D', 'VIC', 4784, 966, 97750], ['D', 'QLD', 3680, 1322, 97002],
  ['D', 'SA', 3620, 720, 96340], ['D', 'WA', 5980, 928, 98908], ['D', 'TAS', 3680, 707, 96387],
  ['D', 'ACT', 3700, 951, 96651], ['D', 'NT', 2760, 765, 95525],
  ['E', 'NSW', 255, 41, 8796], ['E', 'VIC', 361, 45, 8906], ['E', 'QLD', 255, 40, 8795],
  ['E', 'SA', 280, 33, 8813], ['E', 'WA', 234, 24, 8758], ['E', 'TAS', 255, 28, 8783],
  ['E', 'ACT', 255, 44, 8799], ['E', 'NT', 255, 18, 8773],
  ['F', 'NSW', 2045, 1097, 62042], ['F', 'VIC', 2478, 966, 62344], ['F', 'QLD', 1178, 772, 60850],
  ['F', 'SA', 2296, 720, 61916], ['F', 'WA', 3829, 928, 63657], ['F', 'TAS', 2356, 707, 61963],
  ['F', 'ACT', 0, 951, 59851], ['F', 'NT', 1767, 765, 61432],
];

describe(`estimated drive-away price, ${CHARGES_YEAR} tables`, () => {
  it.each(TABLE)(
    'car %s in %s: duty $%d, other charges $%d, total $%d',
    (car, state, duty, other, total) => {
      const e = estimatedDriveAway(CARS[car], state, 'AU', { asOf: AS_OF })!;
      expect(e.state).toBe(state);
      expect(e.charges.find((c) => c.key === 'duty')?.amount).toBe(duty);
      expect(e.governmentCharges - duty).toBe(other);
      expect(e.total).toBe(total);
      // the total is never smaller than a component
      for (const part of [e.price, ...e.charges.map((c) => c.amount)])
        expect(e.total).toBeGreaterThanOrEqual(part);
    },
  );

  it('every state and territory has a table', () =>
    expect(Object.keys(STATE_CHARGES).sort()).toEqual([...AU_STATES].sort()));

  it('an unregistered car pays duty, registration, CTP and plates; a registered one duty and transfer', () => {
    const fresh = estimatedDriveAway(CARS.C, 'NSW', 'AU', { asOf: AS_OF })!;
    expect(fresh.charges.map((c) => c.key)).toEqual(['duty', 'registration', 'ctp', 'plates']);
    expect(fresh.registered).toBe(false);
    const kept = estimatedDriveAway(CARS.A, 'NSW', 'AU', { asOf: AS_OF })!;
    expect(kept.charges.map((c) => c.key)).toEqual(['duty', 'transfer']);
    expect(kept.registered).toBe(true);
    // registration that ran out before the day asked about does not carry over
    const lapsed = estimatedDriveAway(CARS.E, 'NSW', 'AU', { asOf: '2026-10-01' })!;
    expect(lapsed.registered).toBe(false);
    expect(lapsed.total).toBe(8500 + 255 + 521 + 530 + 46);
    // a Date is read as its UTC day
    expect(
      estimatedDriveAway(CARS.E, 'NSW', 'AU', { asOf: new Date('2026-09-30T23:00:00Z') })!
        .registered,
    ).toBe(true);
  });

  it('a stock index document carries whether registration carries over, not the date', () => {
    const { rego_expiry: _date, ...withoutDate } = CARS.A;
    expect(estimatedDriveAway({ ...withoutDate, rego_current: true }, 'NSW', 'AU')!.total).toBe(
      67381,
    );
    expect(estimatedDriveAway(withoutDate, 'NSW', 'AU')!.registered).toBe(false);
    expect(registrationCarriesOver({ car_type: 'new', rego_current: true })).toBe(false);
  });

  it("reads a state's name as well as its code", () =>
    expect(estimatedDriveAway(CARS.B, 'Queensland', 'AU')?.total).toBe(36537));

  it.each<[string, DriveAwayCar, string | null, 'AU' | 'US' | 'NZ']>([
    ['a US site', CARS.B, 'QLD', 'US'],
    ['an NZ site', CARS.B, 'QLD', 'NZ'],
    ['a drive-away price', { ...CARS.B, price_type: 'Drive Away' }, 'QLD', 'AU'],
    ['a price without a type', { ...CARS.B, price_type: null }, 'QLD', 'AU'],
    ['no price', { ...CARS.B, price: 0 }, 'QLD', 'AU'],
    ['a motorcycle', { ...CARS.B, item_type: 'motorcycle' }, 'QLD', 'AU'],
    ['a caravan', { ...CARS.B, item_type: 'caravan' }, 'QLD', 'AU'],
    ['no state', CARS.B, null, 'AU'],
    ['a US state', CARS.B, 'WI', 'AU'],
  ])('no estimate for %s', (_, car, state, market) =>
    expect(estimatedDriveAway(car, state, market)).toBeNull(),
  );

  it('the disclaimer names the state, what is included and the tables’ year', () => {
    expect(driveAwayDisclaimer(estimatedDriveAway(CARS.C, 'VIC', 'AU')!)).toBe(
      `Estimate for a private buyer in Victoria: the price plus stamp duty, 12 months’ registration, CTP insurance and number plates at ${CHARGES_YEAR} government rates. Your final price depends on your circumstances and is confirmed in your contract.`,
    );
    expect(
      driveAwayDisclaimer(estimatedDriveAway(CARS.A, 'VIC', 'AU', { asOf: AS_OF })!),
    ).toContain('stamp duty and the transfer fee');
  });
});

describe('duty scales at their edges', () => {
  it.each<[AuState, number, number, DriveAwayCar]>([
    // NSW: $3 per $100 or part to $45,000, then $1,350 + $5 per $100 or part
    ['NSW', 45_000, 1_350, CARS.C],
    ['NSW', 45_001, 1_355, CARS.C],
    ['NSW', 100, 3, CARS.C],
    ['NSW', 101, 6, CARS.C],
    // VIC new: $8.40 per $200 to the LCT threshold, then $10.40 per $200 of the whole value, …
    ['VIC', 80_567, 3_385, CARS.D],
    ['VIC', 80_568, 4_191, CARS.D],
    ['VIC', 150_001, 13_518, CARS.D],
    // QLD over $100,000: 2 points more on the whole value
    ['QLD', 100_000, 3_000, CARS.C],
    ['QLD', 100_001, 5_005, CARS.C],
    // SA: at least $5, then the steps at $1,000, $2,000 and $3,000
    ['SA', 300, 5, CARS.E],
    ['SA', 999, 10, CARS.E],
    ['SA', 1_500, 20, CARS.E],
    ['SA', 3_000, 60, CARS.E],
    // WA: 2.75% to $25,000, then 2.75 + (value − 25,000) / 6,666.66 % (4.63% at $37,500), 6.5% at $50,000
    ['WA', 25_000, 688, CARS.C],
    ['WA', 37_500, 1_736, CARS.C],
    ['WA', 50_000, 3_250, CARS.C],
    // TAS: $20 to $600; $3 per $100 to $35,000; $1,050 + $11 per $100 to $40,000; 4% above
    ['TAS', 600, 20, CARS.E],
    ['TAS', 37_000, 1_270, CARS.E],
    ['TAS', 40_000, 1_600, CARS.E],
    ['TAS', 40_100, 1_604, CARS.E],
  ])('%s at $%d: $%d', (state, price, duty, car) => {
    const schedule = STATE_CHARGES[state].duty.find(
      (d) => estimatedDriveAway({ ...car, price }, state, 'AU')!.charges[0].note === d.note,
    )!;
    expect(Math.round(dutyOn(price, schedule.bands))).toBe(duty);
    expect(estimatedDriveAway({ ...car, price }, state, 'AU')!.charges[0].amount).toBe(duty);
  });
});

describe('price basis from price_type', () => {
  it.each<[string | null, ReturnType<typeof priceBasis>]>([
    ['Drive Away', 'drive-away'],
    ['DRIVE AWAY NO MORE TO PAY', 'drive-away'],
    ['Ride Away', 'drive-away'],
    ['Tow Away', 'drive-away'],
    ['Driveaway', 'drive-away'],
    ['Excl. Government Charges', 'excluding-government-charges'],
    ['Excluding Govt. Charges', 'excluding-government-charges'],
    ['excl gov charges', 'excluding-government-charges'],
    ['Plus On Road Costs', 'excluding-government-charges'],
    ['+ ORC', 'excluding-government-charges'],
    ['EGC', 'excluding-government-charges'],
    ['Excl. ORC', 'excluding-government-charges'],
    ['Drive Away No More To Pay', 'drive-away'],
    ['Incl. Govt Charges', 'drive-away'],
    ['drive-away', 'drive-away'],
    ['DAP', 'drive-away'],
    ['Price before on-road costs', 'excluding-government-charges'],
    ['Drive Away excl. options', 'unstated'],
    ['Negotiable', 'unstated'],
    ['', 'unstated'],
    [null, 'unstated'],
  ])('%j → %s', (type, basis) => expect(priceBasis(type)).toBe(basis));
});
