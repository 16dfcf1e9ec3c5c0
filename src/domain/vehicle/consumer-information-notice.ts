/**
 * New Zealand's Consumer Information Notice (CIN): a registered motor vehicle trader offering
 * a used vehicle must display it, online too (Motor Vehicle Sales Act 2003; Consumer
 * Information Standards (Used Motor Vehicles) Regulations 2008). The notice's facts the car
 * already carries (make, model, year, odometer, plate, VIN, price) come from the car; the
 * rest the tenant provides in the car's optional `consumer_information_notice`. The vehicle
 * page of an NZ site's used or demonstrator car shows the notice with every fact it has.
 */
import { z } from 'zod';
import { loose, numericValue, opt } from '../schema-helpers';
import { formatCalendarDate, formatDistance } from '../market/format';
import { formatMoney } from '../format/money';
import type { Market } from '../market/market';

export const CIN_TITLE = 'Consumer Information Notice';

/** The notice's facts the car does not otherwise carry; each optional. */
export const ConsumerInformationNotice = loose({
  /** The trader's registration number on the Motor Vehicle Traders Register (else the location's licence number). */
  trader_registration: opt(z.string()),
  /** Whether a security interest in the vehicle is registered on the Personal Property Securities Register. */
  security_interest: opt(z.boolean()),
  /** yyyy-mm-dd (or yyyy): when the vehicle was first registered in New Zealand. */
  first_registered_nz: opt(z.string()),
  /** Whether it was registered overseas before, and where. */
  previously_registered_overseas: opt(z.boolean()),
  overseas_country: opt(z.string()),
  /** Whether it was imported as a damaged vehicle. */
  imported_damaged: opt(z.boolean()),
  /** Whether the trader believes the odometer reading is accurate. */
  odometer_accurate: opt(z.boolean()),
  /** yyyy-mm-dd: warrant (or certificate) of fitness expiry. */
  wof_expiry: opt(z.string()),
  cof_expiry: opt(z.string()),
  /** yyyy-mm-dd: vehicle licence (registration) expiry. */
  licence_expiry: opt(z.string()),
  /** A diesel's road user charges licence: paid up to this odometer reading (km). */
  ruc_paid_to_km: opt(numericValue),
  /** Whether the vehicle is recorded as a write-off on the register. */
  write_off: opt(z.boolean()),
});
export type ConsumerInformationNotice = z.infer<typeof ConsumerInformationNotice>;

export interface CinRow {
  label: string;
  value: string;
}

interface CinCar {
  car_type: string;
  year?: number | null;
  make: string;
  model: string | { name: string };
  km?: number | null;
  regplate?: string | null;
  vin?: string | null;
  price?: number | null;
  rego_expiry?: string | null;
  consumer_information_notice?: ConsumerInformationNotice | null;
}

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

function date(value: string, market: Market): string {
  if (/^\d{4}$/.test(value)) return value;
  try {
    return formatCalendarDate(value, market);
  } catch {
    return value;
  }
}

/**
 * The notice's rows for an NZ site's used or demonstrator car, in the regulations' order;
 * empty for any other car or market. A fact the tenant did not provide is left out.
 */
export function cinRows(
  car: CinCar,
  trader: { name: string; registration?: string | null },
  market: Market,
): CinRow[] {
  if (market !== 'NZ' || car.car_type === 'new') return [];
  const cin = car.consumer_information_notice ?? {};
  const model = typeof car.model === 'string' ? car.model : car.model.name;
  const rows: (CinRow | null)[] = [
    { label: 'Trader', value: trader.name },
    (cin.trader_registration ?? trader.registration)
      ? {
          label: 'Motor vehicle trader registration number',
          value: (cin.trader_registration ?? trader.registration)!,
        }
      : null,
    car.price && car.price > 0
      ? { label: 'Cash price (including GST)', value: formatMoney(car.price, market) }
      : null,
    { label: 'Make and model', value: `${car.make} ${model}` },
    car.year ? { label: 'Year of manufacture', value: String(car.year) } : null,
    car.regplate ? { label: 'Registration plate', value: car.regplate } : null,
    car.vin ? { label: 'VIN or chassis number', value: car.vin } : null,
    car.km != null
      ? {
          label: 'Odometer reading',
          value:
            cin.odometer_accurate == null
              ? formatDistance(car.km, market)
              : `${formatDistance(car.km, market)} (${cin.odometer_accurate ? 'believed accurate' : 'not believed accurate'})`,
        }
      : null,
    cin.first_registered_nz
      ? {
          label: 'First registered in New Zealand',
          value: date(cin.first_registered_nz, market),
        }
      : null,
    cin.previously_registered_overseas != null
      ? {
          label: 'Previously registered overseas',
          value:
            cin.previously_registered_overseas && cin.overseas_country
              ? `Yes (${cin.overseas_country})`
              : yesNo(cin.previously_registered_overseas),
        }
      : null,
    cin.imported_damaged != null
      ? { label: 'Imported as a damaged vehicle', value: yesNo(cin.imported_damaged) }
      : null,
    cin.write_off != null
      ? { label: 'Recorded as a write-off', value: yesNo(cin.write_off) }
      : null,
    cin.security_interest != null
      ? {
          label: 'Security interest registered on the PPSR',
          value: cin.security_interest ? 'Yes (the trader will clear it before the sale)' : 'No',
        }
      : null,
    cin.wof_expiry
      ? { label: 'Warrant of fitness expires', value: date(cin.wof_expiry, market) }
      : null,
    cin.cof_expiry
      ? { label: 'Certificate of fitness expires', value: date(cin.cof_expiry, market) }
      : null,
    (cin.licence_expiry ?? car.rego_expiry)
      ? {
          label: 'Vehicle licence (registration) expires',
          value: date((cin.licence_expiry ?? car.rego_expiry)!, market),
        }
      : null,
    cin.ruc_paid_to_km != null
      ? {
          label: 'Road user charges paid to',
          value: formatDistance(Number(cin.ruc_paid_to_km), market),
        }
      : null,
  ];
  return rows.filter((r): r is CinRow => r !== null);
}
