/**
 * The site shell has no axe violation of any impact, on desktop and mobile, closed and
 * with its menus, drawer, search and popup open (@axe-core/playwright).
 */
import { expect, test, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { SAMPLE_TENANTS, tenantUrl } from './support/tenants';
import { withPopupClosed } from './support/shell';

const SHELL = ['.site-header', '.site-footer', '.mobile-cta', '.skip-link'];

async function axeViolations(page: Page, include: string[] = SHELL) {
  let builder = axe(page);
  for (const selector of include) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  // Every violation fails, not only serious and critical ones: the shell is on every page.
  return violations.map(
    (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

for (const slug of SAMPLE_TENANTS) {
  test(`${slug}: the shell is axe-clean @phone`, async ({ page }, info) => {
    test.slow(); // one axe run per open dropdown
    await withPopupClosed(page, slug);
    await page.goto(tenantUrl(slug));
    expect(await axeViolations(page)).toEqual([]);
    if (info.project.name === 'mobile') {
      await page.getByRole('button', { name: 'Menu', exact: true }).tap();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      const first = drawer.locator('[data-dropdown-toggle]').first();
      if (await first.count()) await first.tap();
      expect(await axeViolations(page, ['.site-drawer'])).toEqual([]);
    } else {
      const toggles = page
        .getByRole('navigation', { name: 'Main' })
        .locator('[data-dropdown-toggle]');
      for (let i = 0; i < (await toggles.count()); i++) {
        await toggles.nth(i).click();
        expect(await axeViolations(page, ['.site-nav'])).toEqual([]);
      }
    }
  });
}

test('the search dialog with results and the popup are axe-clean @phone', async ({ page }) => {
  const slug = 'sunshine-coast-toyota';
  await page.clock.install();
  await page.goto(tenantUrl(slug));
  await page.clock.runFor(5000);
  const popup = page.getByRole('dialog', { name: 'End of Year Sale' });
  await expect(popup).toBeVisible();
  expect(await axeViolations(page, ['.promo-popup'])).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search this site' }).fill('service');
  await expect(page.getByRole('status').filter({ hasText: 'results for' })).toBeVisible();
  expect(await axeViolations(page, ['.site-search__dialog'])).toEqual([]);
});
