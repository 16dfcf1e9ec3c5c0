/**
 * Link rules (tenants-and-content.md §5.1, §2.3).
 */
import { makeSlug } from '../search/makes';

export interface LinkSite {
  template?: string | null;
  use_pages_path?: boolean | null;
  name: string;
  manufacturer?: unknown;
  settings?: { 'Toyota Base Domain'?: string | null } | null;
}

export interface ResolvedLink {
  href: string;
  /** Opens in a new tab (external links, maps links, dealer-portal links on sites without a manufacturer). */
  newTab: boolean;
  internal: boolean;
}

/** Templates that keep /finance-pre-approval (the spec's "specific list"). */
export const KEEP_FINANCE_PRE_APPROVAL_TEMPLATES: readonly string[] = [];
const PAGES_PREFIX_DROPPED = [
  '/pages/privacy-policy',
  '/pages/terms-and-conditions',
  '/pages/about-us',
  '/pages/vehicle-parts-and-accessories',
];
const MAPS_HOST =
  /(^|\.)(google\.[a-z.]+\/maps|maps\.google\.[a-z.]+|goo\.gl\/maps|maps\.app\.goo\.gl)/i;

/** Fills the per-dealer placeholders [toyota_domain] and [website_name]. */
export function fillLinkPlaceholders(href: string, site: LinkSite): string {
  const domain = site.settings?.['Toyota Base Domain'] ?? '';
  return href
    .replace(/\[toyota_domain\]/g, domain)
    .replace(/\[website_name\]/g, encodeURIComponent(site.name));
}

export function isInternalHref(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');
}

export function resolveLink(rawHref: string, site: LinkSite): ResolvedLink {
  let href = fillLinkPlaceholders(rawHref.trim(), site);
  if (
    /^\/finance-pre-approval\/?$/.test(href) &&
    !KEEP_FINANCE_PRE_APPROVAL_TEMPLATES.includes(site.template ?? '')
  )
    href = '/finance';
  for (const p of PAGES_PREFIX_DROPPED) {
    if (href === p || href.startsWith(`${p}?`) || href.startsWith(`${p}#`))
      href = href.slice('/pages'.length);
  }
  if (site.use_pages_path === false && href.startsWith('/pages/'))
    href = href.slice('/pages'.length);
  if (href.startsWith('tel:') || href.startsWith('mailto:'))
    return { href, newTab: false, internal: false };
  if (isInternalHref(href)) return { href, newTab: false, internal: true };
  const dealerPortal = /\[toyota_domain\]/.test(rawHref);
  if (dealerPortal) return { href, newTab: !site.manufacturer, internal: false };
  if (MAPS_HOST.test(href)) return { href, newTab: true, internal: false };
  return { href, newTab: true, internal: false };
}

/**
 * Offer links (§5.1): /offers/{manufacturer}/{id} when the site has no single manufacturer and
 * the offer has one; otherwise /offers/{id}. The manufacturer segment is its make slug.
 */
export function offerPath(
  offer: { id: string | number; manufacturer?: string | { name?: string | null } | null },
  site: { manufacturer?: string | { name?: string | null } | null },
): string {
  const name = (m: typeof site.manufacturer) => (typeof m === 'string' ? m : (m?.name ?? ''));
  const offerMaker = name(offer.manufacturer).trim();
  if (!name(site.manufacturer).trim() && offerMaker)
    return `/offers/${makeSlug(offerMaker)}/${offer.id}`;
  return `/offers/${offer.id}`;
}
