/**
 * The header's site search button: the search's code (site-search.ts) loads when the visitor
 * reaches for the button (pointer over it, focus, touch), and the first click opens the dialog
 * at once even if that code is still on its way.
 */
import { onDemand } from '../on-demand';

export function startSiteSearchOpener(): void {
  const root = document.querySelector<HTMLElement>('[data-site-search]');
  const opener = root?.querySelector<HTMLButtonElement>('[data-search-open]');
  if (!root || !opener) return;
  const search = onDemand(() =>
    import('./site-search').then((m) => {
      m.startSiteSearch();
      return m;
    }),
  );
  const start = () =>
    search.load().catch((e: unknown) => console.warn('[site-search] not loaded', e));
  for (const type of ['pointerenter', 'pointerdown', 'focus'])
    opener.addEventListener(type, () => void start(), { once: true, passive: true });
  opener.addEventListener('click', () => {
    if (search.loaded) return; // the search's own handler opens it
    root.querySelector<HTMLDialogElement>('[data-search-dialog]')?.showModal();
    root.querySelector<HTMLInputElement>('[data-search-input]')?.focus();
    void start();
  });
}
