import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { tradeInAdjustments } from '../../../server/trade-in';

export const prerender = false;

export const POST: APIRoute = async ({ request }) =>
  tradeInAdjustments(request, await serverDeps());
