/**
 * The hostile URL corpus (rules.md: Hostile URL corpus): payloads that browsers run or follow as
 * script, each carrying its own marker (`__xss_marker_N`), put into every link-bearing field of
 * a copy of a sample tenant's store. The fields are found by their keys (the link keys of the
 * zod schemas in src/domain/tenant/schema/: url, href, link, linkTo, external_url and the
 * *_url fields) with image sources left alone, plus the link fields the sample store leaves
 * empty (header banner, LinkedIn / TikTok, location banner links, location social URLs) and
 * an <a href> per payload inside content-page and blog HTML.
 */

/** The marker a payload sets; the click test defines a trap for each N. */
export const marker = (n: number) => `__xss_marker_${n}`;
const set = (n: number) => `window.top.${marker(n)}=1`;

export interface Payload {
  kind: string;
  make: (n: number) => string;
  /** The link policy must refuse it (and the build warn naming the tenant and field). */
  refused: boolean;
}

export const PAYLOADS: readonly Payload[] = [
  { kind: 'plain', make: (n) => `javascript:${set(n)}`, refused: true },
  { kind: 'mixed case', make: (n) => `JaVaScRiPt:${set(n)}`, refused: true },
  { kind: 'leading space', make: (n) => ` javascript:${set(n)}`, refused: true },
  { kind: 'leading controls', make: (n) => `\u0001\u001f javascript:${set(n)}`, refused: true },
  { kind: 'tab in scheme', make: (n) => `java\tscript:${set(n)}`, refused: true },
  { kind: 'newline in scheme', make: (n) => `java\nscript:${set(n)}`, refused: true },
  { kind: 'CR in scheme', make: (n) => `java\rscript:${set(n)}`, refused: true },
  { kind: 'comment + %0a', make: (n) => `javascript://%0a${set(n)}`, refused: true },
  { kind: 'entity (decimal)', make: (n) => `&#106;avascript:${set(n)}`, refused: true },
  { kind: 'entity (hex)', make: (n) => `&#x6A;avascript:${set(n)}`, refused: true },
  { kind: 'entity tab', make: (n) => `java&#x09;script:${set(n)}`, refused: true },
  { kind: 'entity colon', make: (n) => `javascript&colon;${set(n)}`, refused: true },
  {
    kind: 'data:text/html',
    make: (n) => `data:text/html,<script>alert("${marker(n)}")</script>`,
    refused: true,
  },
  { kind: 'vbscript', make: (n) => `vbscript:msgbox("${marker(n)}")`, refused: true },
  { kind: 'alert', make: (n) => `javascript:alert("${marker(n)}")`, refused: true },
  // Not a scheme to a browser (NUL ends the scheme): a relative path at worst; refused or not, it must not run.
  { kind: 'NUL in scheme', make: (n) => `java\0script:${set(n)}`, refused: false },
  // Another host, no script: the policy may keep them as external links (never run).
  { kind: 'protocol-relative', make: (n) => `//evil.example/${marker(n)}`, refused: false },
  { kind: 'backslash-relative', make: (n) => `/\\evil.example/${marker(n)}`, refused: false },
];

export interface Injection {
  n: number;
  /** Where in the store: file and JSON path. */
  field: string;
  kind: string;
  refused: boolean;
  payload: string;
}

/** Keys whose string value is a link (the link fields of the zod schemas). */
const LINK_KEY = /^(url|href|link|linkTo|external_url|[a-z]+_url)$/;
/** Image and asset sources (not links), and the site's own identity. */
const NOT_A_LINK =
  /(^|\.)(logo|logo_black|image|image_or_model_image|file|customImage|favicon|png|ico|thumb)(\.|\[|$)|(image_url|primary_image_url|cloudfront_new_image_url|search_host)$|^website\.url$/;

type Json = unknown;

export class CorpusWriter {
  readonly injections: Injection[] = [];
  private next = 1;

  /** A fresh payload for one field (the kinds taken in turn). */
  payload(field: string): string {
    const n = this.next++;
    const p = PAYLOADS[(n - 1) % PAYLOADS.length];
    const payload = p.make(n);
    this.injections.push({ n, field, kind: p.kind, refused: p.refused, payload });
    return payload;
  }

  /** Replaces every link-bearing string below `value` with a payload, in place. */
  inject(value: Json, at: string): void {
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (typeof item === 'object' && item !== null) this.inject(item, `${at}[${i}]`);
      });
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, Json>;
    for (const [key, v] of Object.entries(record)) {
      const path = at ? `${at}.${key}` : key;
      if (typeof v === 'string' && LINK_KEY.test(key) && !NOT_A_LINK.test(path))
        record[key] = this.payload(path);
      else this.inject(v, path);
    }
  }

  /** A paragraph block whose HTML holds one <a href> of every payload kind. */
  htmlBlock(field: string): Record<string, Json> {
    const links = PAYLOADS.map(() => {
      const href = this.payload(`${field} (HTML)`).replace(/"/g, '&quot;');
      return `<a href="${href}">corpus link ${this.next - 1}</a>`;
    });
    return { id: `corpus-${this.next}`, type: 'paragraph', data: { text: links.join(' · ') } };
  }
}

/** Empty link fields the sample store leaves out, set so the walk fills them. */
export function addMissingLinkFields(site: Record<string, Json>): void {
  const config = (site.config ??= {}) as Record<string, Json>;
  config.headerBanner = { enabled: true, url: '/trade-in' };
  const why = (config.whyBuyFromUs as Record<string, Json>[] | undefined) ?? [];
  for (const w of why) w.link = '/';
  site.linkedin_url = '/';
  site.tiktok_url = '/';
  const locations = (site.locations as Record<string, Json>[] | undefined) ?? [];
  for (const l of locations) {
    const contact = (l.contact_detail ??= {}) as Record<string, Json>;
    for (const k of ['facebook_url', 'instagram_url', 'youtube_url', 'linkedin_url', 'tiktok_url'])
      contact[k] = '/';
  }
  const specs = (site.specifications ??= {}) as Record<string, Json>;
  specs.banner_config = {
    enabled: true,
    location_links: locations.slice(0, 2).flatMap((l) => [
      { linkType: 'location', href: '/', locationId: l.id },
      // a phone item's href is a phone number (digits kept), not a link: left to the location's phone
      { linkType: 'phone', locationId: l.id },
    ]),
  };
}

/**
 * Link fields of the store that no page of the corpus tenant renders as a link (so no build
 * warning is expected for them); each was checked against the page code.
 */
export const NOT_RENDERED: readonly RegExp[] = [
  // a location's own social URLs: no page renders them (the site's social links are the website's)
  /^website\.locations\[\d+\]\.contact_detail\./,
  // read only when the location has no place_url (LocationCards.astro): the corpus sets both
  /^website\.locations\[\d+\]\.address\.map_url$/,
  // only https:// review URLs are ever used (review-feedback.ts reviewUrlFor); others are ignored
  /^website\.gmb_profiles\[\d+\]\.review_url$/,
];
