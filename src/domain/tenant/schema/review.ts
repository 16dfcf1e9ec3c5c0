import { z } from 'zod';
import { id, imageRef, loose, numeric, opt } from '../../schema-helpers';

/** rules.md: Reviews */
export const Review = loose({
  id: id,
  image: opt(imageRef),
  customer_name: opt(z.string()),
  text: opt(z.string()),
  rating: z.number().int().min(1).max(5),
  created_at_time_ago_in_words: opt(z.string()),
  /** dd/mm/yyyy */
  review_date: opt(z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Expected dd/mm/yyyy')),
  /** 'Month YYYY' */
  review_date_in_words: opt(z.string()),
  reply_text: opt(z.string()),
  reply_date: opt(z.string()),
  reply_date_in_words: opt(z.string()),
});
export type Review = z.infer<typeof Review>;

export const ReviewSummary = loose({
  reviews: opt(z.array(Review)),
  count: opt(numeric),
  /** A numeric string such as '4.1'. */
  average_rating: opt(numeric),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const BusinessProfile = loose({
  id: opt(id),
  name: opt(z.string()),
  review_url: opt(z.string()),
});
export type BusinessProfile = z.infer<typeof BusinessProfile>;
