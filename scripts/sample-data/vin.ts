/**
 * Identifiers a car carries: VIN (ISO 3779, with a correct check digit in position 9),
 * Australian number plates by state, and NVIC codes.
 */
import type { Rng } from './random';
import { vinCheckDigit } from '../../src/domain/vehicle/vin';

/** The check digit, by the one VIN rule (src/domain/vehicle/vin.ts). */
export { vinCheckDigit };

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** Model-year codes from 2010 (A) on; I, O, Q, U, Z and 0 are never used. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY';

/** World manufacturer identifiers (the first three VIN characters) by make. */
const WMI: Record<string, string> = {
  Toyota: 'JTM',
  Lexus: 'JTH',
  Mazda: 'JM0',
  Hyundai: 'KMH',
  Kia: 'KNA',
  Ford: 'MPB',
  Mitsubishi: 'MMA',
  Nissan: 'JN1',
  Honda: 'JHM',
  Subaru: 'JF2',
  Suzuki: 'JS2',
  'Isuzu UTE': 'MPA',
  GWM: 'LGW',
  Haval: 'LGW',
  MG: 'LSJ',
  BYD: 'LGX',
  Chery: 'LVV',
  KGM: 'KPT',
  SsangYong: 'KPT',
  Volkswagen: 'WVW',
  Škoda: 'TMB',
  'Mercedes-Benz': 'W1K',
  BMW: 'WBA',
  Audi: 'WAU',
  Tesla: 'LRW',
  Jeep: '1C4',
  Chevrolet: '1GC',
  GMSV: '1GC',
  Holden: '6G1',
  Volvo: 'YV1',
  'Land Rover': 'SAL',
  Porsche: 'WP0',
  LDV: 'LSH',
  Polestar: 'LPS',
  Cupra: 'VSS',
  'Harley-Davidson': '1HD',
  Yamaha: 'JYA',
  Kawasaki: 'JKA',
  KTM: 'VBK',
  Triumph: 'SMT',
  Ducati: 'ZDM',
  'Royal Enfield': 'ME3',
  Husqvarna: 'VBK',
  Aprilia: 'ZD4',
  CFMoto: 'LCE',
  Indian: '56K',
};

export function yearCode(year: number): string {
  if (year >= 2010) return YEAR_CODES[(year - 2010) % YEAR_CODES.length];
  if (year >= 2001) return String(year - 2000);
  return 'Y';
}

/**
 * A VIN for a make and model year. Motorcycles and trailers without a known WMI get an
 * Australian-built prefix ('6' is Australia); the check digit is always correct.
 */
export function makeVin(rng: Rng, make: string, year: number): string {
  const wmi = WMI[make] ?? `6${rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ', 1)}9`;
  const vds = rng.chars(VIN_CHARS, 5);
  const plant = rng.chars('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 1);
  const serial = rng.chars('0123456789', 6);
  const draft = `${wmi}${vds}0${yearCode(year)}${plant}${serial}`;
  return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const DIGITS = '0123456789';

/** A number plate in the state's current general-issue format. */
export function regPlate(
  rng: Rng,
  state: string,
  kind: 'car' | 'motorcycle' | 'caravan' = 'car',
): string {
  if (kind === 'motorcycle')
    return state === 'NSW'
      ? `${rng.chars(LETTERS, 2)}${rng.chars(DIGITS, 3)}`
      : `${rng.chars(DIGITS, 2)}${rng.chars(LETTERS, 3)}`;
  if (kind === 'caravan')
    return state === 'NSW'
      ? `${rng.chars(LETTERS, 1)}${rng.chars(DIGITS, 2)}${rng.chars(LETTERS, 2)}`
      : `${rng.chars(DIGITS, 3)}U${rng.chars(LETTERS, 2)}`;
  switch (state) {
    case 'NSW':
      return `${rng.chars(LETTERS, 2)}${rng.chars(DIGITS, 2)}${rng.chars(LETTERS, 2)}`;
    case 'VIC':
      return `${rng.chars(DIGITS, 1)}${rng.chars(LETTERS, 2)}${rng.chars(DIGITS, 1)}${rng.chars(LETTERS, 2)}`;
    default:
      return `${rng.chars(DIGITS, 3)}${rng.chars(LETTERS, 3)}`;
  }
}

/** An NVIC (the industry's 5–6 character vehicle code), e.g. 'G3Q23'. */
export function makeNvic(rng: Rng): string {
  return `${rng.chars(LETTERS, 1)}${rng.chars(DIGITS, 1)}${rng.chars(LETTERS + DIGITS, 1)}${rng.chars(DIGITS, 2)}`;
}
