/**
 * What the location components show, from a location and its site (rules.md: Location screens; Reviews and review-feedback page; Opening hours display): cards, the info panel, the hours (table, summary, holidays, open-now
 * inputs for the browser) and reviews. Pure: tested with fixtures.
 */
import { phoneLink as marketPhoneLink } from '../domain/market/phone';
import { marketOf, type Market } from '../domain/market/market';
import { marketLaw } from '../domain/market/law';
import { isEnabled } from '../domain/tenant/flags';
import type { Location } from '../domain/tenant/schema/location';
import type { Website } from '../domain/tenant/schema/website';
import type { Review } from '../domain/tenant/schema/review';
import {
  basedOnText,
  formatAverage,
  listedReviews,
  ratingLabel,
  ratingOf,
  type RatingSource,
  reviewSummaryText,
  showsReviews,
  starParts,
  type StarPart,
} from '../domain/reviews/summary';
import { reviewSettings } from '../domain/reviews/settings';
import {
  groupedHours,
  mergedHours,
  weekTable,
  type HoursDay,
  type HoursLine,
  type WeekRow,
} from '../domain/locations/hours';
import {
  holidayHoursTitle,
  holidayRows,
  holidaysFor,
  type HolidayHours,
  type HolidayRow,
} from '../domain/locations/holidays';
import { locationTimeZone } from '../domain/locations/open-now';
import { locationTypeLabel, locationTypeOf } from '../domain/locations/location-type';
import {
  addressLines,
  directionsUrl,
  locationContactPath,
  locationPath,
  locationStockPath,
  placeUrl,
} from '../domain/locations/paths';
import { localClock } from '../domain/vehicle/call-now';
import { buildZoneOffsets, type ZoneOffsets } from '../domain/format/zone-offsets';
import { bookServiceHref } from '../domain/service/booking';
import { linkPolicy, resolveLink, type ResolvedLink } from '../domain/content/links';
import { reportLink } from './link-warnings';

export const ALL_HOURS_NOTE = '(All Hours)';
export const COMING_EARLY_2026 = 'COMING EARLY 2026';
export const EMAIL_US = 'Email Us';
export const GET_DIRECTIONS = 'Get Directions';
export const VIEW_LOCATION_DETAILS = 'View Location Details';
export const VIEW_LOCATION = 'View Location';
export const VIEW_OUR_STOCK = 'View Our Stock';
export const CONTACT_LOCATION = 'Contact Us';

export interface LinkView {
  href: string;
  text: string;
  newTab?: boolean;
}

export interface RatingView {
  /** '4.6' */
  average: string;
  stars: StarPart[];
  /** '4.6 (412 reviews)' */
  summary: string;
  /** 'Based on 412 reviews' */
  basedOn: string;
  /** 'Rated 4.6 out of 5' */
  label: string;
}

/** What the browser needs to say open or closed now. */
export interface OpenNowData {
  locationId: string;
  hours: HoursDay[];
  holidays: HolidayHours[];
  timeZone: string;
  /** The zone's offsets around the build: the browser reads the dealer's clock without Intl. */
  offsets: ZoneOffsets;
  alternatingSaturdays: boolean;
}

export interface HoursView {
  /** Monday to Sunday. */
  table: WeekRow[];
  /** The summary lines: 'Mon-Fri' grouping, or the single-franchise merged ranges. */
  summary: HoursLine[];
  openNow: OpenNowData | null;
  holidays: {
    title: string;
    rows: HolidayRow[];
    entries: HolidayHours[];
    market: Market;
  } | null;
}

export interface LocationContext {
  site: Website;
  /** Search landing paths that exist ('View Our Stock' links only to those). */
  landingPaths: ReadonlySet<string>;
  now: Date;
}

const mapsLink = (href: string | null, text: string, site: Website): LinkView | null => {
  if (!href) return null;
  const link = reportLink(resolveLink(href, linkPolicy(site), 'locations[].address.place_url'));
  if (link.kind === 'blocked' || link.kind === 'none') return null;
  return { href: link.href, text, newTab: link.newTab };
};

/** The location's picture. */
export function locationImage(location: Location): { src: string; alt: string } | null {
  const image = location.image;
  const src = Array.isArray(image) ? image[0]?.url : image?.image?.url;
  return src ? { src, alt: `${location.name}` } : null;
}

/** A location's (or the site's) rating line and stars; null when reviews do not show. */
export function ratingView(location: RatingSource, site: Website): RatingView | null {
  const rating = ratingOf(location);
  if (!showsReviews(rating, reviewSettings(site))) return null;
  return {
    average: formatAverage(rating.average),
    stars: starParts(rating.average),
    summary: reviewSummaryText(rating),
    basedOn: basedOnText(rating),
    label: ratingLabel(rating),
  };
}

/** The reviews listed on the detail page (blocked names out, at most 12); empty when reviews do not show. */
export function reviewsView(location: Location, site: Website): Review[] {
  if (!ratingView(location, site)) return [];
  return listedReviews(location.reviews?.reviews, reviewSettings(site).blockedNames);
}

/** The single-franchise build's merged display is the toyota template's; others group 'Mon-Fri'. */
const mergedDisplay = (site: Website) => site.template === 'toyota';

export function hoursView(location: Location, site: Website, now: Date): HoursView {
  const hours = location.contact_detail?.opening_hours ?? [];
  const type = locationTypeOf(location);
  const options = {
    locationType: type,
    saturdayByAppointment: site.config.hoursSaturdayByAppointment,
  };
  const timeZone = locationTimeZone(location.address?.state, site.config, location.time_zone);
  const entries = holidaysFor(site.special_hours ?? [], location.id);
  const today = localClock(now, timeZone).date;
  const rows = holidayRows(entries, location.id, today, marketOf(site.config));
  return {
    table: hours.length ? weekTable(hours, options) : [],
    summary: mergedDisplay(site) ? mergedHours(hours) : groupedHours(hours, options),
    openNow: hours.length
      ? {
          locationId: String(location.id),
          hours,
          holidays: entries,
          timeZone,
          offsets: buildZoneOffsets(timeZone, now),
          alternatingSaturdays:
            type === 'service' && isEnabled('alternatingServiceSaturdays', site),
        }
      : null,
    holidays: rows.length
      ? { title: holidayHoursTitle(location.name), rows, entries, market: marketOf(site.config) }
      : null,
  };
}

export interface LocationInfoView {
  id: string;
  name: string;
  typeLabel: string;
  address: string[];
  mapLink: LinkView | null;
  phone: LinkView | null;
  landline: LinkView | null;
  allHoursNote: string | null;
  emailUs: LinkView;
  licences: { label: string; value: string }[];
  rating: RatingView | null;
  directions: LinkView | null;
  contact: LinkView;
  details: LinkView;
  bookService: LinkView | null;
  stock: LinkView | null;
  badge: string | null;
  hours: HoursView;
}

const phoneLink = (phone: string | null | undefined, market: Market): LinkView | null =>
  phone ? marketPhoneLink(phone, market) : null;

export function locationInfo(location: Location, ctx: LocationContext): LocationInfoView {
  const { site } = ctx;
  const type = locationTypeOf(location);
  const market = marketOf(site.config);
  const phone = phoneLink(location.contact_detail?.phone, market);
  const landlineNumber = location.contact_detail?.landline_phone;
  const landline =
    landlineNumber && landlineNumber !== location.contact_detail?.phone
      ? phoneLink(landlineNumber, market)
      : null;
  const booking: ResolvedLink = resolveLink(
    bookServiceHref(site),
    linkPolicy(site),
    'service booking',
  );
  const licenceLabels = marketLaw(market).cardLicences;
  const licences = [
    location.dealer_license_number && {
      label: licenceLabels.dealer,
      value: location.dealer_license_number,
    },
    location.motor_vehicle_repairer && {
      label: licenceLabels.repairer,
      value: location.motor_vehicle_repairer,
    },
  ].filter((l): l is { label: string; value: string } => Boolean(l));
  const stockPath = locationStockPath(location.slug);
  return {
    id: String(location.id),
    name: location.name,
    typeLabel: locationTypeLabel(type),
    address: addressLines(location.address),
    mapLink: mapsLink(placeUrl(location.name, location.address), location.name, site),
    phone,
    landline,
    allHoursNote: phone && isEnabled('locationAllHoursNote', site) ? ALL_HOURS_NOTE : null,
    emailUs: { href: locationContactPath(location.slug), text: EMAIL_US },
    licences,
    rating: ratingView(location, site),
    directions: mapsLink(directionsUrl(location.name, location.address), GET_DIRECTIONS, site),
    contact: { href: locationContactPath(location.slug), text: CONTACT_LOCATION },
    details: { href: locationPath(location.slug), text: VIEW_LOCATION_DETAILS },
    bookService:
      type === 'service' && isEnabled('locationBookService', site)
        ? { href: booking.href, text: 'Book a Service', newTab: booking.newTab }
        : null,
    stock: ctx.landingPaths.has(stockPath) ? { href: stockPath, text: VIEW_OUR_STOCK } : null,
    badge: isEnabled('locationComingEarly2026', site) ? COMING_EARLY_2026 : null,
    hours: hoursView(location, site, ctx.now),
  };
}
