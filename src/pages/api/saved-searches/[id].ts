import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { deleteSavedSearch } from '../../../server/saved-searches';

export const prerender = false;

export const DELETE: APIRoute = async ({ request, params }) =>
  deleteSavedSearch(request, await serverDeps(), params.id);
