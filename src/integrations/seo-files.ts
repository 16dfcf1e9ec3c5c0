/**
 * Writes /sitemap.xml and /robots.txt after the build, from the pages the build itself wrote
 * (domain/content/sitemap.ts decides which are indexable), so every page family, present or
 * future, is listed without being registered here. A step of the one post-build read of the
 * pages (built-pages.ts builtPagesPass).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { indexableUrl, robotsTxt, sitemapFiles } from '../domain/content/sitemap';
import { pagePathOf, type PagePass } from '../build/built-pages';

export function seoFiles(): PagePass {
  return {
    name: 'dealer-seo-files',
    start: ({ dir: out, site, logger }) => {
      if (!site) {
        logger.warn('No site URL: /sitemap.xml and /robots.txt are not written');
        return null;
      }
      const urls: string[] = [];
      return {
        // the sitemap's rules read only the head: the page's body is never decoded
        page: ({ file, head }) => {
          const url = indexableUrl({ path: pagePathOf(out, file), html: head }, site);
          if (url) urls.push(url);
        },
        done: () => {
          const files = sitemapFiles(urls, site);
          for (const [name, body] of Object.entries(files))
            writeFileSync(path.join(out, name), body);
          writeFileSync(path.join(out, 'robots.txt'), robotsTxt(site));
          logger.info(`sitemap.xml: ${urls.length} pages; robots.txt`);
        },
      };
    },
  };
}
