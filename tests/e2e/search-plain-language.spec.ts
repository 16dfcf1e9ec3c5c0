/**
 * Plain-language search on sunshine-coast-toyota: a submitted phrase becomes the filters it names
 * (chips the shopper can remove, the URL of rules.md: Search state in the URL), the rest stays the
 * text query; the reader loads only when first used.
 */
import { expect, test, type Page } from '@playwright/test';
import { tenantUrl } from './support/tenants';
import { hydrateIslands } from './support/islands';

const TENANT = 'sunshine-coast-toyota';
const BASE = '/search/new-used-and-demo-cars';
const url = (path: string) => tenantUrl(TENANT, path);

async function ask(page: Page, phrase: string) {
  const box = page.getByRole('searchbox', { name: 'Search stock' });
  await box.fill(phrase);
  await box.press('Enter');
}
const chips = (page: Page) => page.getByRole('list').locator('.chip');

test('three phrases become filters, chips and the URL; the reader loads on first use', async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (/plain-words\.json|plain-language/.test(r.url())) loaded.push(r.url());
  });
  await page.goto(url(BASE));
  await hydrateIslands(page);
  expect(loaded).toEqual([]); // nothing until used

  // 1. colour, body and a price ceiling
  await ask(page, 'white SUV under 30k');
  await expect(page).toHaveURL(/refinementList\[body\]\[0\]=SUV/);
  await expect(page).toHaveURL(/range\[price\]=:30000/);
  await expect(page).toHaveURL(/refinementList\[colour\]\[0\]=[^&]*White/);
  await expect(page.getByRole('searchbox', { name: 'Search stock' })).toHaveValue('');
  await expect(chips(page).filter({ hasText: 'SUV' })).toHaveCount(1);
  await expect(chips(page).filter({ hasText: 'up to $30,000' })).toHaveCount(1);
  expect(loaded.length).toBeGreaterThan(0);
  const prices = (await page.locator('.car-card__price [data-car-price]').allTextContents())
    .map((t) => Number(t.replace(/[^\d]/g, '')))
    .filter((n) => n > 0);
  for (const p of prices) expect(p).toBeLessThanOrEqual(30000);

  // 2. model (make and model move into the path), drive and fuel; a chip removes one
  await page.getByRole('button', { name: 'Clear all' }).first().click();
  await ask(page, 'hilux 4x4 diesel');
  await expect(page).toHaveURL(
    url(
      '/search/toyota/hilux?refinementList[drive][0]=Four%20Wheel%20Drive&refinementList[fuel][0]=Diesel',
    ),
  );
  for (const title of await page.locator('.car-card__title').allTextContents())
    expect(title).toMatch(/HiLux/i);
  await page.getByRole('button', { name: /^Remove .*Diesel/ }).click();
  await expect(page).toHaveURL(
    url('/search/toyota/hilux?refinementList[drive][0]=Four%20Wheel%20Drive'),
  );

  // 3. a car type, a model and a sort; unknown words stay the text query
  await page.getByRole('button', { name: 'Clear all' }).first().click();
  await ask(page, 'cheapest used corolla ascent');
  await expect(page).toHaveURL(/^[^?]*\/search\/used-cars\?/);
  await expect(page).toHaveURL(/query=ascent/);
  await expect(page).toHaveURL(/refinementList\[make_model\]\[0\]=Toyota:Corolla/);
  await expect(page).toHaveURL(/sortBy=Car_production:price:asc/);
  await expect(page.getByRole('searchbox', { name: 'Search stock' })).toHaveValue('ascent');
  await expect(page.locator('.sort select')).toHaveValue('Car_production:price:asc');
});
