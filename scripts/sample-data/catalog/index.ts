/** The whole catalogue and lookups by item type and make. */
import { CARAVANS } from './caravans';
import { ASIAN_MAKES } from './cars-asia';
import { WESTERN_MAKES } from './cars-west';
import { MOTORCYCLES } from './motorcycles';
import { TOYOTA } from './toyota';
import type { CaravanModel, ItemType, VehicleModel } from './types';

export const CARS: VehicleModel[] = [...TOYOTA, ...ASIAN_MAKES, ...WESTERN_MAKES];

/** Models of an item type, optionally limited to some makes. */
export function vehicleModels(
  itemType: Exclude<ItemType, 'caravan'>,
  makes?: readonly string[],
): VehicleModel[] {
  const all = itemType === 'motorcycle' ? MOTORCYCLES : CARS;
  const list = makes ? all.filter((m) => makes.includes(m.make)) : all;
  if (list.length === 0) throw new Error(`No ${itemType} models for makes ${makes?.join(', ')}`);
  return list;
}

export function caravanModels(makes?: readonly string[]): CaravanModel[] {
  const list = makes ? CARAVANS.filter((m) => makes.includes(m.make)) : CARAVANS;
  if (list.length === 0) throw new Error(`No caravan models for makes ${makes?.join(', ')}`);
  return list;
}
