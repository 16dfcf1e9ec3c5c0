/** Location payloads (rules.md: Location) with hours, reviews and licences. */
import type { Review, ReviewSummary } from '../../../src/domain/tenant/schema/review';
import { FULL_REVIEW_QUANTITY } from '../../../src/domain/reviews/summary';
import type { LocationPayload } from '../payloads';
import type { Clock } from '../dates';
import type { Rng } from '../random';
import { personName, reviewText, REVIEW_REPLIES } from '../words/text';
import { openingHours } from './hours';
import type { DealershipSpec, LocationSpec, Place } from './types';

export function mapsPlaceUrl(name: string, place: Place): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name}, ${place.street}, ${place.city} ${place.state} ${place.postcode}`)}`;
}

export function fullAddress(place: Place): string {
  return `${place.street}, ${place.city} ${place.state} ${place.postcode}`;
}

/** A review summary averaging about `rating`, with its twelve most recent reviews. */
export function reviewSummary(
  rng: Rng,
  clock: Clock,
  rating: number,
  count: number,
  dept: string,
  idBase: number,
): ReviewSummary {
  const reviews: Review[] = [];
  for (let i = 0; i < Math.min(FULL_REVIEW_QUANTITY, count); i++) {
    // p(3★) = 0.08 and p(4★) = 4.84 − rating give a mean close to the summary's rating.
    const roll = rng.next();
    const stars = roll < 0.08 ? 3 : roll < 0.08 + Math.max(0, 4.84 - rating) ? 4 : 5;
    const date = clock.daysAgo(3 + i * rng.int(4, 12));
    const replied = rng.chance(0.5);
    const replyDate = clock.daysAgo(
      Math.max(0, Math.floor((clock.nowMs - date.getTime()) / 86_400_000) - 2),
    );
    reviews.push({
      id: idBase + i,
      image: { url: null, thumb: { url: null } },
      customer_name: personName(rng),
      text: i === 4 ? null : reviewText(rng, stars, dept),
      rating: stars,
      created_at_time_ago_in_words: clock.timeAgoInWords(date),
      review_date: clock.ddmmyyyy(date),
      review_date_in_words: clock.monthYear(date),
      reply_text: replied ? rng.pick(REVIEW_REPLIES) : null,
      reply_date: replied ? clock.ddmmyyyy(replyDate) : null,
      reply_date_in_words: replied ? clock.monthYear(replyDate) : null,
    });
  }
  return { reviews, count, average_rating: rating.toFixed(1) };
}

export function buildLocation(
  rng: Rng,
  clock: Clock,
  dealership: DealershipSpec,
  spec: LocationSpec,
  position: number,
  image: string,
): LocationPayload {
  const dept = spec.type === 'service' ? 'service' : spec.type === 'parts' ? 'parts' : 'sales';
  const reviews = reviewSummary(rng, clock, spec.rating, spec.reviewCount, dept, spec.id * 100);
  if (spec.blockedReviewer && reviews.reviews?.length)
    reviews.reviews.splice(1, 0, {
      ...reviews.reviews[0],
      id: spec.id * 100 + 99,
      customer_name: spec.blockedReviewer,
      text: 'Visit our website for cheap car deals and free cash offers!!!',
      rating: 1,
      reply_text: null,
      reply_date: null,
      reply_date_in_words: null,
    });
  return {
    id: spec.id,
    dealership_id: dealership.id,
    dealership_slug: dealership.slug,
    name: spec.name,
    slug: spec.slug,
    position,
    primary: spec.primary ?? false,
    visible: spec.visible ?? true,
    subdomain: null,
    gmb_profile_id: `gmb-${spec.id}`,
    image: { image: { url: image, thumb: { url: image } } },
    external_identifiers: [],
    location_type: spec.type,
    location_subtype: spec.subtype ?? [],
    manufacturers: spec.makes,
    address: {
      id: spec.id * 10,
      street: spec.place.street,
      city: spec.place.city,
      state: spec.place.state,
      postcode: spec.place.postcode,
      lat: spec.place.lat.toFixed(6),
      long: spec.place.long.toFixed(6),
      place_id: `ChIJ${rng.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-', 23)}`,
      place_url: mapsPlaceUrl(spec.name, spec.place),
      full: fullAddress(spec.place),
      map_url: `https://maps.google.com/maps?q=${spec.place.lat.toFixed(6)},${spec.place.long.toFixed(6)}&z=15&output=embed`,
    },
    contact_detail: {
      phone: spec.phone,
      landline_phone: spec.landline ?? spec.phone,
      mobile: spec.mobile ?? null,
      opening_hours: openingHours(spec.hours),
    },
    reviews,
    average_rating: reviews.average_rating,
    review_count: spec.reviewCount,
    dealer_license_number: spec.license ?? null,
    motor_vehicle_repairer: spec.mvr ?? null,
    distribution_locations: (spec.distribution ?? []).map((d) => ({
      id: d.id,
      name: d.name,
      slug: d.slug,
      address: {
        street: d.place.street,
        city: d.place.city,
        state: d.place.state,
        postcode: d.place.postcode,
        lat: d.place.lat.toFixed(6),
        long: d.place.long.toFixed(6),
      },
    })),
  };
}
