/**
 * Which vehicles a site holds: for each car, its dealership, location, car type and
 * catalogue unit. New and demo stock comes from the dealership's franchise makes; used
 * stock from any make (or the plan's used makes).
 */
import type { CarType } from '../../../src/domain/vehicle/schema';
import { caravanModels, vehicleModels } from '../catalog';
import type { Clock } from '../dates';
import type { Rng } from '../random';
import type { DealershipSpec, LocationSpec, StockPlan } from '../site/types';
import { onSaleNew, unitsOfCaravans, unitsOfModels, type Unit } from './units';

export interface CarSlot {
  index: number;
  dealership: Pick<DealershipSpec, 'id' | 'name' | 'slug'>;
  location: LocationSpec;
  carType: CarType;
  unit: Unit;
}

function unitsFor(plan: Pick<StockPlan, 'itemType'>, makes?: readonly string[]): Unit[] {
  if (plan.itemType === 'caravan') return unitsOfCaravans(caravanModels(makes));
  return unitsOfModels(vehicleModels(plan.itemType, makes));
}

/** Popular bodies sell more: utes and SUVs are stocked more often than coupes and buses. */
function unitWeight(u: Unit): number {
  if (u.body === 'ute' || u.body === 'suv') return 1.6;
  if (u.body === 'bus' || u.body === 'coupe' || u.body === 'convertible') return 0.4;
  return 1;
}

export function stockLocations(d: Pick<DealershipSpec, 'locations'>): LocationSpec[] {
  const yards = d.locations.filter((l) => l.holdsStock ?? (l.type === 'sales' || l.type === ''));
  if (yards.length === 0) throw new Error(`Dealership has no location that holds stock`);
  return yards;
}

export function planStock(
  rng: Rng,
  clock: Clock,
  plan: StockPlan,
  dealerships: Pick<
    DealershipSpec,
    'id' | 'name' | 'slug' | 'makes' | 'locations' | 'stockShare'
  >[],
  upcomingCount = 0,
): CarSlot[] {
  const upcoming = new Set(plan.upcomingModels ?? []);
  const pools = new Map(
    dealerships.map((d) => {
      const franchise = unitsFor(plan, d.makes).filter((u) => !upcoming.has(u.model));
      const fresh = franchise.filter((u) => onSaleNew(u, clock));
      const used = unitsFor(plan, plan.usedMakes).filter(
        (u) => u.years[0] < clock.year && !upcoming.has(u.model),
      );
      return [
        d.id,
        { fresh, used, franchiseUsed: franchise.filter((u) => u.years[0] < clock.year) },
      ] as const;
    }),
  );
  const slots: CarSlot[] = [];
  for (let index = 0; index < plan.count; index++) {
    const d = rng.weighted(dealerships.map((x) => [x, x.stockShare] as const));
    const pool = pools.get(d.id)!;
    const roll = rng.next();
    let carType: CarType =
      roll < plan.newShare ? 'new' : roll < plan.newShare + plan.demoShare ? 'demo' : 'used';
    if (carType !== 'used' && pool.fresh.length === 0) carType = 'used';
    const source =
      carType === 'used'
        ? pool.franchiseUsed.length > 0 && rng.chance(0.4)
          ? pool.franchiseUsed
          : pool.used
        : pool.fresh;
    const unit = rng.weighted(source.map((u) => [u, unitWeight(u)] as const));
    // New and demo stock sits in franchise yards (locations with makes); used stock anywhere.
    const all = stockLocations(d);
    const franchiseYards = all.filter((l) => l.makes.length > 0);
    const yards = carType !== 'used' && franchiseYards.length > 0 ? franchiseYards : all;
    const location =
      yards.length === 1
        ? yards[0]
        : rng.weighted(yards.map((l, i) => [l, i === 0 ? 3 : 1] as const));
    slots.push({ index, dealership: d, location, carType, unit });
  }
  // Upcoming models are sold as preorders only: the last few slots become new preorders.
  if (upcoming.size > 0) {
    const d = dealerships[0];
    const preorders = unitsFor(plan, d.makes).filter((u) => upcoming.has(u.model));
    const yard = stockLocations(d)[0];
    for (let i = 0; i < Math.min(upcomingCount, slots.length) && preorders.length > 0; i++) {
      const index = slots.length - 1 - i;
      slots[index] = {
        index,
        dealership: d,
        location: yard,
        carType: 'new',
        unit: rng.pick(preorders),
      };
    }
  }
  return slots;
}
