import { z } from 'zod';
import { id, imageRef, loose, numeric, numericValue, opt, urlSlug } from '../../schema-helpers';
import { OpeningHour } from './hours';
import { ReviewSummary } from './review';
import { TimeZoneName } from '../config/market';

/** rules.md: Location. postcode is a number in location payloads; lat/long are strings. */
export const LocationAddress = loose({
  id: opt(id),
  street: opt(z.string()),
  city: opt(z.string()),
  state: opt(z.string()),
  postcode: opt(numeric),
  /** Sent as strings, read as numbers. */
  lat: opt(numericValue),
  long: opt(numericValue),
  place_id: opt(z.string()),
  place_url: opt(z.string()),
  full: opt(z.string()),
  island: opt(z.string()),
  map_key: opt(z.string()),
  map_url: opt(z.string()),
});
export type LocationAddress = z.infer<typeof LocationAddress>;

export const ContactDetail = loose({
  phone: opt(z.string()),
  landline_phone: opt(z.string()),
  mobile: opt(z.string()),
  facebook_url: opt(z.string()),
  instagram_url: opt(z.string()),
  tiktok_url: opt(z.string()),
  linkedin_url: opt(z.string()),
  youtube_url: opt(z.string()),
  opening_hours: opt(z.array(OpeningHour)),
});

/** A distribution location (a pick-up point a car can be delivered to). */
export const DistributionLocation = loose({
  id: opt(id),
  name: opt(z.string()),
  slug: opt(z.string()),
  address: opt(LocationAddress),
});

/** '' is treated as sales (rules.md: Location type); other values are a car-buying location type. */
export const LocationType = z.string();

export const Location = loose({
  id: id,
  dealership_id: opt(id),
  dealership_slug: opt(z.string()),
  name: z.string(),
  /** The segment of /our-location/{slug}, /contact-us/{slug} and /search/{slug}. */
  slug: urlSlug,
  position: opt(z.number()),
  primary: opt(z.boolean()),
  visible: opt(z.boolean()),
  subdomain: opt(z.string()),
  gmb_profile_id: opt(id),
  /** The location's store code in its Business Profile (the vehicle feeds' store_code; else its id). */
  store_code: opt(z.string()),
  image: opt(z.union([loose({ image: opt(imageRef) }), z.array(imageRef)])),
  external_identifiers: opt(z.array(z.unknown())),
  location_type: opt(LocationType),
  location_subtype: opt(z.array(z.string())),
  /** Make slugs. */
  manufacturers: opt(z.array(z.string())),
  address: opt(LocationAddress),
  contact_detail: opt(ContactDetail),
  reviews: opt(ReviewSummary),
  average_rating: opt(numeric),
  review_count: opt(numeric),
  dealer_license_number: opt(z.string()),
  motor_vehicle_repairer: opt(z.string()),
  distribution_locations: opt(z.array(DistributionLocation)),
  override_city: opt(z.string()),
  /**
   * This location's IANA timezone, overriding the tenant's config.timeZone for its opening hours
   * and Call Now (a group with a branch in another state).
   */
  time_zone: opt(TimeZoneName),
});
export type Location = z.infer<typeof Location>;
