/**
 * /parts/search in the browser: the query (q) and category from the URL filter the parts
 * listed on the page with the domain's search rule; the form updates the URL.
 */
import { matchesPart, NO_PARTS_FOUND } from '../../domain/parts/catalogue';
import type { Part } from '../../domain/parts/schema';

export function initPartsSearch(root: HTMLElement): void {
  const data = document.getElementById('parts-data');
  const parts = JSON.parse(data?.textContent ?? '[]') as Part[];
  const form = root.querySelector<HTMLFormElement>('form')!;
  const q = form.querySelector<HTMLInputElement>('[name="q"]')!;
  const category = form.querySelector<HTMLSelectElement>('[name="category"]')!;
  const status = root.querySelector<HTMLElement>('[data-parts-status]')!;
  const empty = root.querySelector<HTMLElement>('[data-parts-empty]')!;
  const items = new Map(
    [...root.querySelectorAll<HTMLElement>('[data-part-id]')].map((el) => [el.dataset.partId!, el]),
  );
  const apply = () => {
    const params = new URLSearchParams(location.search);
    q.value = params.get('q') ?? '';
    category.value = params.get('category') ?? '';
    const query = { q: q.value, category: category.value || null };
    let shown = 0;
    for (const part of parts) {
      const el = items.get(String(part.id));
      if (!el) continue;
      const match = matchesPart(part, query);
      el.hidden = !match;
      if (match) shown += 1;
    }
    empty.hidden = shown > 0;
    empty.textContent = NO_PARTS_FOUND;
    status.textContent = `${shown} ${shown === 1 ? 'part' : 'parts'} found`;
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const params = new URLSearchParams();
    if (q.value.trim()) params.set('q', q.value.trim());
    if (category.value) params.set('category', category.value);
    const query = params.toString();
    history.pushState(null, '', `${location.pathname}${query ? `?${query}` : ''}`);
    apply();
  });
  window.addEventListener('popstate', apply);
  apply();
}
