import { z } from 'zod';
import { id, loose, opt } from '../../schema-helpers';

/** rules.md: Model (manufacturer model range item): a manufacturer model-range item. */
export const Model = loose({
  id: z.number().int(),
  name: z.string(),
  /** e.g. models/{x} */
  slug: z.string(),
  description: opt(z.string()),
  short_description: opt(z.string()),
  brochure_url: opt(z.string()),
  manufacturer_body: opt(z.string()),
  manufacturer_body2: opt(z.string()),
  manufacturer_body3: opt(z.string()),
  bodyStyle: opt(z.array(z.string())),
  body: opt(z.array(z.string())),
  image: opt(
    loose({
      url: opt(z.string()),
      thumb: opt(z.union([z.string(), loose({ url: opt(z.string()) })])),
    }),
  ),
  /** '' (available), 'coming_soon', or another status (shown 'All-New'). */
  status: opt(z.string()),
  fuel: opt(z.array(z.string())),
  variant: opt(z.string()),
  override_url: opt(z.string()),
  path: opt(z.string()),
  aftermarket_manufacturer_id: opt(id),
  accessories_count: opt(z.number().int()),
  cloudfront_new_image_url: opt(z.string()),
  manufacturer_name: opt(z.string()),
});
export type Model = z.infer<typeof Model>;
