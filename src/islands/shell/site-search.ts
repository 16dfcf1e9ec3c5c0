/**
 * The header's site search: a dialog whose first opening loads Pagefind (/pagefind/pagefind.js,
 * written by the build) and searches as the visitor types. Results are links; the excerpt's
 * highlighted words are copied node by node (text and <mark> only), never as HTML. The header
 * (SiteSearch.astro) loads this module when the visitor reaches for the search button.
 */
import { keepFocusIn } from './focus-trap';

export const SEARCH_DEBOUNCE_MS = 200;
export const RESULTS_PER_PAGE = 8;
export const PAGEFIND_PATH = '/pagefind/pagefind.js';

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}
interface PagefindResult {
  data(): Promise<PagefindResultData>;
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    q: string,
    o?: unknown,
    ms?: number,
  ): Promise<{ results: PagefindResult[] } | null>;
}

let pagefind: Promise<Pagefind> | null = null;

function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (async () => {
    const url = PAGEFIND_PATH;
    const module = (await import(/* @vite-ignore */ url)) as Pagefind;
    await module.options({ excerptLength: 24 });
    await module.init();
    return module;
  })();
  pagefind.catch(() => (pagefind = null));
  return pagefind;
}

/** The excerpt as nodes: its text, and <mark> around the matched words. */
export function excerptNodes(excerpt: string, doc: Document = document): Node[] {
  const parsed = new DOMParser().parseFromString(`<p>${excerpt}</p>`, 'text/html');
  const out: Node[] = [];
  for (const node of parsed.body.firstChild?.childNodes ?? []) {
    if (node.nodeName === 'MARK') {
      const mark = doc.createElement('mark');
      mark.textContent = node.textContent;
      out.push(mark);
    } else out.push(doc.createTextNode(node.textContent ?? ''));
  }
  return out;
}

function resultItem(data: PagefindResultData): HTMLLIElement {
  const li = document.createElement('li');
  const a = document.createElement('a');
  a.href = data.url.startsWith('/') ? data.url : `/${data.url}`;
  const title = document.createElement('span');
  title.className = 'site-search__result-title';
  title.textContent = data.meta.title || data.url;
  const excerpt = document.createElement('span');
  excerpt.className = 'site-search__excerpt';
  excerpt.append(...excerptNodes(data.excerpt));
  a.append(title, excerpt);
  li.append(a);
  return li;
}

let started = false;

export function startSiteSearch(): void {
  const root = document.querySelector<HTMLElement>('[data-site-search]');
  if (started || !root) return;
  started = true;
  const dialog = root.querySelector<HTMLDialogElement>('[data-search-dialog]')!;
  const opener = root.querySelector<HTMLButtonElement>('[data-search-open]')!;
  const form = root.querySelector<HTMLFormElement>('[data-search-form]')!;
  const input = root.querySelector<HTMLInputElement>('[data-search-input]')!;
  const status = root.querySelector<HTMLElement>('[data-search-status]')!;
  const list = root.querySelector<HTMLOListElement>('[data-search-results]')!;
  const more = root.querySelector<HTMLButtonElement>('[data-search-more]')!;
  let results: PagefindResult[] = [];
  let shown = 0;
  let query = '';

  const showMore = async () => {
    const next = results.slice(shown, shown + RESULTS_PER_PAGE);
    const data = await Promise.all(next.map((r) => r.data()));
    const first = shown === 0;
    list.append(...data.map(resultItem));
    shown += next.length;
    more.hidden = shown >= results.length;
    if (!first) (list.children[shown - next.length]?.querySelector('a') as HTMLElement)?.focus();
  };

  const search = async (q: string, immediate = false) => {
    query = q.trim();
    if (!query) {
      results = [];
      shown = 0;
      list.replaceChildren();
      more.hidden = true;
      status.textContent = '';
      return;
    }
    status.textContent = 'Searching…';
    try {
      const pf = await loadPagefind();
      const found = await pf.debouncedSearch(query, {}, immediate ? 0 : SEARCH_DEBOUNCE_MS);
      if (!found || q.trim() !== input.value.trim()) return; // a newer search replaced this one
      results = found.results;
      shown = 0;
      list.replaceChildren();
      await showMore();
      status.textContent =
        results.length === 0
          ? `No results for “${query}”. Try another word, or browse the menu.`
          : `${results.length} ${results.length === 1 ? 'result' : 'results'} for “${query}”`;
    } catch (e) {
      console.warn('[site-search] search unavailable', e);
      status.textContent = 'Search is not available just now. Please try again later.';
    }
  };

  opener.addEventListener('click', () => {
    dialog.showModal();
    input.focus();
    void loadPagefind().catch(() => undefined);
  });
  keepFocusIn(dialog, () => dialog.open);
  root.querySelector('[data-search-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) dialog.close(); // a click on the backdrop
  });
  dialog.addEventListener('close', () => opener.focus());
  input.addEventListener('input', () => void search(input.value));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void search(input.value, true).then(() => list.querySelector('a')?.focus());
  });
  more.addEventListener('click', () => void showMore());
  // opened by the header's first click before this module arrived: catch up with the visitor
  if (dialog.open) {
    void loadPagefind().catch(() => undefined);
    if (input.value.trim()) void search(input.value);
  }
}
