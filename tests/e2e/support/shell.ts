/** Site shell test helpers: a page with the promotional popup already closed, and focus checks. */
import type { Page } from '@playwright/test';

/** Marks the tenant's popup as closed before any page script runs (the legacy 'false' flag hides any popup). */
export async function withPopupClosed(page: Page, slug: string): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, 'false'), `${slug}-popupVisibility`);
}

/** True when the focused element is inside the element matching `selector`. */
export function focusInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (sel) => Boolean(document.activeElement && document.activeElement.closest(sel)),
    selector,
  );
}
