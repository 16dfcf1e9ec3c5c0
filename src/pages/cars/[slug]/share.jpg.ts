/** GET /cars/{slug}/share.jpg: the car's photo at 1200x630 for social previews (share-image.ts). */
import type { APIRoute } from 'astro';
import { shareImageResponse } from '../../../components/vehicle/share-image';

export const prerender = false;

export const GET: APIRoute = ({ params }) =>
  shareImageResponse(String(params.slug ?? ''), process.env);
