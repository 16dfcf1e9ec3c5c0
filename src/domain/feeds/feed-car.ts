/**
 * What every vehicle feed reads of a car, from the site's own rules: its page address, its
 * images, the price the one price rule shows, its dealership location and VIN; and which cars
 * a feed cannot carry, each with the field and the reason.
 */
import { formatNumber } from '../format/money';
import { marketOf, MARKET_RULES, type Market } from '../market/market';
import { bodyTypeKey } from '../search/body-types';
import { primaryLocation } from '../tenant/site';
import { vehiclePath, templateOf } from '../tenant/template';
import { galleryImages, primaryImage } from '../vehicle/images';
import { isOnLot } from '../vehicle/in-stock';
import { priceDisplay } from '../vehicle/price-display';
import { modelName, type Car } from '../vehicle/schema';
import { normaliseVin, vinProblem } from '../vehicle/vin';
import { splitParagraphs } from '../vehicle/dealer-comments';
import { carTitle } from '../vehicle/title';

/** The site as the feeds read it. */
export interface FeedSite {
  slug: string;
  name: string;
  url: string;
  template?: string | null;
  phone?: string | null;
  config?: { market?: Market | null; phoneMode?: string | null } | null;
  locations: readonly FeedLocation[];
}

export interface FeedLocation {
  id: string | number;
  name: string;
  primary?: boolean | null;
  location_type?: string | null;
  /** The dealership's Business Profile store code, where the dashboard holds it. */
  store_code?: string | null;
  address?: {
    street?: string | null;
    city?: string | null;
    state?: string | null;
    postcode?: string | number | null;
    lat?: number | null;
    long?: number | null;
  } | null;
  contact_detail?: { phone?: string | null } | null;
}

/** A car a feed leaves out: which car, the field at fault and why. */
export interface LeftOut {
  slug: string;
  stocknum: string | null;
  field: string;
  reason: string;
}

/** The templates whose stock the car feeds carry: passenger cars (not motorcycles, caravans, RVs or trucks). */
export function sellsCars(template: string | null | undefined): boolean {
  const t = templateOf(template);
  return t === 'default' || t === 'toyota';
}

export const MAX_FEED_IMAGES = 10;

/** The facts of one car every feed writes from. */
export interface FeedCar {
  car: Car;
  id: string;
  vin: string;
  title: string;
  description: string;
  link: string;
  images: string[];
  /** The price the site shows (the one price rule), and the was price when it shows one. */
  amount: number;
  was: number | null;
  currency: string;
  isNew: boolean;
  location: FeedLocation;
  storeCode: string;
  distanceUnit: 'km' | 'mi';
  market: Market;
}

const absolute = (url: string, site: string) => new URL(url, site).href;

/** The dealership location that holds the car: its own location, else the site's primary one. */
export function carLocation(car: Car, site: FeedSite): FeedLocation | undefined {
  const id = car.location?.id ?? car.location_id;
  return (
    (id != null ? site.locations.find((l) => String(l.id) === String(id)) : undefined) ??
    primaryLocation(site.locations)
  );
}

/** The location's store code: its Business Profile store code, else its id. */
export function storeCodeOf(location: FeedLocation): string {
  return location.store_code?.trim() || String(location.id);
}

/** Plain text describing the car: its dealer comments, else its title, distance and colour. */
function describe(car: Car, site: FeedSite, unit: 'km' | 'mi'): string {
  const comments = splitParagraphs(car.dealercomments ?? '').join(' ');
  if (comments) return comments.slice(0, 5000);
  const parts = [
    carTitle(car),
    car.car_type !== 'new' && car.km != null ? `${formatNumber(car.km)} ${unit}` : null,
    car.colour,
  ].filter(Boolean);
  return `${parts.join(', ')}. For sale at ${site.name}.`;
}

export type Facts = { ok: true; facts: FeedCar } | { ok: false; leftOut: LeftOut };

/**
 * The facts every feed needs of a car on the lot, or the first thing missing: VIN, price,
 * image, make/model/year or a location. Cars not on the lot (sold, coming soon) never reach here.
 */
export function feedFacts(car: Car, site: FeedSite): Facts {
  const market = marketOf(site.config);
  const rules = MARKET_RULES[market];
  const out = (field: string, reason: string): Facts => ({
    ok: false,
    leftOut: { slug: car.slug, stocknum: car.stocknum ?? null, field, reason },
  });
  const vinIssue = vinProblem(car.vin, market);
  if (vinIssue) return out('vin', vinIssue);
  const price = priceDisplay(car, { market });
  if (price.kind !== 'price') return out('price', `no price (the site shows "${price.text}")`);
  const primary = primaryImage(car);
  if (!primary) return out('image', 'no image');
  if (!car.make.trim() || !modelName(car).trim()) return out('make/model', 'no make or model');
  if (!car.year) return out('year', 'no year');
  const location = carLocation(car, site);
  if (!location) return out('location', 'the site has no location to name as the dealership');
  const gallery = galleryImages(car).map((i) => i.url);
  const images = [primary, ...gallery.filter((u) => u !== primary)]
    .slice(0, MAX_FEED_IMAGES)
    .map((u) => absolute(u, site.url));
  return {
    ok: true,
    facts: {
      car,
      id: String(car.id),
      vin: normaliseVin(car.vin),
      title: carTitle(car),
      description: describe(car, site, rules.distanceUnit),
      link: absolute(vehiclePath(site.template, car.slug), site.url),
      images,
      amount: price.amount,
      was: price.was?.amount ?? null,
      currency: rules.currency,
      isNew: car.car_type === 'new',
      location,
      storeCode: storeCodeOf(location),
      distanceUnit: rules.distanceUnit,
      market,
    },
  };
}

/** The cars a feed may carry: those on the lot (a sold car leaves every feed at once). */
export function onLot(cars: readonly Car[]): Car[] {
  return cars.filter((c) => isOnLot(c));
}

/**
 * Cars that share a VIN: every one of them is left out (Google disapproves every offer
 * of a VIN submitted more than once, and Meta needs one item per vehicle), each naming the others.
 */
export function duplicateVins(cars: readonly Car[]): Map<string, LeftOut> {
  const byVin = new Map<string, Car[]>();
  for (const car of cars) {
    const vin = normaliseVin(car.vin);
    if (!vin) continue;
    byVin.set(vin, [...(byVin.get(vin) ?? []), car]);
  }
  const out = new Map<string, LeftOut>();
  for (const [vin, same] of byVin) {
    if (same.length < 2) continue;
    for (const car of same)
      out.set(car.slug, {
        slug: car.slug,
        stocknum: car.stocknum ?? null,
        field: 'vin',
        reason: `duplicate VIN ${vin}: also on ${same
          .filter((c) => c !== car)
          .map((c) => c.slug)
          .join(', ')}`,
      });
  }
  return out;
}

/** The car's body key, from body, else simple_body. */
export function carBodyKey(car: Car, siteSlug: string) {
  return bodyTypeKey(car.body, siteSlug) ?? bodyTypeKey(car.simple_body, siteSlug);
}

/** '29990.00 AUD' (Google) or '29990 AUD' (Meta). */
export function feedPrice(amount: number, currency: string, decimals: 0 | 2): string {
  return `${amount.toFixed(decimals)} ${currency}`;
}

/** 'YYYY-MM-DD' of an ISO timestamp, or ''. */
export function isoDay(value: string | null | undefined): string {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
}
