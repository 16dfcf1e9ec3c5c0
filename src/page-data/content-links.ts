/**
 * The content pages' one door to the link rules: every href a content page renders (blocks,
 * buttons, blog links, HTML links through SafeHtml) goes through these two functions.
 *
 * contentLink is links.ts resolveLink. buttonLink is a LOCAL STAND-IN for the button-href
 * rules (§5.3) that the shell branch writes (src/domain/content/button-href.ts, buttonAction):
 * tags stripped, the two insurance shortcodes mapped to their settings, any other shortcode
 * an empty link, the rest through contentLink. Live chat, help desk and scroll= wait for it.
 */
import { resolveLink } from '../domain/content/links';
import type { Website } from '../domain/tenant/schema/website';
import { htmlText } from '../domain/format/text';
import { isSafeUrl } from '../components/html/sanitize';

export type LinkSite = Pick<
  Website,
  'template' | 'use_pages_path' | 'name' | 'manufacturer' | 'settings'
>;

export interface ContentLink {
  href: string;
  newTab: boolean;
}

export function contentLink(href: string, site: LinkSite): ContentLink {
  const r = resolveLink(href, site);
  return { href: r.href, newTab: r.newTab };
}

const SHORTCODE_SETTINGS: Record<
  string,
  'Toyota Service Insurance URL' | 'Toyota Parts Insurance URL'
> = {
  'toyota-service-insurance': 'Toyota Service Insurance URL',
  'toyota-parts-insurance': 'Toyota Parts Insurance URL',
};

/** A content button's target: a link, or null for an empty link (rendered as a plain label). */
export function buttonLink(rawHref: string, site: LinkSite): ContentLink | null {
  const href = htmlText(rawHref);
  const shortcode = /^\[([\w-]+)\]$/.exec(href);
  if (shortcode) {
    const setting = SHORTCODE_SETTINGS[shortcode[1].toLowerCase()];
    const url = setting ? site.settings?.[setting] : null;
    return url ? contentLink(url, site) : null;
  }
  if (!href || !isSafeUrl(href)) return null;
  return contentLink(href, site);
}
