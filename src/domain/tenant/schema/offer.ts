import { z } from 'zod';
import { id, loose, opt } from '../../schema-helpers';

/** tenants-and-content.md §3.6 */
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
});
export type Offer = z.infer<typeof Offer>;
