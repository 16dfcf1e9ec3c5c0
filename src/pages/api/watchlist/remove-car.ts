import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { removeCar } from '../../../server/watchlist';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => removeCar(request, await serverDeps());
