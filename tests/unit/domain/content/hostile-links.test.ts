/**
 * What the hostile URL corpus (tests/url-corpus/, rules.md: Hostile URL corpus) found, held in unit
 * tests: every payload the corpus says the policy refuses is refused; a tab inside a button's
 * scheme is refused (not collapsed into a relative path); the content sanitizer shows a
 * refused href to the link policy, for the build warning; structured data keeps only
 * http(s) social and map URLs.
 */
import { describe, expect, it } from 'vitest';
import { PAYLOADS, CorpusWriter, addMissingLinkFields } from '../../../url-corpus/corpus';
import { safeHref } from '../../../../src/domain/content/safe-href';
import { buttonAction } from '../../../../src/domain/content/button-href';
import { linkPolicy, resolveLink } from '../../../../src/domain/content/links';
import { sanitizeContentHtml } from '../../../../src/components/html/sanitize';
import { dealerJsonLd } from '../../../../src/domain/locations/structured-data';

const policy = linkPolicy({ slug: 'corpus-motors', name: 'Corpus Motors' });

describe('the URL corpus payloads', () => {
  it.each(PAYLOADS.map((p) => [p.kind, p] as const))('%s', (_, p) => {
    const result = safeHref(p.make(7));
    if (p.refused) expect(result.ok).toBe(false);
    else if (result.ok) expect(result.scheme === null || /^https?$/.test(result.scheme)).toBe(true);
  });

  it('fills every link field of a store, with a distinct marker each, and leaves images alone', () => {
    const site: Record<string, unknown> = {
      url: 'https://corpus.example',
      logo: { url: '/logo.svg' },
      facebook_url: 'https://facebook.com/x',
      navigation: { header: [{ name: 'A', url: '/a', dropdownItems: [{ name: 'B', url: '/b' }] }] },
      config: { whyBuyFromUs: [{ title: 'T' }] },
      locations: [{ id: 1, address: { place_url: 'https://maps.example' } }],
    };
    addMissingLinkFields(site);
    const corpus = new CorpusWriter();
    corpus.inject(site, 'website');
    const fields = corpus.injections.map((i) => i.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'website.facebook_url',
        'website.navigation.header[0].url',
        'website.navigation.header[0].dropdownItems[0].url',
        'website.config.headerBanner.url',
        'website.config.whyBuyFromUs[0].link',
        'website.locations[0].address.place_url',
        'website.specifications.banner_config.location_links[0].href',
      ]),
    );
    expect(fields).not.toContain('website.url');
    expect(fields).not.toContain('website.logo.url');
    expect(new Set(corpus.injections.map((i) => i.n)).size).toBe(corpus.injections.length);
  });
});

describe('fixes the corpus found', () => {
  it("a tab inside a button's scheme is refused with a warning naming tenant and field", () => {
    const action = buttonAction(
      'java\tscript:alert(1)',
      { policy },
      'blocks[].data.buttons[].href',
    );
    expect(action.kind).toBe('none');
    expect(action.kind === 'none' && action.warning).toMatch(
      /^corpus-motors: blocks\[\]\.data\.buttons\[\]\.href: unsafe link/,
    );
  });

  it('the content sanitizer drops a refused href and shows it to the link policy', () => {
    const seen: string[] = [];
    const html = sanitizeContentHtml('<a href="&#106;avascript:alert(1)">x</a>', {
      link: (href) => {
        seen.push(href);
        return resolveLink(href, policy, 'content HTML');
      },
    });
    expect(html).toBe('<a>x</a>');
    expect(seen).toHaveLength(1);
  });

  it('structured data keeps only http(s) social and map URLs', () => {
    const site = {
      name: 'Corpus Motors',
      url: 'https://corpus.example',
      facebook_url: 'javascript:alert(1)',
      instagram_url: 'https://instagram.com/corpus',
      locations: [],
    };
    const location = {
      id: 1,
      name: 'Sales',
      slug: 's',
      address: { street: '1 Main St', place_url: ' JaVaScRiPt:alert(2)' },
    };
    const shown = { minimumRating: 4, hidden: true, blockedNames: [] };
    const ld = dealerJsonLd(site, [location], shown);
    expect(ld.sameAs).toEqual(['https://instagram.com/corpus']);
    expect(JSON.stringify(ld)).not.toMatch(/javascript/i);
  });
});
