import { z } from 'zod';
import { id, loose, opt } from '../schema-helpers';

/**
 * A Part_production index document (rules.md: Hosted search (content indexes); the spec shows no fields,
 * so the shape is ours): a genuine part or accessory the dealer sells.
 */
export const Part = loose({
  id: id,
  name: z.string().min(1),
  part_number: opt(z.string()),
  price: opt(z.number().nonnegative()),
  make: opt(z.string()),
  category: opt(z.string()),
  image: opt(z.string()),
  description: opt(z.string()),
  in_stock: opt(z.boolean()),
  /** Model names the part fits (accessories pages); none means any model of its make. */
  models: opt(z.array(z.string())),
  /** Which dealers sell it, as for offers: the index is shared. */
  website_id: opt(id),
  dealership_ids: opt(z.array(id)),
});
export type Part = z.infer<typeof Part>;
