import type { APIRoute } from 'astro';
import { serverDeps } from '../../server/built-site-deps';
import { events } from '../../server/vehicle-calls';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => events(request, await serverDeps());
