import type { APIRoute } from 'astro';
import { requestMeta } from '../../../server/request-meta';
import { serverDeps } from '../../../server/built-site-deps';
import { tradeInOffer } from '../../../server/trade-in';

export const prerender = false;

export const POST: APIRoute = async (context) =>
  tradeInOffer(context.request, await serverDeps(), requestMeta(context));
