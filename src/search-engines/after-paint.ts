/**
 * Yielding to the browser so a tap or a key is answered on screen before heavy work: the
 * work awaited after afterNextPaint() runs in a task after the next frame, so the frame that
 * answers the interaction (Interaction to Next Paint) does not wait for it.
 */

/** How long to wait for a frame before going on anyway (a hidden tab draws no frames). */
export const NO_FRAME_FALLBACK_MS = 100;

/**
 * Resolves in a task after the next frame, or after NO_FRAME_FALLBACK_MS when no frame comes;
 * at once where there are no frames (the server, the build).
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, NO_FRAME_FALLBACK_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/** The events that end an interaction already under way: a tap's click, a key's release. */
export const INTERACTION_END_EVENTS = ['click', 'keyup', 'pointercancel'] as const;

/** How long to wait for an interaction's end before going on anyway (a long press, a drag). */
export const NO_END_FALLBACK_MS = 1_000;

/**
 * Resolves in a task after the frame that answers the interaction under way: once its last
 * event (INTERACTION_END_EVENTS) has reached `target`'s listeners, or after NO_END_FALLBACK_MS,
 * then afterNextPaint. Work started on an interaction's first event (a pointerdown, a keydown)
 * and awaited after this does not delay the handlers of the events that follow it: a tap's
 * click waits behind no task of ours.
 */
export function afterInteraction(target: EventTarget): Promise<void> {
  return new Promise<void>((resolve) => {
    const controller = new AbortController();
    const end = () => {
      controller.abort();
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(end, NO_END_FALLBACK_MS);
    for (const type of INTERACTION_END_EVENTS)
      target.addEventListener(type, end, {
        capture: true,
        passive: true,
        signal: controller.signal,
      });
  }).then(afterNextPaint);
}

/**
 * Calls fn once, after the first of `types` on `target` has been answered on screen: a focus
 * after its own frame (focus has no end to wait for), a touch, press or key after the end of
 * its interaction (afterInteraction, on the document). Work that only an interaction needs (the
 * search engine and its data) starts there, never ahead of the handlers of the events that
 * follow the first. Returns what stops the waiting (before the first event).
 */
export function onFirstInteraction(
  target: EventTarget,
  types: readonly string[],
  fn: () => void,
): () => void {
  const controller = new AbortController();
  const once = (event: Event) => {
    controller.abort();
    const answered = event.type === 'focusin' ? afterNextPaint() : afterInteraction(document);
    void answered.then(fn);
  };
  for (const type of types)
    target.addEventListener(type, once, {
      capture: true,
      passive: true,
      signal: controller.signal,
    });
  return () => controller.abort();
}
