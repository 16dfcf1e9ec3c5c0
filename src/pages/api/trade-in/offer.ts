import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/runtime';
import { tradeInOffer } from '../../../server/trade-in';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => tradeInOffer(request, await serverDeps());
