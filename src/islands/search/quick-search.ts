/**
 * The quick search form in the browser (components/search/QuickSearch.astro prerenders it
 * with its make options and stock count): no React and no InstantSearch. The search engine
 * loads when the shopper first touches the form; each change asks it for the count and the
 * make and model options (quick-search-query.ts), and 'Show Me {count} Cars' opens the results.
 */
import {
  createSearchClient,
  type ClientSite,
  type SearchEngineConfig,
} from '../../search-engines/client';
import { makeModelLabel, makeSelectGroups } from '../../domain/search/facets';
import { formatMoney } from '../../domain/format/money';
import { manufacturerDisplayName } from '../../domain/tenant/site';
import { showMeText } from '../../domain/search/result-count';
import { dualPriceHandles, PRICE_SCREEN, SLIDER_DEBOUNCE_MS } from '../../domain/search/sliders';
import type { SearchVocabulary } from '../../domain/search/url-state';
import { onFirstInteraction } from '../../search-engines/after-paint';
import {
  quickSearchRequests,
  quickSearchTarget,
  readQuickResults,
  type FacetItem,
  type QuickChoice,
} from './quick-search-query';

/** The JSON the page gives the form (QuickSearch.astro, #quick-search-data). */
export interface QuickSearchData {
  indexName: string;
  engine: SearchEngineConfig;
  site: ClientSite;
  vocab: SearchVocabulary;
  vehicleWordPlural: string;
  stockCount: number | null;
}

const option = (value: string, text: string, selected: boolean) => {
  const o = new Option(text, value, false, selected);
  return o;
};

function fillMakes(select: HTMLSelectElement, makes: FacetItem[], chosen: string) {
  const nodes: (HTMLOptionElement | HTMLOptGroupElement)[] = [option('', 'Any make', !chosen)];
  for (const group of makeSelectGroups(makes)) {
    const options = group.options.map((m) =>
      option(m.value, `${manufacturerDisplayName(m.value)} (${m.count})`, m.value === chosen),
    );
    if (!group.label) nodes.push(...options);
    else {
      const g = document.createElement('optgroup');
      g.label = group.label;
      g.append(...options);
      nodes.push(g);
    }
  }
  select.replaceChildren(...nodes);
  select.value = chosen;
}

function fillModels(select: HTMLSelectElement, models: FacetItem[], make: string, chosen: string) {
  select.replaceChildren(
    option('', make ? 'Any model' : 'Choose a make first', !chosen),
    ...models.map((m) =>
      option(m.value, `${makeModelLabel(m.value)} (${m.count})`, m.value === chosen),
    ),
  );
  select.value = chosen;
  select.disabled = !make;
}

export function enhanceQuickSearch(form: HTMLFormElement, data: QuickSearchData): void {
  const make = form.querySelector<HTMLSelectElement>('#quick-make')!;
  const model = form.querySelector<HTMLSelectElement>('#quick-model')!;
  const [low, high] = [...form.querySelectorAll<HTMLInputElement>('input[type="range"]')];
  const range = form.querySelector<HTMLElement>('.range')!;
  const readout = form.querySelector<HTMLElement>('.range__values')!;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const client = createSearchClient(data.engine, data.site);
  const choice: QuickChoice = { make: make.value, model: model.value, price: null };
  let asked = 0;

  const search = async () => {
    const ask = ++asked;
    submit.disabled = true;
    try {
      const { results } = await client.search(quickSearchRequests(data.indexName, choice));
      if (ask !== asked) return;
      const counts = readQuickResults(results, choice, data.stockCount);
      fillMakes(make, counts.makes, choice.make);
      fillModels(model, counts.models, choice.make, choice.model);
      submit.textContent = showMeText(counts.count, data.vehicleWordPlural);
    } catch {
      // the count stays as it was (rules.md: States and transitions: during a search error the previous count stays)
    } finally {
      if (ask === asked) submit.disabled = false;
    }
  };

  let price: [number, number] = [Number(low.value), Number(high.value)];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const applyPrice = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    choice.price = price;
    void search();
  };
  const showPrice = () => {
    const span = Math.max(1, PRICE_SCREEN.max - PRICE_SCREEN.min);
    range.style.setProperty('--lo', `${((price[0] - PRICE_SCREEN.min) / span) * 100}%`);
    range.style.setProperty('--hi', `${((price[1] - PRICE_SCREEN.min) / span) * 100}%`);
    low.value = String(price[0]);
    high.value = String(price[1]);
    low.setAttribute('aria-valuetext', formatMoney(price[0]));
    high.setAttribute('aria-valuetext', formatMoney(price[1]));
    readout.textContent = `${formatMoney(price[0])} - ${formatMoney(price[1])}`;
  };
  const onHandle = (handle: 0 | 1) => () => {
    const next: [number, number] =
      handle === 0
        ? [Math.min(Number(low.value), price[1] - PRICE_SCREEN.step), price[1]]
        : [price[0], Math.max(Number(high.value), price[0] + PRICE_SCREEN.step)];
    price = dualPriceHandles(next[0], next[1]);
    showPrice();
    if (timer) clearTimeout(timer);
    timer = setTimeout(applyPrice, SLIDER_DEBOUNCE_MS);
  };
  low.addEventListener('input', onHandle(0));
  high.addEventListener('input', onHandle(1));

  make.addEventListener('change', () => {
    choice.make = make.value;
    choice.model = '';
    void search();
  });
  model.addEventListener('change', () => {
    choice.model = model.value;
    void search();
  });
  // the engine warms once the first touch or focus into the form has been answered on screen
  onFirstInteraction(
    form,
    ['focusin', 'pointerdown'],
    () => void client.preload().catch(() => undefined),
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (timer) applyPrice();
    window.location.assign(quickSearchTarget(choice, data.vocab));
  });
}

/** Enhances the page's quick search form, if it has one. */
export function startQuickSearch(): void {
  const form = document.querySelector<HTMLFormElement>('form.quick-search');
  const json = document.getElementById('quick-search-data')?.textContent;
  if (form && json) enhanceQuickSearch(form, JSON.parse(json) as QuickSearchData);
}
