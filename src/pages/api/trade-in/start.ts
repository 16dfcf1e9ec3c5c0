import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { tradeInStart } from '../../../server/trade-in';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => tradeInStart(request, await serverDeps());
