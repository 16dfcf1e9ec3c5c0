/**
 * The InstantSearch server state of a search island (build time only): getServerState's
 * collecting render, with the widgets' search parameters derived once per widget instead
 * of once per widget per widget added.
 *
 * In that render each widget adds itself to the index as it renders, and the index re-derives
 * the search parameters (and then the UI state) from every widget it holds at each addition:
 * with ~45 widgets, ~1,000 derivations per page, most of a search page's build time. The
 * earlier widgets' parts are already in the helper's state and UI state, and each widget
 * derives only its own attribute from the UI state, so while a widget is added the earlier
 * ones sit out of the derivation: the new widget's part is derived on top of the current
 * state. After the render, one derivation from every widget (what the last addition did)
 * gives the state the search is sent with: the same state, requests and results as before,
 * down to the order of its keys (checked on every search page of pacific-motor-group:
 * byte-identical HTML but for the build time).
 */
import { createElement, useContext, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { getServerState, InstantSearchServerContext } from 'react-instantsearch-core';
import algoliasearchHelper from 'algoliasearch-helper';
import { skipParsedNumbers } from './parse-numbers';

// the helper's numeric parse, skipped where there is nothing to parse (parse-numbers.ts)
if (!process.env.DEALER_BUILD_OFF?.split(',').includes('parse-numbers'))
  skipParsedNumbers(algoliasearchHelper.SearchParameters);

type Derive = ((...args: unknown[]) => unknown) | undefined;
interface Widget {
  $$type?: string;
  getWidgetSearchParameters?: Derive;
  getWidgetUiState?: Derive;
  getWidgetState?: Derive;
}
interface IndexWidget {
  getWidgets(): Widget[];
  addWidgets(widgets: Widget[]): unknown;
  getIndexId(): string;
  getHelper(): { state: unknown; setState(state: unknown): unknown } | null;
  getResults(): HelperResults | null;
  getWidgetUiState(uiState: object): Record<string, unknown>;
  getWidgetSearchParameters(state: unknown, options: { uiState: unknown }): unknown;
}
interface HelperState {
  index: string;
  setPage(page: number): HelperState;
}
interface HelperResults {
  _state: HelperState;
  _rawResults: unknown[];
}
interface SearchClient {
  search(queries: readonly { params?: unknown }[]): Promise<unknown>;
}
/** The InstantSearch instance a collecting render notifies the server of. */
interface Notified {
  mainIndex: IndexWidget;
  client: SearchClient;
}
type ServerContext = { notifyServer(params: { search: Notified }): void };

/** The derivations an added widget's predecessors sit out of (instantsearch.js index widget). */
const DERIVATIONS = ['getWidgetSearchParameters', 'getWidgetUiState', 'getWidgetState'] as const;

/** Makes `index.addWidgets` derive only the added widgets' parts (see the module comment). */
export function deriveOncePerWidget(index: IndexWidget): void {
  const add = index.addWidgets.bind(index);
  index.addWidgets = (widgets) => {
    const earlier = index.getWidgets().filter((w) => w.$$type !== 'ais.index');
    const saved = earlier.map((w) => DERIVATIONS.map((d) => w[d]));
    for (const w of earlier) for (const d of DERIVATIONS) w[d] = undefined;
    try {
      return add(widgets);
    } finally {
      earlier.forEach((w, i) => DERIVATIONS.forEach((d, j) => (w[d] = saved[i][j])));
    }
  };
}

/** The helper's state derived from every widget of the index, as its last addition does. */
export function deriveFromEveryWidget(index: IndexWidget): void {
  const helper = index.getHelper();
  if (!helper) return;
  const uiState = index.getWidgetUiState({})[index.getIndexId()];
  helper.setState(index.getWidgetSearchParameters(helper.state, { uiState }));
}

/** Passes getServerState's notification on, after making the instance's additions cheap. */
function Batching({ children, seen }: { children?: ReactNode; seen: Notified[] }) {
  const outer = useContext(InstantSearchServerContext) as ServerContext | null;
  const value: ServerContext | null = outer && {
    notifyServer: (params) => {
      deriveOncePerWidget(params.search.mainIndex);
      seen.push(params.search);
      outer.notifyServer(params);
    },
  };
  return createElement(InstantSearchServerContext.Provider, { value: value as never }, children);
}

/**
 * Which search route a page of results belongs to (`family`: the same island props but for the
 * page) and its page number, from 1. The pages of one route mount the same widgets over the same
 * UI state but for `page`, so they derive the same search parameters but for `page`.
 */
export interface PageOfRoute {
  family: string;
  page: number;
  /** The search client the island searches with: a route is reused only with the same client. */
  client: SearchClient;
}

/** What a route's first collected page leaves for its other pages, by search client and route. */
interface Family {
  indexId: string;
  state: HelperState;
}
const families = new WeakMap<SearchClient, Map<string, Family>>();

/**
 * getServerState of a search island element, with the cheap widget additions. Given the page's
 * route, a later page of a route already collected skips the collecting render: its state is
 * the route's state at its own page, searched as InstantSearch's server search sends it
 * (`searchOnlyWithDerivedHelpers` on the main helper, the index's state as the derived
 * state), and answered in getServerState's shape (checked equal by its unit test, and on every
 * search page of the sample tenants: byte-identical HTML but for the build time).
 */
export async function serverState(app: ReactElement, pageOf?: PageOfRoute) {
  const family = pageOf && families.get(pageOf.client)?.get(pageOf.family);
  if (pageOf && family) return searchPageOf(family, pageOf);
  const seen: Notified[] = [];
  const notified: Notified[] = [];
  const state = await getServerState(createElement(Batching, { seen }, app), {
    // getServerState sends the search after this render returns
    renderToString: (node: ReactNode) => {
      const html = renderToString(node);
      const rendered = seen.splice(0);
      notified.push(...rendered);
      rendered.forEach((search) => deriveFromEveryWidget(search.mainIndex));
      return html;
    },
  });
  const [search] = notified;
  // the state getServerState answered with (getResults sets it to the index's state)
  const collected = search?.mainIndex.getResults()?._state;
  if (
    pageOf &&
    collected &&
    notified.length === 1 &&
    search.client === pageOf.client &&
    isPlainIndex(search.mainIndex)
  ) {
    let routes = families.get(pageOf.client);
    if (!routes) families.set(pageOf.client, (routes = new Map()));
    routes.set(pageOf.family, { indexId: search.mainIndex.getIndexId(), state: collected });
  }
  return state;
}

/** An index with no child index: the only state its search sends is its own. */
function isPlainIndex(index: IndexWidget): boolean {
  return index.getWidgets().every((w) => w.$$type !== 'ais.index');
}

/** The server state of a page of a collected route (see serverState). */
async function searchPageOf(family: Family, { page, client: searchClient }: PageOfRoute) {
  const state = family.state.setPage(page - 1);
  let requestParams: unknown[] = [];
  const client: SearchClient = {
    ...searchClient,
    search: (queries) => {
      requestParams = queries.map((q) => q.params);
      return searchClient.search(queries);
    },
  };
  const helper = algoliasearchHelper(client as never, state.index);
  const derived = helper.derive(() => state as never);
  const results = await new Promise<HelperResults>((resolve, reject) => {
    derived.on('result', ({ results }) => resolve(results));
    derived.on('error', reject);
    helper.on('error', reject);
    helper.searchOnlyWithDerivedHelpers();
  });
  derived.detach();
  return {
    initialResults: {
      [family.indexId]: {
        state: { ...results._state, clickAnalytics: undefined, userToken: undefined },
        results: results._rawResults,
        requestParams,
      },
    },
  };
}
