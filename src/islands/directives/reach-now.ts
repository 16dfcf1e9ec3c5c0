/**
 * Reaching for a client:reach island from code (rules.md: Hydrate on reach): a page's small
 * load-time module that finds the island is needed after all (a finance quote came back, a
 * price changed since the build, a toast to show) hydrates it as a shopper's reach would.
 * Plain DOM code, shared by the directive and those modules.
 */

/** The event client:reach also hydrates on, dispatched on (or inside) the island's element. */
export const REACH_NOW = 'reach:now';

/** Hydrates the client:reach island holding this element (nothing when there is none). */
export function reachNow(inside: Element | null | undefined): void {
  inside?.closest('astro-island')?.dispatchEvent(new Event(REACH_NOW));
}

/**
 * The attribute client:reach sets on an island the shopper reached for (a pointer, a touch, a
 * press, focus), not one hydrated at once or by reachNow: once it has hydrated, the island
 * knows the shopper's first interaction has already happened (wasReached).
 */
export const REACHED_ATTRIBUTE = 'data-reached';

/** Whether the client:reach island holding this element was hydrated by the shopper's reach. */
export function wasReached(inside: Element | null | undefined): boolean {
  return inside?.closest('astro-island')?.hasAttribute(REACHED_ATTRIBUTE) ?? false;
}
