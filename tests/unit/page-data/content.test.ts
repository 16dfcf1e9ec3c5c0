/**
 * Page data of the content catch-all route (page-data/content.ts): the dealer's block pages,
 * the built-in company and legal pages and the blog, built from fixtures in place of the
 * astro:content collections.
 */
import { describe, expect, it } from 'vitest';
import { pageDataFor, type TenantFixture } from '../../support/astro-content';
import { LEGAL_ADVICE_ENDING } from '../../../src/domain/content/legal';
import { PRIVACY_SECTIONS } from '../../../src/domain/content/privacy-policy';
import {
  FLEET_BULLETS,
  FLEET_HEADING,
  NATIONAL_DEALER_NETWORK,
} from '../../../src/domain/content/company';
import { BLOG_TEST_DRIVE_CTA } from '../../../src/domain/content/blog';
import type { ContentPageView, ContentRoute } from '../../../src/page-data/content-view';
import type { BlogListingView, BlogPostView } from '../../../src/page-data/blog';

const location = (id: number, state: string, city: string) => ({
  id,
  name: `${city} Sales`,
  slug: `loc-${id}`,
  address: { street: '1 Main St', city, state, postcode: 4000 },
  contact_detail: { phone: '0754431234' },
});

/** Bayside Motors (the factory's site) with an e-mail, and what a test adds. */
const tenant = (
  website: Record<string, unknown> = {},
  more: Omit<TenantFixture, 'website'> = {},
): TenantFixture => ({
  website: { name: 'Fixture Motors', email: 'hello@fixture.example', ...website },
  ...more,
});

const paragraph = (text: string) => ({ type: 'paragraph', data: { text } });
const page = (slug: string, title: string, blocks: unknown[], meta?: string) => ({
  id: slug.length,
  slug,
  title,
  meta_description: meta,
  blocks,
});

/** Every content route of a tenant, built afresh (contentRoutes() is memoised per build). */
const routes = (t: TenantFixture = tenant()): Promise<ContentRoute[]> =>
  pageDataFor(t, () => import('../../../src/page-data/content')).then((m) => m.contentRoutes());
const at = (all: ContentRoute[], path: string) => all.find((r) => r.path === path);
const contentAt = (all: ContentRoute[], path: string) => {
  const r = at(all, path);
  expect(r?.kind, path).toBe('content');
  return r as ContentPageView;
};
const text = (v: ContentPageView) => JSON.stringify(v.blocks);

describe('built-in pages (rules.md: Own-site routes (content side); Sub-footer and header banner; Legal, complaint and privacy pages)', () => {
  it('builds every page the footer links to, at the paths the link rules give', async () => {
    const all = await routes();
    for (const path of [
      '/about-us',
      '/careers',
      '/team',
      '/fleet',
      '/buying',
      '/warranty',
      '/customer-feedback-survey',
      '/review-feedback',
      '/privacy-policy',
      '/terms-and-conditions',
      '/pages/complaint-handling-process',
      '/pages/unsubscribe',
    ])
      contentAt(all, path);
    // A link written /pages/about-us arrives at /about-us.
    expect(at(all, '/pages/about-us')).toEqual({
      kind: 'redirect',
      path: '/pages/about-us',
      to: '/about-us',
    });
    expect(at(all, '/blog')?.kind).toBe('blog-listing');
  });

  it('the privacy policy has every section the rule lists, in order, with placeholders filled (rules.md: Legal, complaint and privacy pages)', async () => {
    const v = contentAt(await routes(), '/privacy-policy');
    const headers = v.blocks.filter((b) => b.type === 'header').map((b) => JSON.stringify(b));
    expect(headers).toHaveLength(PRIVACY_SECTIONS.length);
    PRIVACY_SECTIONS.forEach((s, i) => expect(headers[i]).toContain(s.replace(/,/g, ',')));
    expect(text(v)).toContain('Fixture Motors');
    expect(text(v)).toContain('30 days');
    expect(text(v)).not.toMatch(/\[(name|phone|email|address)\]/);
    expect(v.title).toBe('Privacy Policy');
    expect(v.canonicalPath).toBe('/privacy-policy');
    expect(v.description.length).toBeGreaterThan(0);
  });

  it("the dealer's own terms replace the default text", async () => {
    const own = page('terms-and-conditions', 'Terms of [name]', [
      paragraph('Our own terms for [name].'),
    ]);
    const v = contentAt(await routes(tenant({}, { pages: [own] })), '/terms-and-conditions');
    expect(v.title).toBe('Terms of Fixture Motors');
    expect(text(v)).toContain('Our own terms for Fixture Motors.');
    expect(text(v)).not.toContain('Finance estimates');
  });

  it('the complaint page lists the regulator of each state the dealer has a location in', async () => {
    const t = tenant({
      phone: '0754431234',
      locations: [location(1, 'QLD', 'Brisbane'), location(2, 'NSW', 'Tweed Heads')],
    });
    const v = contentAt(await routes(t), '/pages/complaint-handling-process');
    const section = v.sections.find((s) => s.type === 'complaints');
    if (section?.type !== 'complaints') throw new Error('no complaints section');
    expect(section.data.regulators.map((r) => r.code).sort()).toEqual(['NSW', 'QLD']);
    expect(section.data.closing).toContain(LEGAL_ADVICE_ENDING);
    expect(section.data.contact.email).toBe('hello@fixture.example');
    expect(section.phone?.href).toMatch(/^tel:/);
  });

  it("the fleet page carries 'Get In Touch', the fleet form and the bullets; the group adds its own", async () => {
    let v = contentAt(await routes(), '/fleet');
    expect(v.sections).toContainEqual(expect.objectContaining({ type: 'form', kind: 'fleet' }));
    expect(v.sections.find((s) => s.type === 'form')).toMatchObject({ title: FLEET_HEADING });
    expect(v.aside).toEqual([expect.objectContaining({ items: [...FLEET_BULLETS] })]);
    v = contentAt(await routes(tenant({ dealership_group: 'Pacific Motor Group' })), '/fleet');
    expect(v.aside[0]).toMatchObject({ items: [...FLEET_BULLETS, NATIONAL_DEALER_NETWORK] });
  });

  it('careers carries the careers form; the feedback pages are not indexed', async () => {
    const all = await routes();
    expect(contentAt(all, '/careers').sections).toContainEqual(
      expect.objectContaining({ type: 'form', kind: 'careers' }),
    );
    expect(contentAt(all, '/customer-feedback-survey').noindex).toBe(true);
    expect(contentAt(all, '/review-feedback').noindex).toBe(true);
    expect(contentAt(all, '/pages/unsubscribe').noindex).toBe(true);
    expect(contentAt(all, '/about-us').noindex).toBe(false);
  });
});

describe("the dealer's pages (rules.md: Link rules; Content block rules)", () => {
  it('live at /pages/{slug}, or at /{slug} when the site does not use the pages path', async () => {
    const pages = [page('hybrids', 'Hybrids', [paragraph('Hybrid vehicles at [name].')])];
    let all = await routes(tenant({}, { pages }));
    const v = contentAt(all, '/pages/hybrids');
    expect(text(v)).toContain('Hybrid vehicles at Fixture Motors.');
    expect(v.description).toBe('Hybrid vehicles at Fixture Motors.');
    all = await routes(tenant({ use_pages_path: false }, { pages }));
    contentAt(all, '/hybrids');
    expect(at(all, '/pages/hybrids')).toMatchObject({ kind: 'redirect', to: '/hybrids' });
  });

  it('never takes a path another route serves: such a page stays under /pages', async () => {
    const pages = [page('contact', 'Contact', [paragraph('Call us.')])];
    const all = await routes(tenant({ use_pages_path: false }, { pages }));
    expect(at(all, '/contact')).toBeUndefined();
    contentAt(all, '/pages/contact');
  });

  it('a level-1 header in the blocks stands for the page title', async () => {
    const pages = [
      page('guide', 'Guide', [{ type: 'header', data: { text: 'Our guide', level: 1 } }]),
    ];
    expect(contentAt(await routes(tenant({}, { pages })), '/pages/guide').titleInBlocks).toBe(true);
  });
});

describe('the blog (rules.md: Own-site routes (content side); Blog)', () => {
  const post = (slug: string, date: string, extra: Record<string, unknown> = {}) => ({
    id: slug.length,
    slug,
    title: `Post ${slug}`,
    published_at: date,
    category: 'buyer-advice',
    blocks: [paragraph(`Body of ${slug} at [name].`)],
    ...extra,
  });

  it('lists the articles newest first and builds each article with the test-drive call to action', async () => {
    const blogs = [
      post('older', '2026-01-05T00:00:00Z'),
      post('newer', '2026-11-21T00:00:00Z'),
      post('outside', '2026-06-01T00:00:00Z', { external_url: 'https://news.example/x' }),
    ];
    const all = await routes(tenant({}, { blogs }));
    const listing = at(all, '/blog') as BlogListingView;
    expect(listing.cards.map((c) => c.href)).toEqual([
      '/blog/newer',
      'https://news.example/x',
      '/blog/older',
    ]);
    expect(listing.cards[0]).toMatchObject({ date: '21 November 2026', external: false });
    expect(at(all, '/blog/outside')).toBeUndefined();
    const article = at(all, '/blog/newer') as BlogPostView;
    expect(article.kind).toBe('blog-post');
    expect(JSON.stringify(article.blocks)).toContain('Body of newer at Fixture Motors.');
    expect(article.testDrive?.heading).toBe(BLOG_TEST_DRIVE_CTA);
  });

  it('the group whose blog is its news lives at /news; /blog redirects there', async () => {
    const all = await routes(
      tenant(
        { dealership_group: 'Pacific Motor Group', template: 'multi-franchise' },
        { blogs: [post('one', '2026-03-01T00:00:00Z')] },
      ),
    );
    expect(at(all, '/news')?.kind).toBe('blog-listing');
    expect(at(all, '/news/one')?.kind).toBe('blog-post');
    expect(at(all, '/blog')).toEqual({ kind: 'redirect', path: '/blog', to: '/news' });
    expect((at(all, '/news/one') as BlogPostView).testDrive).toBeNull();
  });

  it('a category written as a name, not a slug, gets one page at its slug and links there', async () => {
    const blogs = [
      post('a', '2026-03-01T00:00:00Z', { category: 'Dealer News & Events' }),
      post('b', '2026-03-02T00:00:00Z', { category: 'dealer-news-events' }),
      post('c', '2026-03-03T00:00:00Z', { category: '../admin?x=1' }),
      post('d', '2026-03-04T00:00:00Z', { category: '!!!' }),
    ];
    const all = await routes(tenant({ blogs: { build_blog_categories: true } }, { blogs }));
    const news = at(all, '/blog/dealer-news-events') as BlogListingView;
    expect(news.kind).toBe('blog-listing');
    expect(news.heading).toBe('Dealer News & Events');
    expect(news.cards.map((c) => c.href)).toEqual(['/blog/b', '/blog/a']);
    expect(at(all, '/blog/admin-x-1')?.kind).toBe('blog-listing');
    // every path is a slug under /blog; a category with no letters or digits gets no page
    for (const r of all.filter((r) => r.path.startsWith('/blog')))
      expect(r.path).toMatch(/^\/blog(\/[a-z0-9-]+)*$/);
    const links = (at(all, '/blog') as BlogListingView).categories.map((c) => c.href);
    // newest first: the categories in the order their newest articles come
    expect(links).toEqual(['/blog', '/blog/admin-x-1', '/blog/dealer-news-events']);
    expect((at(all, '/blog/a') as BlogPostView).category).toEqual({
      name: 'Dealer News & Events',
      href: '/blog/dealer-news-events',
    });
    expect((at(all, '/blog/d') as BlogPostView).category).toEqual({ name: '!!!', href: null });
  });

  it('an empty blog still has its listing page', async () => {
    const listing = at(await routes(), '/blog') as BlogListingView;
    expect(listing.cards).toEqual([]);
    expect(listing.pages).toBe(1);
  });
});

describe('the paths other page files serve', () => {
  it('reserves what a dynamic page file makes, not every path of its shape', async () => {
    const { routePatterns } = await import('../../../src/page-data/content');
    const reserved = routePatterns(['/[redirects]', '/offers/[id]', '/service', '/[...path]']);
    const hit = (p: string) => reserved.some((re) => re.test(p));
    expect(hit('/_redirects')).toBe(true);
    expect(hit('/about-us')).toBe(false);
    expect(hit('/offers/12')).toBe(true);
    expect(hit('/service')).toBe(true);
  });
});
