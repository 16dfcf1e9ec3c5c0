import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { requestCode } from '../../../server/auth';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => requestCode(request, await serverDeps());
