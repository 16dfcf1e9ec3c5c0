/** The HTML pages a build wrote, and the site path each answers (the sitemap and the link check read them). */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sitePath } from '../domain/content/page-path';

/** Every .html file under a build's client directory (Astro's own /_astro assets left out). */
export function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '_astro') out.push(...htmlFiles(file));
    } else if (entry.name.endsWith('.html')) out.push(file);
  }
  return out;
}

/** The site path a built HTML file answers. */
export function pagePathOf(clientDir: string, file: string): string {
  const rel = path.relative(clientDir, file).split(path.sep).join('/');
  return sitePath(`/${rel}`);
}
