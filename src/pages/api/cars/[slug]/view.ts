import type { APIRoute } from 'astro';
import { serverDeps } from '../../../../server/built-site-deps';
import { carView } from '../../../../server/vehicle-calls';

export const prerender = false;

export const GET: APIRoute = async ({ request, params }) =>
  carView(request, await serverDeps(), String(params.slug));
