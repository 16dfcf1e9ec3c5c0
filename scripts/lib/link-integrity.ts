/**
 * Link integrity of a built tenant (rules.md: Link integrity): every internal href, src and srcset in
 * every built HTML page must lead to a built file or to a route the server renders on demand
 * (an Astro route with `prerender = false`). Also checks that every indexable page carries
 * its title, description, canonical link and Open Graph tags.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles, pagePathOf } from '../../src/build/built-pages';

/**
 * Paths the shopper issue owns (sign-in, garage, checkout). Until it lands they may be linked
 * without existing; nothing else may stand here. '*' is one path segment.
 */
export const PENDING_SHOPPER_ROUTES: readonly string[] = [];

/** Whether a path (query and hash ignored) is one of the pending shopper routes. */
export function isPendingShopperRoute(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0].replace(/\/+$/, '') || '/';
  return PENDING_SHOPPER_ROUTES.some((p) => patternRegex(p).test(path));
}

export interface BrokenLink {
  target: string;
  /** Site paths of the pages that carry the link. */
  pages: string[];
}

export interface TenantLinkReport {
  slug: string;
  pages: number;
  /** Internal href/src/srcset occurrences checked. */
  links: number;
  /** Distinct internal targets checked. */
  targets: number;
  broken: BrokenLink[];
  pending: BrokenLink[];
  /** Pages without a title, description, canonical link or Open Graph tag: page → what is missing. */
  seo: { page: string; missing: string[] }[];
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, code: string) => {
    if (code[0] === '#')
      return String.fromCodePoint(
        code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1)),
      );
    return ENTITIES[code.toLowerCase()] ?? all;
  });
}

/** The href, src and srcset values of a page's markup (script, style and comment text left out). */
export function extractUrls(html: string): string[] {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  const urls: string[] = [];
  const tag = /<[a-z][^>]*>/gi;
  const attr = /\s(href|src|srcset)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
  for (const t of markup.match(tag) ?? []) {
    for (const m of t.matchAll(attr)) {
      const value = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '').trim();
      if (m[1].toLowerCase() === 'srcset') {
        for (const candidate of value.split(',')) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url) urls.push(url);
        }
      } else urls.push(value);
    }
  }
  return urls;
}

/** The site path an internal URL points to (no query or fragment), or null for external and non-page URLs. */
export function internalPath(url: string, pagePath: string, siteOrigin: string): string | null {
  if (!url || url.startsWith('#')) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^https?:/i.test(url)) return null; // mailto:, tel:, data:, ...
  let resolved: URL;
  try {
    resolved = new URL(url, new URL(pagePath, siteOrigin));
  } catch {
    return url; // an unparsable URL is broken
  }
  if (resolved.origin !== new URL(siteOrigin).origin) return null;
  try {
    return decodeURIComponent(resolved.pathname);
  } catch {
    return resolved.pathname;
  }
}

/** A route pattern ('/cars/[slug]', '/cars/*\/checkout') as a regular expression over paths. */
export function patternRegex(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*' || /^\[[^\]]+\]$/.test(segment)) return '[^/]+';
      return segment
        .split(/(\[[^\]]+\])/)
        .map((part) =>
          part.startsWith('[') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
    })
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/**
 * The on-demand routes: files under src/pages that export `prerender = false`, as patterns.
 * Astro's rest parameter ([...slug]) matches any depth, but the on-demand routes that use one
 * (the /cars, /motorcycles and /campers fallbacks) answer a single vehicle slug and 404
 * deeper paths (page-data/vehicle-routes.ts resolveFallback), so here it stands for one segment.
 */
export function onDemandRoutes(pagesDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(astro|ts|js|mjs)$/.test(entry.name)) {
        if (!/export\s+const\s+prerender\s*=\s*false/.test(readFileSync(file, 'utf8'))) continue;
        const route = path
          .relative(pagesDir, file)
          .split(path.sep)
          .join('/')
          .replace(/\.(astro|ts|js|mjs)$/, '')
          .replace(/(^|\/)index$/, '')
          .replace(/\[\.\.\.([^\]]+)\]/g, '[$1]');
        routes.push(`/${route}`);
      }
    }
  };
  walk(pagesDir);
  return routes.sort();
}

/**
 * Whether a site path is served by a built file, as the static server (sirv, and Netlify)
 * resolves it: a trailing slash dropped, then the file, {path}.html or {path}/index.html.
 */
export function builtFileExists(clientDir: string, sitePath: string): boolean {
  const rel = sitePath.replace(/^\/+/, '').replace(/\/+$/, '');
  const base = path.join(clientDir, rel);
  if (!path.resolve(base).startsWith(path.resolve(clientDir))) return false;
  const candidates = rel
    ? [base, `${base}.html`, path.join(base, 'index.html')]
    : [path.join(clientDir, 'index.html')];
  return candidates.some((c) => existsSync(c) && statSync(c).isFile());
}

const isRedirectPage = (html: string) => /<meta[^>]+http-equiv=["']?refresh/i.test(html);

/** The title, description, canonical and Open Graph tags a page lacks. */
export function missingSeoTags(html: string): string[] {
  const head = html.split(/<\/head>/i)[0];
  const has = (re: RegExp) => re.test(head);
  const missing: string[] = [];
  if (!has(/<title>[^<]+<\/title>/i)) missing.push('title');
  if (!has(/<meta[^>]+name="description"[^>]+content="[^"]+"/i)) missing.push('description');
  if (!has(/<link[^>]+rel="canonical"[^>]+href="[^"]+"/i)) missing.push('canonical');
  for (const p of ['og:title', 'og:description', 'og:url', 'og:type'])
    if (!has(new RegExp(`<meta[^>]+property="${p}"[^>]+content="[^"]+"`, 'i'))) missing.push(p);
  return missing;
}

function siteOriginOf(clientDir: string): string {
  const home = path.join(clientDir, 'index.html');
  const html = existsSync(home) ? readFileSync(home, 'utf8') : '';
  const canonical = /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/i.exec(html)?.[1];
  return canonical ? new URL(canonical).origin : 'http://localhost';
}

export function checkTenant(
  slug: string,
  clientDir: string,
  options: { onDemand: readonly string[]; pending?: readonly string[] },
): TenantLinkReport {
  const origin = siteOriginOf(clientDir);
  const onDemand = options.onDemand.map(patternRegex);
  const pending = (options.pending ?? PENDING_SHOPPER_ROUTES).map((p) => ({
    pattern: p,
    re: patternRegex(p),
  }));
  const carriers = new Map<string, Set<string>>();
  const seo: TenantLinkReport['seo'] = [];
  let links = 0;
  const files = htmlFiles(clientDir);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const page = pagePathOf(clientDir, file);
    if (!isRedirectPage(html) && !/^\/(404|500)$/.test(page)) {
      const missing = missingSeoTags(html);
      if (missing.length) seo.push({ page, missing });
    }
    for (const url of extractUrls(html)) {
      const target = internalPath(url, page, origin);
      if (target === null) continue;
      links++;
      let set = carriers.get(target);
      if (!set) carriers.set(target, (set = new Set()));
      set.add(page);
    }
  }
  const broken: BrokenLink[] = [];
  const pendingLinks: BrokenLink[] = [];
  for (const [target, pages] of carriers) {
    if (builtFileExists(clientDir, target) || onDemand.some((re) => re.test(target))) continue;
    const entry = { target, pages: [...pages].sort() };
    if (pending.some((p) => p.re.test(target))) pendingLinks.push(entry);
    else broken.push(entry);
  }
  const byTarget = (a: BrokenLink, b: BrokenLink) => a.target.localeCompare(b.target);
  return {
    slug,
    pages: files.length,
    links,
    targets: carriers.size,
    broken: broken.sort(byTarget),
    pending: pendingLinks.sort(byTarget),
    seo: seo.sort((a, b) => a.page.localeCompare(b.page)),
  };
}

/** A readable report: counts per tenant, then each broken link with the pages that carry it. */
export function formatReport(reports: TenantLinkReport[], maxPages = 8): string {
  const n = (x: number) => x.toLocaleString('en-AU');
  const lines: string[] = [];
  for (const r of reports) {
    lines.push(
      `${r.slug}: ${n(r.pages)} pages, ${n(r.links)} internal links checked (${n(r.targets)} distinct targets): ` +
        `${r.broken.length} broken, ${r.pending.length} pending shopper routes, ${r.seo.length} pages missing SEO tags`,
    );
    const list = (entries: BrokenLink[], label: string) => {
      for (const b of entries) {
        const shown = b.pages.slice(0, maxPages).join(', ');
        const more = b.pages.length > maxPages ? `, … ${b.pages.length - maxPages} more` : '';
        lines.push(`  ${label} ${b.target}  (on ${n(b.pages.length)} pages: ${shown}${more})`);
      }
    };
    list(r.broken, 'BROKEN ');
    list(r.pending, 'pending');
    for (const s of r.seo.slice(0, 20))
      lines.push(`  SEO     ${s.page} lacks ${s.missing.join(', ')}`);
    if (r.seo.length > 20) lines.push(`  SEO     … ${r.seo.length - 20} more pages`);
  }
  return lines.join('\n');
}
