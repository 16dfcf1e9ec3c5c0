import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/runtime';
import { tradeInStart } from '../../../server/trade-in';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => tradeInStart(request, await serverDeps());
