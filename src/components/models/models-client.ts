/**
 * /models?body={body} (rules.md: Own-site routes (content side)): the range page shows the models of the
 * body (or category) named in the URL; the filter links update it without a reload.
 */
export function initRangeFilter(root: HTMLElement): void {
  const tiles = [...root.querySelectorAll<HTMLElement>('[data-bodies]')];
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[data-body-filter]')];
  const status = root.querySelector<HTMLElement>('[data-range-status]');
  const apply = (body: string) => {
    let shown = 0;
    for (const tile of tiles) {
      const match = !body || (tile.dataset.bodies ?? '').split(' ').includes(body);
      tile.hidden = !match;
      if (match) shown += 1;
    }
    let label = 'All models';
    for (const link of links) {
      const current = link.dataset.bodyFilter === body;
      if (current) {
        link.setAttribute('aria-current', 'true');
        label = link.textContent?.trim() ?? label;
      } else link.removeAttribute('aria-current');
    }
    if (status) status.textContent = `${label}: ${shown} ${shown === 1 ? 'model' : 'models'}`;
  };
  const fromUrl = () => new URLSearchParams(location.search).get('body')?.toLowerCase() ?? '';
  for (const link of links)
    link.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button > 0) return;
      event.preventDefault();
      history.pushState(null, '', link.href);
      apply(fromUrl());
    });
  window.addEventListener('popstate', () => apply(fromUrl()));
  apply(fromUrl());
}
