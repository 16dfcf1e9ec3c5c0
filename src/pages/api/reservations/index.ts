import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { createReservation, reservationContext } from '../../../server/reservations';

export const prerender = false;

export const POST: APIRoute = async ({ request }) =>
  createReservation(request, await reservationContext(await serverDeps()));
