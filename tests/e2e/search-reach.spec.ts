/**
 * The stock search hydrates when the shopper reaches for it (rules.md: Hydrate on reach): a
 * search page loads no React as it loads, and a box ticked or a sort chosen while the search's
 * code is still loading reaches the search once it has hydrated, with nothing lost.
 */
import { expect, test, type Page } from '@playwright/test';
import { tenantUrl } from './support/tenants';

const SLUG = 'pacific-motor-group';
const BASE = '/search/new-used-and-demo-cars';
const url = (p: string) => tenantUrl(SLUG, p);

const island = (page: Page) => page.locator('astro-island:has(.search-layout)');
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.js')),
  );

test('a search page loads no React until the shopper reaches for the search', async ({ page }) => {
  await page.goto(url(BASE), { waitUntil: 'networkidle' });
  await expect(page.locator('.results__grid .car-card').first()).toBeVisible();
  const atLoad = await scriptsLoaded(page);
  expect(atLoad.filter((p) => /\/(react|SearchApp)\.[\w-]+\.js$/.test(p))).toEqual([]);
  await expect(island(page)).toHaveAttribute('ssr');

  await page.locator('.results__count').hover();
  await expect(island(page)).not.toHaveAttribute('ssr');
  expect((await scriptsLoaded(page)).some((p) => /\/SearchApp\.[\w-]+\.js$/.test(p))).toBe(true);
});

test('the shopper starting to use the page anywhere (a wheel, a touch, a key) hydrates the search', async ({
  page,
}) => {
  await page.goto(url(BASE), { waitUntil: 'networkidle' });
  await expect(island(page)).toHaveAttribute('ssr');
  await page.locator('h1').hover(); // over the heading, not the search: no reach
  await page.mouse.wheel(0, 300);
  await expect(island(page)).not.toHaveAttribute('ssr');
});

test('a box ticked and a sort chosen while the search loads reach the search once it has hydrated', async ({
  page,
}) => {
  // the search's code is held back until the shopper has acted
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/SearchApp\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url(BASE));
  const count = page.locator('.results__count');
  const before = await count.textContent();

  const body = page.locator('details.filter[data-filter="body"]');
  if ((await body.getAttribute('open')) === null) await body.locator('summary').click();
  const box = body.locator('.facet-list input[type="checkbox"]').first();
  const value = (await body
    .locator('.facet-list label')
    .first()
    .locator('span')
    .first()
    .textContent())!;
  await body.locator('.facet-list label').first().click();
  await expect(box).toBeChecked(); // ticked by the browser, before any of the search's code
  await page.locator('.sort select').selectOption({ label: 'Lowest Price' });
  await expect(island(page)).toHaveAttribute('ssr');

  release();
  await expect(island(page)).not.toHaveAttribute('ssr');
  await expect(page).toHaveURL(/sortBy=Car_production(%3A|:)price(%3A|:)asc/);
  await expect(page.locator('.chips')).toContainText(value.trim());
  await expect(box).toBeChecked();
  await expect(page.locator('.sort select')).toHaveValue('Car_production:price:asc');
  await expect(count).not.toHaveText(before!);
});
