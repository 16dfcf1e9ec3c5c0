import type { APIRoute } from 'astro';
import { signOut } from '../../../server/auth';

export const prerender = false;

export const POST: APIRoute = async ({ request }) => signOut(request);
