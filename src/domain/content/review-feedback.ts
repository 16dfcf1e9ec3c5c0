/**
 * The review-feedback page (rules.md: Reviews and review-feedback page): it greets the customer from the
 * query parameters first_name (default 'Valued Customer') and dealership_name (default 'Our
 * Dealership'); 'I had a great experience' goes to the dealership's business-profile
 * review_url, 'I had a bad experience' to /customer-feedback-survey.
 */
import type { BusinessProfile } from '../tenant/schema/review';

export const REVIEW_FEEDBACK_PATH = '/review-feedback';
export const CUSTOMER_FEEDBACK_SURVEY_PATH = '/customer-feedback-survey';
export const DEFAULT_FIRST_NAME = 'Valued Customer';
export const DEFAULT_DEALERSHIP_NAME = 'Our Dealership';
export const GREAT_EXPERIENCE = 'I had a great experience';
export const BAD_EXPERIENCE = 'I had a bad experience';

export interface ReviewFeedback {
  firstName: string;
  dealershipName: string;
  /** The business profile's review_url; null when the dealer has none (the button is not shown). */
  greatHref: string | null;
  badHref: string;
}

const clean = (value: string | null | undefined, max = 80) =>
  (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
const fold = (value: string) => clean(value).toLowerCase();

/**
 * The business profile a dealership name points to: the one of that name, else the site's
 * first profile with a review link. Only https review links are used.
 */
export function reviewUrlFor(
  profiles: readonly Pick<BusinessProfile, 'name' | 'review_url'>[],
  dealershipName: string | null | undefined,
): string | null {
  const usable = profiles.filter((p) => /^https:\/\//i.test(p.review_url ?? ''));
  const name = fold(dealershipName ?? '');
  const match = name ? usable.find((p) => fold(p.name ?? '') === name) : undefined;
  return (match ?? usable[0])?.review_url ?? null;
}

/** The page's greeting and buttons for its query (first_name, dealership_name). */
export function reviewFeedback(
  query: URLSearchParams,
  profiles: readonly Pick<BusinessProfile, 'name' | 'review_url'>[],
): ReviewFeedback {
  const dealership = clean(query.get('dealership_name'));
  return {
    firstName: clean(query.get('first_name'), 40) || DEFAULT_FIRST_NAME,
    dealershipName: dealership || DEFAULT_DEALERSHIP_NAME,
    greatHref: reviewUrlFor(profiles, dealership),
    badHref: CUSTOMER_FEEDBACK_SURVEY_PATH,
  };
}
