/**
 * The search pages' collecting render with cheap widget additions (server-state.ts) gives the
 * same server state as getServerState itself: state (down to its key order), requests and
 * results, with refinements on several widgets (the case where the order of the keys moves).
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import {
  Configure,
  InstantSearch,
  getServerState,
  useMenu,
  usePagination,
  useRange,
  useRefinementList,
  useSearchBox,
  useToggleRefinement,
} from 'react-instantsearch-core';
import { deriveOncePerWidget, serverState } from '../../../src/search-engines/server-state';

type Request = { indexName: string; params?: Record<string, unknown> };
const searchClient = {
  search: async (requests: readonly Request[]) => ({
    results: requests.map(({ indexName, params }) => ({
      index: indexName,
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: 21,
      processingTimeMS: 0,
      exhaustiveNbHits: true,
      query: '',
      params: JSON.stringify(params ?? {}),
      facets: { make: { Audi: 3, BMW: 2 }, body: { SUV: 4 } },
    })),
  }),
};

function List({ attribute }: { attribute: string }) {
  useRefinementList({ attribute });
  return null;
}
function Range({ attribute }: { attribute: string }) {
  useRange({ attribute });
  return null;
}
function Toggle({ attribute }: { attribute: string }) {
  useToggleRefinement({ attribute, on: true });
  return null;
}
function Menu({ attribute }: { attribute: string }) {
  useMenu({ attribute, limit: 1 });
  return null;
}
let othersRendered = 0;
function Others() {
  othersRendered++;
  useSearchBox();
  usePagination();
  return null;
}

function app(uiState: Record<string, unknown>) {
  return (
    <InstantSearch
      searchClient={searchClient as never}
      indexName="cars"
      initialUiState={{ cars: uiState }}
      future={{ preserveSharedStateOnUnmount: true }}
      insights={false}
    >
      <Configure hitsPerPage={21} maxValuesPerFacet={200} />
      {['badge', 'status', 'car_type', 'colour', 'body', 'make', 'make_model', 'fuel'].map((a) => (
        <List key={a} attribute={a} />
      ))}
      <Range attribute="price" />
      <Range attribute="km" />
      <Toggle attribute="certified" />
      <Menu attribute="weekly_price_range" />
      <Others />
    </InstantSearch>
  );
}

describe('serverState (cheap widget additions)', () => {
  const cases: Record<string, Record<string, unknown>> = {
    'no refinement': {},
    'refinements on several widgets': {
      refinementList: { car_type: ['used'], make: ['Audi'], body: ['SUV', 'Wagon'] },
      range: { price: '10000:40000' },
      toggle: { certified: true },
      menu: { weekly_price_range: '100-200' },
      query: 'tow bar',
      page: 3,
    },
  };
  for (const [name, uiState] of Object.entries(cases)) {
    it(`gives getServerState's state, requests and results: ${name}`, async () => {
      const expected = await getServerState(app(uiState), { renderToString });
      const actual = await serverState(app(uiState));
      expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
    });
  }
});

describe('serverState of a later page of a collected route', () => {
  const refined = {
    refinementList: { car_type: ['used'], make: ['Audi'], body: ['SUV', 'Wagon'] },
    range: { price: '10000:40000' },
    toggle: { certified: true },
    query: 'tow bar',
  };
  const cases: [string, Record<string, unknown>, number, number][] = [
    ['no refinement, page 1 then page 2', {}, 1, 2],
    ['refinements, page 2 then page 5', refined, 2, 5],
    ['refinements, page 4 then page 1', refined, 4, 1],
  ];
  for (const [name, uiState, first, later] of cases) {
    it(`gives getServerState's state, requests and results without a render: ${name}`, async () => {
      const at = (page: number) => app(page > 1 ? { ...uiState, page } : uiState);
      const family = { family: JSON.stringify([name, uiState]), client: searchClient };
      await serverState(at(first), { ...family, page: first });
      const expected = await getServerState(at(later), { renderToString });
      const before = othersRendered;
      const actual = await serverState(at(later), { ...family, page: later });
      expect(othersRendered, 'no collecting render').toBe(before);
      expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
    });
  }

  it('collects again for another route or another client', async () => {
    const page2 = app({ page: 2 });
    const family = { family: 'route a', client: searchClient, page: 2 };
    await serverState(page2, family);
    const before = othersRendered;
    await serverState(page2, { ...family, family: 'route b' });
    expect(othersRendered).toBeGreaterThan(before);
    const again = othersRendered;
    await serverState(page2, { ...family, client: { ...searchClient } });
    expect(othersRendered).toBeGreaterThan(again);
  });
});

describe('deriveOncePerWidget', () => {
  it('derives only the added widget while it is added, and restores the earlier ones', () => {
    const calls: string[] = [];
    const widget = (name: string) => ({
      getWidgetSearchParameters: () => calls.push(`params ${name}`),
      getWidgetUiState: () => calls.push(`ui ${name}`),
    });
    const widgets: ReturnType<typeof widget>[] = [];
    const index = {
      getWidgets: () => widgets,
      // what instantsearch.js's index does at each addition: derive from every widget it holds
      addWidgets: (added: ReturnType<typeof widget>[]) => {
        widgets.push(...added);
        for (const w of widgets) w.getWidgetSearchParameters?.();
        for (const w of widgets) w.getWidgetUiState?.();
      },
    };
    deriveOncePerWidget(index as never);
    const [a, b] = [widget('a'), widget('b')];
    index.addWidgets([a]);
    index.addWidgets([b]);
    expect(calls).toEqual(['params a', 'ui a', 'params b', 'ui b']);
    expect(typeof a.getWidgetSearchParameters).toBe('function');
    expect(typeof a.getWidgetUiState).toBe('function');
  });
});
