import { z } from 'zod';
import { loose } from '../../schema-helpers';

/** rules.md: Service plan */
export const ServicePlan = loose({
  model: z.string(),
  amount: z.number().nonnegative(),
  years: z.number().int().positive(),
  services: z.number().int().positive(),
  /** e.g. '6 mo / 10,000 km' */
  interval: z.string(),
  range: z.number().int().positive(),
});
export type ServicePlan = z.infer<typeof ServicePlan>;
