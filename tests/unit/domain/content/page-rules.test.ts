/**
 * Domain rules of the company, legal, review-feedback and blog pages against the spec's
 * wording (rules.md: What the product does and for whom; Own-site routes
 * (content side); Reviews and review-feedback page; Legal, complaint and privacy pages; Blog).
 */
import { describe, expect, it } from 'vitest';
import {
  BAD_EXPERIENCE,
  DEFAULT_DEALERSHIP_NAME,
  DEFAULT_FIRST_NAME,
  GREAT_EXPERIENCE,
  reviewFeedback,
  reviewUrlFor,
} from '../../../../src/domain/content/review-feedback';
import {
  DEFAULT_COMPLAINTS_CONTACT,
  LEGAL_ADVICE_ENDING,
  complaintHandling,
} from '../../../../src/domain/content/legal';
import { FLEET_BULLETS, FLEET_HEADING, fleetBullets } from '../../../../src/domain/content/company';
import {
  BLOG_TEST_DRIVE_CTA,
  EXTERNAL_BLOG_CATEGORIES,
  articleTemplate,
  blogBasePath,
  categoryName,
  externalCategoryUrl,
  isExternalCategory,
  listingPages,
  listingTemplate,
  postDate,
  postHref,
  showsTestDriveCta,
  sortPosts,
} from '../../../../src/domain/content/blog';

const profiles = [
  { name: 'Sunshine Toyota Noosa', review_url: 'https://g.page/r/noosa/review' },
  { name: 'Sunshine Toyota Maroochydore', review_url: 'https://g.page/r/maroochy/review' },
  { name: 'Old profile', review_url: 'http://insecure.example/review' },
];

describe('review-feedback page (rules.md: Reviews and review-feedback page)', () => {
  it("reads first_name and dealership_name, defaulting to 'Valued Customer' and 'Our Dealership'", () => {
    expect(GREAT_EXPERIENCE).toBe('I had a great experience');
    expect(BAD_EXPERIENCE).toBe('I had a bad experience');
    const empty = reviewFeedback(new URLSearchParams(), profiles);
    expect(empty.firstName).toBe(DEFAULT_FIRST_NAME);
    expect(DEFAULT_FIRST_NAME).toBe('Valued Customer');
    expect(empty.dealershipName).toBe(DEFAULT_DEALERSHIP_NAME);
    expect(DEFAULT_DEALERSHIP_NAME).toBe('Our Dealership');
    const given = reviewFeedback(
      new URLSearchParams('first_name=%20Sam%20&dealership_name=Sunshine+Toyota+Maroochydore'),
      profiles,
    );
    expect(given).toEqual({
      firstName: 'Sam',
      dealershipName: 'Sunshine Toyota Maroochydore',
      greatHref: 'https://g.page/r/maroochy/review',
      badHref: '/customer-feedback-survey',
    });
  });

  it("'great' goes to the named dealership's review_url, else the first https one; none without profiles", () => {
    expect(reviewUrlFor(profiles, 'sunshine toyota noosa')).toBe('https://g.page/r/noosa/review');
    expect(reviewUrlFor(profiles, 'Unknown')).toBe('https://g.page/r/noosa/review');
    expect(reviewUrlFor([profiles[2]], null)).toBeNull();
    expect(reviewUrlFor([], 'x')).toBeNull();
  });
});

describe('complaint handling (rules.md: Legal, complaint and privacy pages)', () => {
  const loc = (state: string) => ({ address: { state } });
  it("lists each visible location's state's regulator once (in AU_STATES order), and ends with the spec's words", () => {
    const c = complaintHandling({
      phone: '0754431234',
      email: 'sales@dealer.example',
      locations: [
        loc('QLD'),
        loc('New South Wales'),
        loc('QLD'),
        { address: { state: 'VIC' }, visible: false },
      ],
    });
    expect(c.regulators.map((r) => r.code)).toEqual(['NSW', 'QLD']);
    expect(c.regulators[0].regulator.name).toBe('NSW Fair Trading');
    expect(c.closing.endsWith(`${LEGAL_ADVICE_ENDING}.`)).toBe(true);
    expect(LEGAL_ADVICE_ENDING).toBe('or seek independent legal advice');
  });
  it('uses the configured complaints contact and e-mail, else the defaults', () => {
    const site = { phone: '1', email: 'a@b.example', locations: [loc('VIC')] };
    expect(complaintHandling(site).contact).toEqual({
      name: DEFAULT_COMPLAINTS_CONTACT,
      email: 'a@b.example',
      phone: '1',
    });
    const configured = complaintHandling({
      ...site,
      settings: { 'Toyota Complaints Contact': 'Jo Smith', 'Toyota Email': 'care@toyota.example' },
    });
    expect(configured.contact).toMatchObject({ name: 'Jo Smith', email: 'care@toyota.example' });
  });
  it("falls back to the site's own address when it has no locations", () => {
    const c = complaintHandling({ locations: [], address: { state: 'WA' } });
    expect(c.regulators.map((r) => r.code)).toEqual(['WA']);
  });
});

describe('fleet (rules.md: What the product does and for whom)', () => {
  it("'Get In Touch' with the four bullets; the group adds 'National Dealer Network'", () => {
    expect(FLEET_HEADING).toBe('Get In Touch');
    expect(FLEET_BULLETS).toEqual([
      'Custom fleet solutions',
      'Servicing and repairs',
      'Fast quotes',
      'Finance Options',
    ]);
    expect(fleetBullets({ slug: 'x', name: 'X' })).toEqual([...FLEET_BULLETS]);
    expect(fleetBullets({ slug: 'x', name: 'X', dealership_group: 'Pacific Motor Group' })).toEqual(
      [...FLEET_BULLETS, 'National Dealer Network'],
    );
  });
});

describe('blog (rules.md: Own-site routes (content side); Blog)', () => {
  it('categories other than vehicle-reviews link to the external blog', () => {
    expect(EXTERNAL_BLOG_CATEGORIES).toEqual([
      'buyer-advice',
      'motoring-tips',
      'servicing-insights',
      '4x4xmore-adventures',
    ]);
    expect(isExternalCategory('vehicle-reviews')).toBe(false);
    expect(isExternalCategory('motoring-tips')).toBe(true);
    expect(externalCategoryUrl('https://blog.example/', 'motoring-tips')).toBe(
      'https://blog.example/motoring-tips',
    );
    expect(externalCategoryUrl(null, 'motoring-tips')).toBeNull();
    expect(externalCategoryUrl('javascript:alert(1)', 'x')).toBeNull();
    expect(categoryName('4x4xmore-adventures')).toBe('4x4xMore Adventures');
    expect(categoryName('dealer-news')).toBe('Dealer News');
    expect(categoryName('dealer-news', 'Our News')).toBe('Our News');
  });
  it('featured-news articles are external; the rest live under the base path', () => {
    expect(postHref('/blog', { slug: 'a', external_url: 'https://news.example/a' })).toBe(
      'https://news.example/a',
    );
    expect(postHref('/news', { slug: 'a', external_url: 'javascript:x' })).toBe('/news/a');
    // through the link policy: the browser's normalisation is applied before the scheme test
    expect(postHref('/news', { slug: 'a', external_url: 'java\tscript:x' })).toBe('/news/a');
    expect(postHref('/news', { slug: 'a', external_url: '&#106;avascript:x' })).toBe('/news/a');
    expect(postHref('/news', { slug: 'a', external_url: 'mailto:a@b.example' })).toBe('/news/a');
    expect(postHref('/news', { slug: 'a', external_url: ' https://news.example/a ' })).toBe(
      'https://news.example/a',
    );
    expect(externalCategoryUrl('http://blog.example', 'x')).toBeNull();
    expect(postHref('/blog', { slug: 'a' })).toBe('/blog/a');
  });
  it('/news for the group whose blog is its news; /blog for the rest', () => {
    expect(blogBasePath({ slug: 'x', name: 'X', dealership_group: 'Pacific Motor Group' })).toBe(
      '/news',
    );
    expect(blogBasePath({ slug: 'x', name: 'X' })).toBe('/blog');
  });
  it("'Interested in a test drive?' on the listed templates only", () => {
    expect(BLOG_TEST_DRIVE_CTA).toBe('Interested in a test drive?');
    expect(showsTestDriveCta({ slug: 'x', name: 'X', template: 'toyota' })).toBe(true);
    expect(showsTestDriveCta({ slug: 'x', name: 'X', template: 'camper' })).toBe(false);
  });
  it('listing and article templates from blogs.blog_listings_template / blog_page_template', () => {
    expect(listingTemplate('Grid')).toBe('grid');
    expect(listingTemplate('List')).toBe('list');
    expect(listingTemplate(undefined)).toBe('grid');
    expect(articleTemplate('Article')).toBe('article');
    expect(articleTemplate('Full Width')).toBe('wide');
  });
  it('newest first, undated last; dates as written; pages of the listing', () => {
    const sorted = sortPosts([
      { title: 'B', published_at: null },
      { title: 'Old', published_at: '2025-01-01T00:00:00Z' },
      { title: 'New', published_at: '2026-11-21T23:30:00+10:00' },
      { title: 'A', published_at: null },
    ]);
    expect(sorted.map((p) => p.title)).toEqual(['New', 'Old', 'A', 'B']);
    expect(postDate('2026-11-21T23:30:00+10:00')).toBe('21 November 2026');
    expect(postDate('nonsense')).toBe('');
    const pages = listingPages([1, 2, 3, 4, 5], '/blog', 2);
    expect(pages.map((p) => [p.path, p.items])).toEqual([
      ['/blog', [1, 2]],
      ['/blog/page/2', [3, 4]],
      ['/blog/page/3', [5]],
    ]);
    expect(listingPages([], '/blog')).toEqual([{ path: '/blog', page: 1, pages: 1, items: [] }]);
  });
});
