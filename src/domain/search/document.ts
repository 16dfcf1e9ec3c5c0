/**
 * A Car's document in the Car_production search index (rules.md: Search state in the URL; Entities and their fields; The calls it makes):
 * the Car itself plus the fields the facets read.
 *
 * - model is { name } in search documents (rules.md: Car: "model (a string, or model.name in search
 *   documents)"); the model facet therefore reads MODEL_FACET_ATTRIBUTE ('model.name'), and
 *   make_model carries 'Make:Model'.
 * - transmission is the simple transmission; fuel is the simple fuel type (Petrol, Diesel,
 *   Hybrid, Electric, PHEV), replacing the Car's fuel text.
 * - price_range and weekly_price_range are '$a - $b' buckets ('$20,000 - $30,000'); a price
 *   of 0 falls in the first bucket, '$0 - $10,000' (shown as 'Enquire - ...').
 *
 * Pure TypeScript: no Node, Astro or React imports.
 */
import type { z } from 'zod';
import type { Car } from '../vehicle/schema';
import { modelName } from '../vehicle/car-values';

type CarInput = z.input<typeof Car>;

/** The attribute the 'model' facet refines in search documents. */
export const MODEL_FACET_ATTRIBUTE = 'model.name';

/** Lower bounds of the price buckets; the last bucket runs to ten times its bound. */
export const PRICE_BUCKETS = [
  0, 10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000, 150_000, 250_000, 500_000, 1_000_000,
] as const;
/** Lower bounds of the weekly repayment buckets. */
export const WEEKLY_PRICE_BUCKETS = [0, 100, 150, 200, 250, 300, 400, 500, 750, 1_000] as const;

/** Equipment names offered as the 'features' filter (filtered_features). */
export const FILTERED_FEATURES = [
  'Apple CarPlay',
  'Android Auto',
  'Reversing Camera',
  '360 Degree Camera',
  'Adaptive Cruise Control',
  'Blind Spot Monitor',
  'Lane Keep Assist',
  'Sunroof',
  'Heated Seats',
  'Leather Seats',
  'Satellite Navigation',
  'Keyless Entry',
  'Wireless Phone Charger',
  'Power Tailgate',
  'Tow Bar',
  'Bull Bar',
  // motorcycles
  'ABS',
  'Traction Control',
  'Quickshifter',
  'Cruise Control',
  'Heated Grips',
  'Riding Modes',
  // caravans
  'Ensuite',
  'Solar Panels',
  'Lithium Battery',
  'Air Conditioning',
  'Washing Machine',
  'External Kitchen',
  'Off-road Suspension',
] as const;

/** Search categories a car can fall in (the site's search_categories lists those it uses). */
export const SEARCH_CATEGORIES = {
  familySuvs: 'Family SUVs',
  sevenSeaters: '7 Seaters',
  workUtes: 'Work Utes & Vans',
  offRoad: '4x4 & Off-road',
  electrified: 'Hybrid & Electric',
  cityCars: 'City Cars',
  underTwenty: 'Under $20k',
  performance: 'Performance',
  lams: 'LAMS Approved',
  adventure: 'Adventure Touring',
  dirt: 'Dirt & Trail',
  commuter: 'Commuter',
  familyVans: 'Family Vans',
  couples: 'Couples',
  lightweight: 'Lightweight Towing',
} as const;

export interface SearchDocumentContext {
  /** Dealership names by id (dealership_name). */
  dealershipNames?: Record<string, string>;
  /** Extra dealership ids the car is listed under besides its own (dealership_ids). */
  extraDealershipIds?: (string | number)[];
  /** The site's finance provider key: its lender entry gives the weekly price. */
  financeProviderKey?: string;
}

export type SearchDocument = Omit<CarInput, 'model' | 'fuel'> & {
  model: { name: string };
  make_model: string;
  transmission: string | null;
  fuel: string | null;
  price_range: string;
  weekly_price_range: string | null;
  categories: string[];
  filtered_features: string[];
  location_name: string | null;
  dealership_name: string | null;
  dealership_ids: (string | number)[];
  city: string | null;
  state: string | null;
  km: number;
  year: number | null;
  certified: boolean;
  item_type: string;
  photos_count: number;
  show_on_dealer_website: boolean;
  sold_date_timestamp: number | null;
  custom_rank: number;
};

const num = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

function money(amount: number): string {
  return `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** '$20,000 - $30,000' for 25,000; values at a bound go in the bucket that starts there. */
export function bucketLabel(value: number, bounds: readonly number[]): string {
  const v = Math.max(0, value);
  let i = bounds.length - 1;
  while (i > 0 && v < bounds[i]) i--;
  const low = bounds[i];
  const high = i + 1 < bounds.length ? bounds[i + 1] : Math.max(1, low) * 10;
  return `${money(low)} - ${money(high)}`;
}

function equipmentNames(car: CarInput): string[] {
  const eq = car.standardEquipment;
  if (!eq) return [];
  return Array.isArray(eq) ? eq : Object.values(eq).flat();
}

/** The categories a car falls in, from its body, drive, fuel, seats and price. */
export function carCategories(car: CarInput): string[] {
  const c = SEARCH_CATEGORIES;
  const out: string[] = [];
  const body = String(car.simple_body ?? car.body ?? '').toLowerCase();
  const price = num(car.price) ?? 0;
  const itemType = (car.item_type ?? 'car').toLowerCase();
  if (itemType === 'motorcycle') {
    if ((num(car.engine_size) ?? Infinity) <= 660 || /\bLAMS\b/.test(car.badge ?? ''))
      out.push(c.lams);
    if (body === 'adventure' || body === 'touring') out.push(c.adventure);
    if (body === 'dirt') out.push(c.dirt);
    if (body === 'scooter') out.push(c.commuter);
    return out;
  }
  if (itemType === 'caravan') {
    const spec = car.specifications ?? {};
    const sleeps = num(spec.sleeps) ?? 0;
    if (/off-?road/i.test(car.body ?? '')) out.push(c.offRoad);
    if (sleeps >= 4) out.push(c.familyVans);
    if (sleeps > 0 && sleeps <= 2) out.push(c.couples);
    if ((num(spec.aggregate_trailer_mass) ?? Infinity) <= 2500) out.push(c.lightweight);
    return out;
  }
  if (body === 'suv') out.push(c.familySuvs);
  if ((num(car.seats) ?? 0) >= 7 && body !== 'bus') out.push(c.sevenSeaters);
  if (body === 'ute' || body === 'cabchassis' || body === 'van') out.push(c.workUtes);
  if (String(car.simple_drive ?? '').toLowerCase() === '4x4') out.push(c.offRoad);
  if (['hybrid', 'electric', 'phev'].includes(String(car.simple_fuel ?? '').toLowerCase()))
    out.push(c.electrified);
  if (body === 'hatch' && price > 0 && price < 35_000) out.push(c.cityCars);
  if (price > 0 && price < 20_000) out.push(c.underTwenty);
  if (body === 'coupe' || body === 'convertible') out.push(c.performance);
  return out;
}

function weeklyPayment(car: CarInput, key: string | undefined): number | null {
  const lenders = car.finance_lenders ?? {};
  const own = key ? lenders[key] : undefined;
  const entry = own ?? Object.values(lenders).find((l) => num(l?.paymentWeek) !== null);
  return num(entry?.paymentWeek);
}

export function toSearchDocument(car: CarInput, ctx: SearchDocumentContext = {}): SearchDocument {
  const model = modelName(car);
  const explicitCategories = (car as { categories?: unknown }).categories;
  const weekly = weeklyPayment(car, ctx.financeProviderKey);
  const dealershipIds = [car.dealership_id, ...(ctx.extraDealershipIds ?? [])].filter(
    (id): id is string | number => id !== null && id !== undefined,
  );
  const photos = car.photos_count ?? car.images?.length ?? 0;
  return {
    ...car,
    model: { name: model },
    make_model: `${car.make}:${model}`,
    transmission: car.simple_transmission ?? null,
    fuel: car.simple_fuel ?? car.fuel ?? null,
    price_range: bucketLabel(num(car.price) ?? 0, PRICE_BUCKETS),
    weekly_price_range: weekly === null ? null : bucketLabel(weekly, WEEKLY_PRICE_BUCKETS),
    categories: Array.isArray(explicitCategories)
      ? explicitCategories.map(String)
      : carCategories(car),
    filtered_features: [
      ...new Set(
        equipmentNames(car).filter((f) => (FILTERED_FEATURES as readonly string[]).includes(f)),
      ),
    ],
    location_name: car.location_name ?? car.location?.name ?? null,
    dealership_name:
      (car.dealership_id != null ? ctx.dealershipNames?.[String(car.dealership_id)] : undefined) ??
      null,
    dealership_ids: [...new Set(dealershipIds)],
    city: car.city ?? car.location?.address?.city ?? null,
    state: car.state ?? car.location?.address?.state ?? null,
    km: num(car.km) ?? 0,
    year: car.year ?? null,
    body: car.body ?? null,
    drive: car.drive ?? null,
    seats: num(car.seats),
    colour: car.colour ?? null,
    certified: car.certified ?? false,
    tag: car.tag ?? null,
    badge: car.badge ?? null,
    status: car.status,
    car_type: car.car_type,
    item_type: car.item_type ?? 'car',
    created_at_timestamp: car.created_at_timestamp ?? null,
    photos_count: photos,
    show_on_dealer_website: car.show_on_dealer_website ?? true,
    sold_date_timestamp: car.sold_date_timestamp ?? null,
    custom_rank: car.custom_rank ?? 0,
  };
}
