import type { APIRoute } from 'astro';
import { serverDeps } from '../../server/built-site-deps';
import { phoneReveal } from '../../server/vehicle-calls';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => phoneReveal(request, await serverDeps());
