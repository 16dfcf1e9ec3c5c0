/**
 * Technical details of a variant (the Car's `variant` object and mechanical fields),
 * derived from the body and engine with a small, stable jitter per model and badge.
 */
import type { Engine, VehicleModel, Variant as CatalogVariant } from '../catalog/types';
import { Rng } from '../random';

type Dims = [
  length: number,
  width: number,
  height: number,
  fuelTank: number,
  gvm: number,
  towing: number,
];

const DIMS: Record<string, Dims> = {
  hatch: [4300, 1790, 1450, 45, 1800, 1000],
  sedan: [4800, 1840, 1445, 55, 2100, 1200],
  suv: [4600, 1855, 1690, 60, 2300, 1500],
  suv7: [4950, 1930, 1830, 80, 2990, 3100],
  ute: [5350, 1920, 1815, 80, 3150, 3500],
  cabChassis: [5230, 1870, 1940, 130, 3510, 3500],
  van: [5265, 1950, 1990, 70, 3300, 1900],
  peopleMover: [5210, 1995, 1990, 72, 3100, 2000],
  wagon: [4870, 1875, 1675, 63, 2400, 1800],
  coupe: [4265, 1775, 1310, 50, 1700, 0],
  convertible: [3915, 1735, 1235, 45, 1400, 0],
  bus: [6990, 2080, 2635, 95, 5500, 0],
};

const TURBO_MAKES = [
  'Volkswagen',
  'Škoda',
  'Audi',
  'BMW',
  'Mercedes-Benz',
  'Volvo',
  'Haval',
  'GWM',
  'Chery',
  'Porsche',
  'Land Rover',
  'Jeep',
];
const TURBO_BADGES = /\b(GR|N Line|GTI|R|WRX|XT|Turbo|EcoBoost|Raptor|G35|RS|ST-Line)\b/;

export const DRIVE_TEXT: Record<string, string> = {
  FWD: 'Front Wheel Drive',
  RWD: 'Rear Wheel Drive',
  AWD: 'All Wheel Drive',
  '4x4': 'Four Wheel Drive',
  Chain: 'Chain Drive',
  Belt: 'Belt Drive',
  Shaft: 'Shaft Drive',
};

export const FUEL_TEXT: Record<string, string> = {
  Petrol: 'Petrol - Unleaded ULP',
  Diesel: 'Diesel',
  Hybrid: 'Hybrid with Petrol 91 RON',
  Electric: 'Electric',
  PHEV: 'Petrol / Electric (PHEV)',
};

export const BODY_TEXT: Record<string, string> = {
  sedan: 'Sedan',
  hatch: 'Hatch',
  suv: 'SUV',
  ute: 'Ute',
  van: 'Van',
  wagon: 'Wagon',
  coupe: 'Coupe',
  convertible: 'Convertible',
  cabChassis: 'Cab Chassis',
  peopleMover: 'People Mover',
  bus: 'Bus',
};

export function isTurbo(make: string, m: VehicleModel, v: CatalogVariant): boolean {
  const e = v.engine;
  if (e.fuel === 'Electric' || m.itemType === 'motorcycle') return false;
  if (e.fuel === 'Diesel') return true;
  return (
    TURBO_MAKES.includes(make) ||
    TURBO_BADGES.test(`${m.model} ${v.badge}`) ||
    (e.cylinders === 3 && e.cc > 1000)
  );
}

function consumption(e: Engine, drive: string): number | null {
  const litres = e.cc / 1000;
  switch (e.fuel) {
    case 'Electric':
      return null;
    case 'PHEV':
      return 1.9;
    case 'Hybrid':
      return 3.6 + litres * 0.6;
    case 'Diesel':
      return 4.2 + litres * 1.35;
    default:
      return 3.4 + litres * 1.6 + (drive === '4x4' ? 1.2 : 0);
  }
}

function torque(e: Engine, turbo: boolean): number {
  if (e.fuel === 'Electric') return e.drive === 'AWD' ? 605 : 350;
  const perLitre = e.fuel === 'Diesel' ? 170 : turbo ? 150 : 98;
  return Math.round((e.cc / 1000) * perLitre);
}

export interface CarSpecs {
  variant: Record<string, unknown>;
  bodyconfiguration: string | null;
}

/** The variant object and body configuration of a car (motorcycles get the engine fields only). */
export function carSpecs(m: VehicleModel, v: CatalogVariant): CarSpecs {
  const rng = new Rng(`specs/${m.make}/${m.model}/${v.badge}`);
  const e = v.engine;
  const turbo = isTurbo(m.make, m, v);
  const jitter = (n: number) => Math.round(n * rng.float(0.97, 1.03));
  const litres = Math.round(e.cc / 100) / 10;
  const base = {
    geartype: e.simpleTransmission,
    cylinders: e.cylinders || null,
    enginesize: e.cc || null,
    enginesize_litres: e.cc ? litres : null,
    induction: e.fuel === 'Electric' ? null : turbo ? 'Turbo Intercooled' : 'Aspirated',
    torque:
      m.itemType === 'motorcycle'
        ? Math.round((e.cc / 1000) * rng.float(70, 110))
        : jitter(torque(e, turbo)),
  };
  if (m.itemType === 'motorcycle') {
    return {
      variant: {
        ...base,
        fuelcapacity: Math.round(e.cc > 700 ? rng.float(14, 22) : rng.float(7, 15)),
        ancaprating: null,
      },
      bodyconfiguration: null,
    };
  }
  const dims = DIMS[m.body === 'suv' && m.seats >= 7 ? 'suv7' : m.body] ?? DIMS.sedan;
  const fc = consumption(e, e.drive);
  const cab = /Single Cab/.test(v.badge)
    ? 'Single Cab'
    : /(Double|Dual|Crew) Cab/.test(v.badge)
      ? 'Double Cab'
      : null;
  return {
    variant: {
      ...base,
      fuelconsumptioncombined: fc === null ? null : Math.round(fc * 10) / 10,
      fuelcapacity: e.fuel === 'Electric' ? null : jitter(dims[3]),
      grossvehiclemass: jitter(dims[4]),
      vehiclelength: jitter(dims[0]),
      vehiclewidth: jitter(dims[1]),
      vehicleheight: jitter(dims[2]),
      towingcapacitybraked: dims[5] ? Math.round(jitter(dims[5]) / 50) * 50 : null,
      bodyconfiguration:
        m.body === 'ute'
          ? `${cab ?? 'Double Cab'} Pick Up`
          : m.body === 'cabChassis'
            ? `${cab ?? 'Single Cab'} Chassis`
            : null,
      ancaprating: m.years[0] >= 2016 ? (rng.chance(0.85) ? 5 : 4) : null,
    },
    bodyconfiguration:
      m.body === 'ute'
        ? `${cab ?? 'Double Cab'} Pick Up`
        : m.body === 'cabChassis'
          ? `${cab ?? 'Single Cab'} Chassis`
          : m.body === 'van'
            ? 'Van'
            : null,
  };
}
