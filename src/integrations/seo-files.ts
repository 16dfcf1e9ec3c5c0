/**
 * Writes /sitemap.xml and /robots.txt after the build, from the pages the build itself wrote
 * (domain/content/sitemap.ts decides which are indexable), so every page family, present or
 * future, is listed without being registered here.
 */
import type { AstroIntegration } from 'astro';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { indexableUrl, robotsTxt, sitemapFiles } from '../domain/content/sitemap';
import { htmlFiles, pagePathOf } from './built-pages';

export function seoFiles(): AstroIntegration {
  let site: string | undefined;
  return {
    name: 'dealer-seo-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site;
      },
      'astro:build:done': ({ dir, logger }) => {
        if (!site) {
          logger.warn('No site URL: /sitemap.xml and /robots.txt are not written');
          return;
        }
        const out = fileURLToPath(dir);
        const urls: string[] = [];
        for (const file of htmlFiles(out)) {
          const url = indexableUrl(
            { path: pagePathOf(out, file), html: readFileSync(file, 'utf8') },
            site,
          );
          if (url) urls.push(url);
        }
        const files = sitemapFiles(urls, site);
        for (const [name, body] of Object.entries(files)) writeFileSync(path.join(out, name), body);
        writeFileSync(path.join(out, 'robots.txt'), robotsTxt(site));
        logger.info(`sitemap.xml: ${urls.length} pages; robots.txt`);
      },
    },
  };
}
