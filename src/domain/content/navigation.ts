/**
 * Header and footer navigation (tenants-and-content.md §2.1, §2.3–2.4).
 */
import type { NavigationItem } from '../tenant/schema/navigation';
import { defaultSearchHref } from '../search/url-state';
import { DEFAULT_PRIVACY_URL, DEFAULT_TERMS_URL } from '../tenant/config/forms';
import { DEFAULT_SEARCH_PATH } from '../tenant/config/search-defaults';

/** Default navigation links when none are configured (§2.1). */
export const DEFAULT_NAVIGATION: NavigationItem[] = [
  // the spec's nav URL is the default search path without its trailing slash (§2.1)
  { url: DEFAULT_SEARCH_PATH.replace(/\/$/, ''), name: 'Search Vehicles' },
  { url: '/book-test-drive/', name: 'Test Drive' },
  { url: '/service', name: 'Service' },
  { url: '/finance', name: 'Finance' },
  { url: '/trade-in', name: 'Trade-In' },
  { url: '/vehicle-parts-and-accessories', name: 'Parts' },
  { url: '/contact', name: 'Contact' },
];

/** Sub-footer links (§2.4). */
export const SUB_FOOTER_LINKS: NavigationItem[] = [
  { url: '/customer-feedback-survey', name: 'Customer Feedback' },
  { url: '/sitemap.xml', name: 'Sitemap' },
  { url: DEFAULT_PRIVACY_URL, name: 'Privacy Policy' },
  { url: DEFAULT_TERMS_URL, name: 'Terms & Conditions' },
  { url: '/pages/complaint-handling-process', name: 'Complaint Handling' },
];

/** The home item is hidden as a header item (§2.1). */
export function headerItems(configured: NavigationItem[] | null | undefined): NavigationItem[] {
  const items = configured && configured.length > 0 ? configured : DEFAULT_NAVIGATION;
  return items.filter((item) => item.url !== '/');
}

/** Stock-search paths the tenant's default query applies to (§2.1; tenants-and-content.md §5.1). */
const SEARCH_PATH = /^\/(search(\/|$)|new-used-and-demo-cars(\/|$))/;

/** A navigation href with the tenant's default stock-search query appended, for search links without a query of their own. */
export function withDefaultSearchQuery(
  href: string,
  defaultQuery: string | null | undefined,
): string {
  if (!SEARCH_PATH.test(href) || href.includes('?')) return href;
  return defaultSearchHref(href, defaultQuery);
}
