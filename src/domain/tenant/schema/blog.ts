import { z } from 'zod';
import { id, loose, opt, urlSlug } from '../../schema-helpers';
import { ContentBlock } from './content-block';

/**
 * A blog article (rules.md: Own-site routes (content side) /blog, /blog/vehicle-reviews, /news; rules.md: Blog; Website (site configuration) blogs {…}). The content API path is websites/{id}/blogs.json (the spec shows no blog
 * payload: this mirrors the content pages, an article's body being editor blocks).
 */
export const BlogPost = loose({
  id: id,
  slug: urlSlug,
  title: z.string().min(1),
  /** The category's slug, e.g. 'vehicle-reviews', 'dealer-news', 'buyer-advice'. */
  category: opt(z.string()),
  category_name: opt(z.string()),
  /** ISO date-time. */
  published_at: opt(z.string()),
  author: opt(z.string()),
  excerpt: opt(z.string()),
  meta_description: opt(z.string()),
  image: opt(loose({ url: opt(z.string()), alt: opt(z.string()) })),
  /** Featured-news articles are external (rules.md: Own-site routes (content side)): the listing links out. */
  external_url: opt(z.string()),
  featured: opt(z.boolean()),
  blocks: z.array(ContentBlock).default([]),
});
export type BlogPost = z.infer<typeof BlogPost>;
