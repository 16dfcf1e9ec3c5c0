/**
 * The link policy (rules.md: Link rules; Manufacturer dealer-portal links; Header and footer
 * navigation) and its safety half.
 */
import { describe, expect, it } from 'vitest';
import {
  fillLinkPlaceholders,
  isPrefetched,
  linkAttributes,
  htmlHref,
  linkPolicy,
  offerHref,
  resolveLink,
  resolveSrc,
  serviceBookingLink,
  withDefaultSearchQuery,
  type LinkPolicy,
} from '../../../../src/domain/content/links';
import { isMapsHref } from '../../../../src/domain/content/maps-link';
import {
  browserNormalise,
  decodeCharacterReferences,
  safeHref,
} from '../../../../src/domain/content/safe-href';

const toyota = linkPolicy({
  slug: 'sunshine-coast-toyota',
  name: 'Sunshine Coast Toyota',
  template: 'toyota',
  manufacturer: { name: 'Toyota' },
  url: 'https://www.sunshinecoasttoyota.com.au',
  settings: { 'Toyota Base Domain': 'sunshinecoast.toyota.com.au' },
});
const group = linkPolicy({
  slug: 'pacific-motor-group',
  name: 'Pacific Motor Group',
  template: 'default',
  dealership_group: 'Pacific Motor Group',
  url: 'https://pacificmotorgroup.com.au',
});
const policy = (over: Partial<LinkPolicy> = {}): LinkPolicy => ({ ...toyota, ...over });

describe('unsafe links never reach an href', () => {
  const hostile = [
    ['javascript: plain', 'javascript:alert(1)'],
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['leading space', ' javascript:alert(1)'],
    ['leading control characters', '\u0001\u0008javascript:alert(1)'],
    ['tab inside the scheme', 'java\tscript:alert(1)'],
    ['newline inside the scheme', 'java\nscript:alert(1)'],
    ['carriage return inside the scheme', 'jav\r\nascript:alert(1)'],
    ['javascript://%0a comment trick', 'javascript://%0aalert(1)'],
    ['decimal entity', '&#106;avascript:alert(1)'],
    ['hex entity without semicolon', '&#x6A;avascript:alert(1)'],
    ['entity colon', 'javascript&colon;alert(1)'],
    ['entity tab inside the scheme', 'java&Tab;script:alert(1)'],
    ['double-encoded entity', '&amp;#106;avascript:alert(1)'],
    ['padded numeric entity', '&#0000106;avascript:alert(1)'],
    ['data: URL', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['DATA: upper case', 'DATA:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['blob:', 'blob:https://x.example/uuid'],
    ['a placeholder filled into a javascript: URL', 'javascript:[website_name]'],
  ] as const;
  it.each(hostile)('%s → text with a warning naming the tenant and field', (_, href) => {
    const link = resolveLink(href, toyota, 'navigation.header[3].url');
    expect(link.kind).toBe('blocked');
    expect(link.href).toBe('#');
    expect(link.newTab).toBe(false);
    expect(link.warning).toMatch(
      /^sunshine-coast-toyota: navigation\.header\[3\]\.url: unsafe link/,
    );
    expect(linkAttributes(link).href).toBe('#');
  });
  it('never lets an unsafe source through as an image', () => {
    const warnings: string[] = [];
    expect(resolveSrc('javascript:alert(1)', toyota, 'logo.url', (w) => warnings.push(w))).toBe(
      null,
    );
    expect(
      resolveSrc('data:image/svg+xml,<svg onload=alert(1)>', toyota, 'x', (w) => warnings.push(w)),
    ).toBe(null);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('sunshine-coast-toyota: logo.url');
    expect(resolveSrc('/sample-media/a.jpg', toyota)).toBe('/sample-media/a.jpg');
    expect(resolveSrc('//cdn.example/a.jpg', toyota)).toBe('https://cdn.example/a.jpg');
  });
  it.each([
    ['/service', 'internal'],
    ['#finance-calculator', 'internal'],
    ['https://www.facebook.com/dealer', 'external'],
    ['http://old.example/page', 'external'],
    ['tel:0754431234', 'tel'],
    ['mailto:sales@dealer.example', 'mailto'],
    ['HTTPS://WWW.FACEBOOK.COM/x', 'external'],
  ])('%s survives as %s', (href, kind) => {
    expect(resolveLink(href, toyota).kind).toBe(kind);
  });
  it('reads the scheme the way the browser does', () => {
    expect(browserNormalise(' \tjava\nscript:x ')).toBe('javascript:x');
    expect(browserNormalise('/\\evil.example/path?a=\\b')).toBe('//evil.example/path?a=\\b');
    expect(decodeCharacterReferences('&#x6a;&#97;&colon;&amp;&unknown;')).toBe('ja:&&unknown;');
    expect(safeHref('TEL:0411 222 333')).toEqual({
      ok: true,
      href: 'tel:0411 222 333',
      scheme: 'tel',
    });
  });
  it("treats '/\\host' and '//host' as external, never internal", () => {
    expect(resolveLink('/\\evil.example', toyota)).toMatchObject({
      kind: 'external',
      href: 'https://evil.example',
      newTab: true,
    });
    expect(resolveLink('//evil.example/x', toyota).internal).toBe(false);
  });
  it('an empty value is text without a warning', () => {
    expect(resolveLink('', toyota)).toMatchObject({ kind: 'none', href: '#' });
    expect(resolveLink(null, toyota).warning).toBeUndefined();
  });
});

describe('link rules (rules.md: Link rules)', () => {
  it('rewrites /finance-pre-approval (with or without trailing slash) to /finance', () => {
    expect(resolveLink('/finance-pre-approval', toyota).href).toBe('/finance');
    expect(resolveLink('/finance-pre-approval/', toyota).href).toBe('/finance');
    expect(resolveLink('/finance-pre-approval?x=1', toyota).href).toBe('/finance?x=1');
    expect(
      resolveLink('/finance-pre-approval', policy({ keepFinancePreApproval: true })).href,
    ).toBe('/finance-pre-approval');
  });
  it('turns /blog links into /news for the tenant that uses /news', () => {
    const news = policy({ blogAsNews: true });
    expect(resolveLink('/blog', news).href).toBe('/news');
    expect(resolveLink('/blog/vehicle-reviews', news).href).toBe('/news/vehicle-reviews');
    expect(resolveLink('/blogger', news).href).toBe('/blogger');
    expect(resolveLink('/blog', toyota).href).toBe('/blog');
  });
  it('drops /pages from the four fixed pages, and from every page when use_pages_path is false', () => {
    expect(resolveLink('/pages/privacy-policy', toyota).href).toBe('/privacy-policy');
    expect(resolveLink('/pages/terms-and-conditions', toyota).href).toBe('/terms-and-conditions');
    expect(resolveLink('/pages/about-us', toyota).href).toBe('/about-us');
    expect(resolveLink('/pages/vehicle-parts-and-accessories', toyota).href).toBe(
      '/vehicle-parts-and-accessories',
    );
    expect(resolveLink('/pages/recalls', toyota).href).toBe('/pages/recalls');
    expect(resolveLink('/pages/recalls', policy({ usePagesPath: false })).href).toBe('/recalls');
    expect(linkPolicy({ slug: 'a', name: 'A', use_pages_path: false }).usePagesPath).toBe(false);
  });
  it('internal links begin with a single / or #; a bare path or www. host gets the one it means', () => {
    expect(resolveLink('contact-us', toyota).href).toBe('/contact-us');
    expect(resolveLink('www.facebook.com/dealer', toyota)).toMatchObject({
      href: 'https://www.facebook.com/dealer',
      kind: 'external',
    });
    expect(resolveLink('https://www.sunshinecoasttoyota.com.au/service?x=1', toyota)).toMatchObject(
      { href: '/service?x=1', kind: 'internal', newTab: false },
    );
  });
  it("percent-encodes '[' and ']' after the host so the href is valid HTML", () => {
    expect(
      linkAttributes(resolveLink('/search/new-cars?refinementList[make][0]=Toyota', toyota)).href,
    ).toBe('/search/new-cars?refinementList%5Bmake%5D%5B0%5D=Toyota');
    expect(htmlHref('https://[::1]:8080/a?x[0]=1')).toBe('https://[::1]:8080/a?x%5B0%5D=1');
  });
  it('tel: stays in the tab; mailto: is left plain; maps links and other external links open a new tab', () => {
    expect(linkAttributes(resolveLink('tel:0754431234', toyota))).toEqual({
      href: 'tel:0754431234',
    });
    expect(linkAttributes(resolveLink('mailto:a@b.example', toyota))).toEqual({
      href: 'mailto:a@b.example',
    });
    expect(resolveLink('https://maps.google.com/?cid=1', toyota)).toMatchObject({
      kind: 'maps',
      newTab: true,
    });
    expect(resolveLink('https://www.google.com/maps/place/x', toyota).kind).toBe('maps');
    expect(resolveLink('https://maps.app.goo.gl/abc', toyota).kind).toBe('maps');
    expect(resolveLink('https://www.google.com/search?q=maps', toyota).kind).toBe('external');
    expect(linkAttributes(resolveLink('https://x.example', toyota))).toEqual({
      href: 'https://x.example',
      target: '_blank',
      rel: 'noopener',
    });
    expect(isMapsHref('javascript:alert(1)//maps.google.com')).toBe(false);
  });
  it("appends the tenant's default stock query to search links without their own", () => {
    const p = policy({ defaultSearchQuery: 'range[photos_count]=3' });
    expect(resolveLink('/search/new-used-and-demo-cars', p).href).toBe(
      '/search/new-used-and-demo-cars?range[photos_count]=3',
    );
    expect(resolveLink('/search/used-cars?sortBy=x', p).href).toBe('/search/used-cars?sortBy=x');
    expect(withDefaultSearchQuery('/service', 'range[photos_count]=3')).toBe('/service');
  });
});

describe('not prefetched (rules.md: Link rules)', () => {
  it.each([
    '/book-test-drive',
    '/book-test-drive/',
    '/special-offers',
    '/mazda-finance-page',
    '/mazda-assured',
    '/guaranteed-future-value',
    '/models',
    '/models/hilux',
    '/new-vehicles/hilux',
    '/cars/2024-toyota-hilux/checkout',
    '/cars/2024-toyota-hilux/buy-online',
  ])('%s is not prefetched', (path) => {
    expect(isPrefetched(path, toyota)).toBe(false);
    expect(linkAttributes(resolveLink(path, toyota))['data-astro-prefetch']).toBe('false');
  });
  it('paths containing /blog or /parts are excluded from the rule', () => {
    expect(isPrefetched('/models/blog', toyota)).toBe(true);
    expect(isPrefetched('/models/hilux/parts', toyota)).toBe(true);
  });
  it('/my-garage and /our-locations only for the garage groups', () => {
    expect(isPrefetched('/my-garage', group)).toBe(false);
    expect(isPrefetched('/our-locations', group)).toBe(false);
    expect(isPrefetched('/my-garage', toyota)).toBe(true);
  });
  it('other internal links are prefetched on hover; external links never', () => {
    expect(linkAttributes(resolveLink('/service', toyota))['data-astro-prefetch']).toBe('hover');
    expect(linkAttributes(resolveLink('https://x.example', toyota))['data-astro-prefetch']).toBe(
      undefined,
    );
  });
});

describe('dealer-portal links (rules.md: Manufacturer dealer-portal links)', () => {
  it('fills [toyota_domain] and [website_name] from configuration', () => {
    expect(fillLinkPlaceholders('https://[toyota_domain]/service/booking', toyota)).toBe(
      'https://sunshinecoast.toyota.com.au/service/booking',
    );
    expect(fillLinkPlaceholders('/x?dealer=[website_name]', toyota)).toBe(
      '/x?dealer=Sunshine%20Coast%20Toyota',
    );
  });
  it('keep the tab when the site has a manufacturer, open a new tab otherwise', () => {
    expect(resolveLink('https://[toyota_domain]/demonstrators', toyota)).toMatchObject({
      href: 'https://sunshinecoast.toyota.com.au/demonstrators',
      kind: 'dealer-portal',
      newTab: false,
    });
    expect(
      resolveLink('https://[toyota_domain]/demonstrators', policy({ hasManufacturer: false }))
        .newTab,
    ).toBe(true);
    expect(resolveLink('[toyota_domain]/sellmycar', toyota).href).toBe(
      'https://sunshinecoast.toyota.com.au/sellmycar',
    );
  });
  it("replaces a hard-coded sample subdomain's host by the base domain", () => {
    expect(
      resolveLink('https://demo.toyota.com.au/finance/car-loan-calculator', toyota),
    ).toMatchObject({
      href: 'https://sunshinecoast.toyota.com.au/finance/car-loan-calculator',
      kind: 'dealer-portal',
    });
    expect(resolveLink('https://www.toyota.com.au/hilux', toyota).kind).toBe('external');
  });
  it('strips a scheme stored in the base domain setting', () => {
    const p = linkPolicy({
      slug: 'x',
      name: 'X',
      settings: { 'Toyota Base Domain': 'https://x.toyota.com.au/' },
    });
    expect(p.baseDomain).toBe('x.toyota.com.au');
  });
  it('service booking uses the base domain, or /genuine-service without one', () => {
    expect(serviceBookingLink(toyota).href).toBe(
      'https://sunshinecoast.toyota.com.au/service/booking',
    );
    expect(serviceBookingLink(policy({ baseDomain: '' })).href).toBe('/genuine-service');
  });
  it('other portal links without a base domain are text with a warning', () => {
    const link = resolveLink(
      'https://[toyota_domain]/demonstrators',
      policy({ baseDomain: '' }),
      'nav',
    );
    expect(link.kind).toBe('blocked');
    expect(link.warning).toContain("'Toyota Base Domain'");
  });
});

describe('offer links (rules.md: Link rules)', () => {
  it('/offers/{manufacturer}/{id} when the site has no single manufacturer and the offer has one', () => {
    expect(offerHref({ id: 12, manufacturer: { name: 'Kia' } }, group)).toBe('/offers/kia/12');
    expect(offerHref({ id: 12, manufacturer: 'GWM' }, group)).toBe('/offers/gwm-haval/12');
  });
  it('otherwise /offers/{id}', () => {
    expect(offerHref({ id: 12, manufacturer: { name: 'Toyota' } }, toyota)).toBe('/offers/12');
    expect(offerHref({ id: 12, manufacturer: null }, group)).toBe('/offers/12');
  });
});
