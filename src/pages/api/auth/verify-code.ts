import type { APIRoute } from 'astro';
import { requestMeta } from '../../../server/request-meta';
import { serverDeps } from '../../../server/built-site-deps';
import { verifyCode } from '../../../server/auth';

export const prerender = false;

export const POST: APIRoute = async (context) =>
  verifyCode(context.request, await serverDeps(), requestMeta(context));
