/** A site's review settings (rules.md: Reviews and review-feedback page; Website (site configuration); Other rules), from its configuration. */
import type { ReviewSettings } from './summary';

export interface ReviewSite {
  /** website.reviews: false hides reviews. */
  reviews?: boolean | null;
  config: {
    reviewMinimumRating: number;
    hideReviews: boolean;
    reviewBlockedNames: readonly string[];
  };
}

export function reviewSettings(site: ReviewSite): ReviewSettings {
  return {
    minimumRating: site.config.reviewMinimumRating,
    hidden: site.config.hideReviews || site.reviews === false,
    blockedNames: site.config.reviewBlockedNames,
  };
}
