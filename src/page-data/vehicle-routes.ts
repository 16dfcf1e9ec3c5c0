/**
 * The vehicle routes: /cars/{slug}, or /motorcycles and /campers for those templates
 * (rules.md: Vehicle detail page (VDP)). Each prefix has a prerendered page per listed car and an
 * on-demand fallback for slugs the build did not know; both render the vehicle page's data.
 */
import { getSite, getStock } from '../data/collections';
import { siteSearchPath } from '../domain/tenant/config/search-defaults';
import type { Website } from '../domain/tenant/schema/website';
import { vehiclePathPrefix, vehicleTypeLabel } from '../domain/tenant/template';
import type { Car } from '../domain/vehicle/schema';
import { guessFromSlug, similarCars } from '../domain/vehicle/similar';
import { findLiveCar, liveSearch } from '../data/live-car';
import { isSoldView } from '../domain/vehicle/in-stock';
import { vdpData } from './vehicle';
import { pageCacheKey } from '../data/page-cache-key';

export type VehiclePrefix = '/cars' | '/motorcycles' | '/campers';

let stockPromise: Promise<Car[]> | null = null;
/** The listed stock, read once per build. */
export function listedStock(): Promise<Car[]> {
  stockPromise ??= getStock();
  return stockPromise;
}

/** getStaticPaths for a prefix: every listed car, when the site's template uses this prefix. */
export async function vehicleStaticPaths(prefix: VehiclePrefix) {
  const site = await getSite();
  if (vehiclePathPrefix(site.template) !== prefix) return [];
  const stock = await listedStock();
  return stock.map((car) => {
    const similar = isSoldView(car) ? similarCars(car, stock) : [];
    // the page renders the site-wide content, its car and the similar cars (page-cache-key.ts)
    return {
      params: { slug: car.slug },
      props: { car, similar },
      cacheKey: pageCacheKey(car, similar),
    };
  });
}

export type FallbackResult =
  | { kind: 'redirect'; location: string }
  | { kind: 'car'; car: Car; similar: Car[]; lookup: 'build' | 'found' }
  | {
      kind: 'gone';
      similar: Car[];
      guess: { make: string | null; model: string | null };
      lookup: string;
    };

/**
 * What an on-demand request for {prefix}/{slug} shows: a redirect to the site's own prefix,
 * the car (from the build's stock, else live from the search engine), or 'gone' with similar cars.
 */
export async function resolveFallback(
  prefix: VehiclePrefix,
  slug: string,
  env: Record<string, string | undefined> = {},
): Promise<FallbackResult> {
  const site = await getSite();
  const sitePrefix = vehiclePathPrefix(site.template);
  const valid = /^[a-z0-9][a-z0-9-]*$/i.test(slug) && slug.length <= 200;
  if (valid && sitePrefix !== prefix)
    return { kind: 'redirect', location: `${sitePrefix}/${slug}` };
  const stock = await listedStock();
  const similarTo = (car: Car) => (isSoldView(car) ? similarCars(car, stock) : []);
  const known = valid ? stock.find((c) => c.slug === slug) : undefined;
  if (known) return { kind: 'car', car: known, similar: similarTo(known), lookup: 'build' };
  let lookup = 'invalid';
  if (valid) {
    const live = await findLiveCar(slug, site, { env });
    if (live.kind === 'found')
      return { kind: 'car', car: live.car, similar: similarTo(live.car), lookup: 'found' };
    if (live.kind === 'unavailable' && liveSearch(site, env))
      console.warn(`Vehicle lookup for ${slug}: ${live.reason}`);
    lookup = live.kind;
  }
  const guess = valid ? guessFromSlug(slug, stock) : { make: null, model: null };
  return {
    kind: 'gone',
    similar: similarCars(
      { slug, make: guess.make ?? undefined, model: guess.model ?? undefined },
      stock,
      8,
    ),
    guess,
    lookup,
  };
}

/** The site around a vehicle page: the site, its search path and its vehicle word ('car'). */
async function vehicleSite(given?: Website) {
  const site = given ?? (await getSite());
  const word = vehicleTypeLabel({}, site.template).toLowerCase();
  return { site, searchPath: siteSearchPath(site), word };
}

/** The vehicle page of a car (the current site's unless one is given): vdpData, with the site. */
export async function vehiclePage(car: Car, site?: Website) {
  const around = await vehicleSite(site);
  return { ...around, d: vdpData(car, around.site) };
}

export type FallbackPage = Exclude<FallbackResult, { kind: 'redirect' }> &
  Awaited<ReturnType<typeof vehicleSite>>;

/** The on-demand route's answer: a redirect Response, or the result to render with its status and headers set. */
export async function fallbackResponse(
  astro: {
    params: Record<string, string | undefined>;
    response: { status?: number; headers: Headers };
    redirect: (path: string, status?: 301) => Response;
  },
  prefix: VehiclePrefix,
): Promise<Response | FallbackPage> {
  const result = await resolveFallback(prefix, String(astro.params.slug ?? ''), process.env);
  if (result.kind === 'redirect') return astro.redirect(result.location, 301);
  astro.response.headers.set('x-vehicle-lookup', result.lookup);
  if (result.kind === 'car') {
    astro.response.headers.set(
      'cache-control',
      'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
    );
  } else {
    // A helpful page either way (noindex). A car known to be gone (the search engine holds it
    // for this site, no longer listed) answers 410, so search engines drop its address; a slug
    // no car of this site has, or that cannot be checked (no search engine, or it failed), 404.
    astro.response.status = result.lookup === 'gone' ? 410 : 404;
    astro.response.headers.set('cache-control', 'public, max-age=60');
  }
  return { ...result, ...(await vehicleSite()) };
}
