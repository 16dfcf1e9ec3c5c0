import { z } from 'zod';
import { id, loose, opt, urlSlug } from '../../schema-helpers';

/**
 * GET websites/{id}/pages/search_slugs.json and search_page_templates.json.
 * The spec does not show their shapes beyond their purpose; these are the fields we read.
 */
export const SearchSlug = loose({
  /** The one path segment of /search/{slug} (src/domain/search/url-state.ts reads one segment). */
  slug: urlSlug,
  title: opt(z.string()),
  description: opt(z.string()),
  /** The search state as a URL query, e.g. 'refinementList[make][0]=Toyota'. */
  query: opt(z.string()),
});
export type SearchSlug = z.infer<typeof SearchSlug>;

export const SearchPageTemplate = loose({
  id: opt(id),
  name: z.string(),
  /** Title and description with placeholders such as {make} and {model}. */
  title: opt(z.string()),
  description: opt(z.string()),
  content: opt(z.string()),
});
export type SearchPageTemplate = z.infer<typeof SearchPageTemplate>;
