/**
 * Search state in the URL, both directions (rules.md: Search routes; Search state in the URL).
 *
 * - Query parameters read: query, page, sortBy, plus one per facet.
 * - refinementList[attr][0]=value for lists; range[price]=min:max for ranges; menu[...] for menus.
 * - A legacy menu[price_range]='$a - $b' becomes range[price]=a:b; menus other than
 *   weekly_price_range become refinementList parameters.
 * - page is written only when it is not 1; sortBy only when it is not the site's default.
 * - car_type, or make/model, present in the state move into the path.
 * - The home path '/' with no parameters is ignored.
 *
 * The state is InstantSearch's UI state for one index, keyed by index attribute.
 */
import { CAR_TYPE_VALUES as CAR_TYPES } from '../vehicle/car-values';
import { attributeOf, FACET_KEYS, isFacetKey, isRangeKey, keyOf, RANGE_KEYS } from './facets';
import { makeSlug, modelSlug } from './makes';
import { sortIndex } from './sort';
import { slugify } from '../format/slug';

export interface SearchUiState {
  query?: string;
  /** 1-based; absent on the first page. */
  page?: number;
  sortBy?: string;
  refinementList?: Record<string, string[]>;
  /** 'min:max', either side may be empty. */
  range?: Record<string, string>;
  menu?: Record<string, string>;
  toggle?: Record<string, boolean>;
}

export interface NamedSlug {
  slug: string;
  name: string;
}

export interface SearchVocabulary {
  /** The site's default search path (siteSearchPath: its own, else DEFAULT_SEARCH_PATH). */
  basePath: string;
  /** The site's default sort index name: sortBy is not written when it is this. */
  defaultSort: string;
  /** Sort index names the site offers; another sortBy is ignored. */
  sorts: readonly string[];
  makes: readonly string[];
  /** 'Make:Model' values. */
  makeModels: readonly string[];
  bodies?: readonly string[];
  /** Location slugs and the location_name they refine ('View Our Stock'). */
  locations?: readonly NamedSlug[];
  /** Dealership slugs and the dealership_name they refine ('See more from this dealer'). */
  dealerships?: readonly NamedSlug[];
  /** The tenant's search slugs (/search/{slug}) and their queries. */
  searchSlugs?: readonly { slug: string; query?: string | null }[];
}

/** Menus that stay menus; every other menu becomes a refinementList. */
const MENU_KEYS = ['weekly_price_range'];
const TOGGLE_ATTRIBUTES = ['certified'];
/** The price-range screen's sort index (rules.md: Search state in the URL): price, highest first. */
export const PRICE_RANGE_SORT_INDEX = sortIndex('price', 'desc');
/** The price-range screen's sort, appended literally (rules.md: Search state in the URL). */
export const PRICE_RANGE_SORT = `sortBy=${PRICE_RANGE_SORT_INDEX}`;

// ---------------------------------------------------------------- reading

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

function lookup<T>(
  items: readonly T[] | undefined,
  slug: string,
  slugOf: (item: T) => string,
): T | undefined {
  return items?.find((i) => slugOf(i) === slug);
}

/** What a path segment after /search/ (or /used-cars/) stands for. */
function slugState(slug: string, vocab: SearchVocabulary): SearchUiState | null {
  const searchSlug = lookup(vocab.searchSlugs, slug, (s) => s.slug);
  if (searchSlug) return queryToState(new URLSearchParams(searchSlug.query ?? ''), vocab);
  const type = /^(new|used|demo)-cars$/.exec(slug);
  if (type) return { refinementList: { car_type: [type[1]] } };
  if (slug === 'new-and-demo-cars') return { refinementList: { car_type: ['new', 'demo'] } };
  if (slug === 'new-used-and-demo-cars') return {};
  const make = lookup(vocab.makes, slug, makeSlug);
  if (make) return { refinementList: { make: [make] } };
  const body = lookup(vocab.bodies, slug, slugify);
  if (body) return { refinementList: { body: [body] } };
  const location = lookup(vocab.locations, slug, (l) => l.slug);
  if (location) return { refinementList: { location_name: [location.name] } };
  const dealership = lookup(vocab.dealerships, slug, (d) => d.slug);
  if (dealership) return { refinementList: { dealership_name: [dealership.name] } };
  return null;
}

function modelOf(make: string, slug: string, vocab: SearchVocabulary): string | undefined {
  return vocab.makeModels.find(
    (mm) => mm.startsWith(`${make}:`) && modelSlug(make, mm.slice(make.length + 1)) === slug,
  );
}

/** The state a search route's path stands for; null when the path is not a search route. */
export function pathToState(pathname: string, vocab: SearchVocabulary): SearchUiState | null {
  const path = trimSlash(decodeURI(pathname));
  if (
    path === trimSlash(vocab.basePath) ||
    path === '/search' ||
    path === '/new-used-and-demo-cars'
  )
    return {};
  if (path === '/pre-owned') return { refinementList: { car_type: ['used'] } };
  const used = /^\/used-cars\/([^/]+)$/.exec(path);
  if (used) {
    const inner = slugState(used[1], vocab);
    return inner ? merge({ refinementList: { car_type: ['used'] } }, inner) : null;
  }
  const parts = /^\/search\/([^/]+)(?:\/([^/]+))?$/.exec(path);
  if (!parts) return null;
  const [, first, second] = parts;
  if (second) {
    const make = lookup(vocab.makes, first, makeSlug);
    const model = make && modelOf(make, second, vocab);
    return make && model ? { refinementList: { make: [make], make_model: [model] } } : null;
  }
  return slugState(first, vocab);
}

const RANGE_VALUE = /^(-?\d+(?:\.\d+)?)?:(-?\d+(?:\.\d+)?)?$/;

/** '$10,000 - $20,000' (or 'Enquire - $10,000') → '10000:20000'. */
export function legacyPriceRange(value: string): string | null {
  const m = /^\s*(?:\$?([\d,]+)|Enquire)\s*-\s*\$?([\d,]+)\s*$/i.exec(value);
  if (!m) return null;
  const low = m[1] ? m[1].replace(/,/g, '') : '0';
  return `${Number(low)}:${Number(m[2].replace(/,/g, ''))}`;
}

function addRefinement(state: SearchUiState, key: string, value: string) {
  const attribute = attributeOf(key);
  if (TOGGLE_ATTRIBUTES.includes(attribute)) {
    if (value === 'true') state.toggle = { ...state.toggle, [attribute]: true };
    return;
  }
  const list = (state.refinementList ??= {});
  const values = (list[attribute] ??= []);
  if (!values.includes(value)) values.push(value);
}

function setRange(state: SearchUiState, key: string, raw: string) {
  // A bare number is a minimum: range[photos_count]=3 means at least 3 photos.
  const value = /^-?\d+(?:\.\d+)?$/.test(raw) ? `${raw}:` : raw;
  if (!isRangeKey(key) || !RANGE_VALUE.test(value) || value === ':') return;
  (state.range ??= {})[attributeOf(key)] = value;
}

/** The state a query string stands for (rules.md: Search state in the URL). */
export function queryToState(params: URLSearchParams, vocab: SearchVocabulary): SearchUiState {
  const state: SearchUiState = {};
  for (const [rawKey, rawValue] of params) {
    const value = rawValue.trim();
    if (value === '') continue;
    const bracket = /^(refinementList|range|menu|toggle)\[([^\]]+)\](?:\[\d*\])?$/.exec(rawKey);
    if (rawKey === 'query') state.query = rawValue;
    else if (rawKey === 'page') {
      const page = Number(value);
      if (Number.isInteger(page) && page > 1) state.page = page;
    } else if (rawKey === 'sortBy') {
      if (vocab.sorts.includes(value) && value !== vocab.defaultSort) state.sortBy = value;
    } else if (bracket) {
      const [, form, key] = bracket;
      if (form === 'range') setRange(state, key, value);
      else if (form === 'menu' && key === 'price_range') {
        const range = legacyPriceRange(value);
        if (range) setRange(state, 'price', range);
      } else if (form === 'menu' && MENU_KEYS.includes(key)) (state.menu ??= {})[key] = value;
      else if (isFacetKey(key)) addRefinement(state, key, value);
    } else if (isFacetKey(rawKey)) {
      // A bare facet key: /pre-owned?certified=true, or make=Toyota.
      if (isRangeKey(rawKey) && value.includes(':')) setRange(state, rawKey, value);
      else addRefinement(state, rawKey, value);
    }
  }
  return state;
}

/** Combines two states: lists are joined, other values from b win. */
export function merge(a: SearchUiState, b: SearchUiState): SearchUiState {
  const out: SearchUiState = { ...a, ...b };
  const lists = { ...a.refinementList };
  for (const [attr, values] of Object.entries(b.refinementList ?? {}))
    lists[attr] = [...new Set([...(lists[attr] ?? []), ...values])];
  if (Object.keys(lists).length) out.refinementList = lists;
  if (a.range || b.range) out.range = { ...a.range, ...b.range };
  if (a.menu || b.menu) out.menu = { ...a.menu, ...b.menu };
  if (a.toggle || b.toggle) out.toggle = { ...a.toggle, ...b.toggle };
  return out;
}

/**
 * The state of a URL: its path's refinements plus its query's. null for the home path
 * '/' with no parameters, and for a path that is not a search route.
 */
export function urlToState(
  pathname: string,
  search: string,
  vocab: SearchVocabulary,
): SearchUiState | null {
  const params = new URLSearchParams(search);
  if (pathname === '/' && [...params.keys()].length === 0) return null;
  const fromPath = pathname === '/' ? {} : pathToState(pathname, vocab);
  if (!fromPath) return null;
  return merge(fromPath, queryToState(params, vocab));
}

// ---------------------------------------------------------------- writing

/** Values are percent-encoded except ':', which the spec's forms keep literal (range[price]=a:b). */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':');
}

const KEY_ORDER = new Map<string, number>(FACET_KEYS.map((k, i) => [k, i]));
const byKeyOrder = (a: string, b: string) =>
  (KEY_ORDER.get(keyOf(a)) ?? 99) - (KEY_ORDER.get(keyOf(b)) ?? 99) || a.localeCompare(b);

/** The one 'Make:Model' a state's model refinements name for this make, if they name one. */
function singleModel(make: string, lists: Record<string, string[]>): string | null {
  const named = new Set([
    ...(lists.make_model ?? []),
    ...(lists['model.name'] ?? []).map((name) => `${make}:${name}`),
  ]);
  if (named.size !== 1) return null;
  const [model] = named;
  return model.startsWith(`${make}:`) ? model : null;
}

/** The path a state moves into, and the refinements left for the query. */
function pathFor(lists: Record<string, string[]>, vocab: SearchVocabulary): string {
  const types = lists.car_type ?? [];
  if (types.length === 1 && (CAR_TYPES as readonly string[]).includes(types[0])) {
    delete lists.car_type;
    return `/search/${types[0]}-cars`;
  }
  const makes = lists.make ?? [];
  if (makes.length === 1 && vocab.makes.includes(makes[0])) {
    const make = makes[0];
    const slug = makeSlug(make);
    // Only a slug that reads back as this make moves into the path.
    if (lookup(vocab.makes, slug, makeSlug) !== make) return vocab.basePath;
    delete lists.make;
    // The model moves too, whichever key named it: make_model ('Toyota:Camry') or the
    // model key (refinementList[model][0]=Camry refines model.name): rules.md: Search state in the URL.
    const model = singleModel(make, lists);
    if (model) {
      const mSlug = modelSlug(make, model.slice(make.length + 1));
      if (modelOf(make, mSlug, vocab) === model) {
        delete lists.make_model;
        delete lists['model.name'];
        return `/search/${slug}/${mSlug}`;
      }
    }
    return `/search/${slug}`;
  }
  return vocab.basePath;
}

/** The URL (path and query) of a state. */
export function stateToUrl(state: SearchUiState, vocab: SearchVocabulary): string {
  const lists: Record<string, string[]> = {};
  for (const [attr, values] of Object.entries(state.refinementList ?? {}))
    if (values?.length) lists[attr] = [...values];
  for (const [attr, on] of Object.entries(state.toggle ?? {})) if (on) lists[attr] = ['true'];
  // Menu parameters other than weekly_price_range become refinementList parameters.
  for (const [key, v] of Object.entries(state.menu ?? {})) {
    if (!v || MENU_KEYS.includes(key)) continue;
    const attr = attributeOf(key);
    lists[attr] = [...new Set([...(lists[attr] ?? []), v])];
  }
  const path = pathFor(lists, vocab);
  const parts: string[] = [];
  if (state.query?.trim()) parts.push(`query=${encodeValue(state.query)}`);
  for (const attr of Object.keys(lists).sort(byKeyOrder)) {
    lists[attr].forEach((v, i) =>
      parts.push(`refinementList[${keyOf(attr)}][${i}]=${encodeValue(v)}`),
    );
  }
  for (const attr of Object.keys(state.range ?? {}).sort(byKeyOrder)) {
    const v = state.range![attr];
    if (v && v !== ':') parts.push(`range[${keyOf(attr)}]=${encodeValue(v)}`);
  }
  for (const key of Object.keys(state.menu ?? {}).sort(byKeyOrder)) {
    const v = state.menu![key];
    if (v && MENU_KEYS.includes(key)) parts.push(`menu[${key}]=${encodeValue(v)}`);
  }
  if (state.sortBy && state.sortBy !== vocab.defaultSort)
    parts.push(`sortBy=${encodeValue(state.sortBy)}`);
  if (state.page && state.page > 1) parts.push(`page=${state.page}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

/** Facet tiles link to the search page with a menu query attribute=value. */
export function facetTileHref(basePath: string, attribute: string, value: string): string {
  return `${basePath}?menu[${keyOf(attribute)}]=${encodeValue(value)}`;
}

/** The price-range screen: the current state's URL plus &sortBy=Car_production:price:desc. */
export function priceRangeSearchUrl(
  state: SearchUiState,
  min: number,
  max: number,
  vocab: SearchVocabulary,
): string {
  const { sortBy: _sort, page: _page, ...rest } = state;
  const url = stateToUrl({ ...rest, range: { ...rest.range, price: `${min}:${max}` } }, vocab);
  return `${url}${url.includes('?') ? '&' : '?'}${PRICE_RANGE_SORT}`;
}

/** Every range key, for callers listing numeric attributes. */
export const RANGE_ATTRIBUTES = RANGE_KEYS.map(attributeOf);

/**
 * The tenant's search link (rules.md: Search routes 'Some tenants get a default stock-search query appended',
 * rules.md: Link rules): the default search path plus the tenant's default query,
 * e.g. range[photos_count]=3, two towns as refinementList[city][0] and [1], or a
 * dealership's brand as refinementList[make][0].
 */
export function defaultSearchHref(
  basePath: string,
  defaultQuery: string | null | undefined,
): string {
  const query = (defaultQuery ?? '').trim().replace(/^[?&]+/, '');
  return query ? `${basePath}${basePath.includes('?') ? '&' : '?'}${query}` : basePath;
}
