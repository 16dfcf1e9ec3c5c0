/**
 * What the stock tells a shopper and Meta (docs/feeds.md, docs/stock-lifecycle.md): the vehicle
 * page's 'Checked in stock' line from the build's /stock-check.json, and Meta's automotive events
 * through the tenant's pixel (captured from a stand-in fbq: no network).
 */
import { expect, test, type Page } from '@playwright/test';
import { carUrl, hydrated, mockApi, pickCar } from './support/vdp';
import { tenantUrl } from './support/tenants';

const TENANT = 'sunshine-coast-toyota';
const inStock = pickCar(TENANT, (c) => c.status === 'in_stock' && !c.reserved, 'an in-stock car');
const sold = pickCar(TENANT, (c) => c.status === 'sold', 'a sold car');

type FbqCall = [string, string, Record<string, unknown>];

/** A stand-in fbq that records each call (the real pixel never loads on *.localhost). */
async function captureFbq(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { fbq: (...args: unknown[]) => void; fbqCalls: unknown[][] };
    w.fbqCalls = [];
    w.fbq = (...args: unknown[]) => void w.fbqCalls.push(args);
  });
  return async (name: string) =>
    (
      (await page.evaluate(
        () => (window as unknown as { fbqCalls: unknown[][] }).fbqCalls,
      )) as FbqCall[]
    ).filter((c) => c[0] === 'track' && c[1] === name);
}

test.describe('Checked in stock', () => {
  test("an in-stock car says when the stock was read, in the dealer's time zone", async ({
    page,
  }) => {
    await mockApi(page);
    const check = page.waitForResponse((r) => r.url().endsWith('/stock-check.json'));
    await page.goto(carUrl(TENANT, inStock));
    expect((await check).status()).toBe(200);
    const line = page.locator('.vdp__checked [data-stock-checked]');
    await expect(line).toHaveText(
      /^Checked in stock (today|yesterday) at \d{1,2}:\d{2} [ap]m \(Perth time\)$/,
    );
    await expect(line).toHaveAttribute('data-checked-at', /^\d{4}-\d{2}-\d{2}T/);
  });

  test('a sold car shows no such line', async ({ page }) => {
    await mockApi(page);
    await page.goto(carUrl(TENANT, sold));
    await expect(page.getByTestId('sold-message')).toBeVisible();
    await expect(page.locator('.vdp__checked')).toHaveCount(0);
  });
});

test.describe("Meta's automotive events (the tenant has a pixel)", () => {
  test('ViewContent on a vehicle page and AddToWishlist when it is saved, with the catalogue id', async ({
    page,
  }) => {
    await mockApi(page);
    const calls = await captureFbq(page);
    await page.goto(carUrl(TENANT, inStock));
    await expect
      .poll(async () => (await calls('ViewContent')).map((c) => c[2]))
      .toEqual([
        expect.objectContaining({
          content_type: 'vehicle',
          content_ids: [String(inStock.id)],
          make: inStock.make,
        }),
      ]);
    const fave = page.getByTestId('vdp-buttons').getByRole('button', { name: /Favourite/ });
    await hydrated(fave);
    await fave.click();
    await expect(fave).toHaveText(/Saved to Favourites/);
    await expect
      .poll(async () => (await calls('AddToWishlist')).map((c) => c[2].content_ids))
      .toEqual([[String(inStock.id)]]);
    // taking it off the list is not a wish
    await fave.click();
    await expect(fave).toHaveText(/^.?\s*Favourite$/);
    expect(await calls('AddToWishlist')).toHaveLength(1);
  });

  test('a sold car raises no ViewContent (it is not in the catalogue)', async ({ page }) => {
    await mockApi(page);
    const calls = await captureFbq(page);
    await page.goto(carUrl(TENANT, sold));
    await expect(page.getByTestId('sold-message')).toBeVisible();
    await page.waitForTimeout(500);
    expect(await calls('ViewContent')).toEqual([]);
  });

  test('Search for the results a shopper settles on, once per search', async ({ page }) => {
    const calls = await captureFbq(page);
    await page.goto(tenantUrl(TENANT, '/search/toyota'));
    await expect.poll(async () => (await calls('Search')).length, { timeout: 15_000 }).toBe(1);
    const [first] = await calls('Search');
    expect(first[2]).toMatchObject({ content_type: 'vehicle', make: 'Toyota' });
    expect((first[2].content_ids as string[]).length).toBeGreaterThan(0);
    const box = page.locator('#search-query');
    await hydrated(box);
    // a word the plain-words reader leaves as words (a variant's badge, not a make, body or fuel
    // it refines) and that has results (a word with none is ignored and named)
    await box.fill('gxl');
    await box.press('Enter');
    await expect
      .poll(async () => (await calls('Search')).map((c) => c[2].search_string ?? null), {
        timeout: 15_000,
      })
      .toEqual([null, 'gxl']);
    // the same search settled again sends nothing more
    await page.waitForTimeout(1500);
    expect(await calls('Search')).toHaveLength(2);
  });
});
