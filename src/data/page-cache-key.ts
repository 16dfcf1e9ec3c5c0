/**
 * Keys for Astro's incremental build (experimental.incrementalBuild): a prerendered page
 * that returns the same cacheKey as in the last build, with unchanged code, is copied from
 * the cache in .cache/<slug>/ instead of rendered again.
 *
 * build-all passes DEALER_PAGE_CACHE_BASE, the tenant's site-wide digest (code, build
 * environment, today's date and every content collection but the stock:
 * src/build/build-digest.ts). A page's key is that base plus the data the page renders
 * beyond it, so a stock change re-renders only the pages of cars that changed. Without
 * the base (a plain `astro build`, a Netlify build, `--force`) there is no key and every
 * page renders.
 */
import { createHash } from 'node:crypto';

export function pageCacheKey(...pageData: unknown[]): string | undefined {
  const base = process.env.DEALER_PAGE_CACHE_BASE;
  if (!base) return undefined;
  return createHash('sha256').update(base).update(JSON.stringify(pageData)).digest('hex');
}
