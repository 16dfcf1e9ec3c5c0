// Counts a built tenant's pages: the .html files under dist/<slug>/client (Node adapter)
// or dist/<slug> itself. build-tenant.mjs reports it; build-all checks a skipped tenant's
// output against the count its last build recorded.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function countHtml(dir) {
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) n += countHtml(p);
    else if (name.endsWith('.html')) n++;
  }
  return n;
}

/** @param {string} outDir dist/<slug> */
export function countPages(outDir) {
  return countHtml(path.join(outDir, 'client')) || countHtml(outDir);
}
