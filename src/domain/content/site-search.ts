/**
 * Which pages the site search indexes (issue 9: the tenant's content pages, offers, models and
 * locations, and the other pages a visitor looks for by name: service, finance, contact, the
 * enquiry forms). Vehicle pages and stock-search pages are left out: stock search finds cars.
 */
import { vehiclePathPrefix } from '../tenant/template';

const STOCK_SEARCH = [
  '/search',
  '/new-used-and-demo-cars',
  '/pre-owned',
  '/used-cars',
  '/cars',
  '/motorcycles',
  '/campers',
  '/success',
  '/404',
  '/my-garage',
  '/sign-in',
  '/checkout-journey',
];

export function isSiteSearchIndexed(
  pathname: string,
  template: string | null | undefined,
  options: { noindex?: boolean } = {},
): boolean {
  if (options.noindex) return false;
  const path = pathname.replace(/\/index\.html$|\.html$/, '').replace(/\/+$/, '') || '/';
  const prefixes = [...STOCK_SEARCH, vehiclePathPrefix(template)];
  if (prefixes.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  return !/\/(checkout|buy-online)(\/|$)/.test(path);
}
