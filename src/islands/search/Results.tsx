/**
 * Results (rules.md: Results and car cards; Result count; The error catalogue): the count, the sort, the
 * grid of car cards with promo cards and the trade-in CTA card, and pagination. While a
 * search loads or after it fails, the previous hits and count stay.
 */
import { useMemo, useState } from 'react';
import { useHits, useInstantSearch, usePagination, useSortBy } from 'react-instantsearch-core';
import { countText, resultCount } from '../../domain/search/result-count';
import {
  activePromoCards,
  CTA_CARD_LINK,
  CTA_CARD_TEXT,
  CTA_CARD_TITLE,
  layoutResults,
} from '../../domain/search/promo-cards';
import { stateToUrl, type SearchUiState } from '../../domain/search/url-state';
import { pageUrl } from '../../domain/search/paging';
import type { PromoCard } from '../../domain/tenant/schema/promotion';
import CarCard from './CarCard';
import NearestSearches from './NearestSearches';
import type { SearchPageConfig } from './types';
import { afterPaint } from './hooks';
import type { CardCar } from '../../domain/search/card';

const isImage = (v: string) =>
  /^(https?:)?\/\/|^\/|\.(svg|png|jpe?g|webp|avif)(\?|$)/i.test(v) && !/gradient\(/i.test(v);

function PromoCardView({ card }: { card: PromoCard }) {
  const bg = card.background ?? '';
  const style = bg
    ? isImage(bg)
      ? { backgroundImage: `url("${bg.replace(/"/g, '')}")` }
      : { background: bg }
    : undefined;
  const body = card.image ? (
    <img
      src={card.image}
      alt={card.alt ?? ''}
      width={640}
      height={640}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span>{card.alt}</span>
  );
  return (
    <aside className="promo-card card" style={style} aria-label={card.alt ?? 'Promotion'}>
      {card.link ? <a href={card.link}>{body}</a> : body}
    </aside>
  );
}

function CtaCard() {
  return (
    <aside className="promo-card promo-card--cta card" aria-label={CTA_CARD_TITLE}>
      <a href={CTA_CARD_LINK}>
        <strong>{CTA_CARD_TITLE}</strong>
        <span>{CTA_CARD_TEXT}</span>
        <span className="btn">Get an offer</span>
      </a>
    </aside>
  );
}

export function SortSelect({ config }: { config: SearchPageConfig }) {
  const items = useMemo(() => {
    const list = config.sortOptions.map((o) => ({ label: o.label, value: o.value }));
    const withDefault = list.some((o) => o.value === config.indexName)
      ? list
      : [{ label: 'Most Relevant', value: config.indexName }, ...list];
    // the sorts plain-language search may choose: InstantSearch keeps only a listed sortBy
    const extra = (config.plainSorts ?? []).filter(
      (p) => !withDefault.some((o) => o.value === p.value),
    );
    return { shown: withDefault, all: [...withDefault, ...extra] };
  }, [config]);
  const { currentRefinement, options, refine } = useSortBy({ items: items.all });
  // the site's own options, and a sort beyond them only while it is chosen
  const visible = options.filter(
    (o) => o.value === currentRefinement || items.shown.some((s) => s.value === o.value),
  );
  // The chosen option shows at once; the sort runs after that paint. The choice is dropped as
  // soon as the sort changes (it landed, or back and forward moved it), so it never outlives it.
  const [chosen, setChosen] = useState<{ of: string; value: string } | null>(null);
  if (chosen && chosen.of !== currentRefinement) setChosen(null);
  const value = chosen?.of === currentRefinement ? chosen.value : currentRefinement;
  return (
    <label className="sort">
      <span>Sort by</span>
      <select
        id="search-sort"
        value={value}
        onChange={(e) => {
          const next = e.target.value;
          setChosen({ of: currentRefinement, value: next });
          afterPaint(() => refine(next));
        }}
      >
        {visible.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function useResultCount(config: SearchPageConfig): number {
  const { results } = useInstantSearch();
  const facets = {
    status: Object.fromEntries(
      (
        (results.getFacetValues?.('status', {}) as { name: string; count: number }[] | undefined) ??
        []
      ).map((v) => [v.name, v.count]),
    ),
    car_type: Object.fromEntries(
      (
        (results.getFacetValues?.('car_type', {}) as
          { name: string; count: number }[] | undefined) ?? []
      ).map((v) => [v.name, v.count]),
    ),
  };
  return resultCount({ nbHits: results.nbHits ?? 0, facets, stockCount: config.stockCount });
}

export function ResultCount({ config }: { config: SearchPageConfig }) {
  const count = useResultCount(config);
  const word = config.vehicleWordPlural.toLowerCase();
  return (
    <p className="results__count" role="status" aria-live="polite">
      {countText(count, word.replace(/s$/, ''), word)}
    </p>
  );
}

function Pagination({
  config,
  uiState,
  onPage,
}: {
  config: SearchPageConfig;
  uiState: SearchUiState;
  onPage: () => void;
}) {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine } = usePagination({
    padding: 2,
  });
  if (nbPages <= 1) return null;
  const route = config.pagedRoute;
  const onRoute =
    route && stateToUrl({ ...uiState, page: undefined }, config.vocab) === route.stateUrl;
  const href = (page: number) =>
    onRoute
      ? pageUrl(route.path, page + 1)
      : stateToUrl({ ...uiState, page: page + 1 }, config.vocab);
  const go = (page: number) => (e: React.MouseEvent) => {
    e.preventDefault();
    afterPaint(() => refine(page));
    onPage();
  };
  return (
    <nav className="pagination" aria-label="Results pages">
      <ul>
        <li>
          {isFirstPage ? (
            <span aria-disabled="true">Previous</span>
          ) : (
            <a href={href(currentRefinement - 1)} rel="prev" onClick={go(currentRefinement - 1)}>
              Previous
            </a>
          )}
        </li>
        {pages.map((p) => (
          <li key={p}>
            {p === currentRefinement ? (
              <span aria-current="page">{p + 1}</span>
            ) : (
              <a href={href(p)} onClick={go(p)} aria-label={`Page ${p + 1}`}>
                {p + 1}
              </a>
            )}
          </li>
        ))}
        <li>
          {isLastPage ? (
            <span aria-disabled="true">Next</span>
          ) : (
            <a href={href(currentRefinement + 1)} rel="next" onClick={go(currentRefinement + 1)}>
              Next
            </a>
          )}
        </li>
      </ul>
    </nav>
  );
}

export default function Results({
  config,
  nowMs,
  onClear,
}: {
  config: SearchPageConfig;
  nowMs: number;
  onClear: () => void;
}) {
  const { items } = useHits<CardCar & Record<string, unknown>>();
  const { status, error, indexUiState, results, refresh } = useInstantSearch();
  const uiState = indexUiState as SearchUiState;
  const carTypes = uiState.refinementList?.car_type ?? [];
  const cards = useMemo(
    () =>
      activePromoCards(config.promoCards, {
        nowMs,
        carTypes,
        shuffleUnpositioned: config.shufflePromoCards,
        seed: config.serverNowMs,
      }),
    [config, nowMs, carTypes.join('|')], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const grid = layoutResults(items, cards, {
    page: results.page ?? 0,
    positions: config.promoPositions,
    cta: config.cta,
  });
  const busy = status === 'loading' || status === 'stalled';
  const scrollUp = () => document.getElementById('results')?.scrollIntoView({ block: 'start' });
  const pagePath = stateToUrl(uiState, config.vocab);
  return (
    <div className="results" aria-busy={busy}>
      {status === 'error' && (
        <div className="results__error" role="alert">
          <p>
            We couldn't update the results{error?.message ? ` (${error.message})` : ''}. You are
            seeing the previous results.
          </p>
          <button type="button" className="btn btn--outline" onClick={() => refresh()}>
            Try again
          </button>
        </div>
      )}
      {items.length === 0 && status !== 'loading' && status !== 'stalled' ? (
        <div className="results__empty">
          <h2>No {config.vehicleWordPlural.toLowerCase()} match your search</h2>
          <p>Try removing a filter or widening a range.</p>
          <NearestSearches config={config} />
          <button type="button" className="btn" onClick={onClear}>
            Clear all filters
          </button>
        </div>
      ) : (
        <ol className={`results__grid${busy ? ' is-busy' : ''}`}>
          {grid.map((g, i) => (
            <li
              key={
                g.kind === 'hit' ? String(g.hit.id) : g.kind === 'promo' ? `promo-${g.slot}` : 'cta'
              }
              className={g.kind === 'hit' ? undefined : 'results__promo'}
            >
              {g.kind === 'hit' ? (
                <CarCard
                  car={g.hit}
                  site={config.cardSite}
                  nowSeconds={Math.floor(nowMs / 1000)}
                  storeFavourites={config.storeFavourites}
                  first={i === 0}
                  pagePath={pagePath}
                />
              ) : g.kind === 'promo' ? (
                <PromoCardView card={g.card} />
              ) : (
                <CtaCard />
              )}
            </li>
          ))}
        </ol>
      )}
      <Pagination config={config} uiState={uiState} onPage={scrollUp} />
    </div>
  );
}
