/**
 * Search result pages a crawler can follow without JavaScript (rules.md: Every car reachable by a crawler;
 * rules.md: Search state in the URL keeps page in the query: ?page=N, absent on page 1).
 *
 * Design for a static host: every search route prerenders page N of its results as its own
 * file, {path}/page/N, and the host answers {path}?page=N with that file (a rewrite, not a
 * redirect, so the address stays the rules.md: Search state in the URL one). On Netlify the rewrites are `_redirects`
 * rules with query matching; the local server (scripts/serve.ts) reads the same rules.
 * The page's canonical URL, rel=prev/next and pagination links are the ?page=N addresses.
 */

/** Pages needed for a number of results (at least 1: an empty search is one page). */
export function pageCount(hits: number, perPage: number): number {
  return Math.max(1, Math.ceil(hits / perPage));
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** The rules.md: Search state in the URL address of page N of a search route: '/search/toyota?page=3'; page 1 is the path. */
export function pageUrl(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/** The prerendered file's path for page N (N ≥ 2) of a search route: '/search/toyota/page/3'. */
export function pageFilePath(path: string, page: number): string {
  return `${trimSlash(path)}/page/${page}`;
}

/** A route that has pages beyond the first, and how many it has. */
export interface PagedRoute {
  path: string;
  pages: number;
}

/**
 * Netlify `_redirects` lines: `{path} page=N {file} 200` for each page N ≥ 2 of each route
 * (a trailing-slash path is written both ways). Explicit lines, so a page number the route
 * does not have is not rewritten and answers as the path would.
 */
export function pageRewriteRules(routes: readonly PagedRoute[]): string {
  const lines: string[] = [];
  for (const { path, pages } of routes)
    for (let page = 2; page <= pages; page++) {
      const to = pageFilePath(path, page);
      const froms = new Set([trimSlash(path), path]);
      for (const from of froms) lines.push(`${from} page=${page} ${to} 200`);
    }
  return lines.length ? `${lines.join('\n')}\n` : '';
}

const RULE = /^(\/\S*)\s+page=(\d+)\s+(\/\S+)\s+200!?$/;

/** The rewrites a `_redirects` file holds, keyed 'path?page=N' (other lines are ignored). */
export function readPageRewrites(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = RULE.exec(line.trim());
    if (m) out.set(`${m[1]}?page=${m[2]}`, m[3]);
  }
  return out;
}

/**
 * The file a request is answered with under those rewrites, or null. As on Netlify, the
 * rule matches on the page parameter whatever else the query holds (the island refines the
 * rest after it loads).
 */
export function pageRewrite(
  rewrites: ReadonlyMap<string, string>,
  pathname: string,
  search: string,
): string | null {
  const page = new URLSearchParams(search).get('page');
  if (!page || !/^\d+$/.test(page)) return null;
  return rewrites.get(`${pathname}?page=${Number(page)}`) ?? null;
}
