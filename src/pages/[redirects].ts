/**
 * The site's `_redirects` file (Netlify; the local server reads it too): {route}?page=N is
 * answered with the prerendered page N of that search route (domain/search/paging.ts), and a
 * sold car past its redirect day is sent permanently to its closest landing page
 * (domain/vehicle/sold-lifecycle.ts). The Netlify adapter appends its own rules after these.
 */
import type { APIRoute } from 'astro';
import { searchPageRewrites } from '../page-data/search';
import { soldRedirectRules } from '../page-data/sold-redirects';

export function getStaticPaths() {
  return [{ params: { redirects: '_redirects' } }];
}

export const GET: APIRoute = async () => {
  const sold = await soldRedirectRules();
  console.log(
    `[redirects] ${sold.count} sold cars past their redirect day sent to their landing pages`,
  );
  return new Response(`${await searchPageRewrites()}${sold.text}`, {
    headers: { 'content-type': 'text/plain' },
  });
};
