/**
 * /stock-check.json: when this build read the stock and how many cars it lists
 * (domain/vehicle/stock-check.ts). Vehicle pages read the time here, so they stay reusable
 * between builds; the stock guard reads the count of the last good build here.
 */
import type { APIRoute } from 'astro';
import { stockCheckFile } from '../page-data/stock-check';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await stockCheckFile()), {
    headers: { 'content-type': 'application/json' },
  });
