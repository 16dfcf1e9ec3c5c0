/**
 * Review summaries and lists (rules.md: Location screens; Reviews and review-feedback page; Other rules; Locations and reviews).
 *
 * Pure and free of zod at run time: islands and the home page import it as well as the
 * location pages.
 */
import { formatNumber } from '../format/money';
import { plural } from '../format/plural';
import type { Review, ReviewSummary } from '../tenant/schema/review';

/** Reviews show only when the average rating is greater than this (rules.md: Other rules: default 4). */
export const DEFAULT_REVIEW_MINIMUM_RATING = 4;
/** ...and this for the dealers the spec lists (rules.md: Other rules: '3 for some dealers'). */
export const LOWER_REVIEW_MINIMUM_RATING = 3;
/** A partial star is drawn when the rating's fractional part is above this (rules.md: Reviews and review-feedback page; Locations and reviews). */
export const PARTIAL_STAR_THRESHOLD = 0.3;
/** Full review quantity (rules.md: Locations and reviews). */
export const FULL_REVIEW_QUANTITY = 12;
export const STAR_COUNT = 5;

export type StarPart = 'full' | 'partial' | 'empty';

/** The numbers a summary needs: the location's own, else its reviews object's. */
export interface RatingSource {
  average_rating?: string | number | null;
  review_count?: string | number | null;
  reviews?: Pick<ReviewSummary, 'average_rating' | 'count' | 'reviews'> | null;
}

export interface Rating {
  average: number;
  count: number;
}

function toNumber(value: string | number | null | undefined): number | null {
  if (value == null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The average and count of a location (or dealership); null when it has no rating. */
export function ratingOf(source: RatingSource): Rating | null {
  const average = toNumber(source.average_rating) ?? toNumber(source.reviews?.average_rating);
  const count =
    toNumber(source.review_count) ??
    toNumber(source.reviews?.count) ??
    source.reviews?.reviews?.length ??
    0;
  if (average == null || count <= 0) return null;
  return { average, count };
}

/** Five stars: full ones, then a partial star when the fraction is above 0.30, then empty ones. */
export function starParts(average: number): StarPart[] {
  const clamped = Math.min(STAR_COUNT, Math.max(0, average));
  const full = Math.floor(clamped);
  // rounded to 2 places first: 4.3 - 4 is 0.2999999999999998 in floating point
  const fraction = Math.round((clamped - full) * 100) / 100;
  const parts: StarPart[] = [];
  for (let i = 0; i < STAR_COUNT; i++) {
    if (i < full) parts.push('full');
    else if (i === full && fraction > PARTIAL_STAR_THRESHOLD) parts.push('partial');
    else parts.push('empty');
  }
  return parts;
}

/** '4.1' */
export function formatAverage(average: number): string {
  return average.toFixed(1);
}

/** 'N reviews' ('1 review'; thousands separated). */
export function reviewCountText(count: number): string {
  return `${formatNumber(count)} ${plural(count, 'review')}`;
}

/** The summary line 'X.X (N reviews)' (rules.md: Reviews and review-feedback page). */
export function reviewSummaryText(rating: Rating): string {
  return `${formatAverage(rating.average)} (${reviewCountText(rating.count)})`;
}

/** The detail page's review box line 'Based on {count} reviews' (rules.md: Location screens). */
export function basedOnText(rating: Rating): string {
  return `Based on ${reviewCountText(rating.count)}`;
}

/** Star-rating text for screen readers: 'Rated 4.1 out of 5'. */
export function ratingLabel(rating: Rating): string {
  return `Rated ${formatAverage(rating.average)} out of ${STAR_COUNT}`;
}

export interface ReviewSettings {
  /** The configured minimum (config.reviewMinimumRating). */
  minimumRating: number;
  /** Reviews are hidden for the site (config.hideReviews, or website.reviews false). */
  hidden: boolean;
  /** Customer names whose reviews are suppressed, compared trimmed and case-insensitively. */
  blockedNames: readonly string[];
}

/** Whether a rating's stars and reviews show: above the minimum and not hidden (rules.md: Reviews and review-feedback page; Other rules). */
export function showsReviews(rating: Rating | null, settings: ReviewSettings): rating is Rating {
  return !settings.hidden && rating != null && rating.average > settings.minimumRating;
}

const fold = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** True when the review's author is on the blocked list. */
export function isBlockedReview(
  review: Pick<Review, 'customer_name'>,
  blockedNames: readonly string[],
): boolean {
  if (!review.customer_name) return false;
  const name = fold(review.customer_name);
  return blockedNames.some((b) => fold(b) === name);
}

/** The reviews listed: blocked names left out, at most the full review quantity (12). */
export function listedReviews<R extends Pick<Review, 'customer_name'>>(
  reviews: readonly R[] | null | undefined,
  blockedNames: readonly string[],
  limit = FULL_REVIEW_QUANTITY,
): R[] {
  return (reviews ?? []).filter((r) => !isBlockedReview(r, blockedNames)).slice(0, limit);
}
