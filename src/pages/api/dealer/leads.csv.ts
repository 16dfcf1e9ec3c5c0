import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { leadLogCsv } from '../../../server/lead-log/routes';

export const prerender = false;

export const GET: APIRoute = async ({ request }) => leadLogCsv(request, await serverDeps());
