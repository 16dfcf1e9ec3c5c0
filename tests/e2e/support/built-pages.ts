/**
 * The pages a tenant's build wrote, found on disk (dist/<slug>/client): the specs that walk
 * every page family (csp.spec.ts, layout-mobile.spec.ts) pick their pages here.
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
 * Site paths (with a trailing slash) of up to `cap` built pages at or below `site`: the path's
 * own page first, then the pages below it in name order, depth first. Redirect pages are left
 * out unless `redirects` is set.
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
    const dir = path.join(clientDir(slug), rel);
    if (!existsSync(dir)) return;
    const own = path.join(dir, 'index.html');
    if (existsSync(own) && (options.redirects || !isRedirectPage(own)))
      found.push(`${rel.replace(/\/$/, '')}/`);
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    ))
      if (entry.isDirectory() && !entry.name.startsWith('_'))
        walk(`${rel.replace(/\/$/, '')}/${entry.name}`);
  };
  walk(site);
  return found.slice(0, cap);
}

/** The top-level folders of a tenant's build that hold pages (assets such as _astro left out). */
export function topLevelPaths(slug: string): string[] {
  return readdirSync(clientDir(slug), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
    .map((d) => `/${d.name}`)
    .sort();
}
