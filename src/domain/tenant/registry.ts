/**
 * The tenant registry: tenants/<slug>/tenant.json names each tenant and where its
 * content comes from. The website's own configuration is content: it is read from the
 * content API (GET websites/{id}.json) or from the tenant's sample store.
 */
import { z } from 'zod';
import { urlSlug } from '../schema-helpers';

export const TenantEntry = z.strictObject({
  $schema: z.string().optional(),
  slug: urlSlug,
  website_id: z.union([z.number().int().positive(), z.string().min(1)]),
  /** 'sample' reads tenants/<slug>/store; 'api' reads CONTENT_API_HOST. Default: 'api' when CONTENT_API_HOST is set, else 'sample'. */
  content: z.enum(['sample', 'api']).optional(),
  /** Sample-data profile the generator uses for this tenant. */
  sample_profile: z.string().optional(),
  description: z.string().optional(),
});
export type TenantEntry = z.infer<typeof TenantEntry>;
