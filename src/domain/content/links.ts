/**
 * The link policy (rules.md: Link rules; Manufacturer dealer-portal links; Header and footer navigation): every href a page renders from
 * content or configuration goes through resolveLink(). It fills the per-dealer placeholders,
 * refuses unsafe schemes (safe-href.ts), applies the path rules, and says how to open the link
 * (same tab or new tab), whether it may be prefetched, and what kind of link it is.
 */
import { isEnabled, siteManufacturerName, type FlagSubject } from '../tenant/flags';
import { modelRangeSegment } from '../tenant/template';
import { makeSlug } from '../search/makes';
import { defaultSearchHref } from '../search/url-state';
import { safeHref } from './safe-href';
import { isMapsHref } from './maps-link';
import { sitePath } from './page-path';

export { isMapsHref };

export type LinkKind =
  | 'internal'
  | 'external'
  | 'dealer-portal'
  | 'maps'
  | 'tel'
  | 'mailto'
  /** Nothing to link to (an empty value): render the text alone. */
  | 'none'
  /** Refused by the policy: render the text alone; `warning` says why. */
  | 'blocked';

export interface ResolvedLink {
  href: string;
  kind: LinkKind;
  /** Opens in a new tab (external and maps links; dealer-portal links on sites without a manufacturer). */
  newTab: boolean;
  internal: boolean;
  /** False for the not-prefetched paths (rules.md: Link rules) and every non-internal link. */
  prefetch: boolean;
  /** For a blocked or unresolvable link: '{tenant}: {field}: …', for the build log. */
  warning?: string;
}

/** What the link rules read from a site, evaluated once per site (linkPolicy). */
export interface LinkPolicy {
  tenant: string;
  websiteName: string;
  template: string;
  usePagesPath: boolean;
  hasManufacturer: boolean;
  /** The 'Toyota Base Domain' setting: host only, no scheme or trailing slash. */
  baseDomain: string;
  /** Hosts of the site itself: absolute links to them are internal. */
  ownHosts: readonly string[];
  keepFinancePreApproval: boolean;
  blogAsNews: boolean;
  /** /my-garage and /our-locations are not prefetched (the groups with garage sign-in). */
  noPrefetchGarage: boolean;
  defaultSearchQuery: string | null;
}

export interface LinkSite extends FlagSubject {
  url?: string | null;
  domain_name?: string | null;
  use_pages_path?: boolean | null;
  settings?: { 'Toyota Base Domain'?: string | null } | null;
  config?: { defaultSearchQuery?: string | null } | null;
}

/** Templates that keep /finance-pre-approval (the spec's "specific list"; none of ours). */
export const KEEP_FINANCE_PRE_APPROVAL_TEMPLATES: readonly string[] = [];
/** These four drop the /pages prefix on every site (rules.md: Link rules). */
export const PAGES_PREFIX_DROPPED = [
  '/pages/privacy-policy',
  '/pages/terms-and-conditions',
  '/pages/about-us',
  '/pages/vehicle-parts-and-accessories',
] as const;
/** The brand finance, assured and future-value pages (rules.md: Own-site routes (content side)), never prefetched. */
export const BRAND_FINANCE_PAGES = [
  '/mazda-finance-page',
  '/mazda-assured',
  '/guaranteed-future-value',
] as const;
/** Manufacturer dealer-portal paths (rules.md: Manufacturer dealer-portal links), below the site's 'Toyota Base Domain'. */
export const DEALER_PORTAL_PATHS = [
  'new-vehicles',
  'new-vehicles-all',
  'new-vehicles/dealer-specials',
  'demonstrators',
  'sellmycar',
  'service/booking',
  'toyota-for-you/vehicle-selection',
  'finance/car-loan-calculator',
  'finance/full-service-lease',
  'finance/used-car',
  'finance/car-insurance',
  'finance/finance-for-farmers',
  'car-rental',
] as const;
/** Without a base domain the service-booking button goes here (rules.md: Manufacturer dealer-portal links). */
export const GENUINE_SERVICE_PATH = '/genuine-service';

const hostOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(/^[a-z]+:\/\//i.test(url) ? url : `https://${url}`).host.toLowerCase();
  } catch {
    return null;
  }
};

export function linkPolicy(site: LinkSite): LinkPolicy {
  const base = (site.settings?.['Toyota Base Domain'] ?? '')
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/\/+$/, '');
  const own = [hostOf(site.url), hostOf(site.domain_name)].filter((h): h is string => !!h);
  return {
    tenant: site.slug,
    websiteName: site.name,
    template: site.template ?? 'default',
    usePagesPath: site.use_pages_path !== false,
    hasManufacturer: siteManufacturerName(site) !== '',
    baseDomain: base,
    ownHosts: [...new Set(own.flatMap((h) => [h, h.startsWith('www.') ? h.slice(4) : `www.${h}`]))],
    keepFinancePreApproval: KEEP_FINANCE_PRE_APPROVAL_TEMPLATES.includes(site.template ?? ''),
    blogAsNews: isEnabled('newsInsteadOfBlog', site),
    noPrefetchGarage: isEnabled('garage', site),
    defaultSearchQuery: site.config?.defaultSearchQuery ?? null,
  };
}

/** Fills the per-dealer placeholders [toyota_domain] and [website_name] (rules.md: Header and footer navigation). */
export function fillLinkPlaceholders(href: string, policy: LinkPolicy): string {
  return href
    .replace(/\[toyota_domain\]/gi, policy.baseDomain)
    .replace(/\[website_name\]/gi, encodeURIComponent(policy.websiteName));
}

/** Internal links begin with a single '/' or with '#' (rules.md: Link rules). */
export function isInternalHref(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');
}

/** Search paths the tenant's default stock query applies to (rules.md: Link rules). */
const SEARCH_PATH = /^\/(search(\/|$)|new-used-and-demo-cars(\/|$))/;

/** A search href with the tenant's default stock-search query, for links without a query of their own. */
export function withDefaultSearchQuery(
  href: string,
  defaultQuery: string | null | undefined,
): string {
  if (!SEARCH_PATH.test(href) || href.includes('?')) return href;
  return defaultSearchHref(href, defaultQuery);
}

const pathOf = (href: string) => href.split(/[?#]/, 1)[0];
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Not prefetched (rules.md: Link rules): /book-test-drive, /special-offers, the brand finance/assured/future-value
 * pages, any model-range path (/models, or /new-vehicles on the toyota template: the reading a
 * dealer means by "any /models path"), checkout and buy-online paths, and /my-garage and
 * /our-locations for the garage groups. Paths containing /blog or /parts are excluded from the rule.
 */
export function isPrefetched(href: string, policy: LinkPolicy): boolean {
  if (!isInternalHref(href) || href.startsWith('#')) return false;
  const path = pathOf(href).replace(/\/+$/, '') || '/';
  if (path.includes('/blog') || path.includes('/parts')) return true;
  if (under(path, '/book-test-drive') || under(path, '/special-offers')) return false;
  if (BRAND_FINANCE_PAGES.some((p) => under(path, p))) return false;
  if (under(path, '/models') || under(path, `/${modelRangeSegment(policy.template)}`)) return false;
  if (/checkout|buy-online/.test(path)) return false;
  if (policy.noPrefetchGarage && (under(path, '/my-garage') || under(path, '/our-locations')))
    return false;
  return true;
}

function internalRules(href: string, policy: LinkPolicy): string {
  const path = pathOf(href);
  const rest = href.slice(path.length);
  let p = path;
  if (/^\/finance-pre-approval\/?$/.test(p) && !policy.keepFinancePreApproval) p = '/finance';
  if (policy.blogAsNews && under(p.replace(/\/$/, ''), '/blog')) p = `/news${p.slice(5)}`;
  if ((PAGES_PREFIX_DROPPED as readonly string[]).includes(p.replace(/\/$/, '')))
    p = p.slice('/pages'.length);
  if (!policy.usePagesPath && p.startsWith('/pages/')) p = p.slice('/pages'.length);
  // the site's one URL style: no trailing slash (a link with one would cost a redirect)
  p = sitePath(p);
  return withDefaultSearchQuery(p + rest, policy.defaultSearchQuery);
}

/** A dealer-portal path of rules.md: Manufacturer dealer-portal links (the path without its leading '/'). */
function isPortalPath(pathname: string): boolean {
  const p = pathname.replace(/^\/+/, '');
  return DEALER_PORTAL_PATHS.some((d) => p === d || p.startsWith(`${d}/`));
}

/**
 * A hard-coded sample subdomain: the reading we take is a portal path (rules.md: Manufacturer dealer-portal links) on another
 * dealer's subdomain of the site's own base domain's parent (e.g. demo.toyota.com.au when
 * the base domain is sunshinecoast.toyota.com.au); its host is replaced by the base domain.
 */
function sampleSubdomainPortal(url: URL, policy: LinkPolicy): boolean {
  if (!policy.baseDomain || !isPortalPath(url.pathname)) return false;
  const parent = policy.baseDomain.split('.').slice(1).join('.');
  const host = url.hostname.toLowerCase();
  return parent.includes('.') && host !== policy.baseDomain && host.endsWith(`.${parent}`);
}

const result = (
  href: string,
  kind: LinkKind,
  newTab: boolean,
  prefetch = false,
  warning?: string,
): ResolvedLink => ({ href, kind, newTab, internal: kind === 'internal', prefetch, warning });

/**
 * The link for a raw href from content or configuration. `field` names where it came from
 * (e.g. 'navigation.header[2].url') for the warning a refused link leaves in the build log.
 */
export function resolveLink(
  raw: string | null | undefined,
  policy: LinkPolicy,
  field = 'link',
): ResolvedLink {
  const where = `${policy.tenant}: ${field}`;
  if (raw == null || raw.trim() === '') return result('#', 'none', false);
  const portalPlaceholder = /\[toyota_domain\]/i.test(raw);
  if (portalPlaceholder && !policy.baseDomain) {
    if (/service\/booking/.test(raw)) return result(GENUINE_SERVICE_PATH, 'internal', false, true);
    return result(
      '#',
      'blocked',
      false,
      false,
      `${where}: "${raw}" needs the 'Toyota Base Domain' setting; shown as text`,
    );
  }
  const safe = safeHref(fillLinkPlaceholders(raw, policy));
  if (!safe.ok)
    return result(
      '#',
      'blocked',
      false,
      false,
      `${where}: unsafe link "${raw.slice(0, 80)}" (${safe.reason}); shown as text`,
    );
  let href = safe.href;
  if (safe.scheme === 'tel') return result(href, 'tel', false);
  if (safe.scheme === 'mailto') return result(href, 'mailto', false);
  if (safe.scheme === null) {
    if (href.startsWith('//')) href = `https:${href}`;
    else if (/^www\./i.test(href) || portalPlaceholder) href = `https://${href}`;
    else if (!href.startsWith('/') && !href.startsWith('#'))
      href = href.startsWith('?') ? `/${href}` : `/${href.replace(/^\.\//, '')}`;
  }
  if (isInternalHref(href)) {
    const path = internalRules(href, policy);
    return result(path, 'internal', false, isPrefetched(path, policy));
  }
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return result(
      '#',
      'blocked',
      false,
      false,
      `${where}: "${raw}" is not a valid URL; shown as text`,
    );
  }
  if (policy.ownHosts.includes(url.host.toLowerCase())) {
    const path = internalRules(`${url.pathname}${url.search}${url.hash}`, policy);
    return result(path, 'internal', false, isPrefetched(path, policy));
  }
  if (portalPlaceholder || sampleSubdomainPortal(url, policy)) {
    url.host = policy.baseDomain;
    return result(url.toString(), 'dealer-portal', !policy.hasManufacturer);
  }
  if (isMapsHref(href)) return result(href, 'maps', true);
  return result(href, 'external', true);
}

/**
 * An href as valid HTML: '[' and ']' after the host (search state such as
 * refinementList[make][0]=…) are percent-encoded, which URL parsers decode back the same.
 */
export function htmlHref(href: string): string {
  const m = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)?([\s\S]*)$/i.exec(href)!;
  return (m[1] ?? '') + m[2].replace(/\[/g, '%5B').replace(/\]/g, '%5D');
}

/** Attributes for an <a>: href, target and rel for a new tab, and the prefetch hint. */
export function linkAttributes(link: ResolvedLink): Record<string, string> {
  const attrs: Record<string, string> = { href: htmlHref(link.href) };
  if (link.newTab) {
    attrs.target = '_blank';
    attrs.rel = 'noopener';
  }
  if (link.internal) attrs['data-astro-prefetch'] = link.prefetch ? 'hover' : 'false';
  return attrs;
}

/** The manufacturer's dealer service-booking URL, or /genuine-service without a base domain (rules.md: Manufacturer dealer-portal links). */
export function serviceBookingLink(policy: LinkPolicy): ResolvedLink {
  return resolveLink('https://[toyota_domain]/service/booking', policy, 'service booking');
}

export interface OfferLinkInput {
  id: string | number;
  manufacturer?: string | { name?: string | null } | null;
}

/** /offers/{manufacturer}/{id} when the site has no single manufacturer and the offer has one; otherwise /offers/{id}. */
export function offerHref(
  offer: OfferLinkInput,
  policy: Pick<LinkPolicy, 'hasManufacturer'>,
): string {
  const m = offer.manufacturer;
  const name = (typeof m === 'string' ? m : (m?.name ?? '')).trim();
  const id = encodeURIComponent(String(offer.id));
  return !policy.hasManufacturer && name ? `/offers/${makeSlug(name)}/${id}` : `/offers/${id}`;
}

/**
 * An image or media src from content: the same safety check (only relative paths and http(s)),
 * the placeholders filled, no path rules. Null (with `warn` told why) when refused.
 */
export function resolveSrc(
  raw: string | null | undefined,
  policy: LinkPolicy,
  field = 'src',
  warn: (message: string) => void = () => {},
): string | null {
  if (raw == null || raw.trim() === '') return null;
  const safe = safeHref(fillLinkPlaceholders(raw, policy));
  if (!safe.ok || safe.scheme === 'tel' || safe.scheme === 'mailto') {
    warn(
      `${policy.tenant}: ${field}: unsafe source "${raw.slice(0, 80)}" (${safe.ok ? `the '${safe.scheme}:' scheme is not an image` : safe.reason}); left out`,
    );
    return null;
  }
  return safe.href.startsWith('//') ? `https:${safe.href}` : safe.href;
}
