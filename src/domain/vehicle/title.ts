/**
 * A car's title (rules.md: Vehicle detail page (VDP) sidebar 2, rules.md: Tags and names).
 * - 'year make model badge series'; it can carry colour, '{gearnum} Speed', transmission
 *   and body configuration where the layout uses them.
 * - Model name mapping (search/makes.ts modelDisplayName): Mazda 2/3/6 become Mazda2/3/6, MG 3/4/5
 *   become MG3/4/5; the make is then not repeated ('2021 Mazda3 G20', not '2021 Mazda Mazda3 G20').
 */
import { modelDisplayName } from '../search/makes';
import { modelName, type Car } from './schema';

type TitleCar = Pick<Car, 'year' | 'make' | 'model' | 'badge' | 'series'>;

function join(parts: (string | number | null | undefined)[]): string {
  return parts
    .map((p) => (p == null ? '' : String(p).trim()))
    .filter((p) => p !== '' && p.toLowerCase() !== 'null')
    .join(' ');
}

/** 'year make model badge series'. The make is left out when the mapped model already carries it (Mazda3). */
export function carTitle(car: TitleCar): string {
  const model = modelDisplayName(car.make, modelName(car));
  const make =
    model.toLowerCase().startsWith(car.make.trim().toLowerCase()) && model !== modelName(car).trim()
      ? null
      : car.make;
  return join([car.year, make, model, car.badge, car.series]);
}

export interface TitleExtras {
  colour?: boolean | null;
  gears?: boolean | null;
  transmission?: boolean | null;
  bodyConfiguration?: boolean | null;
}

type ExtrasCar = Pick<
  Car,
  'colour' | 'gearnum' | 'trans' | 'simple_transmission' | 'bodyconfiguration' | 'variant'
>;

/** The title's second line for layouts that use it: colour, '{gearnum} Speed', transmission, body configuration. */
export function titleExtras(car: ExtrasCar, extras: TitleExtras): string {
  const gears = car.gearnum != null && car.gearnum > 0 ? `${car.gearnum} Speed` : null;
  return join([
    extras.colour ? car.colour : null,
    extras.gears ? gears : null,
    extras.transmission ? (car.simple_transmission ?? car.trans) : null,
    extras.bodyConfiguration ? (car.bodyconfiguration ?? car.variant?.bodyconfiguration) : null,
  ]);
}
