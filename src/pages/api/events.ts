import type { APIRoute } from 'astro';
import { requestMeta } from '../../server/request-meta';
import { serverDeps } from '../../server/built-site-deps';
import { events } from '../../server/vehicle-calls';

export const prerender = false;

export const POST: APIRoute = async (context) =>
  events(context.request, await serverDeps(), requestMeta(context));
