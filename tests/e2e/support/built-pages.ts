/**
 * The pages a tenant's build wrote, found on disk (dist/<slug>/client): the specs that walk
 * every page family (csp.spec.ts, layout-mobile.spec.ts) pick their pages here. The files and
 * the site path each answers come from the build's own map (src/build/built-pages.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles, pagePathOf } from '../../../src/build/built-pages';

const repo = path.resolve(import.meta.dirname, '..', '..', '..');

export const clientDir = (slug: string) => path.join(repo, 'dist', slug, 'client');

/** Site paths in walk order: a page before the pages below it, siblings by name. */
function bySegments(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if (x[i] === undefined) return -1;
    if (y[i] === undefined) return 1;
    const c = x[i].localeCompare(y[i]);
    if (c) return c;
  }
  return 0;
}

const cache = new Map<string, { path: string; file: string }[]>();

/** Every built page of a tenant (site path and file), in walk order; read once per run. */
function builtPages(slug: string): { path: string; file: string }[] {
  let pages = cache.get(slug);
  if (!pages) {
    const dir = clientDir(slug);
    pages = htmlFiles(dir)
      .map((file) => ({ path: pagePathOf(dir, file), file }))
      .sort((a, b) => bySegments(a.path, b.path));
    cache.set(slug, pages);
  }
  return pages;
}

/** A built page that only sends the browser elsewhere (meta refresh) is not a page to test. */
function isRedirectPage(file: string): boolean {
  return /http-equiv=["']?refresh/i.test(readFileSync(file, 'utf8'));
}

/**
 * Site paths of up to `cap` built pages at or below `site` (e.g. '/locations'): the path's own
 * page first, then the pages below it in name order, depth first. Redirect pages are left out
 * unless `redirects` is set.
 */
export function builtPagesUnder(
  slug: string,
  site: string,
  cap: number,
  options: { redirects?: boolean } = {},
): string[] {
  const base = site.replace(/\/+$/, '');
  const found: string[] = [];
  for (const page of builtPages(slug)) {
    if (found.length >= cap) break;
    if (base && page.path !== base && !page.path.startsWith(`${base}/`)) continue;
    if (options.redirects || !isRedirectPage(page.file)) found.push(page.path);
  }
  return found;
}

/** The top-level paths of a tenant's build that hold pages (the home and 404 pages left out). */
export function topLevelPaths(slug: string): string[] {
  const tops = builtPages(slug)
    .map((p) => `/${p.path.split('/')[1]}`)
    .filter((p) => p !== '/' && p !== '/404');
  return [...new Set(tops)].sort();
}
