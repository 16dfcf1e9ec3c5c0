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
  getWidgetUiState(uiState: object): Record<string, unknown>;
  getWidgetSearchParameters(state: unknown, options: { uiState: unknown }): unknown;
}
type ServerContext = { notifyServer(params: { search: { mainIndex: IndexWidget } }): void };

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
function Batching({ children, seen }: { children?: ReactNode; seen: IndexWidget[] }) {
  const outer = useContext(InstantSearchServerContext) as ServerContext | null;
  const value: ServerContext | null = outer && {
    notifyServer: (params) => {
      deriveOncePerWidget(params.search.mainIndex);
      seen.push(params.search.mainIndex);
      outer.notifyServer(params);
    },
  };
  return createElement(InstantSearchServerContext.Provider, { value: value as never }, children);
}

/** getServerState of a search island element, with the cheap widget additions. */
export function serverState(app: ReactElement) {
  const seen: IndexWidget[] = [];
  return getServerState(createElement(Batching, { seen }, app), {
    // getServerState sends the search after this render returns
    renderToString: (node: ReactNode) => {
      const html = renderToString(node);
      seen.splice(0).forEach(deriveFromEveryWidget);
      return html;
    },
  });
}
