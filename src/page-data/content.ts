/**
 * Content pages (rules.md: Own-site routes (content side); Legal, complaint and privacy pages; Content blocks; Link rules; Content block rules): every page the content
 * catch-all route (src/pages/[...path].astro) builds, each as a ready-to-render view.
 *
 * - The dealer's pages (websites/{id}/pages.json) live where the link rules send
 *   /pages/{slug}: /pages/{slug}, or /{slug} when the site does not use the pages path, and
 *   always /privacy-policy, /terms-and-conditions, /about-us (rules.md: Link rules). /pages/{slug} then
 *   redirects there, so a link written either way arrives.
 * - The built-in pages (company.ts, legal.ts: about-us, careers, team, fleet, privacy policy,
 *   terms, complaint handling, unsubscribe, buying, the feedback survey, review feedback,
 *   warranty) use the dealer's page of the same slug as their text when there is one, else
 *   the default text; their forms and lists stay.
 * - The blog (blog.ts).
 * A path another route already serves (a page file under src/pages) is never taken: such a
 * dealer page stays at /pages/{slug}.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { getBlogPosts, getModels, getPages, getSite } from '../data/collections';
import { repoRoot } from '../data/tenant-context';
import { placeholderFacts } from '../domain/content/placeholders';
import { blogRoutes } from './blog';
import { companyPages } from './company';
import { legalPages } from './legal';
import { homeOfPage, pageView, type ContentContext, type ContentRoute } from './content-view';

export type { ContentRoute } from './content-view';

/** The page files under src/pages, as routes ('/cars/[slug]'), read from the repository at build time. */
export function pageFileRoutes(dir = path.join(repoRoot(), 'src', 'pages')): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, e.name);
      if (e.isDirectory()) walk(file);
      else if (/\.(astro|ts|js|mdx?)$/.test(e.name))
        out.push(
          `/${path.relative(dir, file).split(path.sep).join('/')}`
            .replace(/\.(astro|ts|js|mdx?)$/, '')
            .replace(/\/index$/, ''),
        );
    }
  };
  walk(dir);
  return out;
}

/**
 * Dynamic page files whose getStaticPaths gives one fixed path: the file name must be a
 * parameter only because Astro skips files starting with '_' (src/pages/[redirects].ts builds
 * /_redirects). Read as that path, not as every one-segment path.
 */
const FIXED_PATH_ROUTES: Record<string, string> = { '/[redirects]': '/_redirects' };

/** The route patterns of the page files (other than this catch-all), to leave their paths alone. */
export function routePatterns(routes: readonly string[] = pageFileRoutes()): RegExp[] {
  return routes
    .filter((route) => route !== '/[...path]')
    .map((route) => FIXED_PATH_ROUTES[route] ?? route)
    .map((route) => {
      const body = (route || '/')
        .split('/')
        .map((seg) =>
          /^\[\.\.\.[^\]]+\]$/.test(seg)
            ? '.*'
            : seg
                .split(/(\[[^\]]+\])/)
                .map((p) => (p.startsWith('[') ? '[^/]+' : p.replace(/[.*+?^${}()|\\]/g, '\\$&')))
                .join(''),
        )
        .join('/')
        .replace(/\/\.\*$/, '(/.*)?');
      return new RegExp(`^${body}/?$`);
    });
}

let cached: Promise<ContentRoute[]> | null = null;

/** Every content route of the site (memoised per build). */
export function contentRoutes(): Promise<ContentRoute[]> {
  cached ??= buildRoutes();
  return cached;
}

async function buildRoutes(): Promise<ContentRoute[]> {
  const site = await getSite();
  const models = await getModels();
  const ctx: ContentContext = {
    site,
    facts: placeholderFacts(site, { models }),
    pages: await getPages(),
    warn: (message) => console.warn(`${site.slug}: ${message}`),
  };
  const reserved = routePatterns();
  const isReserved = (path: string) => reserved.some((re) => re.test(path));
  const routes: ContentRoute[] = [];
  const taken = new Set<string>();
  const add = (route: ContentRoute) => {
    if (taken.has(route.path) || isReserved(route.path)) {
      if (route.kind !== 'redirect')
        ctx.warn(`content page ${route.path} is served by another route; left out`);
      return;
    }
    taken.add(route.path);
    routes.push(route);
  };
  const builtIns = [...companyPages(ctx), ...legalPages(ctx)];
  const builtInSlugs = new Set(builtIns.map((b) => b.slug));
  for (const b of builtIns) {
    add(b.view);
    if (b.view.path !== `/pages/${b.slug}`)
      add({ kind: 'redirect', path: `/pages/${b.slug}`, to: b.view.path });
  }
  for (const page of ctx.pages) {
    if (builtInSlugs.has(page.slug)) continue;
    let home = homeOfPage(page.slug, site);
    if (isReserved(home) || taken.has(home)) home = `/pages/${page.slug}`;
    add(
      pageView(ctx, {
        path: home,
        slug: page.slug,
        title: page.title,
        description: page.meta_description,
        blocks: page.blocks,
        source: `pages.json ${page.slug}`,
      }),
    );
    if (home !== `/pages/${page.slug}`)
      add({ kind: 'redirect', path: `/pages/${page.slug}`, to: home });
  }
  for (const route of blogRoutes(ctx, await getBlogPosts())) add(route);
  return routes;
}

/** getStaticPaths for the catch-all route. */
export async function contentStaticPaths() {
  return (await contentRoutes()).map((route) => ({
    params: { path: route.path.replace(/^\/+/, '') },
    props: { route },
  }));
}
