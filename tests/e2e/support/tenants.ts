/** The sample tenants the end-to-end tests run against, and their URLs on the local server. */
import { E2E_PORT } from '../../../playwright.config';

export const SAMPLE_TENANTS = [
  'sunshine-coast-toyota',
  'pacific-motor-group',
  'outback-caravans-rv',
  'throttle-motorcycles',
] as const;
export type SampleTenant = (typeof SAMPLE_TENANTS)[number];

/**
 * The US market's sample tenant (a used-car and subscription dealer in Madison, Wisconsin).
 * Kept out of SAMPLE_TENANTS until every existing spec has been run against it; markets.spec
 * tests it.
 */
export const US_TENANT = 'badger-state-auto' as const;
export type E2ETenant = SampleTenant | typeof US_TENANT;

export function tenantUrl(slug: string, path = '/'): string {
  return `http://${slug}.localhost:${E2E_PORT}${path}`;
}
