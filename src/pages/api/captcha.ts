import type { APIRoute } from 'astro';
import { serverDeps } from '../../server/built-site-deps';
import { captchaChallenge } from '../../server/vehicle-calls';

export const prerender = false;

export const GET: APIRoute = async ({ request }) => captchaChallenge(request, await serverDeps());
