/**
 * The three pixel events Meta's automotive inventory ads need from the site (the Marketing
 * API's 'Dynamic Ads for Automotive - Events'): Search on search result pages, ViewContent on
 * a vehicle's page, AddToWishlist when a shopper saves a vehicle. content_ids carry the
 * catalogue's vehicle_id (the car's id, as in /feeds/meta-vehicles.csv), content_type 'vehicle'.
 * Free of zod: the search and vehicle islands import it.
 */
import { META_BODY_STYLE_OF } from './meta-spec';
import { bodyTypeKey } from '../search/body-types';
import { isInStock } from '../vehicle/in-stock';
import { priceDisplay } from '../vehicle/price-display';
import { modelName } from '../vehicle/car-values';
import type { Car } from '../vehicle/schema';
import { MARKET_RULES, type Market } from '../market/market';

export type MetaEventName = 'Search' | 'ViewContent' | 'AddToWishlist';
export const META_CONTENT_TYPE = 'vehicle';
/** The result ids a Search event names (the first of the page). */
export const META_SEARCH_IDS = 10;

export type MetaParams = Record<string, string | number | string[]>;

/** ViewContent's parameters for a car's page, or null for a car not in stock (not in the catalogue). */
export function viewContentParams(
  car: Car,
  site: { slug: string },
  market: Market,
): MetaParams | null {
  if (!isInStock(car)) return null;
  const price = priceDisplay(car, { market });
  const key = bodyTypeKey(car.body, site.slug) ?? bodyTypeKey(car.simple_body, site.slug);
  const params: MetaParams = {
    content_type: META_CONTENT_TYPE,
    content_ids: [String(car.id)],
    make: car.make,
    model: modelName(car),
    state_of_vehicle: car.car_type === 'new' ? 'NEW' : car.certified ? 'CPO' : 'USED',
  };
  if (car.year) params.year = car.year;
  if (key && META_BODY_STYLE_OF[key]) params.body_style = META_BODY_STYLE_OF[key];
  if (car.colour) params.exterior_color = car.colour;
  if (price.kind === 'price') {
    params.value = price.amount;
    params.currency = MARKET_RULES[market].currency;
  }
  return params;
}

/** AddToWishlist's parameters for a saved car. */
export function wishlistParams(item: {
  id: string;
  make?: string | null;
  model?: string | null;
}): MetaParams {
  return {
    content_type: META_CONTENT_TYPE,
    content_ids: [String(item.id)],
    ...(item.make ? { make: item.make } : {}),
    ...(item.model ? { model: item.model } : {}),
  };
}

/** Search's parameters: the first results' ids, the words and the make and model refined. */
export function searchParams(input: {
  ids: readonly string[];
  query?: string | null;
  make?: string | null;
  model?: string | null;
}): MetaParams {
  return {
    content_type: META_CONTENT_TYPE,
    content_ids: input.ids.slice(0, META_SEARCH_IDS).map(String),
    ...(input.query?.trim() ? { search_string: input.query.trim() } : {}),
    ...(input.make ? { make: input.make } : {}),
    ...(input.model ? { model: input.model } : {}),
  };
}
