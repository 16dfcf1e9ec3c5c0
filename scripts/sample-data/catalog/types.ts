/**
 * The vehicle catalogue's shape. Cars and motorcycles are written compactly: a model with
 * its engines, and variants as [badge, engine key, new price]. An engine is
 * 'cc/cylinders/fuel/transmission/drive', e.g. '2487/4/Hybrid/CVT/AWD' or '0/0/Electric/A1/AWD';
 * transmission is A{gears}, M{gears}, DCT{gears} or CVT.
 */

/** Body keys (rules.md: Body types) plus the motorcycle and caravan bodies. */
export type CarBody =
  | 'sedan'
  | 'hatch'
  | 'suv'
  | 'ute'
  | 'van'
  | 'wagon'
  | 'coupe'
  | 'convertible'
  | 'cabChassis'
  | 'peopleMover';
export type Fuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric' | 'PHEV';
export type Drive = 'FWD' | 'RWD' | 'AWD' | '4x4' | 'Chain' | 'Belt' | 'Shaft';
export type ItemType = 'car' | 'motorcycle' | 'caravan';

export interface Engine {
  cc: number;
  cylinders: number;
  fuel: Fuel;
  /** The simple transmission: Automatic or Manual. */
  simpleTransmission: 'Automatic' | 'Manual';
  /** The full transmission text, e.g. '6 Speed Automatic'. */
  trans: string;
  gears: number | null;
  drive: Drive;
}

export interface Variant {
  badge: string;
  engine: Engine;
  /** New price (drive away) in the current model year. */
  price: number;
}

export interface VehicleModel {
  itemType: ItemType;
  make: string;
  model: string;
  /** A car body key, or the motorcycle body ('Naked', 'Sport', ...). */
  body: string;
  seats: number;
  doors: number;
  series?: string;
  /** First and last model years on sale (last = still current when it reaches this year). */
  years: [number, number];
  variants: Variant[];
}

const TRANS_WORDS: Record<string, string> = { A: 'Automatic', M: 'Manual', DCT: 'Dual Clutch' };

export function parseEngine(code: string): Engine {
  const [cc, cyl, fuel, trans, drive] = code.split('/');
  const match = /^(A|M|DCT|CVT)(\d*)$/.exec(trans);
  if (!match) throw new Error(`Bad transmission in engine code ${code}`);
  const kind = match[1];
  const gears = match[2] ? Number(match[2]) : null;
  const text =
    kind === 'CVT' ? 'Constant Variable Transmission' : `${gears} Speed ${TRANS_WORDS[kind]}`;
  return {
    cc: Number(cc),
    cylinders: Number(cyl),
    fuel: fuel as Fuel,
    simpleTransmission: kind === 'M' ? 'Manual' : 'Automatic',
    trans: text,
    gears,
    drive: drive as Drive,
  };
}

export interface ModelOptions {
  seats?: number;
  doors?: number;
  series?: string;
  years: [number, number];
  engines: Record<string, string>;
  itemType?: ItemType;
}

/** model('Toyota', 'RAV4', 'suv', { years, engines }, [['GX', 'h2', 41690], ...]) */
export function model(
  make: string,
  name: string,
  body: string,
  options: ModelOptions,
  variants: [string, string, number][],
): VehicleModel {
  const engines = Object.fromEntries(
    Object.entries(options.engines).map(([k, v]) => [k, parseEngine(v)]),
  );
  const itemType = options.itemType ?? 'car';
  return {
    itemType,
    make,
    model: name,
    body,
    seats: options.seats ?? (itemType === 'motorcycle' ? 2 : 5),
    doors:
      options.doors ??
      (itemType === 'motorcycle'
        ? 0
        : body === 'ute' || body === 'cabChassis'
          ? 4
          : body === 'coupe' || body === 'convertible'
            ? 2
            : 5),
    series: options.series,
    years: options.years,
    variants: variants.map(([badge, engine, price]) => {
      const e = engines[engine];
      if (!e) throw new Error(`${make} ${name}: unknown engine ${engine}`);
      return { badge, engine: e, price };
    }),
  };
}

/** A caravan or camper range. */
export interface CaravanModel {
  make: string;
  model: string;
  /** 'Caravan', 'Pop Top', 'Hybrid Camper', 'Camper Trailer', 'Off-road Caravan' */
  body: string;
  years: [number, number];
  variants: CaravanVariant[];
}

export interface CaravanVariant {
  badge: string;
  /** Body length in feet, as caravans are sold. */
  lengthFt: number;
  sleeps: number;
  axle: 'Single' | 'Tandem';
  tare: number;
  atm: number;
  price: number;
}
