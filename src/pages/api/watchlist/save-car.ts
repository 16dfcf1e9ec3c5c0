import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { saveCar } from '../../../server/watchlist';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => saveCar(request, await serverDeps());
