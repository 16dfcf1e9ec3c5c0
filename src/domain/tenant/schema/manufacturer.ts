import { z } from 'zod';
import { id, loose, opt } from '../../schema-helpers';

/** rules.md: Manufacturer. `models` lists the ids of the range (read via models/{id}.json). */
export const Manufacturer = loose({
  id: id,
  name: z.string(),
  slug: z.string(),
  logo: opt(loose({ url: opt(z.string()) })),
  models: opt(z.array(id)),
});
export type Manufacturer = z.infer<typeof Manufacturer>;
