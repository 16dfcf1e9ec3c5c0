/**
 * The search island's hidden facets as one widget (src/islands/search/hidden-facets.ts) derive
 * the same search parameters and ui state as the four InstantSearch connectors they replace,
 * with the options the page gave them, key order included, refined or not.
 */
import { describe, expect, it } from 'vitest';
import algoliasearchHelper from 'algoliasearch-helper';
import {
  connectMenu,
  connectRange,
  connectRefinementList,
  connectToggleRefinement,
} from 'instantsearch.js/es/connectors';
import { connectHiddenFacets } from '../../../src/islands/search/hidden-facets';
import type { FacetWidget } from '../../../src/domain/search/facets';

const { SearchParameters } = algoliasearchHelper;
const noop = () => {};

const WIDGETS: FacetWidget[] = [
  { kind: 'list', attribute: 'badge' },
  { kind: 'list', attribute: 'colour' },
  { kind: 'range', attribute: 'seats' },
  { kind: 'list', attribute: 'drive' },
  { kind: 'toggle', attribute: 'certified' },
  { kind: 'menu', attribute: 'weekly_price_range' },
  { kind: 'range', attribute: 'created_at_timestamp' },
];

type AnyWidget = {
  getWidgetSearchParameters: (sp: unknown, o: { uiState: unknown }) => unknown;
  getWidgetUiState: (ui: unknown, o: { searchParameters: unknown; helper: unknown }) => unknown;
};

/** What the page had: one connector widget per hidden facet. */
function separate(): AnyWidget[] {
  return WIDGETS.map((w) => {
    const make =
      w.kind === 'list'
        ? connectRefinementList(noop)({ attribute: w.attribute, limit: 1 })
        : w.kind === 'range'
          ? connectRange(noop)({ attribute: w.attribute })
          : w.kind === 'toggle'
            ? connectToggleRefinement(noop)({ attribute: w.attribute, on: true })
            : connectMenu(noop)({ attribute: w.attribute, limit: 1 });
    return make as unknown as AnyWidget;
  });
}
const combined = () => [connectHiddenFacets(noop)({ widgets: WIDGETS }) as unknown as AnyWidget];

/** Configure's parameters first, as on the page, then the widgets in order. */
function parameters(widgets: AnyWidget[], uiState: Record<string, unknown>) {
  const start = new SearchParameters({ index: 'cars', hitsPerPage: 21, maxValuesPerFacet: 200 });
  return widgets.reduce((sp, w) => w.getWidgetSearchParameters(sp, { uiState }), start as unknown);
}
function uiState(widgets: AnyWidget[], searchParameters: unknown) {
  const helper = algoliasearchHelper({} as never, 'cars');
  return widgets.reduce(
    (ui, w) => w.getWidgetUiState(ui, { searchParameters, helper }),
    {} as unknown,
  );
}

const CASES: Record<string, Record<string, unknown>> = {
  nothing: {},
  'two lists': { refinementList: { badge: ['GX', 'GXL'], colour: ['White'] } },
  'a list refined with nothing': { refinementList: { drive: [] } },
  'ranges: both ends, one end': { range: { seats: '5:7', created_at_timestamp: '1700000000:' } },
  'a range up to': { range: { seats: ':4' } },
  'a range that is not one': { range: { seats: 'five' } },
  'the toggle': { toggle: { certified: true } },
  'the toggle off': { toggle: { certified: false } },
  'the menu': { menu: { weekly_price_range: '$100 - $200' } },
  'everything, and facets with controls': {
    query: 'ranger',
    page: 2,
    refinementList: { badge: ['XLT'], make: ['Ford'] },
    range: { seats: '5:', price: '10000:50000' },
    toggle: { certified: true },
    menu: { weekly_price_range: '$200 - $300' },
  },
};

describe('hidden facets as one widget', () => {
  for (const [name, ui] of Object.entries(CASES)) {
    it(`derives the same search parameters and ui state: ${name}`, () => {
      const before = parameters(separate(), ui);
      const after = parameters(combined(), ui);
      expect(JSON.stringify(after)).toBe(JSON.stringify(before));
      expect(JSON.stringify(uiState(combined(), after))).toBe(
        JSON.stringify(uiState(separate(), before)),
      );
    });
  }

  it('refines what the url asked for (the comparison is not of two empty states)', () => {
    const sp = parameters(
      combined(),
      CASES['everything, and facets with controls'],
    ) as InstanceType<typeof SearchParameters>;
    expect(sp.getDisjunctiveRefinements('badge')).toEqual(['XLT']);
    expect(sp.getNumericRefinement('seats', '>=')).toEqual([5]);
    expect(sp.isDisjunctiveFacetRefined('certified', true as never)).toBe(true);
    expect(sp.getHierarchicalFacetBreadcrumb('weekly_price_range')).toEqual(['$200 - $300']);
    expect(uiState(combined(), sp)).toEqual({
      refinementList: { badge: ['XLT'] },
      range: { seats: '5:' },
      toggle: { certified: true },
      menu: { weekly_price_range: '$200 - $300' },
    });
  });
});
