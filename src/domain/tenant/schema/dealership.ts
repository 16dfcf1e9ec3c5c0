import { z } from 'zod';
import { id, loose, numeric, opt } from '../../schema-helpers';

/** rules.md: Dealership and dealership website */
export const Dealership = loose({
  id: id,
  name: z.string(),
  slug: z.string(),
  review_count: opt(numeric),
  average_rating: opt(numeric),
  manufacturers: opt(z.array(z.string())),
  four_step_valuation_form: opt(z.boolean()),
  enable_valuation_offer_rejection: opt(z.boolean()),
});
export type Dealership = z.infer<typeof Dealership>;

export const DealershipWebsite = loose({
  name: z.string(),
  make: opt(z.string()),
  url: opt(z.string()),
  logo: opt(z.string()),
  dealership_ids: opt(z.array(id)),
  slug: opt(z.string()),
  location_ids: opt(z.array(id)),
});
export type DealershipWebsite = z.infer<typeof DealershipWebsite>;
