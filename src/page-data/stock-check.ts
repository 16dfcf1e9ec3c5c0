/**
 * The build's stock check (domain/vehicle/stock-check.ts): the instant the stock loader read
 * the stock (it notes it in DEALER_STOCK_READ_AT as it runs, before pages render), and the
 * number of cars listed.
 */
import {
  STOCK_CHECK_PATH,
  STOCK_READ_AT_ENV,
  type StockCheck,
} from '../domain/vehicle/stock-check';
import { dealerTimeZone, marketOf, MARKET_RULES } from '../domain/market/market';
import { isInStock } from '../domain/vehicle/in-stock';
import type { Car } from '../domain/vehicle/schema';
import type { Website } from '../domain/tenant/schema/website';
import { listedStock } from './vehicle-routes';

export async function stockCheckFile(env = process.env): Promise<StockCheck> {
  const readAt = env[STOCK_READ_AT_ENV];
  const checkedAt = readAt && !Number.isNaN(Date.parse(readAt)) ? readAt : new Date().toISOString();
  return { checkedAt, cars: (await listedStock()).length };
}

/** What a vehicle page's 'Checked in stock' line needs: null for a car not in stock. */
export function stockCheckView(
  car: Pick<Car, 'status' | 'location' | 'location_id'>,
  site: Pick<Website, 'config' | 'locations'>,
): { path: string; timeZone: string; locale: string } | null {
  if (!isInStock(car)) return null;
  const id = car.location?.id ?? car.location_id;
  const location = site.locations.find((l) => id != null && String(l.id) === String(id));
  return {
    path: STOCK_CHECK_PATH,
    timeZone: dealerTimeZone(site.config, location?.time_zone),
    locale: MARKET_RULES[marketOf(site.config)].locale,
  };
}
