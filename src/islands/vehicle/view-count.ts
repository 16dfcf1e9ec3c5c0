/**
 * The vehicle page's view call and its count (rules.md: Vehicle view counter; The error
 * catalogue), as the page loads and without React: recordView() makes the call once per page
 * (the price block's island, when the shopper reaches for it, takes the same answer for the car
 * fields it merges), and showViewCount() writes the animated count and its words into the server's
 * empty count. A non-ok or unreadable answer shows nothing. Plain DOM code.
 */
import { readViewResponse, type MergeableField } from '../../domain/vehicle/view-counter';
import { formatNumber } from '../../domain/format/money';
import { okJson } from './response-body';

export type ViewRead = NonNullable<ReturnType<typeof readViewResponse>>;

/** How long the count takes to count up (ms). */
export const COUNT_UP_MS = 800;

/** The car fields of a view answer that change what the price block shows. */
export const PRICE_FIELDS: readonly MergeableField[] = ['price', 'before_price', 'price_type'];

const pending = new Map<string, Promise<ViewRead | null>>();

/** Records a view (once per path on a page); the answer read, or null when there is none. */
export function recordView(path: string): Promise<ViewRead | null> {
  let read = pending.get(path);
  if (!read) {
    read = fetch(path, { headers: { accept: 'application/json' } })
      .then((r) => okJson(r))
      .then((body) => (body ? readViewResponse(body) : null))
      .catch(() => null);
    pending.set(path, read);
  }
  return read;
}

/** Writes '{count} {label}' into the count, counting up unless the shopper prefers less motion. */
export function showViewCount(el: HTMLElement, views: number, label: string): void {
  const strong = document.createElement('strong');
  el.replaceChildren(strong, ` ${label}`);
  el.setAttribute('aria-hidden', 'false');
  const write = (n: number) => {
    strong.textContent = formatNumber(n);
  };
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches || views < 2) {
    write(views);
    return;
  }
  const started = performance.now();
  const step = (t: number) => {
    const p = Math.min(1, Math.max(0, (t - started) / COUNT_UP_MS));
    write(Math.round(views * (1 - (1 - p) ** 3)));
    if (p < 1) requestAnimationFrame(step);
  };
  write(0);
  requestAnimationFrame(step);
}

/**
 * The page's view call, made as it loads: the count shown where the page shows one, and the
 * price block handed its answer (hydrated) when the car's price has changed since the build.
 */
export function startViewCount(onPriceChange: (meta: HTMLElement) => void): void {
  const meta = document.querySelector<HTMLElement>('[data-view-path]');
  const path = meta?.dataset.viewPath;
  if (!meta || !path) return;
  void recordView(path).then((read) => {
    if (!read) return;
    const count = meta.querySelector<HTMLElement>('[data-testid="views"]');
    if (count) showViewCount(count, read.views, meta.dataset.viewLabel ?? '');
    if (PRICE_FIELDS.some((key) => key in read.fields)) onPriceChange(meta);
  });
}
