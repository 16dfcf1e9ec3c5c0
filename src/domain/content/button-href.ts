/**
 * Button href interpretation (rules.md: Button href interpretation), for the content blocks' buttons
 * and any other button a dealer writes in the dashboard:
 * - the live-chat provider's keyword (trimmed, case-insensitive) opens a live-chat widget;
 * - the help-desk provider's keyword opens a help-desk widget;
 * - 'scroll={className}' smoothly scrolls to the first element with that class;
 * - '[word-chars]' is a shortcode: [toyota-service-insurance] and [toyota-parts-insurance]
 *   map to the configured insurance URLs; any other shortcode gives an empty link;
 * - HTML tags are stripped from href and text.
 * Everything else is a link, through the link policy.
 */
import { linkAttributes, resolveLink, type LinkPolicy, type ResolvedLink } from './links';
import { decodeCharacterReferences } from './safe-href';

/** The spec names neither provider; these are the keywords a dealer types into a button's href. */
export const LIVE_CHAT_KEYWORD = 'livechat';
export const HELP_DESK_KEYWORD = 'helpdesk';
export const SCROLL_PREFIX = 'scroll=';

export const SHORTCODE_SETTINGS = {
  'toyota-service-insurance': 'Toyota Service Insurance URL',
  'toyota-parts-insurance': 'Toyota Parts Insurance URL',
} as const;

export type ButtonAction =
  | { kind: 'live-chat' }
  | { kind: 'help-desk' }
  | { kind: 'scroll'; className: string }
  | { kind: 'link'; link: ResolvedLink }
  /** An empty link (an unknown shortcode, or nothing to go to): render a plain, inert label. */
  | { kind: 'none'; warning?: string };

export interface ButtonSite {
  policy: LinkPolicy;
  settings?: Partial<
    Record<(typeof SHORTCODE_SETTINGS)[keyof typeof SHORTCODE_SETTINGS], string | null>
  > | null;
}

/** Removes HTML tags (also unterminated ones) and decodes character references; whitespace kept. */
function withoutTags(value: string | null | undefined): string {
  let text = value ?? '';
  for (let i = 0; i < 5; i++) {
    const next = text.replace(/<[^<>]*>/g, '');
    if (next === text) break;
    text = next;
  }
  return decodeCharacterReferences(text.replace(/<[^>]*$/, ''));
}

/** Removes HTML tags (also unterminated ones) and decodes character references. */
export function stripTags(value: string | null | undefined): string {
  return withoutTags(value).replace(/\s+/g, ' ').trim();
}

/** A class name 'scroll=' may target: one CSS class token. */
const CLASS_TOKEN = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;
const SHORTCODE = /^\[([\w-]+)\]$/;

export function buttonAction(
  rawHref: string | null | undefined,
  site: ButtonSite,
  field = 'button.href',
): ButtonAction {
  // tags removed, but not its whitespace: a tab or newline inside a scheme is the browser's to
  // strip ('java\tscript:' is javascript:), so the link policy must see it as written
  const href = withoutTags(rawHref).trim();
  const keyword = href.toLowerCase();
  if (keyword === LIVE_CHAT_KEYWORD) return { kind: 'live-chat' };
  if (keyword === HELP_DESK_KEYWORD) return { kind: 'help-desk' };
  if (keyword.startsWith(SCROLL_PREFIX)) {
    const className = href.slice(SCROLL_PREFIX.length).trim().replace(/^\./, '');
    return CLASS_TOKEN.test(className)
      ? { kind: 'scroll', className }
      : {
          kind: 'none',
          warning: `${site.policy.tenant}: ${field}: "${href}" is not a class name to scroll to`,
        };
  }
  const shortcode = SHORTCODE.exec(href);
  if (shortcode) {
    const setting =
      SHORTCODE_SETTINGS[shortcode[1].toLowerCase() as keyof typeof SHORTCODE_SETTINGS];
    const url = setting ? site.settings?.[setting] : null;
    if (!url) return { kind: 'none' };
    const link = resolveLink(url, site.policy, `settings['${setting}']`);
    return link.kind === 'blocked' || link.kind === 'none'
      ? { kind: 'none', warning: link.warning }
      : { kind: 'link', link };
  }
  const link = resolveLink(href, site.policy, field);
  if (link.kind === 'blocked' || link.kind === 'none')
    return { kind: 'none', warning: link.warning };
  return { kind: 'link', link };
}

/** The button's label: tags stripped (rules.md: Button href interpretation). */
export function buttonText(rawText: string | null | undefined): string {
  return stripTags(rawText);
}

/** How a button renders: a link, an action button for the shell's handler, or plain text. */
export type ButtonElement =
  | { tag: 'a'; attributes: Record<string, string> }
  | { tag: 'button'; attributes: Record<string, string> }
  | { tag: 'span'; attributes: Record<string, string> };

/**
 * The element for a button action: links keep the link policy's attributes; live chat, help
 * desk and scroll are <button type="button" data-shell-action=…> that the site shell handles
 * (src/islands/shell/actions.ts); an empty link is a plain label.
 */
export function buttonElement(action: ButtonAction): ButtonElement {
  switch (action.kind) {
    case 'link':
      return { tag: 'a', attributes: linkAttributes(action.link) };
    case 'live-chat':
    case 'help-desk':
      return { tag: 'button', attributes: { type: 'button', 'data-shell-action': action.kind } };
    case 'scroll':
      return {
        tag: 'button',
        attributes: {
          type: 'button',
          'data-shell-action': 'scroll',
          'data-scroll-to': action.className,
        },
      };
    default:
      return { tag: 'span', attributes: {} };
  }
}
