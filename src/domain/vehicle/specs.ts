/**
 * Spec rows on the vehicle page (rules.md: Vehicle detail page (VDP) Other VDP blocks, rules.md: Display rules
 * rules, rules.md: VDP and display).
 * - Rows with undefined, null, empty or 'null' values are dropped.
 * - Rows named in customCarSpecListFilter are dropped; the default filter is ['rego'].
 * - Key information shows the first 4; the detail list the first 8 (default limit).
 * - Car Summary includes the VIN; one layout's featured specs drop the VIN and add
 *   Exterior color and Drive type.
 * - Feet-to-metres factor 0.3048 (caravan dimensions are given in feet).
 */
import {
  formatDistance,
  formatFuelEconomy,
  plateLabel,
  registrationExpiryLabel,
} from '../market/format';
import type { Market } from '../market/market';
import { formatNumber } from '../format/money';
import { DEFAULT_CUSTOM_CAR_SPEC_LIST_FILTER } from '../tenant/config/vdp';
import { regoExpiryText } from './rego-expiry';
import { modelName, type Car } from './schema';
import { conditionLabel } from './car-values';

export const KEY_INFORMATION_VISIBLE = 4;
export const DETAIL_LIST_LIMIT = 8;
export const FEET_TO_METRES = 0.3048;

export interface SpecRow {
  /** Stable key, matched by customCarSpecListFilter (so is the label). */
  key: string;
  label: string;
  value: string;
}

type Value = string | number | null | undefined;

/** Whether a value is worth a row: not undefined, null, empty or the text 'null'. */
export function hasSpecValue(value: Value): boolean {
  if (value == null) return false;
  if (typeof value === 'number') return Number.isFinite(value);
  const t = value.trim();
  return t !== '' && t.toLowerCase() !== 'null';
}

function row(
  key: string,
  label: string,
  value: Value,
  format?: (v: string | number) => string,
): SpecRow | null {
  if (!hasSpecValue(value)) return null;
  return { key, label, value: format ? format(value as string | number) : String(value).trim() };
}

/** Drops empty rows and those named in the filter (key or label, case-insensitive). */
export function filterSpecRows(
  rows: (SpecRow | null)[],
  filter: readonly string[] = DEFAULT_CUSTOM_CAR_SPEC_LIST_FILTER,
): SpecRow[] {
  const blocked = new Set(filter.map((f) => f.trim().toLowerCase()));
  return rows.filter(
    (r): r is SpecRow =>
      r !== null &&
      hasSpecValue(r.value) &&
      !blocked.has(r.key.toLowerCase()) &&
      !blocked.has(r.label.toLowerCase()),
  );
}

const withUnit = (unit: string) => (v: string | number) => `${formatNumber(Number(v))} ${unit}`;
const litres = (v: string | number) => `${Number(v).toFixed(1)}L`;
const feet = (v: string | number) =>
  `${Number(v)} ft (${(Number(v) * FEET_TO_METRES).toFixed(2)} m)`;

function engine(car: Pick<Car, 'cylinders' | 'engine_size_litres' | 'engine_size'>): string | null {
  const litresValue = car.engine_size_litres ?? (car.engine_size ? car.engine_size / 1000 : null);
  const parts = [
    car.cylinders ? `${car.cylinders} cyl` : null,
    litresValue ? litres(litresValue) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

export interface SpecContext {
  filter?: readonly string[];
  now?: Date;
  /** Past rego dates show 'Unregistered' under a flag. */
  showUnregistered?: boolean;
  /** The odometer's unit follows the market (km, mi). */
  market?: Market;
  /** The dealer's timezone (rego expiry is read in it). */
  timeZone?: string;
}

/** Key information ('key-information'): the main specs, first 4 shown. */
export function keyInformation(car: Car, ctx: SpecContext = {}): SpecRow[] {
  return filterSpecRows(
    [
      row('km', 'Odometer', car.km, (v) => formatDistance(Number(v), ctx.market)),
      row('trans', 'Transmission', car.simple_transmission ?? car.trans),
      row('body', 'Body', car.body ?? car.simple_body),
      row('fuel', 'Fuel Type', car.fuel ?? car.simple_fuel),
      row('engine', 'Engine', engine(car)),
      row('drive', 'Drive', car.drive ?? car.simple_drive),
      row('colour', 'Colour', car.colour),
      row('interior_colour', 'Interior Colour', car.interior_colour),
      row('seats', 'Seats', car.seats),
      row('doors', 'Doors', car.doors),
      row('stocknum', 'Stock No', car.stocknum),
      row('rego', plateLabel(ctx.market), car.regplate),
      row(
        'rego_expiry',
        registrationExpiryLabel(ctx.market),
        regoExpiryText(car.rego_expiry, ctx.now ?? new Date(), {
          showUnregistered: ctx.showUnregistered,
          timeZone: ctx.timeZone,
        }),
      ),
    ],
    ctx.filter,
  );
}

/** One layout's featured specs: key information without the VIN, plus Exterior color and Drive type. */
export function featuredSpecs(car: Car, ctx: SpecContext = {}): SpecRow[] {
  const base = keyInformation(car, ctx).filter(
    (r) => r.key !== 'vin' && r.key !== 'colour' && r.key !== 'drive',
  );
  return [
    ...base,
    ...filterSpecRows(
      [
        row('exterior_colour', 'Exterior color', car.colour),
        row('drive_type', 'Drive type', car.drive ?? car.simple_drive),
      ],
      ctx.filter,
    ),
  ];
}

/** Car Summary: identity rows, with the VIN. */
export function carSummary(car: Car, ctx: SpecContext = {}): SpecRow[] {
  return filterSpecRows(
    [
      row('car_type', 'Condition', conditionLabel(car.car_type)),
      row('year', 'Year', car.year),
      row('make', 'Make', car.make),
      row('model', 'Model', modelName(car)),
      row('badge', 'Badge', car.badge),
      row('series', 'Series', car.series),
      row('vin', 'VIN', car.vin),
      row('stocknum', 'Stock No', car.stocknum),
      row('rego', plateLabel(ctx.market), car.regplate),
      row('build_date', 'Build Date', car.build_date),
      row('compliance_date', 'Compliance Date', car.compliance_date),
    ],
    ctx.filter,
  );
}

/** The detail list: technical specs of the variant, and a caravan's specifications. First 8 by default. */
export function detailList(car: Car, ctx: SpecContext = {}): SpecRow[] {
  const v = car.variant ?? {};
  const s = car.specifications ?? {};
  return filterSpecRows(
    [
      row('geartype', 'Gear Type', v.geartype),
      row('cylinders', 'Cylinders', v.cylinders ?? car.cylinders),
      row('enginesize', 'Engine Size', v.enginesize ?? car.engine_size, withUnit('cc')),
      row('induction', 'Induction', v.induction),
      row(
        'fuelconsumptioncombined',
        'Fuel Consumption (combined)',
        v.fuelconsumptioncombined,
        (x) => formatFuelEconomy(Number(x), ctx.market),
      ),
      row('fuelcapacity', 'Fuel Capacity', v.fuelcapacity, withUnit('L')),
      row('torque', 'Torque', v.torque, withUnit('Nm')),
      row('grossvehiclemass', 'Gross Vehicle Mass', v.grossvehiclemass, withUnit('kg')),
      row(
        'towingcapacitybraked',
        'Towing Capacity (braked)',
        v.towingcapacitybraked,
        withUnit('kg'),
      ),
      row('vehiclelength', 'Length', v.vehiclelength, withUnit('mm')),
      row('vehiclewidth', 'Width', v.vehiclewidth, withUnit('mm')),
      row('vehicleheight', 'Height', v.vehicleheight, withUnit('mm')),
      row('bodyconfiguration', 'Body Configuration', v.bodyconfiguration ?? car.bodyconfiguration),
      row('ancaprating', 'ANCAP Rating', v.ancaprating, (x) => `${Number(x)} stars`),
      row('body_length', 'Body Length', s.body_length, feet),
      row('body_width', 'Body Width', s.body_width, feet),
      row('tare_weight', 'Tare Weight', s.tare_weight, withUnit('kg')),
      row(
        'aggregate_trailer_mass',
        'Aggregate Trailer Mass',
        s.aggregate_trailer_mass,
        withUnit('kg'),
      ),
      row('axle_type', 'Axle Type', s.axle_type),
      row('sleeps', 'Sleeps', s.sleeps),
    ],
    ctx.filter,
  );
}

/** Standard equipment as groups: a flat list is one untitled group; empty groups are dropped. */
export function equipmentGroups(
  car: Pick<Car, 'standardEquipment'>,
): { title: string | null; items: string[] }[] {
  const eq = car.standardEquipment;
  if (!eq) return [];
  const clean = (items: string[]) => items.map((i) => i.trim()).filter((i) => hasSpecValue(i));
  if (Array.isArray(eq)) {
    const items = clean(eq);
    return items.length ? [{ title: null, items }] : [];
  }
  return Object.entries(eq)
    .map(([title, items]) => ({ title, items: clean(items) }))
    .filter((g) => g.items.length > 0);
}
