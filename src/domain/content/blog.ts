/**
 * Blog and news (rules.md: Own-site routes (content side); Blog; Website (site configuration) blogs {…}, rules.md: Platform):
 * - the blog lives at /blog, or /news for the one tenant that uses news;
 * - listings and articles follow blogs.blog_listings_template (e.g. Grid) and
 *   blogs.blog_page_template (e.g. Article);
 * - categories other than vehicle-reviews link to an external blog: buyer-advice,
 *   motoring-tips, servicing-insights, 4x4xmore-adventures; featured-news articles are external;
 * - the listed dealer templates get the 'Interested in a test drive?' call to action;
 * - blog images are 1280 wide (media.ts).
 */
import type { BlogPost } from '../tenant/schema/blog';
import { isEnabled, type FlagSubject } from '../tenant/flags';
import { titleCase } from '../format/text';
import { safeHref } from './safe-href';
import { formatCalendarDate } from '../market/format';
import type { Market } from '../market/market';

/** A web address from content, through the one link policy (safe-href.ts); null unless http(s). */
function webUrl(raw: string | null | undefined, schemes: readonly string[]): string | null {
  if (!raw?.trim()) return null;
  const safe = safeHref(raw.trim());
  return safe.ok && safe.scheme && schemes.includes(safe.scheme) ? safe.href : null;
}

export const VEHICLE_REVIEWS_CATEGORY = 'vehicle-reviews';
export const EXTERNAL_BLOG_CATEGORIES = [
  'buyer-advice',
  'motoring-tips',
  'servicing-insights',
  '4x4xmore-adventures',
] as const;
export const BLOG_TEST_DRIVE_CTA = 'Interested in a test drive?';
export const BLOG_TEST_DRIVE_BUTTON = 'Book a Test Drive';
export const BLOG_PAGE_SIZE = 12;

const CATEGORY_NAMES: Readonly<Record<string, string>> = {
  'vehicle-reviews': 'Vehicle Reviews',
  'buyer-advice': 'Buyer Advice',
  'motoring-tips': 'Motoring Tips',
  'servicing-insights': 'Servicing Insights',
  '4x4xmore-adventures': '4x4xMore Adventures',
};

/** '/blog', or '/news' for the tenant that uses news (rules.md: Own-site routes (content side)). */
export function blogBasePath(site: FlagSubject): '/blog' | '/news' {
  return isEnabled('newsInsteadOfBlog', site) ? '/news' : '/blog';
}

/** The blog's heading: 'News' at /news, else 'Blog'. */
export const blogTitle = (base: '/blog' | '/news') => (base === '/news' ? 'News' : 'Blog');

export type ListingTemplate = 'grid' | 'list';
export type ArticleTemplate = 'article' | 'wide';

/** blogs.blog_listings_template: 'List' lists one article per row; 'Grid' (and anything else) a grid. */
export function listingTemplate(value: string | null | undefined): ListingTemplate {
  return (value ?? '').trim().toLowerCase() === 'list' ? 'list' : 'grid';
}

/** blogs.blog_page_template: 'Wide' (or 'Full Width') spans the page; 'Article' (and anything else) a reading column. */
export function articleTemplate(value: string | null | undefined): ArticleTemplate {
  const v = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  return v === 'wide' || v === 'fullwidth' ? 'wide' : 'article';
}

export function categoryName(slug: string, given?: string | null): string {
  return given?.trim() || CATEGORY_NAMES[slug] || titleCase(slug.replace(/-/g, ' '));
}

export const isExternalCategory = (slug: string) =>
  (EXTERNAL_BLOG_CATEGORIES as readonly string[]).includes(slug);

/** An external category's page on the external blog: {base}/{category}; null without a base. */
export function externalCategoryUrl(base: string | null | undefined, slug: string): string | null {
  const safe = webUrl(base, ['https']);
  return safe ? `${safe.replace(/\/+$/, '')}/${slug}` : null;
}

/** Whether the site's template is one of those that get the test-drive call to action (rules.md: Blog). */
export function showsTestDriveCta(site: FlagSubject): boolean {
  return isEnabled('blogTestDriveCta', site);
}

/** Newest first; undated articles last, by title. */
export function sortPosts<P extends Pick<BlogPost, 'published_at' | 'title'>>(
  posts: readonly P[],
): P[] {
  return [...posts].sort(
    (a, b) =>
      (b.published_at ?? '').localeCompare(a.published_at ?? '') || a.title.localeCompare(b.title),
  );
}

/** An external article (featured news) links out; the rest live at {base}/{slug}. */
export function postHref(base: string, post: Pick<BlogPost, 'slug' | 'external_url'>): string {
  return webUrl(post.external_url, ['http', 'https']) ?? `${base}/${post.slug}`;
}

/**
 * '21 November 2026' ('November 21, 2026' in the US) from an ISO date (its calendar date as
 * written), or '' when there is none.
 */
export function postDate(iso: string | null | undefined, market: Market = 'AU'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!m) return '';
  try {
    return formatCalendarDate(m[0], market);
  } catch {
    return '';
  }
}

/** Pages of a listing: page 1 at the base path, then {base}/page/{n}. */
export function listingPages<T>(
  items: readonly T[],
  base: string,
  size = BLOG_PAGE_SIZE,
): { path: string; page: number; pages: number; items: T[] }[] {
  const pages = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: pages }, (_, i) => ({
    path: i === 0 ? base : `${base}/page/${i + 1}`,
    page: i + 1,
    pages,
    items: items.slice(i * size, (i + 1) * size),
  }));
}
