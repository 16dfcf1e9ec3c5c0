/**
 * The `_redirects` rules of the sold-car lifecycle (domain/vehicle/sold-lifecycle.ts): each
 * sold car past its redirect day, its address sent permanently to its closest landing page.
 */
import { getRedirectingCars, getSite } from '../data/collections';
import { siteSearchPath } from '../domain/tenant/config/search-defaults';
import { redirectLines, soldRedirects, type SoldRedirect } from '../domain/vehicle/sold-lifecycle';
import { searchContext } from './search';
import { listedStock } from './vehicle-routes';

/** The sold cars' redirects at nowSeconds (the build's clock unless given). */
export async function soldCarRedirects(
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<SoldRedirect[]> {
  const site = await getSite();
  const [ctx, listed, sold] = await Promise.all([
    searchContext(),
    listedStock(),
    getRedirectingCars(),
  ]);
  return soldRedirects(site, sold, {
    nowSeconds,
    landingPaths: new Set(ctx.landing.map((l) => l.path)),
    searchRoot: siteSearchPath(site),
    listedSlugs: new Set(listed.map((c) => c.slug)),
  });
}

/** The rules as `_redirects` lines, and how many. */
export async function soldRedirectRules(
  nowSeconds?: number,
): Promise<{ text: string; count: number }> {
  const redirects = await soldCarRedirects(nowSeconds);
  return { text: redirectLines(redirects), count: redirects.length };
}
