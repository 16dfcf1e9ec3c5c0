/**
 * The site's `_redirects` file (Netlify; the local server reads it too): {route}?page=N is
 * answered with the prerendered page N of that search route (domain/search/paging.ts). The
 * Netlify adapter appends its own rules after these.
 */
import type { APIRoute } from 'astro';
import { searchPageRewrites } from '../page-data/search';

export function getStaticPaths() {
  return [{ params: { redirects: '_redirects' } }];
}

export const GET: APIRoute = async () =>
  new Response(await searchPageRewrites(), { headers: { 'content-type': 'text/plain' } });
