/**
 * A site's search vocabulary (domain/search/url-state.ts SearchVocabulary): what the paths and
 * query strings of its search URLs can name, from its listed stock. The search pages build it
 * once per build; the saved-search endpoint reads a shopper's search URL with the same one.
 */
import type { Website } from '../domain/tenant/schema/website';
import type { Location } from '../domain/tenant/schema/location';
import type { SearchVocabulary } from '../domain/search/url-state';
import { siteSearchPath } from '../domain/tenant/config/search';
import { defaultSortIndex } from '../domain/search/sort';
import { searchSorts } from '../domain/search/search-sorts';
import { byCount, tally } from './tally';

export function searchVocabulary(input: {
  site: Website;
  /** The listed stock's index documents (make, make_model and body as the index keeps them). */
  listed: readonly object[];
  locations: readonly Location[];
  searchSlugs?: readonly { slug: string; query?: string | null }[];
}): SearchVocabulary {
  const { site, listed, locations } = input;
  return {
    basePath: siteSearchPath(site),
    defaultSort: defaultSortIndex(site),
    sorts: searchSorts(site),
    makes: byCount(tally(listed, 'make')),
    makeModels: byCount(tally(listed, 'make_model')),
    bodies: byCount(tally(listed, 'body')),
    locations: locations.filter((l) => l.slug).map((l) => ({ slug: l.slug, name: l.name })),
    dealerships: site.dealerships.map((d) => ({ slug: d.slug, name: d.name })),
    searchSlugs: (input.searchSlugs ?? []).map((s) => ({ slug: s.slug, query: s.query })),
  };
}
