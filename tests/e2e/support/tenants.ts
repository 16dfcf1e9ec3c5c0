/** The sample tenants the end-to-end tests run against, and their URLs on the local server. */
import { E2E_PORT } from '../../../playwright.config';

export const SAMPLE_TENANTS = [
  'sunshine-coast-toyota',
  'pacific-motor-group',
  'outback-caravans-rv',
  'throttle-motorcycles',
  'badger-state-auto',
] as const;
export type SampleTenant = (typeof SAMPLE_TENANTS)[number];

/**
 * The US market's sample tenant (a used-car and subscription dealer in Madison, Wisconsin):
 * every spec that walks SAMPLE_TENANTS runs on it; markets.spec tests its locale rules.
 */
export const US_TENANT = 'badger-state-auto' as const satisfies SampleTenant;
export type E2ETenant = SampleTenant;

export function tenantUrl(slug: string, path = '/'): string {
  return `http://${slug}.localhost:${E2E_PORT}${path}`;
}
