/** Island helpers for the end-to-end tests. */
import type { Page } from '@playwright/test';
import { REACH_NOW } from '../../../src/islands/directives/reach-now';

/**
 * Hydrates every island on the page that is still server-rendered and waits until all have
 * hydrated, so controls respond from here on. An island that waits for the shopper (client:reach)
 * is reached for as a page's own code would (reachNow), not as the shopper's touch: what the
 * island does on the shopper's first interaction is still to come.
 */
export async function hydrateIslands(page: Page): Promise<void> {
  await page.evaluate((event) => {
    for (const island of document.querySelectorAll('astro-island[ssr][client="reach"]'))
      island.dispatchEvent(new Event(event));
  }, REACH_NOW);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}
