/**
 * Search that never dead-ends, in Chromium on the sample tenants: a phrase with a word the
 * site does not know still finds cars, and the page says in words what it ignored, with a
 * link that searches the words anyway (which then offers the nearest searches with results);
 * near-miss spellings, specifications, superlatives and 'certified' read as filters.
 */
import { expect, test, type Page } from '@playwright/test';
import { tenantUrl } from './support/tenants';
import { hydrateIslands } from './support/islands';

const TENANT = 'sunshine-coast-toyota';
const BASE = '/search/new-used-and-demo-cars';
const url = (path: string) => tenantUrl(TENANT, path);
const box = (page: Page) => page.getByRole('searchbox', { name: 'Search stock' });

async function ask(page: Page, phrase: string) {
  await box(page).fill(phrase);
  await box(page).press('Enter');
}
const found = async (page: Page) =>
  Number(((await page.locator('.results__count').textContent()) ?? '').replace(/[^\d]/g, ''));

test('a word the site does not know is ignored and named; the link searches it anyway', async ({
  page,
}) => {
  await page.goto(url(BASE));
  await hydrateIslands(page);

  await ask(page, 'hilux for my daughter');
  const notice = page.locator('.results__notice');
  await expect(notice).toContainText(
    /^Showing [\d,]+ cars? for “hilux for my daughter” — we ignored “daughter”\./,
  );
  await expect(page).toHaveURL(url('/search/toyota/hilux'));
  await expect(box(page)).toHaveValue('');
  const shown = await found(page);
  expect(shown).toBeGreaterThan(0);
  // the sentence's count is the result count
  await expect(notice).toContainText(`Showing ${shown.toLocaleString('en-AU')} car`);
  for (const title of await page.locator('.car-card__title').allTextContents())
    expect(title).toMatch(/HiLux/i);

  const anyway = notice.getByRole('link', { name: 'Search for “daughter” anyway' });
  await expect(anyway).toHaveAttribute('href', '/search/toyota/hilux?query=daughter');
  await anyway.click();
  await expect(page).toHaveURL(url('/search/toyota/hilux?query=daughter'));
  await expect(box(page)).toHaveValue('daughter');
  await expect(page.getByRole('heading', { name: 'No cars match your search' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  // nothing anywhere: the nearest searches that find cars
  const nearest = page.locator('.results__nearest');
  await expect(
    nearest.getByRole('heading', { name: 'Searches near yours with results' }),
  ).toBeVisible();
  const without = nearest.getByRole('link', { name: 'Without “daughter”' });
  await expect(without).toBeVisible();
  await without.click();
  await expect(page).toHaveURL(url('/search/toyota/hilux'));
  expect(await found(page)).toBe(shown);

  // back restores the search of every word
  await page.goBack();
  await expect(page).toHaveURL(url('/search/toyota/hilux?query=daughter'));
});

test('near misses, specifications, superlatives and certified read as filters', async ({
  page,
}) => {
  await page.goto(url(BASE));
  await hydrateIslands(page);

  await ask(page, 'hilix');
  await expect(page).toHaveURL(url('/search/toyota/hilux'));
  await expect(page.locator('.results__notice')).toContainText('we read “hilix” as HiLux.');

  await page.getByRole('button', { name: 'Clear all' }).first().click();
  await ask(page, 'diesel 4wd towing 3500kg');
  await expect(page).toHaveURL(/range\[towing\]=3500:/);
  await expect(page).toHaveURL(/refinementList\[fuel\]\[0\]=Diesel/);
  await expect(page.locator('.results__notice')).toHaveCount(0);
  expect(await found(page)).toBeGreaterThan(0);
  await expect(
    page.getByRole('button', { name: 'Remove Towing capacity: from 3,500 kg' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Clear all' }).first().click();
  await ask(page, 'newest hilux');
  await expect(page).toHaveURL(/\/search\/toyota\/hilux\?sortBy=Car_production:year:desc$/);
  await expect(page.locator('.sort select')).toHaveValue('Car_production:year:desc');
  await expect(page.locator('.sort select option:checked')).toHaveText('Newest Year');
  // the address and the select change as the phrase is read; the cards once the engine answers
  const years = async () =>
    (await page.locator('.car-card__title').allTextContents())
      .map((t) => Number(/\b(19|20)\d\d\b/.exec(t)?.[0]))
      .filter(Boolean);
  const newestFirst = (ys: number[]) =>
    ys.length > 1 && ys.every((y, i) => i === 0 || ys[i - 1] >= y);
  await expect.poll(async () => newestFirst(await years())).toBe(true);
});

test("'certified pre-owned' sets the certified toggle where the site has one", async ({ page }) => {
  await page.goto(tenantUrl('pacific-motor-group', BASE));
  await hydrateIslands(page);
  await ask(page, 'certified pre-owned toyota under 40 grand');
  await expect(page).toHaveURL(
    tenantUrl(
      'pacific-motor-group',
      '/search/toyota?refinementList[certified][0]=true&range[price]=:40000',
    ),
  );
  await expect(page.getByRole('button', { name: 'Remove Certified: Certified' })).toBeVisible();
  // the filter panel's switch (in the closed drawer on a phone)
  await expect(page.locator('.toggle input[role="switch"]')).toBeChecked();
  expect(await found(page)).toBeGreaterThan(0);
  await expect(page.locator('.results__notice')).toHaveCount(0);
});
