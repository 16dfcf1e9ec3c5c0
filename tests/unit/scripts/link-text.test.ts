import { describe, expect, it } from 'vitest';
import { GENERIC_LINK_TEXTS, genericLinks, linkText } from '../../../scripts/lib/link-text';
import { whyBuyLinkText } from '../../../src/domain/vehicle/page-copy';

describe('descriptive link text (built pages)', () => {
  it.each([
    ['<a href="/finance">Learn more</a>', 'learn more'],
    ['<a href="/finance"> Read  <b>more</b>\n</a>', 'read more'],
    ['<a href="/x">Click&nbsp;here</a>', 'click here'],
    ['<a class="btn" href=\'/x\'>MORE INFO</a>', 'more info'],
    ['<a href=/x><svg><title>arrow</title></svg>See more</a>', 'see more'],
    ['<a href="/x">Learn more<span hidden> about finance</span></a>', 'learn more'],
    ['<a href="/x">More<span aria-hidden="true"> ›</span></a>', 'more'],
  ])('flags %s', (html, text) => {
    expect(genericLinks(html)).toEqual([{ href: expect.any(String), text }]);
  });

  it.each([
    '<a href="/finance">Learn more about finance in hours</a>',
    '<a href="/finance">Learn more<span class="visually-hidden"> about finance</span></a>',
    '<a href="#main">Here</a>',
    '<a href="mailto:a@b.c">here</a>',
    '<a href="/x" rel="nofollow">here</a>',
    '<a>more</a>',
    '<!-- <a href="/x">here</a> -->',
    '<script>const s = \'<a href="/x">here</a>\';</script>',
    '<a href="/sell">Click Here To Sell</a>',
  ])('passes %s', (html) => {
    expect(genericLinks(html)).toEqual([]);
  });

  it('reads text as innerText would: tags out, entities decoded, white space collapsed', () => {
    expect(linkText(' <span>Fair,</span>\n <em>upfront</em> &amp; pricing ')).toBe(
      'fair, upfront & pricing',
    );
  });

  it('a Why Buy From Us link names its item and is never a generic phrase', () => {
    expect(whyBuyLinkText('Finance in hours')).toBe('Learn more about finance in hours');
    expect(whyBuyLinkText('NRMA roadside cover')).toBe('Learn more about NRMA roadside cover');
    expect(whyBuyLinkText(' Trade-ins welcome ')).toBe('Learn more about trade-ins welcome');
    for (const title of ['Finance in hours', 'A', 'More', '']) {
      expect(GENERIC_LINK_TEXTS.has(linkText(whyBuyLinkText(title)))).toBe(false);
      expect(whyBuyLinkText(title).startsWith('Learn more')).toBe(true);
    }
  });
});
