import { z } from 'zod';
import { id, loose, opt } from '../../schema-helpers';

/** rules.md: Offer */
export const Offer = loose({
  id: id,
  /** HTML */
  name: z.string(),
  description: opt(z.string()),
  sanitized_description: opt(z.string()),
  disclaimer: opt(z.string()),
  /** e.g. 'Finance offer' */
  category: opt(z.string()),
  model: opt(
    loose({ name: opt(z.string()), slug: opt(z.string()), override_url: opt(z.string()) }),
  ),
  manufacturer: opt(z.union([z.string(), loose({ name: opt(z.string()) })])),
  image_url: opt(z.string()),
  image_or_model_image: opt(loose({ url: opt(z.string()) })),
  excluded_website_ids: opt(z.array(id)),
  // The offer index is shared by many dealers: who an offer belongs to (rules.md: Offers 'not shown';
  // the index's owner fields). An offer names a website, dealerships, or only a manufacturer.
  website_id: opt(id),
  website_ids: opt(z.array(id)),
  dealership_id: opt(id),
  dealership_ids: opt(z.array(id)),
  manufacturer_id: opt(id),
  /** yyyy-mm-dd: the offer's last day. */
  expiry_date: opt(z.string()),
});
export type Offer = z.infer<typeof Offer>;
