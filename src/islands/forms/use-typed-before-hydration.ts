/**
 * The island's half of typed-before-hydration.ts: once an island that client:reach hydrated
 * has rendered, what the shopper typed while its code loaded goes to the form's state, and
 * `onReached` runs (the form's own reach work: its schema and captcha start loading, since the
 * reach that hydrated it came before its handlers existed). Does nothing for an island hydrated
 * any other way, or a form not in an island (the enquiry modal).
 */
import { useEffect, type RefObject } from 'react';
import { replayTyped, takeTyped } from './typed-before-hydration';

export function useTypedBeforeHydration(
  ref: RefObject<HTMLElement | null>,
  onReached?: () => void,
): void {
  useEffect(() => {
    const island = ref.current?.closest('astro-island');
    const kept = island ? takeTyped(island) : undefined;
    if (!kept) return;
    kept.stop();
    onReached?.();
    // after the form's own first updates (its prefill and defaults) have rendered; a field the
    // shopper changes meanwhile goes to the form as usual and needs no replay
    const handled = (event: Event) => kept.typed.delete((event.target as Element | null)?.id ?? '');
    for (const type of ['input', 'change']) document.addEventListener(type, handled, true);
    setTimeout(() => {
      for (const type of ['input', 'change']) document.removeEventListener(type, handled, true);
      replayTyped(kept.typed);
    });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
}
