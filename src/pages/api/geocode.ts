import type { APIRoute } from 'astro';
import { serverDeps } from '../../server/built-site-deps';
import { geocode } from '../../server/vehicle-calls';

export const prerender = false;

export const GET: APIRoute = async ({ request }) => geocode(request, await serverDeps());
