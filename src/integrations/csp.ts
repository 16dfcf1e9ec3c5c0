/**
 * The per-tenant Content-Security-Policy (rules.md: Security headers and CSP), generated after the build from
 * what the tenant enables and from the HTML the build wrote:
 * - script-src: the site's own scripts, the sha256 of every inline script the pages carry
 *   (no 'unsafe-inline'), 'wasm-unsafe-eval' for Pagefind's WebAssembly, and the hosts of the
 *   integrations the tenant enables;
 * - style-src: the site's own stylesheets and the hashes of its inline <style> elements;
 *   style attributes (server-rendered islands, theme colours) need 'unsafe-inline' in
 *   style-src-attr only, which cannot run script;
 * - img-src / connect-src / frame-src: the site, the image hosts its pages use, and the
 *   integrations' hosts.
 * The fixed directives (frame-ancestors, base-uri, object-src) come from security-headers.ts.
 */
import { createHash } from 'node:crypto';
import { trackingIds } from '../domain/analytics/tracking-scripts';
import { browserNormalise, schemeOf } from '../domain/content/safe-href';

export type Directive =
  'script-src' | 'style-src' | 'img-src' | 'connect-src' | 'frame-src' | 'font-src' | 'form-action';

export type Sources = Partial<Record<Directive, string[]>>;

/** What a tenant's website configuration turns on that loads from another host. */
export interface TenantIntegrations {
  /** The Meilisearch host the browser queries (absent: the embedded engine, same origin). */
  searchHost?: string | null;
  gtm?: boolean;
  googleAnalytics?: boolean;
  facebookPixel?: boolean;
  /** e.g. 'stripe'; an unknown provider adds nothing (its scripts would be refused). */
  paymentProvider?: string | null;
}

const GOOGLE_ANALYTICS: Sources = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  'connect-src': [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
};

/** The hosts each integration needs (from each provider's own CSP guidance). */
export const INTEGRATION_SOURCES = {
  gtm: GOOGLE_ANALYTICS,
  googleAnalytics: GOOGLE_ANALYTICS,
  facebookPixel: {
    'script-src': ['https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
    'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
  stripe: {
    'script-src': ['https://js.stripe.com'],
    'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
    'connect-src': ['https://api.stripe.com'],
  },
} satisfies Record<string, Sources>;

/** Video embeds a content block may carry (src/domain/content/media.ts). */
export const MEDIA_FRAMES = ['https://www.youtube.com', 'https://player.vimeo.com'];

/** The integrations a website payload enables (ids checked as the pages check them). */
export function tenantIntegrations(site: {
  search_host?: string | null;
  search_key?: string | null;
  gtm_id?: string | null;
  facebook_pixel?: string | null;
  google_analytics_id?: string | null;
  payment_provider?: string | null;
}): TenantIntegrations {
  const ids = trackingIds(site);
  return {
    searchHost: site.search_host && site.search_key ? site.search_host : null,
    gtm: ids.gtm !== null,
    facebookPixel: ids.pixel !== null,
    googleAnalytics: /^G-[A-Z0-9]{4,16}$/.test(site.google_analytics_id?.trim() ?? ''),
    paymentProvider: site.payment_provider?.trim().toLowerCase() || null,
  };
}

/** The origin of a URL, or null when it is not an http(s) URL. */
export function originOf(url: string): string | null {
  // a relative URL (most of a page's images) has no scheme, so no origin: read the scheme the
  // way the URL parser does (safe-href.ts) rather than let it throw and catch it
  if (schemeOf(browserNormalise(url)) === null) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

export function integrationSources(enabled: TenantIntegrations): Sources {
  const parts: Sources[] = [];
  if (enabled.gtm) parts.push(INTEGRATION_SOURCES.gtm);
  if (enabled.googleAnalytics) parts.push(INTEGRATION_SOURCES.googleAnalytics);
  if (enabled.facebookPixel) parts.push(INTEGRATION_SOURCES.facebookPixel);
  if (enabled.paymentProvider === 'stripe') parts.push(INTEGRATION_SOURCES.stripe);
  const search = enabled.searchHost ? originOf(enabled.searchHost) : null;
  if (search) parts.push({ 'connect-src': [search] });
  return mergeSources(...parts);
}

export function mergeSources(...parts: Sources[]): Sources {
  const out: Sources = {};
  for (const part of parts)
    for (const [name, values] of Object.entries(part) as [Directive, string[]][])
      out[name] = [...new Set([...(out[name] ?? []), ...values])];
  return out;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Script types the browser runs (JSON and JSON-LD data blocks are not scripts). */
function runs(attrs: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
  return (
    !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript'
  );
}

export interface PageInventory {
  scriptHashes: Set<string>;
  styleHashes: Set<string>;
  /** Origins of images and media the pages load from other hosts. */
  imageOrigins: Set<string>;
}

export function emptyInventory(): PageInventory {
  return { scriptHashes: new Set(), styleHashes: new Set(), imageOrigins: new Set() };
}

/** Adds one built page's inline scripts and styles (by hash) and image hosts. */
export function inventoryPage(html: string, into: PageInventory = emptyInventory()): PageInventory {
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi))
    if (!/\bsrc\s*=/i.test(m[1]) && runs(m[1])) into.scriptHashes.add(sha256(m[2]));
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    into.styleHashes.add(sha256(m[1]));
  for (const tag of html.matchAll(/<(?:img|source|video)\b[^>]*>/gi))
    for (const m of tag[0].matchAll(/\s(?:src|srcset|poster)="([^"]+)"/gi))
      for (const candidate of m[1].split(',')) {
        const origin = originOf(candidate.trim().split(/\s+/)[0]);
        if (origin) into.imageOrigins.add(origin);
      }
  return into;
}

/** The tags inventoryPage reads, and where each one's text ends. */
const INVENTORIED_TAGS: { name: Buffer; closer: Buffer | null }[] = [
  { name: Buffer.from('script'), closer: Buffer.from('</script>') },
  { name: Buffer.from('style'), closer: Buffer.from('</style>') },
  { name: Buffer.from('img'), closer: null },
  { name: Buffer.from('source'), closer: null },
  { name: Buffer.from('video'), closer: null },
];
const LT = 0x3c;
const GT = 0x3e;

/** The inventoried tag named at bytes[at] (any case, as inventoryPage's `\b` ends it), if any. */
function inventoriedTagAt(bytes: Uint8Array, at: number) {
  for (const tag of INVENTORIED_TAGS) {
    const n = tag.name.length;
    let i = 0;
    while (i < n && (bytes[at + i] | 0x20) === tag.name[i]) i++;
    if (i < n) continue;
    const next = bytes[at + n];
    const word =
      next !== undefined &&
      ((next >= 0x30 && next <= 0x39) ||
        ((next | 0x20) >= 0x61 && (next | 0x20) <= 0x7a) ||
        next === 0x5f);
    if (!word) return tag;
  }
  return undefined;
}

/**
 * inventoryPage over a page's bytes, decoding only the text of each tag it reads: every
 * inventoried tag's opening, to its first lowercase closing tag (or the end of the page) for a
 * script or style, to its `>` for an image. Each match inventoryPage makes over the whole page
 * starts at one of these tags and ends within its text, so every hash and origin it finds is
 * found (decoding a large tenant's pages whole was most of the pass). One more may be: a
 * `<script` written inside another script's text starts a region of its own, where the whole
 * page's match had already passed it; that hash names text no page runs.
 */
export function inventoryPageBytes(
  bytes: Buffer,
  into: PageInventory = emptyInventory(),
): PageInventory {
  const seen = seenRegions(into);
  let at = bytes.indexOf(LT);
  while (at !== -1) {
    const tag = inventoriedTagAt(bytes, at + 1);
    if (tag) {
      const found = bytes.indexOf(tag.closer ?? GT, at);
      const end = found === -1 ? bytes.length : found + (tag.closer?.length ?? 1);
      const region = bytes.subarray(at, end);
      if (!tag.closer || !seen.readBefore(region)) inventoryPage(region.toString('utf8'), into);
    }
    at = bytes.indexOf(LT, at + 1);
  }
  return into;
}

/**
 * The script and style regions an inventory has already read, byte for byte: reading one again
 * adds nothing to its sets, so it is compared instead of decoded and hashed (every page of a
 * site carries the same inline stylesheet and scripts). Kept up to MAX_SEEN_BYTES.
 */
class SeenRegions {
  #byLength = new Map<number, Buffer[]>();
  #bytes = 0;
  /** Whether this region was read before; if not, it is remembered now (room allowing). */
  readBefore(region: Buffer): boolean {
    const same = this.#byLength.get(region.length);
    if (same?.some((r) => r.equals(region))) return true;
    if (this.#bytes + region.length <= MAX_SEEN_BYTES) {
      if (same) same.push(Buffer.from(region));
      else this.#byLength.set(region.length, [Buffer.from(region)]);
      this.#bytes += region.length;
    }
    return false;
  }
}
const MAX_SEEN_BYTES = 16 * 1024 * 1024;
const seenByInventory = new WeakMap<PageInventory, SeenRegions>();
function seenRegions(inventory: PageInventory): SeenRegions {
  let seen = seenByInventory.get(inventory);
  if (!seen) seenByInventory.set(inventory, (seen = new SeenRegions()));
  return seen;
}

/** The policy text: fixed directives first, then the generated ones. */
export function contentSecurityPolicy(
  fixed: string,
  inventory: PageInventory,
  integrations: Sources,
): string {
  const list = (name: Directive, base: string[], extra: Iterable<string> = []) =>
    `${name} ${[...base, ...(integrations[name] ?? []), ...[...extra].sort()].join(' ')}`;
  return [
    fixed,
    "default-src 'self'",
    list('script-src', ["'self'", "'wasm-unsafe-eval'"], inventory.scriptHashes),
    list('style-src', ["'self'"], inventory.styleHashes),
    "style-src-attr 'unsafe-inline'",
    list('img-src', ["'self'", 'data:', 'blob:'], inventory.imageOrigins),
    list('font-src', ["'self'", 'data:']),
    list('connect-src', ["'self'"]),
    list('frame-src', MEDIA_FRAMES),
    "worker-src 'self' blob:",
    list('form-action', ["'self'"]),
  ].join('; ');
}
