/**
 * The search client prerendering uses: the embedded engine over the build's stock, set by
 * the page before it renders a search island (build time only; the browser never reads it).
 */
import type { LazySearchClient } from './client';

let current: LazySearchClient | null = null;

export function setServerSearchClient(client: LazySearchClient | null): void {
  current = client;
}

export function serverSearchClient(): LazySearchClient | null {
  return typeof window === 'undefined' ? current : null;
}
