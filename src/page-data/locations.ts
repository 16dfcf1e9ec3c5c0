/**
 * The location pages (rules.md: Own-site routes (content side); Location screens): /our-location ('View our
 * locations'), the detail page at /our-location/{slug} and /locations/{slug}, the contact
 * pages /contact, /contact-us, /contact-us/{location_slug} and /pages/visit-us. Each page makes
 * one call here; the builders are pure functions of the site and its collections.
 */
import { getLocations, getSite } from '../data/collections';
import { searchContext } from './search';
import { contactForm } from './forms';
import type { Location } from '../domain/tenant/schema/location';
import type { Review } from '../domain/tenant/schema/review';
import { reviewSettings } from '../domain/reviews/settings';
import {
  groupLocations,
  locationTypeLabel,
  locationTypeOf,
  siblingLocations,
  visibleLocations,
} from '../domain/locations/location-type';
import { carouselLocations } from '../domain/locations/filters';
import { locationPoint, type LatLng } from '../domain/locations/distance';
import { locationBanner, type BannerItem } from '../domain/locations/banner';
import { linkPolicy, resolveLink } from '../domain/content/links';
import { reportLink } from './link-warnings';
import { dealerJsonLd } from '../domain/locations/structured-data';
import {
  LOCATIONS_PATH,
  LOCATIONS_TITLE,
  locationAliasPath,
  locationPath,
} from '../domain/locations/paths';
import { API } from '../domain/api/endpoints';
import { marketOf } from '../domain/market/market';
import { postalRule } from '../domain/market/postal';
import { distanceUnit } from '../domain/market/format';
import { GEOCODE_NO_RESULTS_MESSAGE } from '../domain/leads/messages';
import {
  locationImage,
  locationInfo,
  reviewsView,
  VIEW_LOCATION,
  type LocationContext,
  type LocationInfoView,
} from './location-views';

export interface LocationsInput extends LocationContext {
  locations: Location[];
}

/** The site, its locations and the search landing paths, read once per build. */
export async function locationsInput(now = new Date()): Promise<LocationsInput> {
  const [site, locations, search] = await Promise.all([getSite(), getLocations(), searchContext()]);
  return {
    site,
    locations,
    landingPaths: new Set(search.landing.map((l) => l.path.replace(/\/$/, ''))),
    now,
  };
}

export interface GroupCard {
  name: string;
  image: { src: string; alt: string } | null;
  /** The first member's panel (sales first): its rating, address, phone, links and hours. */
  lead: LocationInfoView;
  /** 'Sales', 'Service', 'Parts' */
  types: string[];
  point: LatLng | null;
}

export function groupCards(input: LocationsInput): GroupCard[] {
  return groupLocations(input.locations).map((g) => {
    const lead = g.members[0];
    return {
      name: g.name,
      image: locationImage(lead),
      lead: locationInfo(lead, input),
      types: [...new Set(g.members.map((m) => locationTypeLabel(locationTypeOf(m))))],
      point: locationPoint(lead.address),
    };
  });
}

/** The location banner; a dashboard link the link policy refuses drops its item (and warns). */
function banner(input: LocationsInput): BannerItem[] {
  const policy = linkPolicy(input.site);
  return locationBanner(
    input.site.specifications?.banner_config,
    input.locations,
    marketOf(input.site.config),
  ).flatMap((item) => {
    if (item.kind !== 'location') return [item];
    const link = reportLink(
      resolveLink(item.href, policy, 'specifications.banner_config.location_links[].href'),
    );
    return link.kind === 'blocked' || link.kind === 'none' ? [] : [{ ...item, href: link.href }];
  });
}

/** /our-location: 'View our locations'. */
export function locationsPageData(input: LocationsInput) {
  const cards = groupCards(input);
  const postal = postalRule(marketOf(input.site.config));
  return {
    title: LOCATIONS_TITLE,
    description: `${input.site.name}: ${cards.length} ${cards.length === 1 ? 'location' : 'locations'}, opening hours, directions and phone numbers.`,
    banner: banner(input),
    cards,
    finder: {
      endpoint: API.geocode,
      maxLength: postal.maxLength,
      pattern: postal.pattern.source,
      invalidMessage: postal.message,
      noResultMessage: GEOCODE_NO_RESULTS_MESSAGE,
      distanceUnit: distanceUnit(marketOf(input.site.config)),
    },
    jsonLd: dealerJsonLd(input.site, input.locations, reviewSettings(input.site)),
  };
}
export type LocationsPageData = ReturnType<typeof locationsPageData>;

export async function locationsPage() {
  return locationsPageData(await locationsInput());
}

export interface LocationDetailData {
  info: LocationInfoView;
  image: { src: string; alt: string } | null;
  /** The location types sharing its address or name, for the hours select (the location first selected). */
  siblings: { id: string; label: string; info: LocationInfoView }[];
  reviews: Review[];
  banner: BannerItem[];
  canonicalPath: string;
  jsonLd: Record<string, unknown>;
}

export function locationDetailData(input: LocationsInput, location: Location): LocationDetailData {
  const siblings = siblingLocations(location, input.locations).map((l) => {
    const label = locationTypeLabel(locationTypeOf(l));
    return { id: String(l.id), label, info: locationInfo(l, input) };
  });
  // two siblings of one type are told apart by name
  for (const s of siblings)
    if (siblings.filter((o) => o.label === s.label).length > 1)
      s.label = `${s.label}: ${s.info.name}`;
  return {
    info: locationInfo(location, input),
    image: locationImage(location),
    siblings,
    reviews: reviewsView(location, input.site),
    banner: banner(input),
    canonicalPath: locationPath(location.slug),
    jsonLd: dealerJsonLd(input.site, input.locations, reviewSettings(input.site), location),
  };
}

/** getStaticPaths of /our-location/{slug} and /locations/{slug}: every visible location. */
export function locationPaths(input: LocationsInput) {
  return visibleLocations(input.locations).map((l) => ({
    params: { slug: l.slug },
    props: locationDetailData(input, l),
  }));
}

export async function locationStaticPaths() {
  return locationPaths(await locationsInput());
}

/** The 'Our Locations' carousel (rules.md: Location screens): visible locations by name, 'View Location' and 'View Our Stock'. */
export function carouselData(input: LocationsInput, title = 'Our Locations') {
  return {
    title,
    items: carouselLocations(input.locations).map((l) => {
      const info = locationInfo(l, input);
      return {
        info,
        image: locationImage(l),
        view: { href: locationPath(l.slug), text: VIEW_LOCATION },
      };
    }),
  };
}
export type CarouselData = ReturnType<typeof carouselData>;

/** /contact and /contact-us: the general enquiry with every visible location's panel. */
export function contactPageData(input: LocationsInput, path: '/contact' | '/contact-us') {
  return {
    form: contactForm(input.site),
    canonicalPath: '/contact',
    path,
    locations: visibleLocations(input.locations).map((l) => locationInfo(l, input)),
    jsonLd: dealerJsonLd(input.site, input.locations, reviewSettings(input.site)),
  };
}

export async function contactPage(path: '/contact' | '/contact-us' = '/contact') {
  return contactPageData(await locationsInput(), path);
}

/** /contact-us/{location_slug}: one location's panel, hours and the enquiry form. */
export function contactLocationPaths(input: LocationsInput) {
  return visibleLocations(input.locations).map((l) => {
    const info = locationInfo(l, input);
    return {
      params: { location_slug: l.slug },
      props: {
        form: {
          kind: 'general' as const,
          title: `Contact ${l.name}`,
          heading: `Contact ${l.name}`,
          intro: `Send ${l.name} a message, call us or visit us at ${info.address.join(', ')}.`,
          formTitle: 'General Enquiry',
        },
        info,
        detailsPath: locationPath(l.slug),
        aliasPath: locationAliasPath(l.slug),
        jsonLd: dealerJsonLd(input.site, input.locations, reviewSettings(input.site), l),
      },
    };
  });
}

export async function contactLocationStaticPaths() {
  return contactLocationPaths(await locationsInput());
}

/** /pages/visit-us: the locations carousel, each location's hours and directions. */
export function visitUsData(input: LocationsInput) {
  return {
    title: 'Visit us',
    intro: `Come and see the team at ${input.site.name}. Here is where to find us and when we are open.`,
    carousel: carouselData(input),
    cards: groupCards(input),
    locationsPath: LOCATIONS_PATH,
    jsonLd: dealerJsonLd(input.site, input.locations, reviewSettings(input.site)),
  };
}

export async function visitUsPage() {
  return visitUsData(await locationsInput());
}

/** The carousel for content blocks and the home page ('LocationsCarousel'). */
export async function locationsCarousel(title?: string) {
  return carouselData(await locationsInput(), title);
}
