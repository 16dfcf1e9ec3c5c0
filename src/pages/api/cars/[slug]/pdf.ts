import type { APIRoute } from 'astro';
import { serverDeps } from '../../../../server/built-site-deps';
import { carPdfDownload } from '../../../../server/vehicle-calls';

export const prerender = false;

export const GET: APIRoute = async ({ request, params }) =>
  carPdfDownload(request, await serverDeps(), String(params.slug));
