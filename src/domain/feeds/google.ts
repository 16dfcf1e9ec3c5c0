/**
 * Google's vehicle feeds from the facts of each car: vehicle ads (Merchant Center) and the free
 * vehicle listings. Australia's price type comes from the car's own price type (price-type.ts).
 */
import type { FeedCar, FeedSite } from './feed-car';
import { feedPrice, isoDay } from './feed-car';
import { GOOGLE_CARS_CATEGORY } from './google-spec';
import { auFeedPrice } from './price-type';
import { dealerStateOf } from '../drive-away/estimate';
import { modelName } from '../vehicle/schema';
import { addressLines } from '../locations/paths';

export type RowOutcome =
  { ok: true; row: Record<string, string> } | { ok: false; field: string; reason: string };

const mileage = (f: FeedCar) =>
  f.car.km != null && f.car.km >= 0
    ? `${Math.round(f.car.km)} ${f.distanceUnit === 'mi' ? 'miles' : 'km'}`
    : '';

/** The price a Google feed carries, with Australia's price type; what is missing when it cannot. */
function googlePrice(
  f: FeedCar,
): { ok: true; price: string; type: string } | { ok: false; field: string; reason: string } {
  if (f.market !== 'AU') return { ok: true, price: feedPrice(f.amount, f.currency, 2), type: '' };
  const au = auFeedPrice(f.car, f.amount, dealerStateOf(f.car, f.location.address?.state));
  if (!au.ok) return { ok: false, field: 'price_type', reason: au.reason };
  return { ok: true, price: feedPrice(au.amount, f.currency, 2), type: au.type };
}

/** What both Google feeds say of the vehicle itself, under their own names; null: a used car without its odometer reading. */
function vehicleValues(f: FeedCar, price: string) {
  const values = {
    condition: f.isNew ? 'new' : 'used',
    // we hold no manufacturer list price: the selling price stands as the MSRP, which Google's
    // rule allows when no different MSRP is shown on the vehicle's page
    msrp: f.isNew ? price : '',
    make: f.car.make.trim(),
    model: modelName(f.car).trim(),
    trim: f.car.badge?.trim() ?? '',
    year: String(f.car.year),
    mileage: f.isNew ? '' : mileage(f),
    colour: f.car.colour?.trim() ?? '',
    certified: f.isNew ? '' : f.car.certified ? 'yes' : 'no',
  };
  return !f.isNew && !values.mileage ? null : values;
}

const NO_MILEAGE = {
  ok: false,
  field: 'mileage',
  reason: 'a used car needs its odometer reading (km)',
} as const;

/** One car's vehicle ads row, or the field and reason it cannot be carried. */
export function vehicleAdsRow(f: FeedCar): RowOutcome {
  const price = googlePrice(f);
  if (!price.ok) return price;
  const v = vehicleValues(f, price.price);
  if (!v) return NO_MILEAGE;
  const row: Record<string, string> = {
    id: f.id,
    vin: f.vin,
    store_code: f.storeCode,
    google_product_category: GOOGLE_CARS_CATEGORY,
    title: f.title.slice(0, 150),
    description: f.description,
    link: f.link,
    image_link: f.images[0],
    additional_image_link: f.images.slice(1).join(','),
    price: price.price,
    vehicle_price_type: price.type,
    vehicle_msrp: v.msrp,
    condition: v.condition,
    brand: v.make,
    model: v.model,
    trim: v.trim,
    year: v.year,
    mileage: v.mileage,
    color: v.colour,
    'certified_pre-owned': v.certified,
  };
  return { ok: true, row };
}

/** The dealership's address in one line with its country ('1 Main St, Brisbane QLD 4000, AU'). */
export function dealershipAddress(f: FeedCar): string {
  return [...addressLines(f.location.address ?? null), f.market].join(', ');
}

/** One car's vehicle listings row, or the field and reason it cannot be carried. */
export function vehicleListingsRow(f: FeedCar, site: FeedSite): RowOutcome {
  const price = googlePrice(f);
  if (!price.ok) return price;
  if (!f.location.address?.city)
    return {
      ok: false,
      field: 'dealership_address',
      reason: `location "${f.location.name}" has no address`,
    };
  const v = vehicleValues(f, price.price);
  if (!v) return NO_MILEAGE;
  const row: Record<string, string> = {
    vin: f.vin,
    id: f.car.stocknum?.trim() || f.id,
    store_code: f.storeCode,
    dealership_name: f.location.name || site.name,
    dealership_address: dealershipAddress(f),
    tracking_phone_number: f.location.contact_detail?.phone ?? site.phone ?? '',
    image_link: f.images[0],
    additional_image_link: f.images.slice(1).join(','),
    link: f.link,
    date_in_stock: isoDay(f.car.created_at),
    price: price.price,
    vehicle_msrp: v.msrp,
    condition: v.condition,
    certified_pre_owned: v.certified,
    make: v.make,
    model: v.model,
    trim: v.trim,
    year: v.year,
    mileage: v.mileage,
    exterior_color: v.colour,
  };
  return { ok: true, row };
}
