/**
 * Which pages the site search indexes (rules.md: Site search: the tenant's content pages, offers, models and
 * locations, and the other pages a visitor looks for by name: service, finance, contact, the
 * enquiry forms). Vehicle pages and stock-search pages are left out: stock search finds cars.
 */
import { vehiclePathPrefix } from '../tenant/template';
import { sitePath } from './page-path';

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

const normalPath = (pathname: string) => sitePath(pathname.replace(/[?#].*$/, '')) || '/';

/**
 * Whether a page goes into the site search. A page whose canonical path is another page's (an
 * alias such as /locations/{slug} of /our-location/{slug}) is left out, so a result shows once.
 */
export function isSiteSearchIndexed(
  pathname: string,
  template: string | null | undefined,
  options: { noindex?: boolean; canonicalPath?: string | null } = {},
): boolean {
  if (options.noindex) return false;
  const path = normalPath(pathname);
  if (options.canonicalPath && normalPath(options.canonicalPath) !== path) return false;
  const prefixes = [...STOCK_SEARCH, vehiclePathPrefix(template)];
  if (prefixes.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  return !/\/(checkout|buy-online)(\/|$)/.test(path);
}
