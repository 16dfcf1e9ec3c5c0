/**
 * The safety half of the link policy (src/domain/content/links.ts): which hrefs from
 * content may reach a page. Only relative paths, '#', http(s), tel: and mailto: survive.
 *
 * The scheme is read the way a browser reads it (WHATWG URL parsing): character references
 * decoded (an href written into HTML is decoded before parsing), leading and trailing C0
 * controls and spaces stripped, every tab and newline removed wherever it is, the scheme
 * compared case-insensitively, '\' read as '/' before the query. So 'JaVaScRiPt:',
 * ' javascript:', 'java\tscript:', 'java&#x09;script:' and '&#106;avascript:' are all the
 * javascript: scheme and are refused, as are data:, vbscript:, file: and every other scheme.
 */

export const ALLOWED_SCHEMES = ['http', 'https', 'tel', 'mailto'] as const;
export type AllowedScheme = (typeof ALLOWED_SCHEMES)[number];

export type SafeHref =
  { ok: true; href: string; scheme: AllowedScheme | null } | { ok: false; reason: string };

const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  semi: ';',
  excl: '!',
  quest: '?',
  num: '#',
  percnt: '%',
  equals: '=',
  nbsp: '\u00a0',
};

/** Decodes numeric (&#106; &#x6A;, with or without the ';') and the common named character references once. */
export function decodeCharacterReferences(value: string): string {
  return value.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));?/g,
    (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (dec || hex) {
        const code = dec ? Number(dec) : parseInt(hex!, 16);
        if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
        return String.fromCodePoint(code);
      }
      return NAMED_REFERENCES[name!.toLowerCase()] ?? whole;
    },
  );
}

/** Leading and trailing C0 controls and spaces, which the URL standard strips (matching them is the point). */
// eslint-disable-next-line no-control-regex
const C0_OR_SPACE_EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/** What the browser's URL parser does before reading the scheme: C0/space trimmed, tabs and newlines removed. */
export function browserNormalise(value: string): string {
  const trimmed = value.replace(C0_OR_SPACE_EDGES, '').replace(/[\t\n\r]/g, '');
  const cut = trimmed.search(/[?#]/);
  const head = cut === -1 ? trimmed : trimmed.slice(0, cut);
  const tail = cut === -1 ? '' : trimmed.slice(cut);
  return head.replace(/\\/g, '/') + tail;
}

/** The scheme a browser would read from an already normalised href, lowercased; null for a relative reference. */
export function schemeOf(normalised: string): string | null {
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(normalised);
  return m ? m[1].toLowerCase() : null;
}

/** Decoded until it stops changing (double-encoded references included), at most 5 rounds. */
function fullyDecoded(value: string): string {
  let current = value;
  for (let i = 0; i < 5; i++) {
    const next = decodeCharacterReferences(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * The href a browser would follow, if it is one of the allowed kinds. The scheme is checked
 * on the fully decoded form (stricter than a browser, which decodes once); the href given
 * back is decoded once, normalised, with its scheme lowercased.
 */
export function safeHref(raw: string): SafeHref {
  const strictScheme = schemeOf(browserNormalise(fullyDecoded(raw)));
  const href = browserNormalise(decodeCharacterReferences(raw));
  const scheme = schemeOf(href);
  for (const s of [strictScheme, scheme]) {
    if (s !== null && !(ALLOWED_SCHEMES as readonly string[]).includes(s))
      return { ok: false, reason: `the '${s}:' scheme is not allowed` };
  }
  if (scheme === null) return { ok: true, href, scheme: null };
  const rest = href.slice(scheme.length + 1);
  return { ok: true, href: `${scheme}:${rest}`, scheme: scheme as AllowedScheme };
}
