/**
 * The site's one URL style (rules.md: One URL style): a page's path has no trailing slash and no file name
 * ('/about-us', not '/about-us/', '/about-us.html' or '/about-us/index.html'); the home page is
 * '/'. Builds write each page as {path}.html (astro.config.mjs build.format 'file'); a request
 * with a trailing slash is sent to the path without it by a 301 (scripts/serve.ts locally;
 * Netlify does the same for {path}.html files by itself).
 */
export function sitePath(pathname: string): string {
  if (pathname === '') return '';
  return (
    pathname
      .replace(/(^|\/)index\.html$/, '$1')
      .replace(/\.html$/, '')
      .replace(/\/+$/, '') || '/'
  );
}

/** Where a request for a path in another style is sent, or null when it is already the site's. */
export function sitePathRedirect(pathname: string): string | null {
  if (pathname === '/' || !pathname.endsWith('/')) return null;
  // '//x/' would be read as another host; leave such paths to the 404
  if (pathname.startsWith('//')) return null;
  return sitePath(pathname);
}
