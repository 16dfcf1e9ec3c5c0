import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { reservationContext } from '../../../server/reservations';
import { testCheckoutAction, testCheckoutPage } from '../../../server/payments/test-checkout';

export const prerender = false;

export const GET: APIRoute = async ({ url }) =>
  testCheckoutPage(url, await reservationContext(await serverDeps()));

export const POST: APIRoute = async ({ request }) =>
  testCheckoutAction(request, await reservationContext(await serverDeps()));
