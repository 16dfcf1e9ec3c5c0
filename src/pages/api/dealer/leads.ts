import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { requestMeta } from '../../../server/request-meta';
import { leadLogGet, leadLogPost } from '../../../server/lead-log/routes';

export const prerender = false;

export const GET: APIRoute = async ({ request }) => leadLogGet(request, await serverDeps());

export const POST: APIRoute = async (context) =>
  leadLogPost(context.request, await serverDeps(), requestMeta(context));
