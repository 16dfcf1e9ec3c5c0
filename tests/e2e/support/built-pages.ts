/**
 * The pages a tenant's build wrote, found on disk (dist/<slug>/client, one {path}.html per page:
 * build.format 'file'): the specs that walk every page family (csp.spec.ts,
 * layout-mobile.spec.ts) pick their pages here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..', '..', '..');

export const clientDir = (slug: string) => path.join(repo, 'dist', slug, 'client');

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
  const found: string[] = [];
  const walk = (rel: string) => {
    if (found.length >= cap) return;
    const own = path.join(clientDir(slug), rel ? `${rel}.html` : 'index.html');
    if (existsSync(own) && (options.redirects || !isRedirectPage(own))) found.push(rel || '/');
    const dir = path.join(clientDir(slug), rel);
    if (!existsSync(dir)) return;
    const names = new Set<string>();
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('_')) continue;
      if (entry.isDirectory()) names.add(entry.name);
      else if (entry.name.endsWith('.html')) names.add(entry.name.slice(0, -'.html'.length));
    }
    for (const name of [...names].sort((a, b) => a.localeCompare(b))) walk(`${rel}/${name}`);
  };
  walk(site.replace(/\/+$/, ''));
  return found.slice(0, cap);
}

/** The top-level paths of a tenant's build that hold pages (assets such as _astro left out). */
export function topLevelPaths(slug: string): string[] {
  const names = new Set<string>();
  for (const entry of readdirSync(clientDir(slug), { withFileTypes: true })) {
    if (entry.name.startsWith('_') || entry.name === 'index.html' || entry.name === '404.html')
      continue;
    if (entry.isDirectory()) names.add(entry.name);
    else if (entry.name.endsWith('.html')) names.add(entry.name.slice(0, -'.html'.length));
  }
  return [...names].sort().map((n) => `/${n}`);
}
