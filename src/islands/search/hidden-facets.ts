/**
 * The facets a search page refines from its URL without a control of their own (they still
 * show as chips): ONE InstantSearch widget for all of them instead of one refinement-list,
 * range, toggle or menu widget each. Every widget costs InstantSearch a registration, a
 * derivation of the search parameters and a render state on every render, on the server for
 * each of the ~1,000 search pages of a 2,000-car tenant and on a phone at hydration; these
 * widgets render nothing, so only their URL-state rules are kept.
 *
 * Each kind applies exactly the rules of the connector it replaces, with the options the page
 * used (instantsearch.js connectRefinementList with operator 'or' and limit 1, connectRange
 * without bounds, connectToggleRefinement with on: true, connectMenu with limit 1), in the
 * same order, so the search parameters, the ui state and the results are the same as before
 * (tests/unit/islands/hidden-facets.test.tsx compares them with the four connectors).
 */
import type { Connector, IndexUiState } from 'instantsearch.js';
import type { SearchParameters } from 'algoliasearch-helper';
import { useConnector } from 'react-instantsearch-core';
import type { FacetWidget } from '../../domain/search/facets';

type Params = { widgets: readonly FacetWidget[] };
type Description = {
  $$type: 'dealer.hiddenFacets';
  renderState: Record<string, never>;
  indexRenderState: Record<string, never>;
  widgetParams: Params;
};

/** The limit the replaced list and menu widgets asked for (maxValuesPerFacet's floor). */
const LIMIT = 1;

type Ui = IndexUiState & {
  refinementList?: Record<string, string[]>;
  range?: Record<string, string>;
  toggle?: Record<string, boolean>;
  menu?: Record<string, string>;
};

function dropEmpty<K extends 'refinementList' | 'menu'>(ui: Ui, key: K, attribute: string): Ui {
  const group = ui[key] as Record<string, unknown> | undefined;
  if (!group) return ui;
  const value = group[attribute];
  if (
    value === undefined ||
    (key === 'refinementList' && (!value || (value as unknown[]).length === 0))
  )
    delete group[attribute];
  if (Object.keys(group).length === 0) delete ui[key];
  return ui;
}

function uiStateOf(ui: Ui, w: FacetWidget, sp: SearchParameters): Ui {
  const a = w.attribute;
  switch (w.kind) {
    case 'list':
      return dropEmpty(
        {
          ...ui,
          refinementList: { ...ui.refinementList, [a]: sp.getDisjunctiveRefinements(a) },
        },
        'refinementList',
        a,
      );
    case 'range': {
      const numeric = sp.getNumericRefinements(a) as Record<string, number[] | undefined>;
      const min = numeric['>='] ?? [];
      const max = numeric['<='] ?? [];
      if (min.length === 0 && max.length === 0) return ui;
      return { ...ui, range: { ...ui.range, [a]: `${min}:${max}` } };
    }
    case 'toggle': {
      if (!sp.isDisjunctiveFacetRefined(a, true as never)) {
        if (ui.toggle) delete ui.toggle[a];
        return ui;
      }
      return { ...ui, toggle: { ...ui.toggle, [a]: true } };
    }
    case 'menu': {
      const [value] = sp.getHierarchicalFacetBreadcrumb(a);
      return dropEmpty({ ...ui, menu: { ...ui.menu, [a]: value } }, 'menu', a);
    }
  }
}

/** maxValuesPerFacet raised to the replaced list and menu widgets' limit, as they raised it. */
const atLeastLimit = (sp: SearchParameters) =>
  sp.setQueryParameter('maxValuesPerFacet', Math.max(sp.maxValuesPerFacet || 0, LIMIT));

const finite = (n: number) => typeof n === 'number' && Number.isFinite(n);

function parametersOf(sp: SearchParameters, w: FacetWidget, ui: Ui): SearchParameters {
  const a = w.attribute;
  switch (w.kind) {
    case 'list': {
      if (sp.isHierarchicalFacet(a) || sp.isConjunctiveFacet(a)) return sp;
      const values = ui.refinementList?.[a];
      const next = atLeastLimit(sp.addDisjunctiveFacet(a).removeDisjunctiveFacetRefinement(a));
      if (!values)
        return next.setQueryParameters({
          disjunctiveFacetsRefinements: { ...next.disjunctiveFacetsRefinements, [a]: [] },
        });
      return values.reduce((p, v) => p.addDisjunctiveFacetRefinement(a, v), next);
    }
    case 'range': {
      let next = sp
        .addDisjunctiveFacet(a)
        .setQueryParameters({ numericRefinements: { ...sp.numericRefinements, [a]: {} } });
      const value = ui.range?.[a];
      if (!value || value.indexOf(':') === -1) return next;
      const [lower, upper] = value.split(':').map(parseFloat);
      if (finite(lower)) {
        next = next.removeNumericRefinement(a, '>=');
        next = next.addNumericRefinement(a, '>=', lower);
      }
      if (finite(upper)) {
        next = next.removeNumericRefinement(a, '<=');
        next = next.addNumericRefinement(a, '<=', upper);
      }
      return next;
    }
    case 'toggle': {
      if (sp.isHierarchicalFacet(a) || sp.isConjunctiveFacet(a)) return sp;
      const base = sp.addDisjunctiveFacet(a).removeDisjunctiveFacetRefinement(a);
      if (ui.toggle?.[a]) return base.addDisjunctiveFacetRefinement(a, true as never);
      return base.setQueryParameters({
        disjunctiveFacetsRefinements: { ...sp.disjunctiveFacetsRefinements, [a]: [] },
      });
    }
    case 'menu': {
      const value = ui.menu?.[a];
      if (sp.isConjunctiveFacet(a) || sp.isDisjunctiveFacet(a)) return sp;
      const next = atLeastLimit(
        sp.removeHierarchicalFacet(a).addHierarchicalFacet({ name: a, attributes: [a] }),
      );
      if (!value)
        return next.setQueryParameters({
          hierarchicalFacetsRefinements: { ...next.hierarchicalFacetsRefinements, [a]: [] },
        });
      return next.addHierarchicalFacetRefinement(a, value);
    }
  }
}

const noop = () => {};
type RenderFn = (
  state: { widgetParams: Params; instantSearchInstance: unknown },
  first: boolean,
) => void;

function hiddenFacetsConnector(renderFn: RenderFn = noop, unmountFn: () => void = noop) {
  return (widgetParams: Params) => {
    const state = (options: { instantSearchInstance: unknown }) => ({
      widgetParams,
      instantSearchInstance: options.instantSearchInstance,
    });
    return {
      $$type: 'dealer.hiddenFacets' as const,
      init: (options: { instantSearchInstance: unknown }) => renderFn(state(options), true),
      render: (options: { instantSearchInstance: unknown }) => renderFn(state(options), false),
      dispose: () => unmountFn(),
      getRenderState: <T>(renderState: T) => renderState,
      getWidgetRenderState: () => ({ widgetParams }),
      getWidgetUiState: (
        uiState: Ui,
        { searchParameters }: { searchParameters: SearchParameters },
      ) => widgetParams.widgets.reduce((ui, w) => uiStateOf(ui, w, searchParameters), uiState),
      getWidgetSearchParameters: (
        searchParameters: SearchParameters,
        { uiState }: { uiState: Ui },
      ) => widgetParams.widgets.reduce((sp, w) => parametersOf(sp, w, uiState), searchParameters),
    };
  };
}

/** The connector (InstantSearch's shape): one widget applying every hidden facet's rules. */
export const connectHiddenFacets = hiddenFacetsConnector as unknown as Connector<
  Description,
  Params
>;

/** The page's hidden facets as one widget (renders nothing). */
export function useHiddenFacets(widgets: readonly FacetWidget[]): void {
  useConnector(connectHiddenFacets, { widgets });
}
