/**
 * The views the content catch-all route renders (page-data/content.ts builds them): a page of
 * blocks with the sections a built-in page adds, a redirect, and the blog's views.
 */
import type { FormKind } from '../domain/leads/forms';
import { blockViews, hasHeading1, type BlockView } from '../domain/content/page-view';
import { fillPlaceholders, type PlaceholderFacts } from '../domain/content/placeholders';
import type { ContentBlock, Page } from '../domain/tenant/schema/content-block';
import type { Website } from '../domain/tenant/schema/website';
import { htmlText } from '../domain/format/text';
import type { ComplaintHandling } from '../domain/content/legal';
import { contentLink } from './content-links';
import type { BlogListingView, BlogPostView } from './blog';

/** What a built-in page adds to its text. */
export type Section =
  | { type: 'form'; kind: FormKind; title: string; intro?: string; id?: string }
  | { type: 'bullets'; heading: string; items: string[] }
  | {
      type: 'complaints';
      data: ComplaintHandling;
      phone: { text: string; href: string } | null;
    }
  | {
      type: 'review-feedback';
      profiles: { name: string; review_url: string }[];
    };

export interface ContentPageView {
  kind: 'content';
  path: string;
  canonicalPath: string;
  title: string;
  description: string;
  blocks: BlockView[];
  /** The blocks hold the page's h1 (a level-1 header): the page shows no title of its own. */
  titleInBlocks: boolean;
  /** Shown before the blocks (the fleet page's form and bullets sit beside the text). */
  aside: Section[];
  sections: Section[];
  noindex: boolean;
}

export interface RedirectView {
  kind: 'redirect';
  path: string;
  to: string;
}

export type { BlogListingView, BlogPostView };

export type ContentRoute = ContentPageView | RedirectView | BlogListingView | BlogPostView;

/** Everything a content view is made from, read once per build. */
export interface ContentContext {
  site: Website;
  facts: PlaceholderFacts;
  pages: Page[];
  warn: (message: string) => void;
}

/** The path the link rules give /pages/{slug}. */
export function homeOfPage(slug: string, site: Website): string {
  return contentLink(`/pages/${slug}`, site).href;
}

/** A meta description: the page's own, else its first paragraph, at most 160 characters. */
export function describe(given: string | null | undefined, blocks: BlockView[], fallback: string) {
  const first = blocks.find((b) => b.type === 'paragraph');
  const text = (
    given?.trim() ||
    (first?.type === 'paragraph' ? htmlText(first.html) : '') ||
    fallback
  )
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/** A page of blocks as a view: placeholders filled in the title, the description and every block. */
export function pageView(
  ctx: ContentContext,
  input: {
    path: string;
    canonicalPath?: string;
    slug: string;
    title: string;
    description?: string | null;
    blocks: readonly ContentBlock[];
    aside?: Section[];
    sections?: Section[];
    noindex?: boolean;
    source: string;
  },
): ContentPageView {
  const blocks = blockViews(input.blocks, {
    siteSlug: ctx.site.slug,
    facts: ctx.facts,
    source: input.source,
    warn: ctx.warn,
  });
  const title = fillPlaceholders(input.title, ctx.facts, 'text');
  return {
    kind: 'content',
    path: input.path,
    canonicalPath: input.canonicalPath ?? input.path,
    title,
    description: describe(
      input.description ? fillPlaceholders(input.description, ctx.facts, 'text') : null,
      blocks,
      `${title} at ${ctx.site.name}.`,
    ),
    blocks,
    titleInBlocks: hasHeading1(blocks),
    aside: input.aside ?? [],
    sections: input.sections ?? [],
    noindex: input.noindex ?? false,
  };
}

/** A built-in page: the dealer's page of that slug as its text when there is one, else the default. */
export function builtIn(
  ctx: ContentContext,
  def: {
    slug: string;
    title: string;
    /** 'top': /{slug} (rules.md: Own-site routes (content side)); 'pages': where the link rules send /pages/{slug}. */
    home: 'top' | 'pages';
    defaults: readonly ContentBlock[];
    description?: string;
    aside?: Section[];
    sections?: Section[];
    noindex?: boolean;
  },
): { slug: string; view: ContentPageView } {
  const own = ctx.pages.find((p) => p.slug === def.slug);
  const path = def.home === 'top' ? `/${def.slug}` : homeOfPage(def.slug, ctx.site);
  return {
    slug: def.slug,
    view: pageView(ctx, {
      path,
      slug: def.slug,
      title: own?.title ?? def.title,
      description: own?.meta_description ?? def.description,
      blocks: own?.blocks ?? def.defaults,
      aside: def.aside,
      sections: def.sections,
      noindex: def.noindex,
      source: own ? `pages.json ${def.slug}` : `default ${def.slug} text`,
    }),
  };
}
