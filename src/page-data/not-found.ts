/** The 404 page: a way home and into the stock search. */
import { DEFAULT_SEARCH_PATH } from '../domain/tenant/config/search-defaults';

export function notFoundPage() {
  // the default path, not the site's own: the page links where it always has
  return { searchPath: DEFAULT_SEARCH_PATH };
}
