/**
 * A form about a car: the car-enquiry defaults (rules.md: Lead / enquiry payload / enquiry
 * payload) and the summary line of Make an Offer (rules.md: Forms).
 */
import type { LeadCar } from './lead-car';
import type { Car } from '../vehicle/schema';
import { conditionLabel, modelName } from '../vehicle/car-values';
import { isInStock } from '../vehicle/in-stock';
import { slugify } from '../format/slug';
import { formatDistance } from '../market/format';
import type { Market } from '../market/market';
import { SIMILAR_MESSAGE, SIMILAR_SUBCATEGORY } from './messages';

export type { LeadCar };

/** The hidden fields a car form carries; the endpoint recomputes them from the car it knows. */
export interface CarEnquiryDefaults {
  dealership_slug?: string;
  manufacturer_slug: string;
  stock_number?: string;
  'Vehicle Make': string;
  'Vehicle Model': string;
  car_type: string;
  car_id: string;
  vehicle_status: string;
  location_id?: string;
  autogauge_enabled?: boolean;
}

/** A lead form's title line for a car: year, make, model and badge, each when known. */
export function leadCarTitle(
  car: Pick<Car, 'make' | 'model'> & { year?: number | null; badge?: string | null },
): string {
  return [car.year, car.make, modelName(car), car.badge].filter(Boolean).join(' ');
}

export function leadCarFromCar(car: Car): LeadCar {
  const image =
    car.primary_image_url ?? car.images?.find((i) => i.visible !== false)?.image?.url ?? null;
  return {
    id: car.id,
    slug: car.slug,
    title: leadCarTitle(car),
    make: car.make,
    model: modelName(car),
    year: car.year ?? null,
    badge: car.badge ?? null,
    car_type: car.car_type,
    status: car.status,
    stocknum: car.stocknum ?? null,
    vin: car.vin ?? null,
    price: car.price ?? null,
    price_type: car.price_type ?? null,
    colour: car.colour ?? null,
    trans: car.trans ?? null,
    km: car.km ?? null,
    cylinders: car.cylinders ?? null,
    engine_size_litres: car.engine_size_litres ?? null,
    fuel: car.fuel ?? null,
    image,
    dealership_id: car.dealership_id ?? null,
    dealership_slug: car.dealership_slug ?? null,
    location: car.location
      ? {
          id: car.location.id ?? null,
          name: car.location.name ?? null,
          distribution_locations: car.location.distribution_locations ?? null,
        }
      : car.location_id != null
        ? { id: car.location_id, name: car.location_name ?? null }
        : null,
  };
}

export function carEnquiryDefaults(
  car: LeadCar,
  options: { splitTest?: boolean } = {},
): CarEnquiryDefaults {
  const out: CarEnquiryDefaults = {
    manufacturer_slug: slugify(car.make),
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.car_type,
    car_id: String(car.id),
    vehicle_status: car.status,
  };
  if (car.dealership_slug) out.dealership_slug = car.dealership_slug;
  if (car.stocknum) out.stock_number = car.stocknum;
  if (car.location?.id != null) out.location_id = String(car.location.id);
  if (options.splitTest) out.autogauge_enabled = true;
  return out;
}

/** Not in stock: the message and subcategory are pre-filled for 'something similar'. */
export function carEnquiryMessage(car: Pick<LeadCar, 'status'>): {
  message: string;
  subcategory?: string;
} {
  return isInStock(car)
    ? { message: '' }
    : { message: SIMILAR_MESSAGE, subcategory: SIMILAR_SUBCATEGORY };
}

/**
 * Make an Offer's summary line: car_type, colour, transmission, stock number, km,
 * cylinders, litres, fuel, each only when known, joined with ' · '.
 */
export function offerSummaryLine(car: LeadCar, market: Market = 'AU'): string {
  const parts: string[] = [];
  parts.push(conditionLabel(car.car_type));
  if (car.colour) parts.push(car.colour);
  if (car.trans) parts.push(car.trans);
  if (car.stocknum) parts.push(`Stock no: ${car.stocknum}`);
  if (car.km != null) parts.push(formatDistance(car.km, market));
  if (car.cylinders) parts.push(`${car.cylinders} cyl`);
  if (car.engine_size_litres) parts.push(`${car.engine_size_litres}L`);
  if (car.fuel) parts.push(car.fuel);
  return parts.join(' · ');
}
