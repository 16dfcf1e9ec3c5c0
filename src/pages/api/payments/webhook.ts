import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { paymentWebhook, reservationContext } from '../../../server/reservations';

export const prerender = false;

export const POST: APIRoute = async ({ request }) =>
  paymentWebhook(request, await reservationContext(await serverDeps()));
