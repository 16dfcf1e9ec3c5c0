/**
 * The blog (rules.md: Own-site routes (content side); Blog): the listing at /blog (or /news for its
 * tenant) with its pages, a page per internal category when blogs.build_blog_categories is
 * on, and each article. The external categories link to the external blog; featured-news
 * articles link out. At /news, /blog and its articles redirect to their /news addresses.
 */
import { marketOf } from '../domain/market/market';
import type { BlogPost } from '../domain/tenant/schema/blog';
import {
  BLOG_TEST_DRIVE_BUTTON,
  BLOG_TEST_DRIVE_CTA,
  EXTERNAL_BLOG_CATEGORIES,
  articleTemplate,
  blogBasePath,
  blogTitle,
  categoryName,
  externalCategoryUrl,
  isExternalCategory,
  listingPages,
  listingTemplate,
  postDate,
  postHref,
  showsTestDriveCta,
  sortPosts,
  type ArticleTemplate,
  type ListingTemplate,
} from '../domain/content/blog';
import { fillPlaceholders } from '../domain/content/placeholders';
import { blockViews, hasHeading1, type BlockView } from '../domain/content/page-view';
import { imageAttrs, type ImageAttrs } from '../domain/content/media';
import { slugify } from '../domain/format/slug';
import { htmlText, truncate } from '../domain/format/text';
import { linkPolicy, resolveLink } from '../domain/content/links';
import { reportLink } from './link-warnings';
import { describe, type ContentContext, type RedirectView } from './content-view';

export interface BlogCard {
  title: string;
  href: string;
  external: boolean;
  date: string;
  isoDate: string | null;
  category: string | null;
  excerpt: string;
  image: (ImageAttrs & { alt: string }) | null;
}

export interface CategoryLink {
  name: string;
  href: string;
  external: boolean;
  current: boolean;
}

export interface BlogListingView {
  kind: 'blog-listing';
  path: string;
  canonicalPath: string;
  title: string;
  heading: string;
  description: string;
  template: ListingTemplate;
  cards: BlogCard[];
  categories: CategoryLink[];
  page: number;
  pages: number;
  pageLinks: { page: number; href: string }[];
}

export interface BlogPostView {
  kind: 'blog-post';
  path: string;
  canonicalPath: string;
  title: string;
  description: string;
  template: ArticleTemplate;
  date: string;
  isoDate: string | null;
  author: string | null;
  category: { name: string; href: string | null } | null;
  image: (ImageAttrs & { alt: string }) | null;
  blocks: BlockView[];
  titleInBlocks: boolean;
  backHref: string;
  backLabel: string;
  testDrive: { heading: string; button: string; href: string } | null;
}

export type BlogRoute = BlogListingView | BlogPostView | RedirectView;

export function blogRoutes(ctx: ContentContext, all: readonly BlogPost[]): BlogRoute[] {
  const { site, facts } = ctx;
  const base = blogBasePath(site);
  const blogs = site.blogs ?? {};
  const posts = sortPosts(all);
  const text = (s: string) => fillPlaceholders(s, facts, 'text');
  const buildCategories = blogs.build_blog_categories === true;
  const externalBase = site.config.externalBlogUrl;
  // A category is known by its slug, the one path segment its listing lives at: a category
  // written as a name ('Dealer News & Events') shares the page of its slug
  // ('dealer-news-events'); one with no letter or digit gets no page.
  const categoryOf = (p: BlogPost): string | null => (p.category ? slugify(p.category) : null);
  const internalCategories = [
    ...new Set(posts.map(categoryOf).filter((c): c is string => Boolean(c))),
  ].filter((c) => !isExternalCategory(c));
  const categoryHref = (slug: string): string | null => {
    if (isExternalCategory(slug)) return externalCategoryUrl(externalBase, slug);
    return buildCategories && slug ? `${base}/${slug}` : null;
  };
  // the name a post gives its category, else the category as written when that is not its slug
  const nameOf = (slug: string) => {
    const named = posts.filter((p) => categoryOf(p) === slug);
    const given =
      named.find((p) => p.category_name?.trim())?.category_name ??
      named.map((p) => p.category?.trim()).find((c) => c && c !== slug);
    return categoryName(slug, given);
  };
  // a post's category: its name and, where the category has a page, its link
  const categoryView = (p: BlogPost) => {
    const slug = categoryOf(p);
    return slug === null ? null : { name: nameOf(slug), href: categoryHref(slug) };
  };
  const categoryLinks = (current: string | null): CategoryLink[] => [
    {
      name: `All ${blogTitle(base).toLowerCase()}`,
      href: base,
      external: false,
      current: !current,
    },
    ...[...internalCategories, ...EXTERNAL_BLOG_CATEGORIES].flatMap((slug) => {
      const href = categoryHref(slug);
      return href
        ? [
            {
              name: nameOf(slug),
              href,
              external: isExternalCategory(slug),
              current: slug === current,
            },
          ]
        : [];
    }),
  ];
  const image = (p: BlogPost) =>
    p.image?.url
      ? {
          ...imageAttrs(p.image.url, site, {
            loader: 'blog',
            sizes: '(max-width: 768px) 100vw, 640px',
          }),
          alt: text(p.image.alt ?? ''),
        }
      : null;
  const card = (p: BlogPost): BlogCard => {
    const href = postHref(base, p);
    // a refused external_url falls back to the post's own page: say so in the build log
    if (p.external_url?.trim() && href === `${base}/${p.slug}`)
      reportLink(resolveLink(p.external_url, linkPolicy(site), `blogs[${p.slug}].external_url`));
    return {
      title: text(p.title),
      href,
      external: href !== `${base}/${p.slug}`,
      date: postDate(p.published_at, marketOf(site.config)),
      isoDate: p.published_at ?? null,
      category: categoryView(p)?.name ?? null,
      excerpt: truncate(
        text(p.excerpt ?? '') ||
          htmlText(
            blockViews(p.blocks, { siteSlug: site.slug, facts, source: `blogs.json ${p.slug}` })
              .map((b) => (b.type === 'paragraph' ? b.html : ''))
              .join(' '),
          ),
        160,
      ),
      image: image(p),
    };
  };
  const routes: BlogRoute[] = [];
  const listing = (items: BlogPost[], path: string, heading: string, current: string | null) => {
    for (const pg of listingPages(items, path)) {
      routes.push({
        kind: 'blog-listing',
        path: pg.path,
        canonicalPath: pg.path,
        title: pg.page > 1 ? `${heading} – page ${pg.page}` : heading,
        heading,
        description:
          current === null
            ? `News, reviews and advice from ${site.name}.`
            : `${heading} from ${site.name}.`,
        template: listingTemplate(blogs.blog_listings_template),
        cards: pg.items.map(card),
        categories: categoryLinks(current),
        page: pg.page,
        pages: pg.pages,
        pageLinks: Array.from({ length: pg.pages }, (_, i) => ({
          page: i + 1,
          href: i === 0 ? path : `${path}/page/${i + 1}`,
        })),
      });
    }
  };
  listing(posts, base, blogTitle(base), null);
  if (buildCategories)
    for (const slug of internalCategories)
      listing(
        posts.filter((p) => categoryOf(p) === slug),
        `${base}/${slug}`,
        nameOf(slug),
        slug,
      );
  for (const p of posts) {
    if (postHref(base, p) !== `${base}/${p.slug}`) continue; // external: nothing to build
    const blocks = blockViews(p.blocks, {
      siteSlug: site.slug,
      facts,
      source: `blogs.json ${p.slug}`,
      warn: ctx.warn,
    });
    const title = text(p.title);
    routes.push({
      kind: 'blog-post',
      path: `${base}/${p.slug}`,
      canonicalPath: `${base}/${p.slug}`,
      title,
      description: describe(text(p.meta_description ?? p.excerpt ?? ''), blocks, title),
      template: articleTemplate(blogs.blog_page_template),
      date: postDate(p.published_at, marketOf(site.config)),
      isoDate: p.published_at ?? null,
      author: p.author ? text(p.author) : null,
      category: categoryView(p),
      image: image(p),
      blocks,
      titleInBlocks: hasHeading1(blocks),
      backHref: base,
      backLabel: `All ${blogTitle(base).toLowerCase()}`,
      testDrive: showsTestDriveCta(site)
        ? { heading: BLOG_TEST_DRIVE_CTA, button: BLOG_TEST_DRIVE_BUTTON, href: '/book-test-drive' }
        : null,
    });
  }
  if (base === '/news') {
    for (const r of [...routes]) {
      if (r.kind === 'redirect') continue;
      routes.push({ kind: 'redirect', path: r.path.replace(/^\/news/, '/blog'), to: r.path });
    }
  }
  return routes;
}
