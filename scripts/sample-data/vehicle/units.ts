/**
 * A 'unit' is one catalogue variant, whatever the item type: a car or motorcycle variant,
 * or a caravan layout. The stock planner picks units; build-car turns a unit into a Car.
 */
import type {
  CaravanModel,
  CaravanVariant,
  Engine,
  ItemType,
  VehicleModel,
} from '../catalog/types';
import type { Clock } from '../dates';
import { carSpecs, type CarSpecs } from './specs';

/** The last catalogue year: models listed up to it are still on sale in later years. */
export const CATALOGUE_YEAR = 2026;

export interface Unit {
  itemType: ItemType;
  make: string;
  model: string;
  badge: string;
  series: string | null;
  /** Body key (cars), style (motorcycles) or caravan body. */
  body: string;
  years: [number, number];
  /** New price, drive away. */
  price: number;
  engine: Engine | null;
  seats: number | null;
  doors: number | null;
  specs: CarSpecs | null;
  caravan: CaravanVariant | null;
}

export function unitOf(m: VehicleModel, variantIndex: number): Unit {
  const v = m.variants[variantIndex];
  return {
    itemType: m.itemType,
    make: m.make,
    model: m.model,
    badge: v.badge,
    series: m.series ?? null,
    body: m.body,
    years: m.years,
    price: v.price,
    engine: v.engine,
    seats: m.seats,
    doors: m.doors,
    specs: carSpecs(m, v),
    caravan: null,
  };
}

export function caravanUnitOf(c: CaravanModel, variantIndex: number): Unit {
  const v = c.variants[variantIndex];
  return {
    itemType: 'caravan',
    make: c.make,
    model: c.model,
    badge: v.badge,
    series: null,
    body: c.body,
    years: c.years,
    price: v.price,
    engine: null,
    seats: null,
    doors: null,
    specs: null,
    caravan: v,
  };
}

/** The last model year this unit is sold new at the clock's date (null when it is no longer on sale). */
export function lastModelYear(unit: Pick<Unit, 'years'>, clock: Clock): number {
  return unit.years[1] >= CATALOGUE_YEAR ? Math.max(unit.years[1], clock.year) : unit.years[1];
}

export function onSaleNew(unit: Pick<Unit, 'years'>, clock: Clock): boolean {
  return lastModelYear(unit, clock) >= clock.year && unit.years[0] <= clock.year;
}

/** Every unit of a list of models. */
export function unitsOfModels(models: readonly VehicleModel[]): Unit[] {
  return models.flatMap((m) => m.variants.map((_, i) => unitOf(m, i)));
}

export function unitsOfCaravans(models: readonly CaravanModel[]): Unit[] {
  return models.flatMap((c) => c.variants.map((_, i) => caravanUnitOf(c, i)));
}
