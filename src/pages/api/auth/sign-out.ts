import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { signOut } from '../../../server/auth';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => signOut(request, await serverDeps());
