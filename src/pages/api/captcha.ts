import type { APIRoute } from 'astro';
import { serverDeps } from '../../server/runtime';
import { captchaChallenge } from '../../server/vehicle-calls';

export const prerender = false;

export const GET: APIRoute = async ({ request }) => captchaChallenge(request, await serverDeps());
