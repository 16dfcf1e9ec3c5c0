import type { APIRoute } from 'astro';
import { requestMeta } from '../../../server/request-meta';
import { serverDeps } from '../../../server/built-site-deps';
import { requestCode } from '../../../server/auth';

export const prerender = false;

export const POST: APIRoute = async (context) =>
  requestCode(context.request, await serverDeps(), requestMeta(context));
