/**
 * The stock search island (rules.md: Search routes; Results and car cards): InstantSearch over the
 * tenant's search client, prerendered with its first results and hydrated without a
 * second search. Filters sit in a sidebar on wide screens and a drawer on small ones.
 */
import MetaSearchEvent from './MetaSearchEvent';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import {
  Configure,
  InstantSearch,
  InstantSearchSSRProvider,
  useClearRefinements,
  useCurrentRefinements,
  useInstantSearch,
  useSearchBox,
} from 'react-instantsearch-core';
import { createSearchClient } from '../../search-engines/client';
import { serverSearchClient } from '../../search-engines/server-client';
import {
  FACET_TITLES,
  facetValueLabel,
  hiddenFacets,
  type FacetSection,
} from '../../domain/search/facets';
import { showMeText } from '../../domain/search/result-count';
import { TEXT_SEARCH_DEBOUNCE_MS } from '../../domain/search/sliders';
import { boundText } from '../../domain/search/range-text';
import type { Market } from '../../domain/market/market';
import Filters from './Filters';
import Results, { ResultCount, SortSelect, useResultCount } from './Results';
import UrlSync from './UrlSync';
import SaveSearch from './SaveSearch';
import { useHiddenFacets } from './hidden-facets';
import { loadPlainSearch } from './plain-query';
import { useCounter } from './counter';
import PlainNotice, { type Notice } from './PlainNotice';
import { merge, type SearchUiState } from '../../domain/search/url-state';
import { useDebouncedCallback, useNow, useOnFirstInteraction } from './hooks';
import { useTypedBeforeHydration } from '../forms/use-typed-before-hydration';
import { readPayload, type Payload, type SearchAppProps, type SearchPageConfig } from './types';
import './search.css';

// Opening the drawer or a notice re-renders the layout, not the filters and the results
// (their props do not change; their own search hooks re-render them on new results).
const StableFilters = memo(Filters);
const StableResults = memo(Results);

function SearchBox({
  placeholder,
  wordsPath,
  onRead,
}: {
  placeholder: string;
  wordsPath: string;
  onRead: (notice: Notice | null) => void;
}) {
  const { query, refine } = useSearchBox();
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const count = useCounter();
  const [value, setValue] = useState(query);
  const typing = useRef(false);
  useEffect(() => {
    if (!typing.current) setValue(query);
  }, [query]);
  const debounced = useDebouncedCallback((q: string) => {
    typing.current = false;
    refine(q);
  }, TEXT_SEARCH_DEBOUNCE_MS);
  return (
    <form
      className="searchbox"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        // A submitted search is read as plain language, once: the words it knows become
        // filters (chips, and the URL of rules.md: Search state in the URL), the rest stays the text query, less the words
        // that would leave no results (the no-dead-end rule), which the page names.
        const text = value;
        debounced.cancel();
        const { query: _q, page: _p, ...kept } = indexUiState as SearchUiState;
        void loadPlainSearch(wordsPath).then(async (plain) => {
          if (!plain) {
            typing.current = false;
            return refine(text);
          }
          const reading = plain.read(text);
          const read = { ...kept, ...merge(kept, reading.state), query: reading.state.query ?? '' };
          const outcome = await plain
            .avoidDeadEnd(read, count)
            .catch(() => ({ state: read, ignored: [], anyway: null }));
          typing.current = false;
          setValue(outcome.state.query ?? '');
          setIndexUiState(outcome.state);
          const { corrected } = reading;
          const { ignored, anyway } = outcome;
          onRead(
            ignored.length || corrected.length
              ? {
                  state: outcome.state,
                  anyway: ignored.length ? anyway : null,
                  anywayText: plain.anywayText(ignored),
                  text: (n, singular, plural) =>
                    plain.noticeText({
                      count: n,
                      phrase: text,
                      ignored,
                      corrected,
                      singular,
                      plural,
                    }),
                }
              : null,
          );
        });
      }}
    >
      <label className="visually-hidden" htmlFor="search-query">
        Search stock
      </label>
      <input
        id="search-query"
        type="search"
        name="query"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => {
          typing.current = true;
          setValue(e.target.value);
          debounced(e.target.value);
        }}
      />
    </form>
  );
}

/** The facets refined from the URL without a control of their own (they still show as chips). */
function HiddenFacets({ sections }: { sections: SearchPageConfig['sections'] }) {
  useHiddenFacets(useMemo(() => hiddenFacets(sections), [sections]));
  return null;
}

function refinementText(
  section: FacetSection | undefined,
  r: { label: string; value: unknown; operator?: string; type: string; attribute?: string },
  attribute: string,
  usedLabel: string,
  market: Market = 'AU',
): string {
  if (r.type === 'numeric')
    return boundText(attribute, r.operator === '>=' ? '>=' : '<=', Number(r.value), market);
  if (r.type === 'query') return `“${r.label}”`;
  return facetValueLabel(section?.attribute ?? attribute, String(r.value), { usedLabel });
}

function CurrentRefinements({ config }: { config: SearchPageConfig }) {
  const { items, canRefine } = useCurrentRefinements({ excludedAttributes: [] });
  const { refine: clear } = useClearRefinements({ excludedAttributes: [] });
  if (!canRefine) return null;
  const title = (attribute: string) =>
    config.sections.find((s) => s.attribute === attribute && s.kind !== 'toggle')?.title ??
    FACET_TITLES[attribute] ??
    (attribute === 'query' ? 'Search' : attribute);
  return (
    <div className="chips" aria-label="Your filters">
      <ul>
        {items.flatMap((item) =>
          item.refinements.map((r) => {
            const section = config.sections.find((s) => s.attribute === item.attribute);
            const text = refinementText(
              section,
              r,
              item.attribute,
              config.usedLabel,
              config.cardSite.config?.market ?? undefined,
            );
            return (
              <li key={`${item.attribute}-${String(r.value)}-${r.operator ?? ''}`}>
                <button
                  type="button"
                  className="chip"
                  onClick={() => item.refine(r)}
                  aria-label={`Remove ${title(item.attribute)}: ${text}`}
                >
                  <span className="chip__name">{title(item.attribute)}:</span> {text}{' '}
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          }),
        )}
      </ul>
      <button type="button" className="link-button" onClick={clear}>
        Clear all
      </button>
    </div>
  );
}

function Layout({
  config,
  heading,
  preload,
}: {
  config: SearchPageConfig;
  heading: string;
  /** Starts loading the search engine and its data. */
  preload: () => void;
}) {
  const now = useNow(config.serverNowMs);
  const [drawer, setDrawer] = useState(false);
  const { refine: clear } = useClearRefinements({ excludedAttributes: [] });
  const count = useResultCount(config);
  const drawerRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // what was ticked, chosen or typed while the island's code loaded (client:reach) goes to the search
  useTypedBeforeHydration(rootRef);
  // The first results are prerendered: the engine and its data load when the shopper first
  // touches, clicks or types (or has, to hydrate the island), not during hydration.
  useOnFirstInteraction(preload, rootRef);
  const openerRef = useRef<HTMLButtonElement>(null);
  const { status } = useInstantSearch();
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (!drawer) return;
    drawerRef.current?.querySelector<HTMLElement>('button, input, select, summary')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawer]);
  const close = () => {
    setDrawer(false);
    openerRef.current?.focus();
  };
  return (
    <div className="search-layout" ref={rootRef}>
      <MetaSearchEvent />
      <div className="search-layout__bar">
        <SearchBox
          placeholder={config.placeholder}
          wordsPath={config.plainWordsPath}
          onRead={setNotice}
        />
        <button
          type="button"
          ref={openerRef}
          className="btn btn--outline search-layout__filters-button"
          aria-expanded={drawer}
          aria-controls="search-filters"
          onClick={() => setDrawer(true)}
        >
          Filters
        </button>
        <SortSelect config={config} />
      </div>
      <CurrentRefinements config={config} />
      <SaveSearch config={config} />
      <div className="search-layout__main">
        <div
          id="search-filters"
          ref={drawerRef}
          className={`search-layout__filters${drawer ? ' is-open' : ''}`}
          role={drawer ? 'dialog' : 'region'}
          aria-modal={drawer ? true : undefined}
          aria-label="Filters"
        >
          <div className="drawer__head">
            <h2>Filters</h2>
            <button type="button" className="link-button" onClick={close}>
              Close
            </button>
          </div>
          <StableFilters
            sections={config.sections}
            usedLabel={config.usedLabel}
            popularMakes={config.popularMakes}
            makeLogos={config.makeLogos}
          />
          <div className="drawer__foot">
            <button
              type="button"
              className="btn"
              onClick={close}
              disabled={status === 'loading' || status === 'stalled'}
            >
              {showMeText(count, config.vehicleWordPlural)}
            </button>
          </div>
        </div>
        <section id="results" className="search-layout__results" aria-labelledby="results-heading">
          <div className="results__head">
            <h2 id="results-heading" className="visually-hidden">
              {heading}: results
            </h2>
            <ResultCount config={config} />
            <div className="results__notice-slot" aria-live="polite">
              {notice && (
                <PlainNotice config={config} notice={notice} onDone={() => setNotice(null)} />
              )}
            </div>
          </div>
          <StableResults config={config} nowMs={now} onClear={clear} />
        </section>
      </div>
    </div>
  );
}

export default function SearchApp(props: Payload<SearchAppProps>) {
  const { config, initialState, serverState, heading } = useMemo(() => readPayload(props), []); // eslint-disable-line react-hooks/exhaustive-deps
  const client = useMemo(
    () => serverSearchClient() ?? createSearchClient(config.engine, config.site),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one client for the island's life: config comes from the payload, read once
    [],
  );
  const app = (
    <InstantSearch
      searchClient={client as never}
      indexName={config.indexName}
      initialUiState={{ [config.indexName]: initialState }}
      future={{ preserveSharedStateOnUnmount: true }}
      insights={false}
    >
      <Configure hitsPerPage={config.hitsPerPage} maxValuesPerFacet={200} />
      <HiddenFacets sections={config.sections} />
      <UrlSync vocab={config.vocab} initialState={initialState} />
      <Layout
        config={config}
        heading={heading}
        preload={() => void client.preload().catch(() => undefined)}
      />
    </InstantSearch>
  );
  return serverState ? (
    <InstantSearchSSRProvider {...serverState}>{app}</InstantSearchSSRProvider>
  ) : (
    app
  );
}
