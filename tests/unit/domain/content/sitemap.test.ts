import { describe, expect, it } from 'vitest';
import { indexableUrl, robotsTxt, sitemapFiles } from '../../../../src/domain/content/sitemap';

const origin = 'https://www.dealer.example';
const page = (path: string, head: string) => ({
  path,
  html: `<!doctype html><html><head>${head}</head><body><meta name="robots" content="noindex"></body></html>`,
});
const canonical = (href: string) => `<link rel="canonical" href="${origin}${href}">`;

describe('sitemap (rules.md: Own-site routes (content side); Sub-footer and header banner)', () => {
  it('lists an indexable page at its canonical address', () => {
    expect(indexableUrl(page('/about-us/', canonical('/about-us')), origin)).toBe(
      `${origin}/about-us`,
    );
    expect(indexableUrl(page('/cars/x/', canonical('/cars/x')), origin)).toBe(`${origin}/cars/x`);
    expect(indexableUrl(page('/', ''), origin)).toBe(`${origin}/`);
  });
  it('leaves out noindex pages (sold cars, success pages), redirects, error pages and aliases', () => {
    const noindex = '<meta name="robots" content="noindex">';
    expect(
      indexableUrl(page('/cars/sold-one/', noindex + canonical('/cars/sold-one')), origin),
    ).toBeNull();
    expect(
      indexableUrl(page('/success/', `${canonical('/success')}${noindex}`), origin),
    ).toBeNull();
    expect(
      indexableUrl(
        page('/pages/about-us/', '<meta http-equiv="refresh" content="0;url=/about-us">'),
        origin,
      ),
    ).toBeNull();
    expect(indexableUrl(page('/404', canonical('/404')), origin)).toBeNull();
    expect(indexableUrl(page('/pre-owned/', canonical('/search/used-cars')), origin)).toBeNull();
    expect(
      indexableUrl(page('/x/', '<link rel="canonical" href="https://other.example/x">'), origin),
    ).toBeNull();
  });
  it('writes one urlset, sorted and each address once, escaping XML', () => {
    const files = sitemapFiles([`${origin}/b`, `${origin}/a?x=1&y=2`, `${origin}/b`], origin);
    expect(Object.keys(files)).toEqual(['sitemap.xml']);
    expect(files['sitemap.xml']).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `  <url><loc>${origin}/a?x=1&amp;y=2</loc></url>\n  <url><loc>${origin}/b</loc></url>\n</urlset>\n`,
    );
  });
  it('above the limit, makes sitemap.xml an index of numbered sitemaps', () => {
    const files = sitemapFiles(
      ['/1', '/2', '/3'].map((p) => origin + p),
      origin,
      2,
    );
    expect(Object.keys(files).sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml']);
    expect(files['sitemap.xml']).toContain(`<sitemap><loc>${origin}/sitemap-2.xml</loc></sitemap>`);
    expect(files['sitemap-2.xml']).toContain(`${origin}/3`);
  });
  it('robots.txt points at the sitemap', () => {
    expect(robotsTxt(`${origin}/`)).toBe(
      `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`,
    );
  });
});
