/**
 * The government charges on a private buyer's car in each Australian state and territory, as
 * data: stamp (motor vehicle) duty scales, 12 months' registration, compulsory third-party
 * (CTP) insurance, number plates and the transfer fee. The drive-away estimate (estimate.ts)
 * reads nothing else, so updating a figure is editing one line here.
 *
 * Every figure is for one financial year, CHARGES_YEAR (1 July to 30 June): states change their
 * fees each 1 July (duty scales less often). Re-check every row against its source each
 * 1 July, then change CHARGES_YEAR. Each row's published source (the state revenue office's
 * duty scale, the registration authority's fees, the CTP regulator's premium) is cited in
 * docs/drive-away.md, with the cars × states table the unit tests work out by hand; the
 * sources stay out of this module, which the vehicle page and the search cards download.
 *
 * What a row covers: a light passenger car (sedan, hatch, SUV, ute or van under 4.5 t) bought
 * for private use and garaged in the state's capital; registration for 12 months at the
 * common weight or cylinder class (the note says which); CTP at the capital's private-car
 * premium (where insurers set it, an average). Pure and free of zod: islands import it.
 */
import type { AuState } from '../tenant/states';

/** The financial year every figure is for: 1 July 2025 to 30 June 2026. */
export const CHARGES_YEAR = '2025–26';

/**
 * A duty band, applying up to `upTo` (inclusive; null: no limit). A scale's '$3 per $100 or
 * part' is `percent` 3 of the value rounded up to a whole `roundTo` (100); '$8.40 per $200 or
 * part' is 4.2 of the value rounded up to 200; a plain percentage rounds to 1:
 * - whole: `percent` of the whole value;
 * - marginal: `base` plus `percent` of the value above `over`;
 * - sliding: a percentage of the whole value, `fromPercent` at `from` plus one point for every
 *   `dollarsPerPoint` above it, rounded to 2 decimals (Western Australia's middle band:
 *   2.75 + (value − 25,000) / 6,666.66);
 * - flat: `amount` whatever the value.
 */
export type DutyBand =
  | { upTo: number | null; kind: 'whole'; percent: number; roundTo: number }
  | {
      upTo: number | null;
      kind: 'marginal';
      base: number;
      percent: number;
      roundTo: number;
      over: number;
    }
  | { upTo: number; kind: 'sliding'; from: number; fromPercent: number; dollarsPerPoint: number }
  | { upTo: number | null; kind: 'flat'; amount: number };

/** Which cars a row applies to; absent fields match every car. */
export interface ChargeCondition {
  /** 'new': never registered (a new car); 'used': used and demonstrator cars. */
  condition?: 'new' | 'used';
  /** 'electric': battery electric only; 'low-emission': electric, plug-in hybrid or hybrid. */
  fuel?: 'electric' | 'low-emission';
  /** Cylinders, inclusive (electric cars count as 0). */
  maxCylinders?: number;
}

/** First match wins: each list ends with a row without a condition. */
export interface DutySchedule {
  when: ChargeCondition;
  bands: readonly DutyBand[];
  note: string;
}

export interface Amount {
  when: ChargeCondition;
  amount: number;
  note: string;
}

export interface StateCharges {
  duty: readonly DutySchedule[];
  registration: readonly Amount[];
  /** Compulsory third-party (personal injury) insurance for 12 months. */
  ctp: number;
  /** A standard set of number plates. */
  plates: number;
  /** Transferring a registered car into the buyer's name. */
  transfer: number;
}

const ANY: ChargeCondition = {};
const PER_100 = 100;

/** Duty of $3 per $100 to $45,000, then $1,350 plus $5 per $100 above it (NSW; the ACT's used and category C rates). */
const THREE_THEN_FIVE: readonly DutyBand[] = [
  { upTo: 45_000, kind: 'whole', percent: 3, roundTo: PER_100 },
  { upTo: null, kind: 'marginal', base: 1_350, percent: 5, roundTo: PER_100, over: 45_000 },
];

export const STATE_CHARGES: Readonly<Record<AuState, StateCharges>> = {
  NSW: {
    duty: [{ when: ANY, bands: THREE_THEN_FIVE, note: 'passenger vehicles' }],
    registration: [
      {
        when: ANY,
        amount: 521,
        note: 'registration fee and motor vehicle tax, private car 1,155–1,504 kg tare',
      },
    ],
    ctp: 530,
    plates: 46,
    transfer: 41,
  },
  VIC: {
    duty: [
      {
        when: { fuel: 'low-emission' },
        bands: [{ upTo: null, kind: 'whole', percent: 4.2, roundTo: 200 }],
        note: 'green passenger car (assumed for electric, plug-in hybrid and hybrid cars)',
      },
      {
        when: { condition: 'used' },
        bands: [{ upTo: null, kind: 'whole', percent: 4.2, roundTo: 200 }],
        note: 'used passenger car',
      },
      {
        when: ANY,
        bands: [
          // to the luxury car tax threshold for other vehicles (2025–26: $80,567)
          { upTo: 80_567, kind: 'whole', percent: 4.2, roundTo: 200 },
          { upTo: 100_000, kind: 'whole', percent: 5.2, roundTo: 200 },
          { upTo: 150_000, kind: 'whole', percent: 7, roundTo: 200 },
          { upTo: null, kind: 'whole', percent: 9, roundTo: 200 },
        ],
        note: 'new passenger car',
      },
    ],
    registration: [
      { when: ANY, amount: 337, note: 'passenger car, metropolitan, without the TAC charge' },
    ],
    ctp: 588,
    plates: 41,
    transfer: 45,
  },
  QLD: {
    duty: [
      {
        when: { fuel: 'low-emission' },
        bands: [
          { upTo: 100_000, kind: 'whole', percent: 2, roundTo: PER_100 },
          { upTo: null, kind: 'whole', percent: 4, roundTo: PER_100 },
        ],
        note: 'hybrid and electric',
      },
      {
        when: { maxCylinders: 4 },
        bands: [
          { upTo: 100_000, kind: 'whole', percent: 3, roundTo: PER_100 },
          { upTo: null, kind: 'whole', percent: 5, roundTo: PER_100 },
        ],
        note: '1 to 4 cylinders',
      },
      {
        when: { maxCylinders: 6 },
        bands: [
          { upTo: 100_000, kind: 'whole', percent: 3.5, roundTo: PER_100 },
          { upTo: null, kind: 'whole', percent: 5.5, roundTo: PER_100 },
        ],
        note: '5 or 6 cylinders',
      },
      {
        when: ANY,
        bands: [
          { upTo: 100_000, kind: 'whole', percent: 4, roundTo: PER_100 },
          { upTo: null, kind: 'whole', percent: 6, roundTo: PER_100 },
        ],
        note: '7 or more cylinders',
      },
    ],
    registration: [
      { when: { maxCylinders: 3 }, amount: 330, note: 'private, 1 to 3 cylinders or electric' },
      { when: { maxCylinders: 4 }, amount: 405, note: 'private, 4 cylinders' },
      { when: { maxCylinders: 6 }, amount: 645, note: 'private, 5 or 6 cylinders' },
      { when: { maxCylinders: 8 }, amount: 880, note: 'private, 7 or 8 cylinders' },
      { when: ANY, amount: 1_070, note: 'private, 9 to 12 cylinders' },
    ],
    ctp: 400,
    plates: 42,
    transfer: 40,
  },
  SA: {
    duty: [
      {
        when: ANY,
        bands: [
          // $1 per $100 or part to $1,000, at least $5
          { upTo: 500, kind: 'flat', amount: 5 },
          { upTo: 1_000, kind: 'whole', percent: 1, roundTo: PER_100 },
          { upTo: 2_000, kind: 'marginal', base: 10, percent: 2, roundTo: PER_100, over: 1_000 },
          { upTo: 3_000, kind: 'marginal', base: 30, percent: 3, roundTo: PER_100, over: 2_000 },
          { upTo: null, kind: 'marginal', base: 60, percent: 4, roundTo: PER_100, over: 3_000 },
        ],
        note: 'non-commercial vehicles',
      },
    ],
    registration: [
      {
        when: ANY,
        amount: 303,
        note: 'passenger car, 4 cylinders, metropolitan, with the Lifetime Support Scheme levy',
      },
    ],
    ctp: 380,
    plates: 37,
    transfer: 33,
  },
  WA: {
    duty: [
      {
        when: ANY,
        bands: [
          { upTo: 25_000, kind: 'whole', percent: 2.75, roundTo: 1 },
          {
            upTo: 50_000,
            kind: 'sliding',
            from: 25_000,
            fromPercent: 2.75,
            dollarsPerPoint: 6_666.66,
          },
          { upTo: null, kind: 'whole', percent: 6.5, roundTo: 1 },
        ],
        note: 'light vehicles up to 4.5 t',
      },
    ],
    registration: [
      { when: ANY, amount: 410, note: 'vehicle licence and recording fees, car about 1,500 kg' },
    ],
    ctp: 484,
    plates: 34,
    transfer: 24,
  },
  TAS: {
    duty: [
      {
        when: ANY,
        bands: [
          { upTo: 600, kind: 'flat', amount: 20 },
          { upTo: 35_000, kind: 'whole', percent: 3, roundTo: PER_100 },
          {
            upTo: 40_000,
            kind: 'marginal',
            base: 1_050,
            percent: 11,
            roundTo: PER_100,
            over: 35_000,
          },
          { upTo: null, kind: 'whole', percent: 4, roundTo: PER_100 },
        ],
        note: 'passenger vehicles',
      },
    ],
    registration: [
      { when: ANY, amount: 285, note: 'registration fee and motor tax, 4-cylinder car' },
    ],
    ctp: 390,
    plates: 32,
    transfer: 28,
  },
  ACT: {
    duty: [
      {
        when: { condition: 'new', fuel: 'electric' },
        bands: [{ upTo: null, kind: 'flat', amount: 0 }],
        note: 'new zero-emission vehicle (category A)',
      },
      {
        when: { condition: 'used' },
        bands: THREE_THEN_FIVE,
        note: 'used vehicle',
      },
      {
        when: ANY,
        bands: THREE_THEN_FIVE,
        note: 'new vehicle, emissions category C assumed (the common rating of a petrol or diesel car)',
      },
    ],
    registration: [{ when: ANY, amount: 396, note: 'private car, with the road rescue fee' }],
    ctp: 510,
    plates: 45,
    transfer: 44,
  },
  NT: {
    duty: [
      {
        when: ANY,
        bands: [{ upTo: null, kind: 'whole', percent: 3, roundTo: PER_100 }],
        note: 'all vehicles',
      },
    ],
    registration: [{ when: ANY, amount: 162, note: 'private car, 4 cylinders' }],
    ctp: 577,
    plates: 26,
    transfer: 18,
  },
};
