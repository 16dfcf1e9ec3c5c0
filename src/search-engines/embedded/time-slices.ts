/**
 * Work done ahead of the shopper (the embedded engine's warm-up) in short slices with rests
 * between them: call the function after each small unit of work, and once the slice's time is
 * spent it rests, leaving the main thread idle three quarters of the time. A tap or a key that
 * comes meanwhile waits for one unit at most, and its frame does not queue behind the warm-up
 * (docs/interactions.md: a tap on the search page's Filters button while the engine warmed).
 */

/** The longest the warm-up keeps the main thread before it rests, in milliseconds. */
export const WARM_SLICE_MS = 4;
/** How long it then leaves the main thread idle, in milliseconds. */
export const WARM_REST_MS = 12;

/** Rests WARM_REST_MS: the browser's turn for input, rendering and its other tasks. */
export const rest = (): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, WARM_REST_MS));

/** Yields to the browser without resting: the next task, after any input waiting. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A function to await after each unit of work: it rests when the current slice is spent. */
export function timeSlices(
  pause: () => Promise<void> = rest,
  sliceMs = WARM_SLICE_MS,
  now: () => number = () => performance.now(),
): () => Promise<void> {
  let started = now();
  return async () => {
    if (now() - started < sliceMs) return;
    await pause();
    started = now();
  };
}
