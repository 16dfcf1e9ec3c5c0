import type { APIRoute } from 'astro';
import { serverDeps } from '../../../server/built-site-deps';
import { testDriveAppointments } from '../../../server/vehicle-calls';

export const prerender = false;

export const GET: APIRoute = async ({ request }) =>
  testDriveAppointments(request, await serverDeps());
