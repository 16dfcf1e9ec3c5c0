/**
 * What a vehicle page does as it loads, without React (rules.md: Hydrate on reach): its
 * islands hydrate when the shopper reaches for them, and this small module does the load-time
 * part and hands over to an island only when there is something for it to show:
 * - the view call and its count (view-count.ts); the price block hydrates when the answer
 *   changes the car's price;
 * - the external finance quote (quote-store.ts, fetched once): its line and box hydrate when a
 *   quote comes back (no quote, a failure or no quote service: nothing shows, as before);
 * - a toast (stores/toast.ts) hydrates the toast region that shows it.
 * The sticky bar and mobile footer are the shell's (src/islands/shell/mobile-footer.ts).
 */
import { reachNow } from '../directives/reach-now';
import { toast } from '../../stores/toast';
import { fetchQuoteOnce } from './quote-store';
import { startViewCount } from './view-count';
import type { YouxQuoteRequest } from '../../domain/api/endpoints';

/** What a quote's element carries (VehiclePage.astro): the call to make for it. */
export interface QuoteCall {
  carId: string | number;
  path: string;
  body: YouxQuoteRequest;
}

function startQuotes(): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-quote-call]')) {
    let call: QuoteCall;
    try {
      call = JSON.parse(el.dataset.quoteCall ?? '') as QuoteCall;
    } catch {
      continue;
    }
    void fetchQuoteOnce(call.carId, call.path, call.body).then((quote) => {
      if (quote) reachNow(el.querySelector('astro-island'));
    });
  }
}

export function startVehiclePage(): void {
  startViewCount(() => reachNow(document.querySelector('.price-block__now')));
  startQuotes();
  const stop = toast.listen((shown) => {
    if (!shown) return;
    stop();
    reachNow(document.querySelector('.vdp-toast-region'));
  });
}
