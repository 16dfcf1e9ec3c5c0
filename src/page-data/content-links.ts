/**
 * The content pages' one door to the link rules: every href a content page renders (blocks,
 * buttons, blog links, HTML links through SafeHtml) goes through these two functions, which
 * apply the one link policy (domain/content/links.ts) and the button-href rules (rules.md: Button href interpretation,
 * domain/content/button-href.ts).
 */
import { linkPolicy, resolveLink, type LinkSite as PolicySite } from '../domain/content/links';
import { buttonAction } from '../domain/content/button-href';
import { reportLink } from './link-warnings';
import type { Website } from '../domain/tenant/schema/website';

export type LinkSite = PolicySite & Pick<Website, 'settings'>;

export interface ContentLink {
  href: string;
  newTab: boolean;
}

export function contentLink(href: string, site: LinkSite, field = 'content link'): ContentLink {
  const r = reportLink(resolveLink(href, linkPolicy(site), field));
  return { href: r.href, newTab: r.newTab };
}

/** A content button's target: a link, or null for an empty link (rendered as a plain label). */
export function buttonLink(
  rawHref: string,
  site: LinkSite,
  field = 'content button',
): ContentLink | null {
  const action = reportLink(
    buttonAction(rawHref, { policy: linkPolicy(site), settings: site.settings }, field),
  );
  return action.kind === 'link' ? { href: action.link.href, newTab: action.link.newTab } : null;
}
