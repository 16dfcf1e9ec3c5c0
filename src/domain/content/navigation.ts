/**
 * Header and footer navigation (rules.md: Own-site routes (content side); Header and footer navigation; Sub-footer and header banner; Navigation item): the site's
 * configured lists, or the default links when none are configured, every URL through the
 * link policy.
 */
import type { NavigationItem } from '../tenant/schema/navigation';
import { DEFAULT_PRIVACY_URL, DEFAULT_TERMS_URL } from '../tenant/config/forms';
import { DEFAULT_SEARCH_PATH } from '../tenant/config/search-defaults';
import { resolveLink, type LinkPolicy, type ResolvedLink } from './links';
import { sitePath } from './page-path';

export { withDefaultSearchQuery } from './links';

/**
 * Default navigation links when none are configured (rules.md: Own-site routes (content side)): /search/new-used-and-demo-cars is
 * 'Search Vehicles' in the header and 'New, Used & Demo Cars' in the footer (the reading we
 * take of the link's two names); /book-test-drive/ 'Test Drive'; /vehicle-parts-and-accessories 'Parts'.
 */
// the spec's nav URL is the default search path without its trailing slash (rules.md: Own-site routes (content side))
const SEARCH_NAV_PATH = DEFAULT_SEARCH_PATH.replace(/\/$/, '');
export const DEFAULT_NAVIGATION: NavigationItem[] = [
  { url: SEARCH_NAV_PATH, name: 'Search Vehicles' },
  { url: '/book-test-drive/', name: 'Test Drive' },
  { url: '/service', name: 'Service' },
  { url: '/finance', name: 'Finance' },
  { url: '/trade-in', name: 'Trade-In' },
  { url: '/vehicle-parts-and-accessories', name: 'Parts' },
  { url: '/contact', name: 'Contact' },
];

/** The footer's default menu: the same links, the search link named 'New, Used & Demo {Cars}'. */
export function defaultFooterNavigation(vehicleWordPlural = 'Cars'): NavigationItem[] {
  return [
    {
      url: SEARCH_NAV_PATH,
      name: 'Vehicles',
      dropdownItems: [
        { url: SEARCH_NAV_PATH, name: `New, Used & Demo ${vehicleWordPlural}` },
        { url: '/book-test-drive/', name: 'Test Drive' },
        { url: '/trade-in', name: 'Trade-In' },
      ],
    },
    {
      url: '/service',
      name: 'Owners',
      dropdownItems: [
        { url: '/service', name: 'Service' },
        { url: '/vehicle-parts-and-accessories', name: 'Parts' },
        { url: '/finance', name: 'Finance' },
      ],
    },
    { url: '/contact', name: 'Contact', dropdownItems: [{ url: '/contact', name: 'Contact' }] },
  ];
}

/** The enquiry page the sticky mobile footer's 'Enquire' falls back to without JavaScript (rules.md: Own-site routes (content side)). */
export const GENERAL_ENQUIRY_PATH = '/enquiries/general-enquiry';

/** Sub-footer links (rules.md: Sub-footer and header banner), then the site's accessibility statement. */
export const SUB_FOOTER_LINKS: NavigationItem[] = [
  { url: '/customer-feedback-survey', name: 'Customer Feedback' },
  { url: '/sitemap.xml', name: 'Sitemap' },
  { url: DEFAULT_PRIVACY_URL, name: 'Privacy Policy' },
  { url: DEFAULT_TERMS_URL, name: 'Terms & Conditions' },
  { url: '/pages/complaint-handling-process', name: 'Complaint Handling' },
  { url: '/accessibility', name: 'Accessibility' },
];

/** Social links, in the order the footer shows them (rules.md: Sub-footer and header banner). */
export const SOCIAL_NETWORKS = [
  ['facebook_url', 'Facebook'],
  ['instagram_url', 'Instagram'],
  ['youtube_url', 'YouTube'],
  ['linkedin_url', 'LinkedIn'],
  ['tiktok_url', 'TikTok'],
] as const;
export type SocialField = (typeof SOCIAL_NETWORKS)[number][0];

const isHidden = (item: NavigationItem) =>
  item.url === '/' || /(^|\s)hidden(\s|$)/.test(item.className ?? '');

/** The header's list: the configured one, else the default links (hidden items still in it). */
export function headerSource(configured: NavigationItem[] | null | undefined): NavigationItem[] {
  return configured && configured.length > 0 ? configured : DEFAULT_NAVIGATION;
}

/** The header's items: the configured list, else the default; Home is hidden as a header item (rules.md: Own-site routes (content side)). */
export function headerItems(configured: NavigationItem[] | null | undefined): NavigationItem[] {
  return headerSource(configured).filter((item) => !isHidden(item));
}

/** The footer's menus: the configured list, else the default menus (hidden items still in it). */
export function footerItems(
  configured: NavigationItem[] | null | undefined,
  vehicleWordPlural?: string,
): NavigationItem[] {
  return configured && configured.length > 0
    ? configured
    : defaultFooterNavigation(vehicleWordPlural);
}

export interface NavLinkView {
  name: string;
  link: ResolvedLink;
  /** Class tokens from the dashboard, reduced to safe class names. */
  className: string;
}

export interface NavItemView extends NavLinkView {
  children: NavLinkView[];
  /** The item's own page, offered first in its dropdown when none of the children links to it. */
  overview: NavLinkView | null;
  /** dynamicDropdown 'models': the models mega-menu. */
  models: boolean;
}

/** Whether a navigation link is the page's own (aria-current): its path, without query or fragment, is the page's. */
export function isCurrentLink(href: string, pagePath: string): boolean {
  return sitePath(href.split(/[?#]/)[0]) === sitePath(pagePath);
}

/**
 * The header's links that are the page's own, in order: the only part of the header that
 * changes from page to page (BaseLayout renders the header once for each such set).
 */
export function currentHeaderLinks(header: readonly NavItemView[], pagePath: string): string[] {
  return header
    .flatMap((item) => [item.link, ...item.children.map((c) => c.link), item.overview?.link])
    .flatMap((link) => (link?.href && isCurrentLink(link.href, pagePath) ? [link.href] : []));
}

/** Class names only (letters, digits, '-' and '_'); anything else in the dashboard value is dropped. */
export function safeClassName(value: string | null | undefined): string {
  return (value ?? '')
    .split(/\s+/)
    .filter((t) => /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/.test(t) && t !== 'hidden')
    .join(' ');
}

/**
 * The view of a navigation list: hidden items left out, every URL resolved; `warn` receives
 * each refused link's warning (tenant and field, indexed as configured). `field` names the
 * list, e.g. 'navigation.header'.
 */
export function navigationView(
  items: readonly NavigationItem[],
  policy: LinkPolicy,
  field: string,
  warn: (message: string) => void = () => {},
): NavItemView[] {
  const view = (item: NavigationItem, at: string): NavLinkView => {
    const link = resolveLink(item.url, policy, `${at}.url`);
    if (link.warning) warn(link.warning);
    return { name: item.name, link, className: safeClassName(item.className) };
  };
  return items.flatMap((item, i) => {
    if (isHidden(item)) return [];
    const at = `${field}[${i}]`;
    const self = view(item, at);
    const children = (item.dropdownItems ?? []).flatMap((c, j) =>
      isHidden(c) ? [] : [view(c, `${at}.dropdownItems[${j}]`)],
    );
    const models = item.dynamicDropdown === 'models';
    const linked = self.link.kind !== 'none' && self.link.kind !== 'blocked';
    const overview =
      (children.length > 0 || models) &&
      linked &&
      !children.some((c) => c.link.href === self.link.href)
        ? self
        : null;
    return [{ ...self, children, overview, models }];
  });
}
