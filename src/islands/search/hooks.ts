/** Small hooks shared by the search islands. */
import { afterNextPaint, onFirstInteraction } from '../../search-engines/after-paint';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { wasReached } from '../directives/reach-now';

/** False on the server and during hydration, true after the first mount: device state shows only then. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The build's time during hydration (so the prerendered HTML matches), the browser's after. */
export function useNow(serverNowMs: number): number {
  const [now, setNow] = useState(serverNowMs);
  useEffect(() => setNow(Date.now()), []);
  return now;
}

/** Calls fn with the latest arguments once calls stop for `ms`. */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): ((...args: A) => void) & { flush(): void; cancel(): void } {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(fn);
  const pending = useRef<A | null>(null);
  latest.current = fn;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const debounced = ((...args: A) => {
    pending.current = args;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      const a = pending.current;
      pending.current = null;
      if (a) latest.current(...a);
    }, ms);
  }) as ((...args: A) => void) & { flush(): void; cancel(): void };
  debounced.flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const a = pending.current;
    pending.current = null;
    if (a) latest.current(...a);
  };
  debounced.cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  };
  return debounced;
}

/**
 * Runs fn after the next paint (afterNextPaint): a refinement asked for by a tap or key runs
 * after the frame that shows the tap (the box ticked, the option chosen), so InstantSearch's
 * renders and the search are not part of the interaction's frame.
 */
export function afterPaint(fn: () => void): void {
  void afterNextPaint().then(fn);
}

/** The events that show a shopper is about to use the page (not scrolling or reading). */
export const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Calls fn once, on the shopper's first interaction with the page: what only an interaction
 * needs (the search engine and its data) loads then, not while the first render is read. It
 * runs after that interaction has been answered on screen (onFirstInteraction): a tap's click
 * is not kept waiting behind the engine's loading. An island that client:reach hydrated because
 * the shopper reached for it (`inside` is in it) has had that first interaction already: fn
 * runs after its first paint.
 */
export function useOnFirstInteraction(fn: () => void, inside?: RefObject<Element | null>): void {
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(() => {
    if (wasReached(inside?.current)) {
      void afterNextPaint().then(() => latest.current());
      return;
    }
    return onFirstInteraction(document, INTERACTION_EVENTS, () => latest.current());
    // once, as the island mounts: `inside` is a ref, read then
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
