/**
 * The quick search form (/search; rules.md: Search routes; Search controls; Business constants and limits): make and model
 * selects (with the 'All Makes' group at index 20), the dual-handle price-range screen
 * ('$min - $max', 5,000 to 250,000, step 500) and 'Show Me {count} Cars', which opens the
 * results: the current state's URL plus &sortBy=Car_production:price:desc once a price
 * range is chosen. Rendered at build time only (components/search/QuickSearch.astro): in the
 * browser the prerendered form is run by quick-search.ts, without React or InstantSearch.
 */
import { useMemo, useState } from 'react';
import {
  Configure,
  InstantSearch,
  InstantSearchSSRProvider,
  useInstantSearch,
  useMenu,
} from 'react-instantsearch-core';
import { createSearchClient } from '../../search-engines/client';
import { serverSearchClient } from '../../search-engines/server-client';
import { makeModelLabel, makeSelectGroups } from '../../domain/search/facets';
import { formatMoney } from '../../domain/format/money';
import { manufacturerDisplayName } from '../../domain/tenant/site';
import { showMeText } from '../../domain/search/result-count';
import { dualPriceHandles, PRICE_SCREEN, SLIDER_DEBOUNCE_MS } from '../../domain/search/sliders';
import { priceRangeSearchUrl, stateToUrl, type SearchUiState } from '../../domain/search/url-state';
import RangeSlider from './RangeSlider';
import { useResultCount } from './Results';
import { useDebouncedCallback } from './hooks';
import { readPayload, type Payload, type SearchPageConfig } from './types';
import './search.css';

function Form({ config }: { config: SearchPageConfig }) {
  const make = useMenu({ attribute: 'make', limit: 500, sortBy: ['count:desc', 'name:asc'] });
  const model = useMenu({ attribute: 'make_model', limit: 1000, sortBy: ['name:asc'] });
  const { indexUiState, status } = useInstantSearch();
  const count = useResultCount(config);
  const [price, setPrice] = useState<[number, number]>([PRICE_SCREEN.min, PRICE_SCREEN.max]);
  const [applied, setApplied] = useState<[number, number] | null>(null);
  const apply = useDebouncedCallback(
    (next: [number, number]) => setApplied(next),
    SLIDER_DEBOUNCE_MS,
  );
  const selectedMake = make.items.find((m) => m.isRefined)?.value ?? '';
  const models = model.items.filter((m) => selectedMake && m.value.startsWith(`${selectedMake}:`));
  const groups = makeSelectGroups(make.items);
  const target = () => {
    const state = indexUiState as SearchUiState;
    return applied
      ? priceRangeSearchUrl(state, applied[0], applied[1], config.vocab)
      : stateToUrl(state, config.vocab);
  };
  return (
    <form
      className="quick-search card"
      action={config.vocab.basePath}
      onSubmit={(e) => {
        e.preventDefault();
        apply.flush();
        window.location.assign(target());
      }}
    >
      {applied && <Configure numericFilters={[`price>=${applied[0]}`, `price<=${applied[1]}`]} />}
      <div className="quick-search__row">
        <div className="quick-search__field">
          <label htmlFor="quick-make">Make</label>
          <select
            id="quick-make"
            value={selectedMake}
            onChange={(e) => make.refine(e.target.value || selectedMake)}
          >
            <option value="">Any make</option>
            {groups.map((g) => {
              const options = g.options.map((m) => (
                <option key={m.value} value={m.value}>
                  {manufacturerDisplayName(m.value)} ({m.count})
                </option>
              ));
              return g.label ? (
                <optgroup key={g.label} label={g.label}>
                  {options}
                </optgroup>
              ) : (
                options
              );
            })}
          </select>
        </div>
        <div className="quick-search__field">
          <label htmlFor="quick-model">Model</label>
          <select
            id="quick-model"
            value={models.find((m) => m.isRefined)?.value ?? ''}
            disabled={!selectedMake}
            onChange={(e) =>
              model.refine(e.target.value || (models.find((m) => m.isRefined)?.value ?? ''))
            }
          >
            <option value="">{selectedMake ? 'Any model' : 'Choose a make first'}</option>
            {models.map((m) => (
              <option key={m.value} value={m.value}>
                {makeModelLabel(m.value)} ({m.count})
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="quick-search__price">
        <legend>Price range</legend>
        <RangeSlider
          id="price-screen"
          label="Price"
          min={PRICE_SCREEN.min}
          max={PRICE_SCREEN.max}
          step={PRICE_SCREEN.step}
          gap={PRICE_SCREEN.step}
          separator=" - "
          value={price}
          format={formatMoney}
          onChange={(next) => {
            const handles = dualPriceHandles(next[0], next[1]);
            setPrice(handles);
            apply(handles);
          }}
        />
      </fieldset>
      <button
        type="submit"
        className="btn btn--block"
        disabled={status === 'loading' || status === 'stalled'}
      >
        {showMeText(count, config.vehicleWordPlural)}
      </button>
    </form>
  );
}

export default function SearchForm(
  props: Payload<{ config: SearchPageConfig; serverState?: unknown }>,
) {
  const { config, serverState } = useMemo(() => readPayload(props), []); // eslint-disable-line react-hooks/exhaustive-deps
  const client = useMemo(
    () => serverSearchClient() ?? createSearchClient(config.engine, config.site),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one client for the island's life: config comes from the payload, read once
    [],
  );
  const app = (
    <InstantSearch
      searchClient={client as never}
      indexName={config.indexName}
      future={{ preserveSharedStateOnUnmount: true }}
      insights={false}
    >
      <Configure hitsPerPage={0} facets={['status']} />
      <Form config={config} />
    </InstantSearch>
  );
  return serverState ? (
    <InstantSearchSSRProvider {...serverState}>{app}</InstantSearchSSRProvider>
  ) : (
    app
  );
}
