/**
 * Estimated drive-away price (Australia). Where a car's advertised price excludes government
 * charges, the Australian Consumer Law (s48) wants a single total price at least as prominent
 * as any component, and Google's vehicle ads in Australia want the price's type. This module
 * works out that total for a shopper's state from the state tables (state-charges.ts):
 *
 * - a car that has never been registered (new, or used without current registration): the
 *   price plus stamp duty, 12 months' registration, CTP insurance and number plates;
 * - a used or demonstrator car with current registration (rego_expiry on or after the day
 *   asked about): the price plus stamp duty and the transfer fee (its registration and CTP
 *   carry over to the buyer).
 *
 * Dutiable value is the advertised price (which includes GST, luxury car tax and, for a new
 * car, dealer delivery). Each charge is rounded to whole dollars, the total is their sum with
 * the price. Light passenger cars only: a motorcycle, caravan, trailer or truck pays other
 * duty and registration classes, so it gets no estimate (null) and keeps its price type.
 *
 * Pure and free of zod: the vehicle page's and the search cards' islands import it, and the
 * vehicle feeds price a new car that excludes government charges with it (feeds/price-type.ts).
 */
import type { Market } from '../market/market';
import { STATES, stateCode, type AuState } from '../tenant/states';
import {
  CHARGES_YEAR,
  STATE_CHARGES,
  type Amount,
  type ChargeCondition,
  type DutyBand,
} from './state-charges';

/** A price below this is not a price (price-display.ts MIN_SHOWN_PRICE: 'Enquire for price.'). */
const MIN_PRICE = 10;

/** The car fields the estimate reads (a search hit or the full car). */
export interface DriveAwayCar {
  price?: number | null;
  price_type?: string | null;
  car_type?: string | null;
  cylinders?: number | string | null;
  simple_fuel?: string | null;
  fuel?: string | null;
  /** 'car' (or absent) is estimated; 'motorcycle', 'caravan', … are not. */
  item_type?: string | null;
  /** yyyy-mm-dd: a used car registered to this day or later keeps its registration. */
  rego_expiry?: string | null;
  /**
   * Without rego_expiry: whether the registration was current when the stock index was written
   * (the index carries this, not the date: search/stock-index.ts).
   */
  rego_current?: boolean | null;
}

/** What an advertised price covers, from its price_type. */
export type PriceBasis = 'drive-away' | 'excluding-government-charges' | 'unstated';

const DRIVE_AWAY =
  /\b(?:drive|ride|tow)[\s-]?away\b|\bdriveaway\b|\bDAP\b|no more to pay|\bincl(?:\.|uding|udes)?\s*(?:gov|on[\s-]?road)/i;
const EXCLUDING =
  /\b(?:excl(?:\.|udes?|uding)?|plus)\s*(?:gov|on[\s-]?road|ORC\b)|\+\s*(?:gov|on[\s-]?road|ORC\b)|\bEGC\b|\bORC\b|before\s+on[\s-]?road/i;
/** Any other exclusion ('Drive Away excl. options'): not a price with nothing more to pay. */
const OTHER_EXCLUSION = /\bexcl(?:\.|udes?|uding)?\b/i;

/**
 * 'Drive Away', 'Ride Away', 'Tow Away', 'No More To Pay', 'Incl. Govt Charges' → drive-away;
 * 'Excl. Government Charges', 'Excluding Govt. Charges', 'Plus On Road Costs', '+ ORC', 'EGC',
 * 'before on-road costs' → excluding government charges; a drive-away price that excludes
 * something else ('Drive Away excl. options'), other words or none → unstated. The one reading
 * of a price type: the vehicle page's estimate and the vehicle feeds' price type both use it.
 */
export function priceBasis(priceType: string | null | undefined): PriceBasis {
  const t = priceType ?? '';
  if (EXCLUDING.test(t)) return 'excluding-government-charges';
  if (OTHER_EXCLUSION.test(t)) return 'unstated';
  if (DRIVE_AWAY.test(t)) return 'drive-away';
  return 'unstated';
}

export type ChargeKey = 'duty' | 'registration' | 'ctp' | 'plates' | 'transfer';

export const CHARGE_LABELS: Readonly<Record<ChargeKey, string>> = {
  duty: 'Stamp duty',
  registration: 'Registration (12 months)',
  ctp: 'CTP insurance (12 months)',
  plates: 'Number plates',
  transfer: 'Transfer fee',
};

export interface Charge {
  key: ChargeKey;
  label: string;
  amount: number;
  /** What the figure is for ('private, 4 cylinders'). */
  note: string;
}

export interface DriveAwayEstimate {
  state: AuState;
  /** The advertised price: a component of the total. */
  price: number;
  charges: Charge[];
  /** The charges' sum. */
  governmentCharges: number;
  /** The single total price: price plus charges. */
  total: number;
  /** The car keeps its current registration (stamp duty and transfer only). */
  registered: boolean;
  /** The tables' financial year ('2025–26'). */
  year: string;
}

interface CarFacts {
  condition: 'new' | 'used';
  electric: boolean;
  lowEmission: boolean;
  cylinders: number;
}

const LOW_EMISSION = /\b(?:electric|ev|bev|hybrid|phev|plug-?in)\b/i;
const ELECTRIC = /\b(?:electric|ev|bev)\b/i;

function facts(car: DriveAwayCar): CarFacts {
  const fuel = `${car.simple_fuel ?? ''} ${car.fuel ?? ''}`;
  const electric = ELECTRIC.test(fuel) && !/hybrid|phev|plug/i.test(fuel);
  const cylinders = Number(car.cylinders);
  return {
    condition: car.car_type === 'new' ? 'new' : 'used',
    electric,
    lowEmission: LOW_EMISSION.test(fuel),
    // electric: 0; unknown: 4 (the common engine; the note on the page says 'estimate')
    cylinders: electric ? 0 : Number.isFinite(cylinders) && cylinders > 0 ? cylinders : 4,
  };
}

function matches(when: ChargeCondition, f: CarFacts): boolean {
  if (when.condition && when.condition !== f.condition) return false;
  if (when.fuel === 'electric' && !f.electric) return false;
  if (when.fuel === 'low-emission' && !f.lowEmission) return false;
  if (when.maxCylinders !== undefined && f.cylinders > when.maxCylinders) return false;
  return true;
}

const first = <T extends { when: ChargeCondition }>(rows: readonly T[], f: CarFacts): T =>
  rows.find((r) => matches(r.when, f)) ?? rows[rows.length - 1];

const roundUp = (value: number, to: number) => Math.ceil(value / to) * to;

/** Duty on a value by a scale's bands (state-charges.ts DutyBand). */
export function dutyOn(value: number, bands: readonly DutyBand[]): number {
  const band = bands.find((b) => b.upTo === null || value <= b.upTo) ?? bands[bands.length - 1];
  switch (band.kind) {
    case 'flat':
      return band.amount;
    case 'whole':
      return (roundUp(value, band.roundTo) * band.percent) / 100;
    case 'marginal':
      return band.base + (roundUp(value - band.over, band.roundTo) * band.percent) / 100;
    case 'sliding': {
      const percent = band.fromPercent + (value - band.from) / band.dollarsPerPoint;
      return (value * Math.round(percent * 100)) / 100 / 100;
    }
  }
}

/**
 * Whether a used or demonstrator car's registration carries over to its buyer: registered to
 * `asOf` (yyyy-mm-dd) or later (without asOf, any expiry date counts); a car without its
 * expiry date, when the stock index said its registration was current.
 */
export function registrationCarriesOver(
  car: Pick<DriveAwayCar, 'car_type' | 'rego_expiry' | 'rego_current'>,
  asOf?: string,
): boolean {
  if (car.car_type === 'new') return false;
  const expiry = /^\d{4}-\d{2}-\d{2}/.exec(car.rego_expiry ?? '')?.[0];
  if (!expiry) return car.rego_current === true;
  return asOf === undefined || expiry >= asOf.slice(0, 10);
}

const charge = (key: ChargeKey, amount: number, note: string): Charge => ({
  key,
  label: CHARGE_LABELS[key],
  amount: Math.round(amount),
  note,
});

export interface EstimateOptions {
  /** The day the estimate is for (yyyy-mm-dd; a Date is read in UTC): decides whether registration is current. */
  asOf?: string | Date;
}

/**
 * The estimated drive-away price of a car for a buyer in `state` (a code or name: 'QLD',
 * 'Queensland'), or null when there is none to show: not an Australian site, a price that
 * does not exclude government charges, no price, a vehicle that is not a car, or no state.
 */
export function estimatedDriveAway(
  car: DriveAwayCar,
  state: string | null | undefined,
  market: Market,
  options: EstimateOptions = {},
): DriveAwayEstimate | null {
  const code = stateCode(state);
  const price = Number(car.price);
  if (market !== 'AU' || !code || !(price > MIN_PRICE)) return null;
  if (priceBasis(car.price_type) !== 'excluding-government-charges') return null;
  if (car.item_type && car.item_type.trim().toLowerCase() !== 'car') return null;
  const table = STATE_CHARGES[code];
  const f = facts(car);
  const asOf =
    options.asOf instanceof Date ? options.asOf.toISOString().slice(0, 10) : options.asOf;
  const registered = registrationCarriesOver(car, asOf);
  const duty = first(table.duty, f);
  const charges = [charge('duty', dutyOn(price, duty.bands), duty.note)];
  if (registered) charges.push(charge('transfer', table.transfer, 'registration transfer'));
  else {
    const rego: Amount = first(table.registration, f);
    charges.push(
      charge('registration', rego.amount, rego.note),
      charge('ctp', table.ctp, 'private car'),
      charge('plates', table.plates, 'standard plates'),
    );
  }
  const governmentCharges = charges.reduce((sum, c) => sum + c.amount, 0);
  return {
    state: code,
    price,
    charges,
    governmentCharges,
    total: price + governmentCharges,
    registered,
    year: CHARGES_YEAR,
  };
}

/**
 * The state an estimate starts at, before the shopper picks theirs: the state of the yard the
 * car is at, else the dealer's own; null when neither is an Australian state.
 */
export function dealerStateOf(
  car: {
    state?: string | null;
    location?: { address?: { state?: string | null } | null } | null;
  },
  siteState?: string | null,
): AuState | null {
  return stateCode(car.state) ?? stateCode(car.location?.address?.state) ?? stateCode(siteState);
}

/** 'Estimated drive-away price for QLD' */
export function driveAwayHeading(estimate: Pick<DriveAwayEstimate, 'state'>): string {
  return `Estimated drive-away price for ${estimate.state}`;
}

/**
 * The one-line disclaimer beside the estimate: what it includes, for whom, and that the
 * contract has the final figure.
 */
export function driveAwayDisclaimer(estimate: DriveAwayEstimate): string {
  const what = estimate.registered
    ? 'stamp duty and the transfer fee (the car’s current registration carries over)'
    : 'stamp duty, 12 months’ registration, CTP insurance and number plates';
  return `Estimate for a private buyer in ${STATES[estimate.state].name}: the price plus ${what} at ${estimate.year} government rates. Your final price depends on your circumstances and is confirmed in your contract.`;
}
