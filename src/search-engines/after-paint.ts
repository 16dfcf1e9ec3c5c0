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
