import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { youxQuote } from '../../../server/vehicle-calls';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => youxQuote(request, await serverDeps());
