/**
 * The per-tenant Content-Security-Policy generator (rules.md: Security headers and CSP): the hosts
 * each enabled integration adds, the hashes of inline scripts and styles, and the header file both
 * the local server and Netlify read.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  emptyInventory,
  integrationSources,
  inventoryPage,
  inventoryPageBytes,
  originOf,
  tenantIntegrations,
} from '../../../src/integrations/csp';
import {
  FIXED_CSP,
  SECURITY_HEADERS,
  headersFile,
  parseHeadersFile,
  tenantHeaders,
} from '../../../src/integrations/header-rules';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The directive's source list, by name. */
function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  if (!found) throw new Error(`no ${name} in ${policy}`);
  return found.slice(1);
}

const policyFor = (site: Parameters<typeof tenantIntegrations>[0], html = '') =>
  contentSecurityPolicy(
    FIXED_CSP,
    inventoryPage(html),
    integrationSources(tenantIntegrations(site)),
  );

describe('tenantIntegrations', () => {
  it('turns on only well-formed ids and a search host that has a key', () => {
    expect(
      tenantIntegrations({
        gtm_id: 'gtm-abc123',
        facebook_pixel: 'not-a-pixel',
        google_analytics_id: 'G-2CLVTDAVDF',
        search_host: 'https://search.example.com',
        payment_provider: ' Stripe ',
      }),
    ).toEqual({
      gtm: true,
      facebookPixel: false,
      googleAnalytics: true,
      searchHost: null,
      paymentProvider: 'stripe',
    });
  });
});

describe('contentSecurityPolicy', () => {
  it('with nothing enabled allows only the site itself, and never unsafe-inline or eval for scripts', () => {
    const policy = policyFor({});
    expect(policy.startsWith(FIXED_CSP)).toBe(true);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
    expect(directive(policy, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
  });

  it('adds the tag manager, pixel, payment provider and search hosts the tenant enables', () => {
    const policy = policyFor({
      gtm_id: 'GTM-WTQZF7W',
      facebook_pixel: '621195440518391',
      payment_provider: 'stripe',
      search_host: 'https://ms-123.meilisearch.io/',
      search_key: 'public-search-key',
    });
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining([
        'https://www.googletagmanager.com',
        'https://connect.facebook.net',
        'https://js.stripe.com',
      ]),
    );
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://ms-123.meilisearch.io',
        'https://*.google-analytics.com',
        'https://www.facebook.com',
        'https://api.stripe.com',
      ]),
    );
    expect(directive(policy, 'img-src')).toContain('https://www.facebook.com');
    expect(directive(policy, 'frame-src')).toContain('https://js.stripe.com');
  });

  it('each host once, whatever enables it twice (tag manager and analytics share hosts)', () => {
    const policy = policyFor({ gtm_id: 'GTM-WTQZF7W', google_analytics_id: 'G-2CLVTDAVDF' });
    const script = directive(policy, 'script-src');
    expect(script.filter((s) => s === 'https://www.googletagmanager.com')).toHaveLength(1);
  });

  it('an unknown payment provider adds nothing', () => {
    expect(policyFor({ payment_provider: 'acme-pay' })).toBe(policyFor({}));
  });

  it('hashes inline scripts and styles, not external or JSON data scripts', () => {
    const inline = 'document.documentElement.dataset.js = "1";';
    const mod = 'import "/_astro/a.js";';
    const css = '.a{color:red}';
    const html = `<script>${inline}</script><script type="module">${mod}</script>
      <script type="module" src="/_astro/page.js"></script>
      <script type="application/ld+json">{"@type":"Car"}</script>
      <script type="application/json" id="ctx">{"a":1}</script><style>${css}</style>`;
    const policy = policyFor({}, html);
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      ...[hash(inline), hash(mod)].sort(),
    ]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", hash(css)]);
  });

  it('allows the image hosts the pages use', () => {
    const html = `<img src="https://cdn.dealer.example/a.jpg" srcset="https://img.example.net/a-400.jpg 400w, /local.jpg 800w"><img src="/images/b.jpg">`;
    expect(directive(policyFor({}, html), 'img-src')).toEqual(
      expect.arrayContaining(['https://cdn.dealer.example', 'https://img.example.net']),
    );
  });
});

describe('inventoryPageBytes', () => {
  // pieces of pages: tags of each kind in any case, near-miss names, text in several scripts
  // (é, –, emoji) so byte and character offsets differ
  const wellFormed = [
    '<script>a = "é";</script>',
    '<SCRIPT>b()</SCRIPT>',
    '<Script type="module">import "/x.js"; // – ✓</script>',
    '<script src="/a.js"></script>',
    '<script type="application/json">{"k":"😀"}</script>',
    '<scripts>not a script</scripts>',
    '<style>.a{content:"–"}</style>',
    '<STYLE media="print">.b{}</Style>',
    '<img src="https://cdn.example/a.jpg" alt="é">',
    '<IMG SRC="https://upper.example/b.jpg">',
    '<source srcset="https://img.example/a-1.jpg 1x, /b.jpg 2x">',
    '<video poster="https://v.example/p.jpg"></video>',
    '<image src="https://no.example/x.png">',
    '<p>Drive away – ✓ é</p>',
    '>',
    ' ',
  ];
  // a script the whole-page match runs past its end: it hashes the text to a later
  // </script>, and the byte scan also hashes the scripts it passed over
  const irregular = [
    '<style-x>no</style-x>',
    '<script>unclosed',
    '<script >c()</script >',
    '<img src="/local.jpg"',
    '<',
  ];
  const sorted = (inventory: ReturnType<typeof emptyInventory>) =>
    [inventory.scriptHashes, inventory.styleHashes, inventory.imageOrigins].map((set) =>
      [...set].sort(),
    );

  it('finds exactly what inventoryPage finds over the decoded page', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...wellFormed), { maxLength: 24 }), (pieces) => {
        const html = pieces.join('');
        expect(sorted(inventoryPageBytes(Buffer.from(html)))).toEqual(sorted(inventoryPage(html)));
      }),
      { numRuns: 500 },
    );
  });

  it('never misses a hash or host inventoryPage finds, however broken the page', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...wellFormed, ...irregular), { maxLength: 24 }),
        (pieces) => {
          const html = pieces.join('');
          const [scripts, styles, origins] = sorted(inventoryPageBytes(Buffer.from(html)));
          const whole = inventoryPage(html);
          expect(scripts).toEqual(expect.arrayContaining([...whole.scriptHashes]));
          expect(styles).toEqual(expect.arrayContaining([...whole.styleHashes]));
          expect(origins).toEqual([...whole.imageOrigins].sort());
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads a region seen on an earlier page once, and finds the same as reading every page whole', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom(...wellFormed), { maxLength: 12 }), { maxLength: 8 }),
        (pages) => {
          const bytes = emptyInventory();
          const whole = emptyInventory();
          for (const page of pages) {
            inventoryPageBytes(Buffer.from(page.join('')), bytes);
            inventoryPage(page.join(''), whole);
          }
          expect(sorted(bytes)).toEqual(sorted(whole));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('remembers regions per inventory: a new inventory reads a page another one already read', () => {
    const page = Buffer.from('<style>.a{}</style><script>a()</script>');
    const first = inventoryPageBytes(page);
    const second = inventoryPageBytes(page);
    expect(sorted(second)).toEqual(sorted(first));
    expect(second.styleHashes).toEqual(new Set([hash('.a{}')]));
    expect(second.scriptHashes).toEqual(new Set([hash('a()')]));
  });

  it('adds to the inventory it is given', () => {
    const into = emptyInventory();
    inventoryPageBytes(Buffer.from('<style>.a{}</style>'), into);
    inventoryPageBytes(Buffer.from('<style>.b{}</style><img src="https://c.example/x.jpg">'), into);
    expect(into.styleHashes.size).toBe(2);
    expect([...into.imageOrigins]).toEqual(['https://c.example']);
  });
});

describe('originOf', () => {
  /** What it answered before relative URLs were ruled out by a test instead of a thrown error. */
  const parsed = (url: string): string | null => {
    try {
      const u = new URL(url);
      return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
    } catch {
      return null;
    }
  };

  it.each([
    ['https://cdn.example/a.jpg', 'https://cdn.example'],
    ['HTTP://Upper.Example:80/x', 'http://upper.example'],
    ['  https://spaced.example/x', 'https://spaced.example'],
    ['ht\ntps://split.example/x', 'https://split.example'],
    ['/images/a.jpg', null],
    ['//cdn.example/a.jpg', null],
    ['a.jpg', null],
    ['data:image/png;base64,AAAA', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('%j → %j', (url, origin) => {
    expect(originOf(url)).toBe(origin);
    expect(parsed(url)).toBe(origin);
  });

  it('answers what the URL parser answers, for any string', () => {
    const piece = fc.constantFrom(
      'h',
      't',
      'p',
      's',
      'x',
      'H',
      'S',
      ':',
      '/',
      '//',
      '.',
      '-',
      '+',
      '1',
      ' ',
      '\t',
      '\n',
      '\r',
      '\u0001',
      '\u001f',
      'é',
      '?',
      '#',
      '@',
      '[',
      ']',
      'https://',
      'http://a.example',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (pieces) => {
        const url = pieces.join('');
        expect(originOf(url)).toBe(parsed(url));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the _headers file', () => {
  it('carries the whole set with the tenant policy, and reads back as written', () => {
    const headers = tenantHeaders("frame-ancestors 'none'; script-src 'self'");
    expect(Object.keys(headers)).toEqual(Object.keys(SECURITY_HEADERS));
    expect(parseHeadersFile(headersFile(headers))).toEqual(headers);
  });
});
