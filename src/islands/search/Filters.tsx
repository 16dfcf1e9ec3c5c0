/**
 * The filter panel (rules.md: Search controls): collapsible sections of checkbox
 * lists, make cards, range sliders and the certified toggle, in the site's order.
 */
import { useEffect, useState } from 'react';
import { useRange, useRefinementList, useToggleRefinement } from 'react-instantsearch-core';
import {
  CAR_TYPE_ORDER,
  facetValueLabel,
  HIDE_EXTRA_MAKES,
  HIDE_MODELS,
  MAKE_MODEL_LIMIT,
  MAKES_SHOWN,
  ALL_MAKES,
  POPULAR_MAKES,
  SELECT_MODELS,
  SHOW_ALL_MAKES,
  SUBSCRIPTION_SUFFIX,
  type FacetSection,
} from '../../domain/search/facets';
import { formatMoney, formatNumber } from '../../domain/format/money';
import { manufacturerDisplayName } from '../../domain/tenant/site';
import { makeModelLabel } from '../../domain/search/facets';
import {
  refineRange,
  sliderBounds,
  sliderStep,
  SLIDER_DEBOUNCE_MS,
} from '../../domain/search/sliders';
import { formatKm } from '../../domain/search/card';
import RangeSlider from './RangeSlider';
import { afterPaint, useDebouncedCallback } from './hooks';

interface FiltersProps {
  sections: FacetSection[];
  usedLabel: string;
  popularMakes: string[] | null;
  makeLogos: Record<string, string>;
}

const DEFAULT_LIST_LIMIT = 10;
/** Sections open at first; the others open when refined or when the shopper opens them. */
const OPEN_FILTERS = ['car_type', 'make', 'body', 'price', 'odometer', 'year'];

function Section({
  section,
  refined,
  children,
}: {
  section: FacetSection;
  refined: number;
  children: React.ReactNode;
}) {
  const open = OPEN_FILTERS.includes(section.filter) || refined > 0;
  // A closed section's values are rendered when the shopper first opens it: fewer elements to
  // prerender, hydrate and style (pacific's landings had 1,600; the closed lists were ~390).
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="filter"
      open={open}
      data-filter={section.attribute}
      onToggle={(e) => e.currentTarget.open && setOpened(true)}
    >
      <summary className="filter__title">
        <span>{section.title}</span>
        {refined > 0 && (
          <span className="filter__badge">
            {refined}
            <span className="visually-hidden"> selected</span>
          </span>
        )}
      </summary>
      {(open || opened) && <div className="filter__body">{children}</div>}
    </details>
  );
}

function carTypeOrder(a: { name: string }, b: { name: string }): number {
  const rank = (v: string) => {
    const i = (CAR_TYPE_ORDER as readonly string[]).indexOf(v.toLowerCase());
    return i < 0 ? 99 : i;
  };
  return rank(a.name) - rank(b.name) || a.name.localeCompare(b.name);
}

const NO_TICKS: ReadonlyMap<string, boolean> = new Map();

function ListSection({ section, usedLabel }: { section: FacetSection; usedLabel: string }) {
  const limit = section.limit ?? DEFAULT_LIST_LIMIT;
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute: section.attribute,
    limit,
    showMore: true,
    showMoreLimit: Math.max(limit, 100),
    sortBy:
      section.attribute === 'car_type'
        ? carTypeOrder
        : ['isRefined:desc', 'count:desc', 'name:asc'],
  });
  // A box shows the shopper's tick at once; the refinement runs after that paint and the
  // results (and these items) follow. The ticks are kept until new items come.
  const [ticked, setTicked] = useState<{ of: typeof items; values: Map<string, boolean> }>({
    of: items,
    values: new Map(),
  });
  const shown = ticked.of === items ? ticked.values : NO_TICKS;
  const isChecked = (item: (typeof items)[number]) => shown.get(item.value) ?? item.isRefined;
  const refined = items.filter((i) => i.isRefined).length;
  if (items.length === 0) return null;
  return (
    <Section section={section} refined={refined}>
      <ul className="facet-list">
        {items.map((item) => {
          const id = `f-${section.attribute}-${item.value}`.replace(/[^\w-]/g, '_');
          return (
            <li key={item.value}>
              <input
                type="checkbox"
                id={id}
                checked={isChecked(item)}
                onChange={() => {
                  setTicked({
                    of: items,
                    values: new Map(shown).set(item.value, !isChecked(item)),
                  });
                  afterPaint(() => refine(item.value));
                }}
              />
              <label htmlFor={id}>
                <span>{facetValueLabel(section.attribute, item.value, { usedLabel })}</span>
                <span className="facet-list__count">{formatNumber(item.count)}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {canToggleShowMore && (
        <button type="button" className="link-button" onClick={toggleShowMore}>
          {isShowingMore ? 'Show less' : 'Show more'}
        </button>
      )}
    </Section>
  );
}

function MakeLogo({ make, logos }: { make: string; logos: Record<string, string> }) {
  const logo = logos[make];
  if (logo)
    return (
      <img
        className="make-card__logo"
        src={logo}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
      />
    );
  return (
    <span className="make-card__logo make-card__logo--text" aria-hidden="true">
      {manufacturerDisplayName(make).slice(0, 1)}
    </span>
  );
}

function MakeCards({
  section,
  popularMakes,
  makeLogos,
}: {
  section: FacetSection;
  popularMakes: string[] | null;
  makeLogos: Record<string, string>;
}) {
  const makes = useRefinementList({
    attribute: 'make',
    limit: 200,
    sortBy: ['count:desc', 'name:asc'],
  });
  const models = useRefinementList({
    attribute: 'make_model',
    limit: 1000,
    sortBy: ['count:desc', 'name:asc'],
  });
  const [showAll, setShowAll] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const refined = makes.items.filter((i) => i.isRefined).length;
  if (makes.items.length === 0) return null;
  const popular = popularMakes?.length
    ? makes.items.filter((m) => popularMakes.includes(m.value))
    : null;
  const shownCount = popular ? popular.length : MAKES_SHOWN;
  const first = popular ?? makes.items.slice(0, shownCount);
  const rest = makes.items.filter((m) => !first.includes(m));
  const card = (m: (typeof makes.items)[number]) => {
    const modelItems = models.items
      .filter((mm) => mm.value.startsWith(`${m.value}:`))
      .slice(0, MAKE_MODEL_LIMIT);
    const isOpen = expanded === m.value;
    const panel = `models-${m.value}`.replace(/[^\w-]/g, '_');
    const name = manufacturerDisplayName(m.value);
    return (
      <li key={m.value} className={`make-card${m.isRefined ? ' is-refined' : ''}`}>
        <button
          type="button"
          className="make-card__main"
          aria-pressed={m.isRefined}
          onClick={() => makes.refine(m.value)}
        >
          <MakeLogo make={m.value} logos={makeLogos} />
          <span className="make-card__name">{name}</span>
          <span className="make-card__count">{formatNumber(m.count)}</span>
        </button>
        {modelItems.length > 0 && (
          <button
            type="button"
            className="link-button make-card__models-toggle"
            aria-expanded={isOpen}
            aria-controls={panel}
            onClick={() => setExpanded(isOpen ? null : m.value)}
          >
            {isOpen ? HIDE_MODELS : SELECT_MODELS}
            <span className="visually-hidden"> for {name}</span>
          </button>
        )}
        {isOpen && (
          <ul className="facet-list make-card__models" id={panel}>
            {modelItems.map((mm) => {
              const id = `f-mm-${mm.value}`.replace(/[^\w-]/g, '_');
              return (
                <li key={mm.value}>
                  <input
                    type="checkbox"
                    id={id}
                    checked={mm.isRefined}
                    onChange={() => models.refine(mm.value)}
                  />
                  <label htmlFor={id}>
                    <span>{makeModelLabel(mm.value)}</span>
                    <span className="facet-list__count">{formatNumber(mm.count)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </li>
    );
  };
  return (
    <Section section={section} refined={refined}>
      {popular && <h3 className="make-cards__heading">{POPULAR_MAKES}</h3>}
      <ul className="make-cards">{first.map(card)}</ul>
      {rest.length > 0 && (
        <>
          {showAll && (
            <>
              {popular && <h3 className="make-cards__heading">{ALL_MAKES}</h3>}
              <ul className="make-cards" id="extra-makes">
                {rest.map(card)}
              </ul>
            </>
          )}
          <button
            type="button"
            className="link-button"
            aria-expanded={showAll}
            aria-controls="extra-makes"
            onClick={() => setShowAll(!showAll)}
          >
            {showAll ? HIDE_EXTRA_MAKES : SHOW_ALL_MAKES}
          </button>
        </>
      )}
    </Section>
  );
}

function formatterFor(section: FacetSection): (n: number) => string {
  switch (section.attribute) {
    case 'price':
      return formatMoney;
    case 'subscription_price':
      return (n) => `${formatMoney(n)}${section.suffix ?? SUBSCRIPTION_SUFFIX}`;
    case 'km':
      return (n) => formatKm(n, section.market);
    default:
      return (n) => String(Math.round(n));
  }
}

function RangeSection({ section }: { section: FacetSection }) {
  const { start, range, refine } = useRange({ attribute: section.attribute });
  const bounds = sliderBounds(
    section.attribute,
    range.min !== undefined && range.max !== undefined ? { min: range.min, max: range.max } : null,
  );
  const pick = (): [number, number] =>
    bounds
      ? [
          Number.isFinite(start[0]) ? Math.max(bounds.min, start[0]!) : bounds.min,
          Number.isFinite(start[1]) ? Math.min(bounds.max, start[1]!) : bounds.max,
        ]
      : [0, 0];
  const [value, setValue] = useState<[number, number]>(pick);
  const key = `${start[0]}|${start[1]}|${bounds?.min}|${bounds?.max}`;
  useEffect(() => setValue(pick()), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const commit = useDebouncedCallback((next: [number, number]) => {
    if (!bounds) return;
    const result = refineRange(section.attribute, next, bounds);
    if (!result.ok) {
      console.warn(result.message); // rules.md: The error catalogue: slider out of range is logged only
      return;
    }
    refine(result.value);
  }, SLIDER_DEBOUNCE_MS);
  if (!bounds || bounds.min === bounds.max) return null;
  const refined =
    (Number.isFinite(start[0]) && start[0]! > bounds.min) ||
    (Number.isFinite(start[1]) && start[1]! < bounds.max)
      ? 1
      : 0;
  return (
    <Section section={section} refined={refined}>
      <RangeSlider
        id={`r-${section.attribute}`}
        label={section.title}
        min={bounds.min}
        max={bounds.max}
        step={sliderStep(bounds)}
        value={value}
        format={formatterFor(section)}
        onChange={(next) => {
          setValue(next);
          commit(next);
        }}
      />
    </Section>
  );
}

function ToggleSection({ section }: { section: FacetSection }) {
  const { value, refine, canRefine } = useToggleRefinement({
    attribute: section.attribute,
    on: true,
  });
  if (!canRefine && !value.isRefined) return null;
  return (
    <div className="filter filter--toggle" data-filter={section.attribute}>
      <label className="toggle">
        <input
          type="checkbox"
          role="switch"
          id={`f-${section.attribute}-on`.replace(/[^\w-]/g, '_')}
          checked={value.isRefined}
          onChange={() => refine({ isRefined: value.isRefined })}
        />
        <span>{section.title}</span>
        {value.count != null && (
          <span className="facet-list__count">{formatNumber(value.count)}</span>
        )}
      </label>
    </div>
  );
}

export default function Filters({ sections, usedLabel, popularMakes, makeLogos }: FiltersProps) {
  return (
    <div className="filters">
      {sections.map((section) => {
        switch (section.kind) {
          case 'toggle':
            return <ToggleSection key={section.attribute} section={section} />;
          case 'makes':
            return (
              <MakeCards
                key={section.attribute}
                section={section}
                popularMakes={popularMakes}
                makeLogos={makeLogos}
              />
            );
          case 'range':
            return <RangeSection key={section.attribute} section={section} />;
          default:
            return <ListSection key={section.attribute} section={section} usedLabel={usedLabel} />;
        }
      })}
    </div>
  );
}
