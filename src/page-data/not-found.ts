/** The 404 page: a way home and into the stock search. */
import { DEFAULT_SEARCH_PATH } from '../domain/tenant/config/search-defaults';
import { sitePath } from '../domain/content/page-path';

export function notFoundPage() {
  // the default path, not the site's own: the page links where it always has (in the site's style)
  return { searchPath: sitePath(DEFAULT_SEARCH_PATH) };
}
