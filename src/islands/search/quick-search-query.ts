/**
 * The quick search form's searches without InstantSearch (rules.md: Search controls:
 * make and model selects, the dual-handle price-range screen, 'Show Me {count} Cars'):
 * the requests for one choice, the counts read from their results, and the results URL.
 * Plain functions; quick-search.ts wires them to the prerendered form.
 */
import { resultCount } from '../../domain/search/result-count';
import {
  priceRangeSearchUrl,
  stateToUrl,
  type SearchUiState,
  type SearchVocabulary,
} from '../../domain/search/url-state';

/** What the shopper chose: a make, a model (make_model value 'Make:Model'), a price range. */
export interface QuickChoice {
  make: string;
  model: string;
  /** The applied price range, null until the shopper moves a handle. */
  price: readonly [number, number] | null;
}

export interface FacetItem {
  value: string;
  count: number;
}

interface Response {
  nbHits?: number;
  facets?: Record<string, Record<string, number>>;
}

/** Facet values the form lists (InstantSearch's menu limits were 500 makes, 1,000 models). */
export const QUICK_SEARCH_FACET_LIMIT = 1000;

const priceFilters = (price: QuickChoice['price']) =>
  price ? [`price>=${price[0]}`, `price<=${price[1]}`] : [];

/**
 * Two requests: the count for the whole choice, and the make and model options with their
 * counts under the price range alone (a menu's counts leave its own refinement out).
 */
export function quickSearchRequests(indexName: string, choice: QuickChoice) {
  const facetFilters = [
    ...(choice.make ? [[`make:${choice.make}`]] : []),
    ...(choice.model ? [[`make_model:${choice.model}`]] : []),
  ];
  const numericFilters = priceFilters(choice.price);
  return [
    {
      indexName,
      params: { hitsPerPage: 0, facets: ['status', 'car_type'], facetFilters, numericFilters },
    },
    {
      indexName,
      params: {
        hitsPerPage: 0,
        facets: ['make', 'make_model'],
        maxValuesPerFacet: QUICK_SEARCH_FACET_LIMIT,
        numericFilters,
      },
    },
  ];
}

const items = (values: Record<string, number> | undefined): FacetItem[] =>
  Object.entries(values ?? {}).map(([value, count]) => ({ value, count }));

/** Keeps a chosen value listed (with 0) when the price range leaves none of it. */
const keeping = (list: FacetItem[], value: string) =>
  value && !list.some((i) => i.value === value) ? [...list, { value, count: 0 }] : list;

export interface QuickCounts {
  /** The 'Show Me {count} Cars' count (the result count rule of rules.md: States and transitions). */
  count: number;
  /** Makes, most stock first then by name (the select groups them: makeSelectGroups). */
  makes: FacetItem[];
  /** The chosen make's models, by name; empty without a make. */
  models: FacetItem[];
}

export function readQuickResults(
  results: readonly unknown[],
  choice: QuickChoice,
  stockCount: number | null,
): QuickCounts {
  const [total, options] = results as [Response, Response];
  const makes = keeping(items(options.facets?.make), choice.make).sort(
    (a, b) => b.count - a.count || a.value.localeCompare(b.value),
  );
  const models = choice.make
    ? keeping(
        items(options.facets?.make_model).filter((m) => m.value.startsWith(`${choice.make}:`)),
        choice.model,
      ).sort((a, b) => a.value.localeCompare(b.value))
    : [];
  const count = resultCount({ nbHits: total.nbHits ?? 0, facets: total.facets, stockCount });
  return { count, makes, models };
}

/** The results page for a choice; a price range adds the price sort (rules.md: Search controls). */
export function quickSearchTarget(choice: QuickChoice, vocab: SearchVocabulary): string {
  const menu: Record<string, string> = {};
  if (choice.make) menu.make = choice.make;
  if (choice.model) menu.make_model = choice.model;
  const state: SearchUiState = Object.keys(menu).length ? { menu } : {};
  return choice.price
    ? priceRangeSearchUrl(state, choice.price[0], choice.price[1], vocab)
    : stateToUrl(state, vocab);
}
