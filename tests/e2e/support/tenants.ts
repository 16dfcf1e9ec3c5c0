/** The sample tenants the end-to-end tests run against, and their URLs on the local server. */
import { E2E_PORT } from '../../../playwright.config';

export const SAMPLE_TENANTS = [
  'sunshine-coast-toyota',
  'pacific-motor-group',
  'outback-caravans-rv',
  'throttle-motorcycles',
] as const;
export type SampleTenant = (typeof SAMPLE_TENANTS)[number];

export function tenantUrl(slug: string, path = '/'): string {
  return `http://${slug}.localhost:${E2E_PORT}${path}`;
}
