/**
 * The site search (rules.md: Site search): Pagefind loads only when the search box is used; a
 * result opens.
 */
import { expect, test } from '@playwright/test';
import { tenantUrl } from './support/tenants';
import { withPopupClosed } from './support/shell';

const TOYOTA = 'sunshine-coast-toyota';

test('search with the header search box and open a result @phone', async ({ page }) => {
  await withPopupClosed(page, TOYOTA);
  const pagefind: string[] = [];
  page.on('request', (r) => r.url().includes('/pagefind/') && pagefind.push(r.url()));
  await page.goto(tenantUrl(TOYOTA));
  await page.waitForLoadState('networkidle');
  expect(pagefind).toEqual([]); // nothing loads until the search is used
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search this site' });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('searchbox', { name: 'Search this site' });
  await expect(box).toBeFocused();
  await box.fill('book service');
  await expect(dialog.getByRole('status')).toHaveText(/\d+ results? for “book service”/);
  expect(pagefind.some((u) => u.endsWith('/pagefind/pagefind.js'))).toBe(true);
  const result = dialog.getByRole('link', { name: /^Book a Service/ });
  await expect(result).toBeVisible();
  await expect(result.locator('mark', { hasText: /service/i }).first()).toBeVisible();
  // stock pages are not in the site search: a car's page never comes up
  await expect(dialog.locator('a[href*="/cars/"]')).toHaveCount(0);
  await result.click();
  await expect(page).toHaveURL(/\/genuine-service\/?$/); // the page titled Book a Service
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('Enter moves to the first result; no result says so; Escape closes @phone', async ({
  page,
}) => {
  await withPopupClosed(page, TOYOTA);
  await page.goto(tenantUrl(TOYOTA));
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search this site' });
  const box = dialog.getByRole('searchbox');
  // a word no page carries (part numbers such as TOY-73005-ZZ rule out 'zz…' prefixes)
  await box.fill('qqxjv');
  await expect(dialog.getByRole('status')).toContainText('No results for “qqxjv”');
  await box.fill('finance');
  await box.press('Enter');
  await expect(dialog.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
});
