/**
 * The endpoints' dependencies in a built site: the tenant's content collections (bundled
 * into the server build), the environment's configuration, one store per tenant process.
 * Retries run in the background of a Node server; a serverless instance drains on requests.
 */
import { getCollection, getEntry } from 'astro:content';
import type { Car } from '../domain/vehicle/schema';
import type { Location } from '../domain/tenant/schema/location';
import type { Website } from '../domain/tenant/schema/website';
import { createDeps, type ServerDeps } from './endpoint-deps';

let deps: Promise<ServerDeps> | null = null;

async function load(): Promise<ServerDeps> {
  const site = (await getEntry('website', 'site'))?.data as Website | undefined;
  if (!site) throw new Error('The website collection is empty: the tenant did not load');
  const locations = (await getCollection('locations')).map((e) => e.data as Location);
  const cars = (await getCollection('stock')).map((e) => e.data as Car);
  const d = createDeps({ site, locations, cars });
  // a Node server sends from a worker thread (delivery-thread.ts), off the request thread's loop
  if (!process.env.NETLIFY && !process.env.AWS_LAMBDA_FUNCTION_NAME)
    d.delivery?.start(undefined, { thread: true });
  return d;
}

export function serverDeps(): Promise<ServerDeps> {
  deps ??= load().catch((error) => {
    deps = null;
    throw error;
  });
  return deps;
}
