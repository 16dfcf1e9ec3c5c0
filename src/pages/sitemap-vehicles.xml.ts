/** /sitemap-vehicles.xml: every indexable vehicle page (page-data/vehicle-sitemap.ts). */
import type { APIRoute } from 'astro';
import { urlsetXml, vehicleSitemapUrls } from '../page-data/vehicle-sitemap';

export const GET: APIRoute = async () =>
  new Response(urlsetXml(await vehicleSitemapUrls()), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
