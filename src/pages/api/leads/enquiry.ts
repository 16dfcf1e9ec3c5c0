import type { APIRoute } from 'astro';
import { requestMeta } from '../../../server/request-meta';
import { serverDeps } from '../../../server/built-site-deps';
import { leadEndpoint } from '../../../server/leads';

export const prerender = false;

export const POST: APIRoute = async (context) =>
  leadEndpoint('enquiry')(context.request, await serverDeps(), requestMeta(context));
