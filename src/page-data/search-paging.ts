/**
 * Build-time data for search result pages beyond the first (rules.md: Every car reachable by a crawler; the design is
 * in domain/search/paging.ts): which search routes have more than one page of results, the
 * prerendered page N of each, and the host's rewrites from {path}?page=N to those files.
 */
import type { LandingPage } from '../domain/search/landing-pages';
import {
  pageCount,
  pageFilePath,
  pageRewriteRules,
  type PagedRoute,
} from '../domain/search/paging';
import { HITS_PER_PAGE } from '../domain/search/page-size';
import type { SearchUiState } from '../domain/search/url-state';
import type { SearchContext } from './search';

type Params = Record<string, unknown>;

/** InstantSearch's request parameters for a search state (its refinements, query and page). */
export function stateParams(state: SearchUiState): Params {
  const facetFilters: string[][] = [];
  for (const [attr, values] of Object.entries(state.refinementList ?? {}))
    if (values.length) facetFilters.push(values.map((v) => `${attr}:${v}`));
  for (const [attr, value] of Object.entries(state.menu ?? {}))
    if (value) facetFilters.push([`${attr}:${value}`]);
  for (const [attr, on] of Object.entries(state.toggle ?? {}))
    if (on) facetFilters.push([`${attr}:true`]);
  const numericFilters: string[] = [];
  for (const [attr, range] of Object.entries(state.range ?? {})) {
    const [min, max] = range.split(':');
    if (min) numericFilters.push(`${attr}>=${min}`);
    if (max) numericFilters.push(`${attr}<=${max}`);
  }
  return {
    query: state.query ?? '',
    facetFilters,
    numericFilters,
    hitsPerPage: HITS_PER_PAGE,
    page: Math.max(0, (state.page ?? 1) - 1),
  };
}

/** How many result pages a search state has on this build's stock. */
export async function statePages(ctx: SearchContext, state: SearchUiState): Promise<number> {
  const { results } = await ctx.serverClient.search([
    { indexName: state.sortBy ?? ctx.config.indexName, params: stateParams(state) },
  ]);
  return pageCount(results[0]?.nbHits ?? 0, HITS_PER_PAGE);
}

/** The landing pages a route serves, each with its number of result pages. */
export function pagedLandings(
  ctx: SearchContext,
  landings: readonly LandingPage[],
): Promise<{ landing: LandingPage; pages: number }[]> {
  return Promise.all(
    landings.map(async (landing) => ({ landing, pages: await statePages(ctx, landing.state) })),
  );
}

/**
 * getStaticPaths entries for pages 2..N of each landing page: the file path (relative to
 * `under`, e.g. 'toyota/page/2' under '/search/') and the page to render.
 */
export function extraPagePaths(
  paged: readonly { landing: LandingPage; pages: number }[],
  under: string,
) {
  return paged.flatMap(({ landing, pages }) =>
    Array.from({ length: pages - 1 }, (_, i) => i + 2).map((page) => ({
      file: pageFilePath(landing.path, page).slice(under.length),
      props: { landing, page, pages },
    })),
  );
}

/** The site's `_redirects` text for its result pages: every /search/ route with more than one. */
export async function pageRewritesFile(ctx: SearchContext): Promise<string> {
  const paged = await pagedLandings(
    ctx,
    ctx.landing.filter((l) => l.path.startsWith('/search/')),
  );
  const routes: PagedRoute[] = paged
    .filter((p) => p.pages > 1)
    .map((p) => ({ path: p.landing.path, pages: p.pages }));
  return pageRewriteRules(routes);
}
