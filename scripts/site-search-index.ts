/**
 * The site search index (issue 9 item 8): after each tenant's build, Pagefind indexes the
 * tenant's built pages into <client>/pagefind/. Only pages whose <main> carries
 * data-pagefind-body are indexed (BaseLayout sets it from src/domain/content/site-search.ts:
 * content pages, offers, models, locations and the site's other pages, never vehicle or
 * stock-search pages), so the header and footer of every page stay out of the results.
 *
 * An Astro integration, so every build of a tenant runs it: build-all's per-tenant
 * scripts/build-tenant.mjs, the Netlify build and a bare `astro build`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { sitePath } from '../src/domain/content/page-path';

/** The folder holding the built HTML: the client folder of a server build, else the output folder. */
export function htmlRoot(dir: string): string {
  const client = path.join(dir, 'client');
  return existsSync(path.join(dir, 'index.html')) || !existsSync(client) ? dir : client;
}

/** Every .html file under dir, as paths relative to it. */
function htmlFiles(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === 'pagefind' ? [] : htmlFiles(dir, child);
    return entry.name.endsWith('.html') ? [child] : [];
  });
}

/** The page's URL in the site's one style: 'service.html' → '/service'. */
export function pageUrl(file: string): string {
  return sitePath(`/${file}`);
}

export async function indexSite(
  dir: string,
  log: (message: string) => void = console.log,
): Promise<{ pages: number; seconds: number }> {
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    // Only pages marked for the index are handed to Pagefind: a group's 2,000 vehicle pages are
    // skipped after a string check instead of being parsed.
    const files = htmlFiles(dir);
    let indexed = 0;
    for (const file of files) {
      const content = readFileSync(path.join(dir, file), 'utf8');
      if (!content.includes('data-pagefind-body')) continue;
      const added = await index.addHTMLFile({ url: pageUrl(file), content });
      if (added.errors.length) throw new Error(`${file}: ${added.errors.join('; ')}`);
      indexed++;
    }
    const written = await index.writeFiles({ outputPath: path.join(dir, 'pagefind') });
    if (written.errors.length) throw new Error(written.errors.join('; '));
    const seconds = (performance.now() - started) / 1000;
    const entry = JSON.parse(
      readFileSync(path.join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8'),
    );
    const pages = Object.values(entry.languages as Record<string, { page_count: number }>).reduce(
      (n, l) => n + l.page_count,
      0,
    );
    log(
      `site search: ${pages} pages indexed (${indexed} marked of ${files.length} built) in ${seconds.toFixed(1)} s`,
    );
    return { pages, seconds };
  } finally {
    await pagefind.close();
  }
}

export function siteSearchIntegration(): AstroIntegration {
  return {
    name: 'dealer-site-search',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await indexSite(htmlRoot(fileURLToPath(dir)), (m) => logger.info(m));
      },
    },
  };
}
