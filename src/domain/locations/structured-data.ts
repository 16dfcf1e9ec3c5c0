/**
 * JSON-LD AutoDealer for the site and for each location (schema.org): name, address, geo,
 * telephone, opening hours, holiday hours, and the aggregate rating where reviews show
 * (rules.md: Location screens; Reviews and review-feedback page; Location; Opening hour and special hours). One builder for the location pages,
 * /our-location and the home page.
 */
import { compact } from '../vehicle/structured-data';
import { minutesOfDay } from '../vehicle/call-now';
import {
  formatAverage,
  ratingOf,
  showsReviews,
  type RatingSource,
  type ReviewSettings,
} from '../reviews/summary';
import { holidaysFor, type HolidayHours } from './holidays';
import { DAY_NAMES, isClosedStatus, isOpenStatus, type HoursDay } from './hours';
import { locationPoint } from './distance';
import { locationPath, placeUrl, type AddressParts } from './paths';
import { primaryLocation } from '../tenant/site';
import { safeHref } from '../content/safe-href';

/** A dashboard URL for structured data: absolute http(s) only (the link policy's check), else left out. */
function webLink(raw: string | null | undefined): string | undefined {
  const safe = raw ? safeHref(raw) : null;
  return safe?.ok && (safe.scheme === 'http' || safe.scheme === 'https') ? safe.href : undefined;
}

export interface JsonLdLocation extends RatingSource {
  id: string | number;
  name: string;
  slug: string;
  visible?: boolean | null;
  primary?: boolean | null;
  location_type?: string | null;
  image?: unknown;
  address?: AddressParts | null;
  contact_detail?: {
    phone?: string | null;
    opening_hours?: readonly HoursDay[] | null;
    facebook_url?: string | null;
    instagram_url?: string | null;
    youtube_url?: string | null;
  } | null;
}

export interface JsonLdDealerSite {
  name: string;
  url: string;
  phone?: string | null;
  email?: string | null;
  description?: string | null;
  logo?: { url?: string | null } | null;
  address?: AddressParts | null;
  opening_hours?: readonly HoursDay[] | null;
  special_hours?: readonly HolidayHours[] | null;
  facebook_url?: string | null;
  instagram_url?: string | null;
  youtube_url?: string | null;
  linkedin_url?: string | null;
  tiktok_url?: string | null;
  /** Their ratings make the site's aggregate rating (weighted by review count). */
  dealerships?: readonly RatingSource[] | null;
}

/** The site's rating: its dealerships' ratings weighted by their review counts. */
export function siteRating(dealerships: readonly RatingSource[] | null | undefined): RatingSource {
  let count = 0;
  let sum = 0;
  for (const d of dealerships ?? []) {
    const r = ratingOf(d);
    if (!r) continue;
    count += r.count;
    sum += r.average * r.count;
  }
  return count > 0 ? { average_rating: sum / count, review_count: count } : {};
}

/**
 * The rating the site shows (the home page's summary and the site's AutoDealer): its
 * dealerships' ratings, else its visible locations' ratings, weighted by review count.
 */
export function siteRatingOf(
  site: Pick<JsonLdDealerSite, 'dealerships'>,
  locations: readonly (RatingSource & { visible?: boolean | null })[],
): RatingSource {
  const own = siteRating(site.dealerships);
  return ratingOf(own) ? own : siteRating(locations.filter((l) => l.visible !== false));
}

const geoOf = (address: AddressParts | null | undefined) => {
  const point = locationPoint(address);
  return point
    ? { '@type': 'GeoCoordinates', latitude: point.lat, longitude: point.lng }
    : undefined;
};

/** An absolute URL on the site (content URLs that are already absolute stay as they are). */
export const absoluteUrl = (siteUrl: string, path: string) => new URL(path, siteUrl).toString();

const hhmm = (value: string | null | undefined) => {
  const m = minutesOfDay(value);
  if (m == null) return null;
  const h = Math.floor(m / 60) % 24;
  return `${String(h).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

function postalAddress(address: AddressParts | null | undefined) {
  if (!address) return undefined;
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.state,
    postalCode: address.postcode != null ? String(address.postcode) : undefined,
    addressCountry: 'AU',
  };
}

/** openingHoursSpecification: one entry per open weekday. */
export function openingHoursSpecification(hours: readonly HoursDay[] | null | undefined) {
  return (hours ?? [])
    .filter((d) => isOpenStatus(d.status) && hhmm(d.open) && hhmm(d.close))
    .map((d) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAY_NAMES[d.weekday]}`,
      opens: hhmm(d.open),
      closes: hhmm(d.close),
    }));
}

/** specialOpeningHoursSpecification: holiday entries (closed days open and close at 00:00). */
export function specialHoursSpecification(entries: readonly HolidayHours[]) {
  return entries.map((e) => {
    const date = e.date.slice(0, 10);
    const closed = isClosedStatus(e.status);
    return {
      '@type': 'OpeningHoursSpecification',
      validFrom: date,
      validThrough: date,
      opens: closed ? '00:00' : hhmm(e.start_hour ?? e.hours?.begin),
      closes: closed ? '00:00' : hhmm(e.end_hour ?? e.hours?.end),
    };
  });
}

function aggregateRating(source: RatingSource, reviews: ReviewSettings) {
  const rating = ratingOf(source);
  if (!showsReviews(rating, reviews)) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: formatAverage(rating.average),
    reviewCount: rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

function imageOf(image: unknown): string | undefined {
  if (Array.isArray(image)) return (image[0] as { url?: string } | undefined)?.url ?? undefined;
  const i = image as { image?: { url?: string | null } | null } | null | undefined;
  return i?.image?.url ?? undefined;
}

/** One location as an AutoDealer. */
export function locationJsonLd(
  location: JsonLdLocation,
  site: JsonLdDealerSite,
  reviews: ReviewSettings,
): Record<string, unknown> {
  const url = absoluteUrl(site.url, locationPath(location.slug));
  const image = imageOf(location.image);
  const holidays = holidaysFor(site.special_hours, location.id);
  return compact({
    '@type': 'AutoDealer',
    '@id': `${url}#dealer`,
    name: location.name,
    url,
    image: image ? absoluteUrl(site.url, image) : undefined,
    telephone: location.contact_detail?.phone ?? site.phone,
    address: postalAddress(location.address),
    geo: geoOf(location.address),
    hasMap: webLink(placeUrl(location.name, location.address)),
    openingHoursSpecification: openingHoursSpecification(location.contact_detail?.opening_hours),
    specialOpeningHoursSpecification: holidays.length
      ? specialHoursSpecification(holidays)
      : undefined,
    aggregateRating: aggregateRating(location, reviews),
    parentOrganization: { '@type': 'AutoDealer', name: site.name, url: site.url },
  });
}

/**
 * The site as an AutoDealer with its visible locations as departments; with `location`,
 * that location's AutoDealer alone (the detail page). The site's address, geo, and (when the
 * site has none of its own) telephone and opening hours are its main location's: the one
 * flagged primary, else the first sales location, else the first.
 */
export function dealerJsonLd(
  site: JsonLdDealerSite,
  locations: readonly JsonLdLocation[],
  reviews: ReviewSettings,
  location?: JsonLdLocation,
): Record<string, unknown> {
  if (location)
    return { '@context': 'https://schema.org', ...locationJsonLd(location, site, reviews) };
  const visible = locations.filter((l) => l.visible !== false);
  const main = primaryLocation(visible);
  const address = main?.address ?? site.address;
  const hours = site.opening_hours?.length
    ? site.opening_hours
    : main?.contact_detail?.opening_hours;
  const sameAs = [
    site.facebook_url,
    site.instagram_url,
    site.youtube_url,
    site.linkedin_url,
    site.tiktok_url,
  ].flatMap((u) => webLink(u) ?? []);
  return compact({
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${absoluteUrl(site.url, '/')}#dealer`,
    name: site.name,
    url: absoluteUrl(site.url, '/'),
    description: site.description,
    logo: site.logo?.url ? absoluteUrl(site.url, site.logo.url) : undefined,
    telephone: site.phone || main?.contact_detail?.phone || undefined,
    email: site.email,
    address: postalAddress(address),
    geo: geoOf(address) ?? geoOf(site.address),
    openingHoursSpecification: openingHoursSpecification(hours),
    sameAs: sameAs.length ? sameAs : undefined,
    aggregateRating: aggregateRating(siteRatingOf(site, visible), reviews),
    department: visible.map((l) => locationJsonLd(l, site, reviews)),
  });
}
