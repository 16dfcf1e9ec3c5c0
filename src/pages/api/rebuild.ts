import type { APIRoute } from 'astro';
import { rebuildEndpoint } from '../../server/rebuild-service';

export const prerender = false;

export const POST: APIRoute = ({ request, locals }) => rebuildEndpoint(request, locals);
