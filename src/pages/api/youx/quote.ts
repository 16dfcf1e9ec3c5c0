import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/runtime';
import { youxQuote } from '../../../server/vehicle-calls';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => youxQuote(request, await serverDeps());
