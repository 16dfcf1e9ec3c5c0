import type { APIRoute } from 'astro';
import { serverDeps } from '../../../../server/built-site-deps';
import { carById } from '../../../../server/vehicle-calls';

export const prerender = false;

export const GET: APIRoute = async ({ request, params }) =>
  carById(request, await serverDeps(), String(params.id));
