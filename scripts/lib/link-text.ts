/**
 * Descriptive link text: a link whose whole text is a generic phrase ('Learn more', 'Click here')
 * says nothing of where it goes, to a screen reader's list of links or to a search engine.
 * The phrases are Lighthouse's (its SEO audit 'link-text', English list); our sites are English.
 */
import { decodeEntities } from './link-integrity';

/** Lighthouse's English non-descriptive link texts (core/audits/seo/link-text.js). */
export const GENERIC_LINK_TEXTS: ReadonlySet<string> = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
]);

export interface GenericLink {
  href: string;
  text: string;
}

/**
 * The text a link shows, as Lighthouse reads it (trimmed, lower case): its markup less tags,
 * entities decoded, runs of white space as one space. Text inside an element the page hides
 * (`hidden`, `aria-hidden="true"`) is left out, as innerText leaves out what is not rendered.
 */
export function linkText(inner: string): string {
  const shown = inner
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(svg|script|style|template)\b[\s\S]*?<\/\1>/gi, '')
    .replace(
      /<([a-z][a-z0-9-]*)\b[^>]*\s(?:hidden|aria-hidden="true")(?=[\s=>/])[^>]*>[\s\S]*?<\/\1>/gi,
      '',
    )
    .replace(/&nbsp;/gi, ' ');
  return decodeEntities(shown.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * The links on a page whose text is only a generic phrase. As Lighthouse: links without an
 * href, mailto: and javascript: links and rel="nofollow" ones are not counted; a same-page
 * anchor (#…) is not either.
 */
export function genericLinks(html: string): GenericLink[] {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  const found: GenericLink[] = [];
  for (const m of markup.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)) {
    const attrs = m[1];
    const href = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(` ${attrs}`);
    if (!href) continue;
    const url = decodeEntities(href[1] ?? href[2] ?? href[3] ?? '').trim();
    if (!url || url.startsWith('#') || /^(mailto|javascript):/i.test(url)) continue;
    if (/\srel\s*=\s*["']?[^"'>]*\bnofollow\b/i.test(` ${attrs}`)) continue;
    const text = linkText(m[2]);
    if (GENERIC_LINK_TEXTS.has(text)) found.push({ href: url, text });
  }
  return found;
}
