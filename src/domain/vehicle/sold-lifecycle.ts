/**
 * A sold car's lifecycle:
 *   1. sold within the listing window (include_sold_cars_days): it keeps its page, the sold view
 *      with similar cars, and leaves every feed at once;
 *   2. after the window, until its redirect day: its address answers 410 Gone with similar cars;
 *   3. from its redirect day (config.soldCarRedirectDays after the sale, never before the window
 *      ends): a permanent redirect to its closest search landing page, make and model, else make,
 *      else the search root, written to the `_redirects` file Netlify reads (and the local
 *      server honours);
 *   4. a year after the sale its rule is dropped (the address answers as any unknown one):
 *      search engines have long followed the redirect, and the file stays small.
 */
import { makeSlug, modelSlug } from '../search/makes';
import { DEFAULT_INCLUDE_SOLD_CARS_DAYS } from '../search/stock-filter';
import { and, eq, gt, lte, type Filter } from '../search/filter';
import { vehiclePath } from '../tenant/template';

export const DEFAULT_SOLD_REDIRECT_DAYS = 14;
/** How long after a sale its redirect rule is kept. */
export const SOLD_REDIRECT_HORIZON_DAYS = 365;
const DAY = 86400;

export interface SoldCar {
  slug: string;
  make: string;
  model: string | { name: string };
  /** Unix seconds. */
  sold_date_timestamp?: number | null;
}

export interface LifecycleSite {
  template?: string | null;
  include_sold_cars_days?: number | null;
  config?: { soldCarRedirectDays?: number | null } | null;
}

/** Days after the sale at which the address redirects: the setting, never inside the listing window. */
export function redirectDays(site: LifecycleSite): number {
  const window = site.include_sold_cars_days ?? DEFAULT_INCLUDE_SOLD_CARS_DAYS;
  return Math.max(site.config?.soldCarRedirectDays ?? DEFAULT_SOLD_REDIRECT_DAYS, window);
}

/** The unix second from which a car sold at `soldAt` redirects. */
export function redirectAt(site: LifecycleSite, soldAt: number): number {
  return soldAt + redirectDays(site) * DAY;
}

/** The index filter for the site's sold cars whose redirect day has come (and is under a year old). */
export function redirectingFilter(site: LifecycleSite, nowSeconds: number): Filter {
  return and(
    eq('status', 'sold'),
    lte('sold_date_timestamp', Math.floor(nowSeconds - redirectDays(site) * DAY)),
    gt('sold_date_timestamp', Math.floor(nowSeconds - SOLD_REDIRECT_HORIZON_DAYS * DAY)),
  );
}

/** Whether a sold car's address redirects at nowSeconds. */
export function isRedirecting(site: LifecycleSite, car: SoldCar, nowSeconds: number): boolean {
  const soldAt = car.sold_date_timestamp;
  if (soldAt == null) return false;
  return (
    nowSeconds >= redirectAt(site, soldAt) && nowSeconds < soldAt + SOLD_REDIRECT_HORIZON_DAYS * DAY
  );
}

const modelOf = (car: SoldCar) => (typeof car.model === 'string' ? car.model : car.model.name);

/**
 * The closest landing page the site prerenders for the car: its make and model, else its
 * make, else the search root.
 */
export function closestLandingPath(
  car: SoldCar,
  landingPaths: ReadonlySet<string>,
  searchRoot: string,
): string {
  const make = makeSlug(car.make.trim());
  const model = modelOf(car).trim();
  const makeModel = `/search/${make}/${modelSlug(car.make.trim(), model)}`;
  if (model && landingPaths.has(makeModel)) return makeModel;
  if (landingPaths.has(`/search/${make}`)) return `/search/${make}`;
  return searchRoot;
}

export interface SoldRedirect {
  from: string;
  to: string;
}

/** The redirect of each sold car whose day has come at nowSeconds (a listed car never gets one). */
export function soldRedirects(
  site: LifecycleSite,
  sold: readonly SoldCar[],
  options: {
    nowSeconds: number;
    landingPaths: ReadonlySet<string>;
    searchRoot: string;
    listedSlugs: ReadonlySet<string>;
  },
): SoldRedirect[] {
  return sold
    .filter((car) => !options.listedSlugs.has(car.slug))
    .filter((car) => isRedirecting(site, car, options.nowSeconds))
    .map((car) => ({
      from: vehiclePath(site.template, car.slug),
      to: closestLandingPath(car, options.landingPaths, options.searchRoot),
    }))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/** `_redirects` lines: '{from} {to} 301'. */
export function redirectLines(redirects: readonly SoldRedirect[]): string {
  return redirects.map((r) => `${r.from} ${r.to} 301\n`).join('');
}

const RULE = /^(\/\S*)\s+(\/\S*)\s+301!?$/;

/** The permanent redirects a `_redirects` file holds, by path (the local server's reading of it). */
export function readPermanentRedirects(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = RULE.exec(line.trim());
    if (m && !out.has(m[1])) out.set(m[1], m[2]);
  }
  return out;
}
