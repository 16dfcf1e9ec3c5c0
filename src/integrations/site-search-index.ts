/**
 * The site search index (rules.md: Site search): after each tenant's build, Pagefind indexes the
 * tenant's built pages into <client>/pagefind/. Only pages whose <main> carries
 * data-pagefind-body are indexed (BaseLayout sets it from src/domain/content/site-search.ts:
 * content pages, offers, models, locations and the site's other pages, never vehicle or
 * stock-search pages), so the header and footer of every page stay out of the results.
 *
 * A step of the build's one post-build read of the pages (builtPagesPass in astro.config), so
 * every build of a tenant runs it: build-all's per-tenant scripts/build-tenant.mjs, the Netlify
 * build and a bare `astro build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { sitePath } from '../domain/content/page-path';
import { htmlFiles, readBuiltPage, type PagePass, type PageVisitor } from '../build/built-pages';

/** The folder holding the built HTML: the client folder of a server build, else the output folder. */
export function htmlRoot(dir: string): string {
  const client = path.join(dir, 'client');
  return existsSync(path.join(dir, 'index.html')) || !existsSync(client) ? dir : client;
}

/** The page's URL in the site's one style: 'service.html' → '/service'. */
export function pageUrl(file: string): string {
  return sitePath(`/${file}`);
}

/** Pagefind's index of the marked pages, fed one built page at a time, written at the end. */
async function siteSearchVisitor(
  dir: string,
  log: (message: string) => void,
): Promise<PageVisitor<{ pages: number; seconds: number }>> {
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  let built = 0;
  let indexed = 0;
  let closed = false;
  const close = async () => {
    if (!closed) await pagefind.close();
    closed = true;
  };
  // Pagefind runs as a child process: closed when the index is written or on the first error.
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (e) {
      await close();
      throw e;
    }
  };
  return {
    // Only pages marked for the index are handed to Pagefind: a group's 2,000 vehicle pages are
    // skipped after a string check instead of being parsed.
    page: (page) =>
      guard(async () => {
        const rel = path.relative(dir, page.file).split(path.sep).join('/');
        if (rel.startsWith('../')) return;
        built++;
        if (!page.bytes.includes('data-pagefind-body')) return;
        const added = await index.addHTMLFile({ url: pageUrl(rel), content: page.html });
        if (added.errors.length) throw new Error(`${rel}: ${added.errors.join('; ')}`);
        indexed++;
      }),
    done: () =>
      guard(async () => {
        const written = await index.writeFiles({ outputPath: path.join(dir, 'pagefind') });
        if (written.errors.length) throw new Error(written.errors.join('; '));
        const seconds = (performance.now() - started) / 1000;
        const entry = JSON.parse(
          readFileSync(path.join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8'),
        );
        const pages = Object.values(
          entry.languages as Record<string, { page_count: number }>,
        ).reduce((n, l) => n + l.page_count, 0);
        log(
          `site search: ${pages} pages indexed (${indexed} marked of ${built} built) in ${seconds.toFixed(1)} s`,
        );
        await close();
        return { pages, seconds };
      }),
  };
}

/** Indexes the built pages under dir on their own (the build does it in its one read of the pages). */
export async function indexSite(
  dir: string,
  log: (message: string) => void = console.log,
): Promise<{ pages: number; seconds: number }> {
  const visitor = await siteSearchVisitor(dir, log);
  for (const file of htmlFiles(dir)) {
    await visitor.page(readBuiltPage(dir, file));
  }
  return visitor.done();
}

/** A step of the one post-build read of the pages (src/build/built-pages.ts). */
export function siteSearchIntegration(): PagePass {
  return {
    name: 'dealer-site-search',
    start: ({ dir, logger }) => siteSearchVisitor(htmlRoot(dir), (m) => logger.info(m)),
  };
}
