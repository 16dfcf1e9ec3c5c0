/** The sample tenants' website payloads as the build read them (tenants/{slug}/store). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SampleTenant } from './tenants';

const repo = path.resolve(import.meta.dirname, '../../..');

export interface StoreLocation {
  id: number;
  name: string;
  slug: string;
  visible?: boolean | null;
}
export interface StoreWebsite {
  id: number;
  name: string;
  template: string;
  locations: StoreLocation[];
  special_hours?: { date: string; location_id?: number | null }[] | null;
}

export function storeWebsite(tenant: SampleTenant): StoreWebsite {
  const dir = path.join(repo, 'tenants', tenant, 'store', 'websites');
  const file = readdirSync(dir).find((f) => /^\d+\.json$/.test(f));
  if (!file) throw new Error(`${tenant}: no website payload in ${dir}; run npm run sample-data`);
  return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as StoreWebsite;
}

export const visibleLocations = (tenant: SampleTenant) =>
  storeWebsite(tenant).locations.filter((l) => l.visible !== false);
