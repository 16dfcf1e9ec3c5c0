/**
 * No page is wider than a phone's screen. An element that sticks out past the right edge makes
 * a mobile browser zoom the layout out to fit it: the page is shown small, and fixed layers
 * (the menu drawer, its backdrop, the sticky contact bar) no longer line up with what a finger
 * taps. Every page family of every sample tenant (the first two built pages of each top-level
 * path) is loaded on the mobile project's screen, scrolled through so lazy content lays out,
 * and must not be wider than the screen.
 */
import { expect, test } from '@playwright/test';
import { SAMPLE_TENANTS, tenantUrl } from './support/tenants';
import { withPopupClosed } from './support/shell';
import { builtPagesUnder, topLevelPaths } from './support/built-pages';

const PER_FAMILY = 2;

/** Up to PER_FAMILY built pages per top-level path of a tenant's static output. */
function samplePages(tenant: string): string[] {
  return ['/', ...topLevelPaths(tenant).flatMap((top) => builtPagesUnder(tenant, top, PER_FAMILY))];
}

test.describe.configure({ mode: 'parallel' });

for (const tenant of SAMPLE_TENANTS) {
  test(`${tenant}: no page is wider than a phone's screen @phone-only`, async ({ page }) => {
    test.setTimeout(240_000);
    await withPopupClosed(page, tenant);
    const screen = page.viewportSize()!.width;
    const wide: string[] = [];
    const pages = samplePages(tenant);
    expect(pages.length).toBeGreaterThan(10);
    for (const p of pages) {
      await page.goto(tenantUrl(tenant, p));
      const width = await page.evaluate(async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return Math.max(window.innerWidth, document.documentElement.scrollWidth);
      });
      if (width > screen) wide.push(`${p} is ${width}px wide`);
    }
    expect(wide, `pages wider than the ${screen}px screen`).toEqual([]);
  });
}
