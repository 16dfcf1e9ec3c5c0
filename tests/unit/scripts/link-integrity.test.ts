import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PENDING_SHOPPER_ROUTES,
  checkTenant,
  extractUrls,
  formatReport,
  internalPath,
  missingSeoTags,
  onDemandRoutes,
} from '../../../scripts/lib/link-integrity';

const HEAD = `<head><title>T | Site</title><meta name="description" content="d">
<link rel="canonical" href="https://www.example.com.au/"><meta property="og:title" content="T">
<meta property="og:description" content="d"><meta property="og:url" content="https://www.example.com.au/">
<meta property="og:type" content="website"></head>`;

function write(dir: string, rel: string, body: string, head = HEAD) {
  const file = path.join(dir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `<!doctype html><html>${head}<body>${body}</body></html>`);
}

describe('link integrity of the built pages (rules.md: Link integrity)', () => {
  it('reads href, src and srcset, decodes entities, ignores script, style and comments', () => {
    const urls = extractUrls(
      `<a href="/a?x=1&amp;y=2">a</a><img src='/b.svg' srcset="/c.svg 1x, /d.svg 2x">` +
        `<script>const s = '<a href="/in-script">';</script><!-- <a href="/comment"> --><link href=/e>`,
    );
    expect(urls).toEqual(['/a?x=1&y=2', '/b.svg', '/c.svg', '/d.svg', '/e']);
  });

  it('keeps internal paths (relative, rooted or on the site’s own origin) and drops the rest', () => {
    const origin = 'https://www.example.com.au';
    expect(internalPath('/cars/x?y=1#z', '/', origin)).toBe('/cars/x');
    expect(internalPath('photo.jpg', '/blog/post/', origin)).toBe('/blog/post/photo.jpg');
    expect(internalPath('https://www.example.com.au/about-us', '/', origin)).toBe('/about-us');
    expect(internalPath('https://elsewhere.com/x', '/', origin)).toBeNull();
    expect(internalPath('//cdn.example.net/x.jpg', '/', origin)).toBeNull();
    for (const u of ['#top', 'tel:0754431234', 'mailto:a@b.c', 'javascript:void(0)', 'data:x'])
      expect(internalPath(u, '/', origin)).toBeNull();
  });

  it('reads the on-demand routes from the pages that export prerender = false', () => {
    const routes = onDemandRoutes(path.resolve('src/pages'));
    expect(routes).toContain('/cars/[slug]');
    expect(routes).toContain('/api/leads/enquiry');
    expect(routes).not.toContain('/contact');
  });

  it('fails each broken link with the pages that carry it; built files, on-demand and pending routes pass', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'links-'));
    write(
      dir,
      'index.html',
      `<a href="/about-us">About</a><a href="/contact/">Contact</a><a href="/missing">x</a>
       <a href="/cars/some-car">car</a><a href="/sign-in?type=checkout">reserve</a>
       <a href="/cars/some-car/extra/deep">deep</a><a href="/my-garage?tab=saved-cars">garage</a>
       <img src="/logo.svg" alt="">`,
    );
    write(dir, 'about-us/index.html', `<a href="/missing">x</a><a href="/">home</a>`);
    write(dir, 'contact.html', `<a href="/privacy-policy">p</a>`, '<head></head>');
    writeFileSync(path.join(dir, 'logo.svg'), '<svg/>');
    // the mechanism for routes that are linked before they land (none are pending today)
    const report = checkTenant('t', dir, {
      onDemand: ['/cars/[slug]'],
      pending: ['/sign-in', '/my-garage'],
    });
    expect(report.pages).toBe(3);
    expect(report.broken).toEqual([
      { target: '/cars/some-car/extra/deep', pages: ['/'] },
      { target: '/missing', pages: ['/', '/about-us'] },
      { target: '/privacy-policy', pages: ['/contact'] },
    ]);
    expect(report.pending.map((p) => p.target)).toEqual(['/my-garage', '/sign-in']);
    expect(report.seo).toEqual([
      {
        page: '/contact',
        missing: [
          'title',
          'description',
          'canonical',
          'og:title',
          'og:description',
          'og:url',
          'og:type',
        ],
      },
    ]);
    const text = formatReport([report]);
    expect(text).toContain('t: 3 pages, 13 internal links checked');
    expect(text).toContain('BROKEN  /missing  (on 2 pages: /, /about-us)');
  });

  it('has no pending routes: every shopper route has landed', () => {
    expect(PENDING_SHOPPER_ROUTES).toEqual([]);
  });

  it('names the SEO tags a page lacks', () => {
    expect(missingSeoTags(`<html>${HEAD}</html>`)).toEqual([]);
    expect(missingSeoTags('<html><head><title>x</title></head></html>')).toContain('canonical');
  });
});
