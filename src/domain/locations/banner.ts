/**
 * The location banner (rules.md: Location screens; Website (site configuration) specifications.banner_config):
 * when enabled, a row of links, each a location link or a phone link with its heading.
 */
import { formatPhone, telHref } from '../market/phone';
import type { Market } from '../market/market';
import { locationPath } from './paths';

export interface BannerLinkConfig {
  href?: string | null;
  linkText?: string | null;
  linkType: 'location' | 'phone';
  locationId?: string | number | null;
  headingText?: string | null;
}

export interface BannerLocation {
  id: string | number;
  name: string;
  slug: string;
  visible?: boolean | null;
  contact_detail?: { phone?: string | null } | null;
}

export interface BannerItem {
  kind: 'location' | 'phone';
  heading: string | null;
  text: string;
  href: string;
}

export const VIEW_LOCATION = 'View Location';

/** The banner's items; empty when it is off or no link resolves. */
export function locationBanner(
  config:
    | { enabled?: boolean | null; location_links?: readonly BannerLinkConfig[] | null }
    | null
    | undefined,
  locations: readonly BannerLocation[],
  market: Market = 'AU',
): BannerItem[] {
  if (!config?.enabled) return [];
  const items: BannerItem[] = [];
  for (const link of config.location_links ?? []) {
    const location = locations.find(
      (l) =>
        link.locationId != null && String(l.id) === String(link.locationId) && l.visible !== false,
    );
    const heading = link.headingText?.trim() || location?.name || null;
    if (link.linkType === 'phone') {
      const phone = link.href?.replace(/^tel:/, '').trim() || location?.contact_detail?.phone;
      if (!phone) continue;
      items.push({
        kind: 'phone',
        heading,
        text: link.linkText?.trim() || formatPhone(phone, market),
        href: telHref(phone, market),
      });
    } else {
      const href = link.href?.trim() || (location ? locationPath(location.slug) : '');
      if (!href) continue;
      items.push({ kind: 'location', heading, text: link.linkText?.trim() || VIEW_LOCATION, href });
    }
  }
  return items;
}
