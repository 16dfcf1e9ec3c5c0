import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeContentHtml } from '../../../../src/components/html/sanitize';
import { linkPolicy, resolveLink } from '../../../../src/domain/content/links';

const site = linkPolicy({
  slug: 'pacific-motor-group',
  name: 'Pacific Motor Group',
  use_pages_path: false,
});
const context = { link: (href: string) => resolveLink(href, site) };

describe('the content sanitizer (rules.md: Content HTML sanitizer)', () => {
  it('drops scripts, event handlers, javascript: links and svg onload', () => {
    const out = sanitizeContentHtml(
      `<p>Hi<script>alert(1)</script> <b onclick="alert(2)">bold</b>
       <a href="javascript:alert(3)">a</a> <a href=" JaVa&#x09;ScRipt:alert(4)">b</a>
       <svg onload="alert(5)"><text>svg text</text></svg><img src="/x.jpg" onerror="alert(6)">
       <img src="javascript:alert(7)"><iframe src="https://evil.example"></iframe>
       <a href="data:text/html;base64,PHNjcmlwdD4=">c</a><a href="//evil.example/x">d</a>
       <span style="background:url(javascript:x)" class="nowrap other">n</span>
       <form action="/x"><input name="q"></form><style>p{}</style></p>`,
      context,
    );
    expect(out).not.toMatch(
      /script|onclick|onerror|onload|svg|iframe|style|data:|evil|form|input/i,
    );
    expect(out).toContain('<b>bold</b>');
    expect(out).toContain('<a>a</a>');
    expect(out).toContain('<img alt="" src="/x.jpg" loading="lazy" />');
    expect(out).toContain('<span class="nowrap">n</span>');
  });

  it('sends links through the link policy: /pages prefixes dropped, other sites in a new tab', () => {
    const out = sanitizeContentHtml(
      '<a href="/pages/hybrids">h</a> <a href="https://www.toyota.com.au">t</a> <a href="tel:0754431200">c</a> <a href="mailto:a@b.co" target="_top">m</a>',
      context,
    );
    expect(out).toBe(
      '<a href="/hybrids">h</a> <a href="https://www.toyota.com.au" target="_blank" rel="noopener noreferrer">t</a> <a href="tel:0754431200">c</a> <a href="mailto:a@b.co">m</a>',
    );
  });

  it('makes a content <h1> an <h2> and keeps only inline tags in the inline profile', () => {
    expect(sanitizeContentHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
    expect(sanitizeContentHtml('<p>One <b>two</b></p><ul><li>x</li></ul>', {}, 'inline')).toBe(
      'One <b>two</b>x',
    );
  });

  it('renders images with the attributes the image policy gives', () => {
    const out = sanitizeContentHtml(
      '<img src="https://cdn.example/a.jpg" alt="A car" srcset="x 1w">',
      {
        image: (src) => ({ src: `${src}?width=640`, loading: 'lazy', srcset: undefined }),
      },
    );
    expect(out).toBe(
      '<img alt="A car" src="https://cdn.example/a.jpg?width=640" loading="lazy" />',
    );
  });

  it('knows which URLs are safe', () => {
    for (const u of ['/a', '#b', 'c.html', 'https://x.au', 'mailto:a@b.c', 'tel:+61754431200'])
      expect(isSafeUrl(u)).toBe(true);
    for (const u of ['javascript:x', ' java\nscript:x', 'data:x', 'vbscript:x', '//x.com'])
      expect(isSafeUrl(u)).toBe(false);
  });
});
