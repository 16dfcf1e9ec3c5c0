/**
 * The endpoints' dependencies in a built site: the tenant's content collections (bundled into
 * the server build), the environment's configuration, the database. A long-running Node server
 * also runs one delivery loop per process (delivery-loop.ts); a serverless instance delivers
 * after each response and from the scheduled function.
 */
import { getCollection, getEntry } from 'astro:content';
import type { Car } from '../domain/vehicle/schema';
import type { Location } from '../domain/tenant/schema/location';
import type { Website } from '../domain/tenant/schema/website';
import { createDeps, type ServerDeps } from './endpoint-deps';
import { startProcessDelivery } from './delivery-loop';

let deps: Promise<ServerDeps> | null = null;

async function load(): Promise<ServerDeps> {
  const site = (await getEntry('website', 'site'))?.data as Website | undefined;
  if (!site) throw new Error('The website collection is empty: the tenant did not load');
  const locations = (await getCollection('locations')).map((e) => e.data as Location);
  const cars = (await getCollection('stock')).map((e) => e.data as Car);
  const d = createDeps({ site, locations, cars });
  if (!process.env.NETLIFY && !process.env.AWS_LAMBDA_FUNCTION_NAME)
    startProcessDelivery(d.delivery);
  return d;
}

export function serverDeps(): Promise<ServerDeps> {
  deps ??= load().catch((error) => {
    deps = null;
    throw error;
  });
  return deps;
}
