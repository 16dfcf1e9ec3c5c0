import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { verifyCode } from '../../../server/auth';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => verifyCode(request, await serverDeps());
