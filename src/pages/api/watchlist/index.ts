import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { listWatchlist } from '../../../server/watchlist';

export const prerender = false;

export const GET: APIRoute = async ({ request }) => listWatchlist(request, await serverDeps());
