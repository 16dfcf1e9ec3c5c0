/**
 * /sitemap.xml and /robots.txt (rules.md: Own-site routes (content side); Sub-footer and header banner): the sitemap lists every
 * indexable page the build wrote: a page is listed at its canonical address when that is its
 * own address, and left out when it is marked noindex (sold cars, form success pages, the
 * unsubscribe and feedback pages, vehicle fallbacks), when it redirects, or when it is an error
 * page. robots.txt points at the sitemap.
 */

/** The sitemap protocol's limit of addresses per file; more make a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

export interface BuiltPage {
  /** The page's own path ('/about-us/'). */
  path: string;
  html: string;
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1] ?? null;

/** The page's head tags of one kind (meta, link). */
function tags(html: string, tag: 'meta' | 'link'): string[] {
  const head = html.split(/<\/head>/i)[0];
  return head.match(new RegExp(`<${tag}\\b[^>]*>`, 'gi')) ?? [];
}

const samePath = (a: string, b: string) =>
  (a.replace(/\/+$/, '') || '/') === (b.replace(/\/+$/, '') || '/');

/** The canonical URL a built page is listed at, or null when it is not indexable. */
export function indexableUrl(page: BuiltPage, origin: string): string | null {
  if (/^\/(404|500)(\/|\.html)?$/.test(page.path)) return null;
  const metas = tags(page.html, 'meta');
  if (metas.some((m) => /http-equiv\s*=\s*"?refresh/i.test(m))) return null;
  if (
    metas.some((m) => /name\s*=\s*"robots"/i.test(m) && /noindex/i.test(attr(m, 'content') ?? ''))
  )
    return null;
  const canonical = tags(page.html, 'link').find((l) => /rel\s*=\s*"canonical"/i.test(l));
  const href = canonical ? attr(canonical, 'href') : null;
  const url = new URL(href ?? page.path, origin);
  if (url.origin !== new URL(origin).origin || !samePath(url.pathname, page.path)) return null;
  return url.toString();
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The sitemap files: sitemap.xml listing every address, or, above 50,000 addresses,
 * sitemap.xml as an index of sitemap-1.xml, sitemap-2.xml, ...
 */
export function sitemapFiles(
  urls: readonly string[],
  origin: string,
  max = SITEMAP_MAX_URLS,
): Record<string, string> {
  const sorted = [...new Set(urls)].sort();
  const urlset = (list: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${list
      .map((u) => `  <url><loc>${xmlEscape(u)}</loc></url>`)
      .join('\n')}\n</urlset>\n`;
  if (sorted.length <= max) return { 'sitemap.xml': urlset(sorted) };
  const files: Record<string, string> = {};
  const names: string[] = [];
  for (let i = 0; i < sorted.length; i += max) {
    const name = `sitemap-${names.length + 1}.xml`;
    names.push(name);
    files[name] = urlset(sorted.slice(i, i + max));
  }
  const base = origin.replace(/\/+$/, '');
  files['sitemap.xml'] =
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${names
      .map((n) => `  <sitemap><loc>${xmlEscape(`${base}/${n}`)}</loc></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`;
  return files;
}

/** robots.txt: every page may be crawled except the server endpoints; the sitemap's address. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml\n`;
}
