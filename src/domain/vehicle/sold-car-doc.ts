import { z } from 'zod';
import { id, loose } from '../schema-helpers';

/** What the sold-car lifecycle reads of a sold car past its redirect day (sold-lifecycle.ts). */
export const SoldCarDoc = loose({
  id: id,
  slug: z.string().min(1),
  make: z.string(),
  model: z.union([z.string(), loose({ name: z.string() })]),
  status: z.string(),
  sold_date_timestamp: z.number(),
});
export type SoldCarDoc = z.infer<typeof SoldCarDoc>;
