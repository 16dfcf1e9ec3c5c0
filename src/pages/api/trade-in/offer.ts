import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { tradeInOffer } from '../../../server/trade-in';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => tradeInOffer(request, await serverDeps());
