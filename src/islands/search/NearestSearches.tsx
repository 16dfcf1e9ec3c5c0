/**
 * Where a search finds nothing, the nearest searches that find something (domain/search/
 * nearest-searches.ts), each a link with what it leaves out and its count: 'Without Fuel
 * Type: Diesel (12 cars)'. Worked out on the engine in use when the empty result shows; the
 * rule's code loads only then.
 */
import { useEffect, useState } from 'react';
import { useInstantSearch } from 'react-instantsearch-core';
import { FACET_TITLES, facetValueLabel } from '../../domain/search/facets';
import type { Constraint, NearSearch } from '../../domain/search/nearest-searches';
import { rangeText } from '../../domain/search/range-text';
import { stateToUrl, type SearchUiState } from '../../domain/search/url-state';
import { formatNumber } from '../../domain/format/money';
import { useCounter } from './counter';
import type { SearchPageConfig } from './types';

function constraintText(c: Constraint, config: SearchPageConfig): string {
  if (c.kind === 'words') return `“${c.words}”`;
  const title =
    config.sections.find((s) => s.attribute === c.attribute && s.kind !== 'toggle')?.title ??
    FACET_TITLES[c.attribute] ??
    c.attribute;
  if (c.kind === 'toggle') return FACET_TITLES[c.attribute] ?? c.attribute;
  if (c.kind === 'range')
    return `${title}: ${rangeText(c.attribute, c.value, config.cardSite.config?.market ?? undefined)}`;
  const values = c.values.map((v) =>
    facetValueLabel(c.attribute, v, { usedLabel: config.usedLabel }),
  );
  return `${title}: ${values.join(' or ')}`;
}

export default function NearestSearches({ config }: { config: SearchPageConfig }) {
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const count = useCounter();
  const state = indexUiState as SearchUiState;
  const key = stateToUrl({ ...state, page: undefined }, config.vocab);
  const [found, setFound] = useState<{ key: string; near: NearSearch[] } | null>(null);
  useEffect(() => {
    let live = true;
    void import('../../domain/search/nearest-searches')
      .then((m) => m.nearestSearches(state, count))
      .then((near) => live && setFound({ key, near }))
      .catch(() => live && setFound({ key, near: [] }));
    return () => {
      live = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- the state is what the key names
  if (!found || found.key !== key || !found.near.length) return null;
  const plural = config.vehicleWordPlural.toLowerCase();
  return (
    <div className="results__nearest">
      <h3>Searches near yours with results</h3>
      <ul>
        {found.near.map((n) => (
          <li key={stateToUrl(n.state, config.vocab)}>
            <a
              href={stateToUrl(n.state, config.vocab)}
              onClick={(e) => {
                e.preventDefault();
                setIndexUiState(n.state);
              }}
            >
              Without {n.without.map((c) => constraintText(c, config)).join(' and ')}
            </a>{' '}
            ({formatNumber(n.count)} {n.count === 1 ? plural.replace(/s$/, '') : plural})
          </li>
        ))}
      </ul>
    </div>
  );
}
