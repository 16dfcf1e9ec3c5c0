import { describe, expect, it } from 'vitest';
import {
  basedOnText,
  FULL_REVIEW_QUANTITY,
  isBlockedReview,
  listedReviews,
  ratingLabel,
  ratingOf,
  reviewSummaryText,
  showsReviews,
  starParts,
} from '../../../../src/domain/reviews/summary';
import { reviewSettings } from '../../../../src/domain/reviews/settings';
import { SiteConfig } from '../../../../src/domain/tenant/config';

describe('review summary (rules.md: Reviews and review-feedback page; Locations and reviews)', () => {
  it("reads 'X.X (N reviews)' from the location's numbers, else its reviews object", () => {
    expect(reviewSummaryText({ average: 4.1, count: 864 })).toBe('4.1 (864 reviews)');
    expect(reviewSummaryText({ average: 5, count: 1 })).toBe('5.0 (1 review)');
    expect(reviewSummaryText({ average: 4.56, count: 1234 })).toBe('4.6 (1,234 reviews)');
    expect(ratingOf({ average_rating: '4.6', review_count: 412 })).toEqual({
      average: 4.6,
      count: 412,
    });
    expect(ratingOf({ reviews: { average_rating: '4.1', count: 864 } })).toEqual({
      average: 4.1,
      count: 864,
    });
    expect(ratingOf({ average_rating: null, reviews: null })).toBeNull();
    expect(ratingOf({ average_rating: '4.5', review_count: 0 })).toBeNull();
  });
  it("says 'Based on {count} reviews' and a screen-reader label", () => {
    expect(basedOnText({ average: 4.6, count: 412 })).toBe('Based on 412 reviews');
    expect(ratingLabel({ average: 4.6, count: 412 })).toBe('Rated 4.6 out of 5');
  });
  it('draws a partial star only when the fraction is above 0.30', () => {
    expect(starParts(4.1)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starParts(4.3)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starParts(4.31)).toEqual(['full', 'full', 'full', 'full', 'partial']);
    expect(starParts(3.5)).toEqual(['full', 'full', 'full', 'partial', 'empty']);
    expect(starParts(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starParts(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starParts(7)).toHaveLength(5);
  });
});

describe('when reviews show (rules.md: Reviews and review-feedback page; Other rules)', () => {
  const settings = { minimumRating: 4, hidden: false, blockedNames: [] };
  it('only above the minimum rating (greater than, not equal)', () => {
    expect(showsReviews({ average: 4.1, count: 10 }, settings)).toBe(true);
    expect(showsReviews({ average: 4.0, count: 10 }, settings)).toBe(false);
    expect(showsReviews({ average: 3.9, count: 10 }, settings)).toBe(false);
    expect(showsReviews({ average: 3.9, count: 10 }, { ...settings, minimumRating: 3 })).toBe(true);
    expect(showsReviews(null, settings)).toBe(false);
  });
  it('never when hidden', () => {
    expect(showsReviews({ average: 4.9, count: 10 }, { ...settings, hidden: true })).toBe(false);
  });
  it('reads the minimum (default 4), the hide switch and website.reviews from the site', () => {
    const config = SiteConfig.parse({});
    expect(reviewSettings({ config })).toEqual({
      minimumRating: 4,
      hidden: false,
      blockedNames: [],
    });
    expect(
      reviewSettings({ config: SiteConfig.parse({ reviewMinimumRating: 3 }) }).minimumRating,
    ).toBe(3);
    expect(reviewSettings({ config, reviews: false }).hidden).toBe(true);
    expect(reviewSettings({ config: SiteConfig.parse({ hideReviews: true }) }).hidden).toBe(true);
  });
});

describe('review lists (rules.md: Other rules; Locations and reviews)', () => {
  const reviews = Array.from({ length: 15 }, (_, i) => ({
    id: i,
    customer_name: i === 2 ? '  john   SPAMMER ' : `Customer ${i}`,
    rating: 5,
  }));
  it('suppresses blocked names (trimmed, any case) and lists at most 12', () => {
    expect(isBlockedReview(reviews[2], ['John Spammer'])).toBe(true);
    expect(isBlockedReview({ customer_name: null }, ['John Spammer'])).toBe(false);
    const listed = listedReviews(reviews, ['John Spammer']);
    expect(listed).toHaveLength(FULL_REVIEW_QUANTITY);
    expect(listed.map((r) => r.id)).not.toContain(2);
    expect(listedReviews(null, [])).toEqual([]);
  });
});
