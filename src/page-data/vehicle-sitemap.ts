/**
 * The vehicle sitemap (rules.md: Every car reachable by a crawler): the address of every listed car's page that
 * a search engine should index — cars in stock (or coming soon); sold cars (shown within the
 * site's window, noindex) and cars that have left the stock are not listed. The content side's
 * sitemap can index this file (/sitemap-vehicles.xml) or call vehicleSitemapUrls().
 */
import { getSite } from '../data/collections';
import { vehiclePath } from '../domain/tenant/template';
import { isSoldView } from '../domain/vehicle/in-stock';
import { listedStock } from './vehicle-routes';

export const VEHICLE_SITEMAP_PATH = '/sitemap-vehicles.xml';

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** The indexable vehicle pages of the site, in stock order. */
export async function vehicleSitemapUrls(): Promise<SitemapUrl[]> {
  const site = await getSite();
  const stock = await listedStock();
  return stock
    .filter((car) => !isSoldView(car))
    .map((car) => {
      const lastmod = car.updated_at ?? car.created_at;
      const day = lastmod && !Number.isNaN(Date.parse(lastmod)) ? lastmod.slice(0, 10) : undefined;
      return {
        loc: new URL(vehiclePath(site.template, car.slug), site.url).href,
        ...(day ? { lastmod: day } : {}),
      };
    });
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap protocol's urlset for those addresses. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const items = urls.map(
    (u) =>
      `  <url><loc>${xml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`;
}
