/**
 * Meta's automotive inventory catalogue rows from the facts of each car: the body style from
 * our body keys, the state of the vehicle, the dealership's address and position.
 */
import { carBodyKey, type FeedCar, type FeedSite } from './feed-car';
import { META_BODY_STYLE_OF } from './meta-spec';
import type { RowOutcome } from './google';
import { modelName } from '../vehicle/schema';
import { isoDay } from './feed-car';

const metaPrice = (amount: number, currency: string) =>
  `${Number.isInteger(amount) ? amount : amount.toFixed(2)} ${currency}`;

/** AUTOMATIC or MANUAL from the car's simple transmission, else ''. */
function transmission(f: FeedCar): string {
  const t = `${f.car.simple_transmission ?? f.car.trans ?? ''}`.toLowerCase();
  if (/manual/.test(t)) return 'MANUAL';
  if (/auto|cvt|dual clutch|dct|sequential/.test(t)) return 'AUTOMATIC';
  return '';
}

function fuelType(f: FeedCar): string {
  const fuel = `${f.car.simple_fuel ?? f.car.fuel ?? ''}`.toLowerCase();
  if (!fuel) return '';
  if (/plug|phev/.test(fuel)) return 'PLUGIN_HYBRID';
  if (/hybrid/.test(fuel)) return 'HYBRID';
  if (/electric|\bev\b/.test(fuel)) return 'ELECTRIC';
  if (/diesel/.test(fuel)) return 'DIESEL';
  if (/petrol|unleaded|gasoline|ulp/.test(fuel)) return f.market === 'US' ? 'GASOLINE' : 'PETROL';
  return 'OTHER';
}

function drivetrain(f: FeedCar): string {
  const d = `${f.car.simple_drive ?? f.car.drive ?? ''}`.toUpperCase().replace(/\s+/g, '');
  if (!d) return '';
  if (/4X4|4WD|FOURWHEEL/.test(d)) return '4X4';
  if (/AWD|ALLWHEEL/.test(d)) return 'AWD';
  if (/FWD|FRONTWHEEL/.test(d)) return 'FWD';
  if (/RWD|REARWHEEL/.test(d)) return 'RWD';
  if (/4X2|2WD/.test(d)) return '4X2';
  return 'OTHER';
}

/** One car's catalogue row, or the field and reason it cannot be carried. */
export function metaRow(f: FeedCar, site: FeedSite): RowOutcome {
  const key = carBodyKey(f.car, site.slug);
  const bodyStyle = key ? META_BODY_STYLE_OF[key] : null;
  if (!bodyStyle)
    return {
      ok: false,
      field: 'body_style',
      reason: `body "${f.car.body ?? f.car.simple_body ?? ''}" is not a body type Meta's body_style list can name`,
    };
  const colour = f.car.colour?.trim();
  if (!colour) return { ok: false, field: 'exterior_color', reason: 'no colour' };
  const address = f.location.address;
  if (!address?.street || !address.city || !address.state)
    return {
      ok: false,
      field: 'address',
      reason: `location "${f.location.name}" has no full address`,
    };
  if (address.lat == null || address.long == null)
    return {
      ok: false,
      field: 'latitude',
      reason: `location "${f.location.name}" has no map position`,
    };
  if (!f.isNew && f.car.km == null)
    return { ok: false, field: 'mileage', reason: 'a used car needs its odometer reading (km)' };
  const reduced = f.was != null && f.was > f.amount;
  const row: Record<string, string> = {
    vehicle_id: f.id,
    vin: f.vin,
    title: f.title,
    description: f.description,
    url: f.link,
    make: f.car.make.trim(),
    model: modelName(f.car).trim(),
    year: String(f.car.year),
    trim: (f.car.badge?.trim() ?? '').slice(0, 50),
    body_style: bodyStyle,
    exterior_color: colour,
    'mileage.value': String(Math.max(0, Math.round(f.car.km ?? 0))),
    'mileage.unit': f.distanceUnit === 'mi' ? 'MI' : 'KM',
    price: metaPrice(reduced ? (f.was as number) : f.amount, f.currency),
    sale_price: reduced ? metaPrice(f.amount, f.currency) : '',
    state_of_vehicle: f.isNew ? 'NEW' : f.car.certified ? 'CPO' : 'USED',
    availability: f.car.reserved ? 'PENDING' : 'AVAILABLE',
    transmission: transmission(f),
    fuel_type: fuelType(f),
    drivetrain: drivetrain(f),
    date_first_on_lot: isoDay(f.car.created_at),
    'address.addr1': address.street,
    'address.city': address.city,
    'address.region': address.state,
    'address.postal_code': address.postcode != null ? String(address.postcode) : '',
    'address.country': f.market,
    latitude: String(address.lat),
    longitude: String(address.long),
    dealer_id: String(f.location.id),
    dealer_name: f.location.name,
    dealer_phone: f.location.contact_detail?.phone ?? site.phone ?? '',
  };
  f.images.slice(0, 5).forEach((url, i) => (row[`image[${i}].url`] = url));
  return { ok: true, row };
}
