import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { leadEndpoint } from '../../../server/leads';

export const prerender = false;

export const POST: APIRoute = async ({ request }) =>
  leadEndpoint('enquiry')(request, await serverDeps());
