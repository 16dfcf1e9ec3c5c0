import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { reservationContext, reservationStatus } from '../../../server/reservations';

export const prerender = false;

export const GET: APIRoute = async ({ params }) =>
  reservationStatus(params.id ?? '', await reservationContext(await serverDeps()));
