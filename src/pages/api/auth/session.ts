import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { getSession } from '../../../server/auth';

export const prerender = false;

export const GET: APIRoute = async ({ request }) => getSession(request, await serverDeps());
