import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { listSavedSearches, saveSearch } from '../../../server/saved-searches';

export const prerender = false;

export const GET: APIRoute = async ({ request }) => listSavedSearches(request, await serverDeps());
export const POST: APIRoute = async ({ request }) => saveSearch(request, await serverDeps());
