/**
 * The one sanitizer for HTML from the content API (rules.md: Content HTML sanitizer),
 * built on sanitize-html with an allow-list: nothing else may render API HTML, and it is
 * rendered only through SafeHtml.astro beside it.
 *
 * - Only the tags and attributes below survive; scripts, styles, frames, forms, svg and math
 *   are dropped with their content; event-handler and style attributes never pass.
 * - href and src keep only http, https, mailto and tel (no javascript:, data: or
 *   protocol-relative URLs).
 * - Every link goes through the link policy (the caller's `link`: links.ts resolveLink), so
 *   content links open in a new tab exactly where the rules say; images go through the image
 *   CDN with lazy loading (`image`).
 * - An <h1> in content becomes <h2>: the page's own title is its one h1.
 */
import sanitizeHtml from 'sanitize-html';

export interface SanitizeContext {
  /** The link policy: the href to render and whether it opens in a new tab. */
  link?: (href: string) => { href: string; newTab: boolean };
  /** The image attributes to render for a content image (CDN src, srcset, lazy loading). */
  image?: (src: string) => Record<string, string | undefined>;
}

export type HtmlProfile = 'block' | 'inline';

const INLINE_TAGS = [
  'a',
  'abbr',
  'b',
  'br',
  'code',
  'em',
  'i',
  'mark',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
];
const BLOCK_TAGS = [
  ...INLINE_TAGS,
  'blockquote',
  'caption',
  'div',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
];
/** Class names content may carry: the no-wrap span and the editor's marker and inline code. */
export const ALLOWED_CLASSES = ['nowrap', 'cdx-marker', 'inline-code'];
const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'];
/** Dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'noscript',
  'template',
  'textarea',
  'option',
  'select',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'form',
  'title',
  'head',
];

/** Whether a URL uses a safe scheme (or none: a site path, a fragment, a relative path). */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore tabs, newlines and control characters inside a scheme ('java\tscript:').
  // eslint-disable-next-line no-control-regex
  const v = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  if (v.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(v);
  return !scheme || SAFE_SCHEMES.includes(scheme[1]);
}

function options(profile: HtmlProfile, context: SanitizeContext): sanitizeHtml.IOptions {
  return {
    allowedTags: profile === 'inline' ? INLINE_TAGS : BLOCK_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding', 'title'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      ol: ['start', 'reversed'],
      '*': ['class'],
    },
    allowedClasses: { '*': ALLOWED_CLASSES },
    allowedSchemes: SAFE_SCHEMES,
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    enforceHtmlBoundary: false,
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const out: sanitizeHtml.Attributes = {};
        if (attribs.class) out.class = attribs.class;
        if (attribs.title) out.title = attribs.title;
        const raw = (attribs.href ?? '').trim();
        // a refused href loses its link; the link policy still sees it, for the build warning
        if (raw && !isSafeUrl(raw)) context.link?.(raw);
        else if (raw) {
          const resolved = context.link ? context.link(raw) : { href: raw, newTab: false };
          if (isSafeUrl(resolved.href)) {
            out.href = resolved.href;
            if (resolved.newTab) {
              out.target = '_blank';
              out.rel = 'noopener noreferrer';
            }
          }
        }
        return { tagName, attribs: out };
      },
      img: (tagName, attribs) => {
        const src = (attribs.src ?? '').trim();
        const out: sanitizeHtml.Attributes = { alt: attribs.alt ?? '' };
        if (src && isSafeUrl(src)) {
          const attrs = context.image ? context.image(src) : { src, loading: 'lazy' };
          for (const [k, v] of Object.entries(attrs)) if (v !== undefined) out[k] = v;
        }
        for (const k of ['width', 'height'])
          if (/^\d{1,4}$/.test(attribs[k] ?? '')) out[k] = attribs[k];
        return { tagName, attribs: out };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

/** API HTML made safe to render: allow-listed tags and attributes, safe URLs, links by the link policy. */
export function sanitizeContentHtml(
  html: string | null | undefined,
  context: SanitizeContext = {},
  profile: HtmlProfile = 'block',
): string {
  if (!html) return '';
  return sanitizeHtml(html, options(profile, context)).trim();
}
