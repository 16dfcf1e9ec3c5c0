/**
 * Favourites and compare on the device (rules.md: Watchlist and favourites; Stored on the device):
 * toggled on search cards and the vehicle page, listed on /favourites and /compare after a reload,
 * a change in one tab shown in another, removed from the pages down to their empty states, the
 * compare list's limit, sold and departed cars marked, and axe on both pages. Desktop and mobile.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { tenantUrl } from './support/tenants';
import { builtCars, carUrl, hasImages, hydrated, mockApi, pickCar } from './support/vdp';
import { COMPARE_KEY, FAVOURITES_KEY } from '../../src/domain/search/saved-cars';
import { COMPARE_FULL_TEXT, COMPARE_MAX } from '../../src/domain/search/compare-rule';
import {
  NO_COMPARE_TEXT,
  NO_FAVOURITES_TEXT,
  SOLD_MARK,
  UNAVAILABLE_TEXT,
} from '../../src/domain/search/shopper-lists';

const PACIFIC = 'pacific-motor-group';
const SUNSHINE = 'sunshine-coast-toyota';
const SEARCH = '/search/new-used-and-demo-cars';

const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as { id: string }[], key);

/** The 'My lists' links of the search and vehicle pages. */
const lists = (page: Page) => page.getByRole('navigation', { name: 'My lists' });

async function openSearch(page: Page, slug: string) {
  await page.goto(tenantUrl(slug, SEARCH));
  const first = page.locator('.car-card').first();
  await hydrated(first.getByRole('button').first());
  await hydrated(lists(page).getByRole('link').first());
}

const savedItems = (page: Page) => page.getByRole('list', { name: 'Saved cars' }).locator('> li');

test('pacific: favourite and compare on cards and the vehicle page, see both pages, across tabs and after reload', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await openSearch(page, PACIFIC);
  const cards = page.locator('.car-card').filter({
    has: page.getByRole('button', { name: /^Compare / }),
  });
  const firstId = (await cards.nth(0).getAttribute('data-car-id'))!;
  const secondId = (await cards.nth(1).getAttribute('data-car-id'))!;
  await cards
    .nth(0)
    .getByRole('button', { name: /^Favourite / })
    .click();
  await cards
    .nth(0)
    .getByRole('button', { name: /^Compare / })
    .click();
  await cards
    .nth(1)
    .getByRole('button', { name: /^Compare / })
    .click();
  await expect(lists(page).getByRole('link', { name: 'Compare (2)' })).toHaveAttribute(
    'href',
    '/compare',
  );
  await expect(lists(page).getByRole('link', { name: /Favourites \(1\)/ })).toBeVisible();

  // the vehicle page's Favourite joins the same list
  const car = pickCar(
    PACIFIC,
    (c) => c.status === 'in_stock' && hasImages(c) && ![firstId, secondId].includes(String(c.id)),
    'an in-stock car with images',
  );
  await mockApi(page);
  await page.goto(carUrl(PACIFIC, car));
  const fave = page.getByTestId('vdp-buttons').getByRole('button', { name: /Favourite/ });
  await hydrated(fave);
  await fave.click();
  await expect(fave).toHaveAttribute('aria-pressed', 'true');
  await hydrated(lists(page).getByRole('link').first());
  await expect(lists(page).getByRole('link', { name: /Favourites \(2\)/ })).toBeVisible();
  await expect(lists(page).getByRole('link', { name: 'Compare (2)' })).toBeVisible();
  expect((await stored(page, FAVOURITES_KEY)).map((f) => f.id)).toEqual([firstId, String(car.id)]);

  // the favourites page, after a reload
  await page.goto(tenantUrl(PACIFIC, '/favourites'));
  await page.reload();
  await expect(savedItems(page)).toHaveCount(2);
  const vdpItem = savedItems(page).filter({ has: page.locator(`a[href="/cars/${car.slug}"]`) });
  await expect(vdpItem).toContainText(/\$[\d,]+/);
  await expect(vdpItem.locator('img')).toHaveAttribute('src', /.+/);
  await expectNoAxeViolations(page);

  // the compare page: a table with a column per car and row headings
  await page.goto(tenantUrl(PACIFIC, '/compare'));
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  for (const label of [
    'Price',
    'Year',
    'Odometer',
    'Body',
    'Transmission',
    'Fuel Type',
    'Features',
  ])
    await expect(table.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Price' })).toContainText(/\$[\d,]+/);
  // finance: an estimated weekly repayment per car through the one finance rule, with its disclaimer
  const finance = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Finance' }) });
  await expect(finance.getByRole('cell')).toHaveText([
    // each estimate with its comparison rate beside it (the warning is under the table)
    /^(Est\. \$[\d,]+ per week\* · [\d.]+% p\.a\. comparison rate\*|Enquire for Finance|—)$/,
    /^(Est\. \$[\d,]+ per week\* · [\d.]+% p\.a\. comparison rate\*|Enquire for Finance|—)$/,
  ]);
  await expect(finance).toContainText(/Est\. \$[\d,]+ per week\*/);
  await expect(
    page.getByText(
      /^\* Estimated weekly repayment over 5 years at [\d.]+% p\.a\. with no deposit\. Comparison rate based on a secured loan of \$30,000 over 5 years\. WARNING: This comparison rate applies only to the example or examples given\..* This calculator is a guide only/,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // a second tab sees a change made in the first at once
  const other = await context.newPage();
  await other.goto(tenantUrl(PACIFIC, '/favourites'));
  await expect(savedItems(other)).toHaveCount(2);
  await page.goto(tenantUrl(PACIFIC, '/favourites'));
  await savedItems(page)
    .first()
    .getByRole('button', { name: /^Remove .* from favourites$/ })
    .click();
  await expect(savedItems(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(savedItems(other)).toHaveCount(1);
  await other.goto(tenantUrl(PACIFIC, '/compare'));
  await expect(other.getByRole('table').getByRole('columnheader')).toHaveCount(2);

  // removed down to the empty states
  await savedItems(page)
    .first()
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(page.getByText(NO_FAVOURITES_TEXT)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search cars' })).toHaveAttribute(
    'href',
    /^\/search/,
  );
  await expectNoAxeViolations(page);
  await page.goto(tenantUrl(PACIFIC, '/compare'));
  await page
    .getByRole('button', { name: /^Remove .* from compare$/ })
    .first()
    .click();
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(1);
  await expect(other.getByRole('table').getByRole('columnheader')).toHaveCount(1);
  await page.getByRole('button', { name: /^Remove .* from compare$/ }).click();
  await expect(page.getByText(NO_COMPARE_TEXT)).toBeVisible();
  await expect(other.getByText(NO_COMPARE_TEXT)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(tenantUrl(PACIFIC, SEARCH));
  await hydrated(lists(page).getByRole('link').first());
  await expect(lists(page).getByRole('link', { name: /^Compare/ })).toHaveCount(0);
});

test(`pacific: the compare list holds ${COMPARE_MAX} cars and the toggle says why it cannot add`, async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSearch(page, PACIFIC);
  const toggles = page.getByRole('button', { name: /^Compare / });
  for (let i = 0; i < COMPARE_MAX; i++) await toggles.nth(i).click();
  await expect(lists(page).getByRole('link', { name: `Compare (${COMPARE_MAX})` })).toBeVisible();
  const extra = toggles.nth(COMPARE_MAX);
  await extra.click();
  await expect(extra).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(COMPARE_FULL_TEXT)).toBeVisible();
  expect(await stored(page, COMPARE_KEY)).toHaveLength(COMPARE_MAX);
  // one off, and the refused car can join
  await toggles.nth(0).click();
  await expect(page.getByText(COMPARE_FULL_TEXT)).toHaveCount(0);
  await extra.click();
  await expect(extra).toHaveAttribute('aria-pressed', 'true');

  // mobile and desktop: the table scrolls inside itself, the row headings stay put
  await page.goto(tenantUrl(PACIFIC, '/compare'));
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(COMPARE_MAX);
  const rowHead = table.getByRole('rowheader', { name: 'Price' });
  await expect(rowHead).toHaveCSS('position', 'sticky');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  const scroller = page.getByRole('region', { name: /Comparing 4 of up to 4/ });
  await scroller.evaluate((el) => el.scrollBy(400, 0));
  const box = await rowHead.boundingBox();
  const frame = await scroller.boundingBox();
  expect(Math.abs(box!.x - frame!.x)).toBeLessThan(2);
  await expectNoAxeViolations(page);
});

test('sunshine-coast-toyota: the vehicle page favourite, sold and departed cars marked, compare empty', async ({
  page,
}) => {
  const car = pickCar(SUNSHINE, (c) => c.status === 'in_stock' && hasImages(c), 'an in-stock car');
  const sold = builtCars(SUNSHINE).find((c) => c.status === 'sold');
  await mockApi(page);
  await page.goto(carUrl(SUNSHINE, car));
  const fave = page.getByTestId('vdp-buttons').getByRole('button', { name: /Favourite/ });
  await hydrated(fave);
  await fave.click();
  await hydrated(lists(page).getByRole('link').first());
  await expect(lists(page).getByRole('link', { name: /Favourites \(1\)/ })).toBeVisible();
  // the toyota template has no compare mode: no compare link
  await expect(lists(page).getByRole('link', { name: /^Compare/ })).toHaveCount(0);

  // a sold car and one that has left the stock, saved earlier; and a corrupt compare value
  await page.evaluate(
    ({ key, sold }) => {
      const list = JSON.parse(localStorage.getItem(key) ?? '[]');
      if (sold) list.push({ ...list[0], id: String(sold.id), slug: sold.slug, name: 'Sold car' });
      list.push({ ...list[0], id: '999999999', slug: 'gone-car', name: 'Gone car' });
      localStorage.setItem(key, JSON.stringify(list));
      localStorage.setItem('compare', '{not json');
    },
    { key: FAVOURITES_KEY, sold: sold ? { id: sold.id, slug: sold.slug } : null },
  );
  await page.goto(tenantUrl(SUNSHINE, '/favourites'));
  await expect(savedItems(page)).toHaveCount(sold ? 3 : 2);
  await expect(savedItems(page).first()).toContainText(/\$[\d,]+/);
  if (sold) await expect(savedItems(page).nth(1)).toContainText(SOLD_MARK);
  const gone = savedItems(page).last();
  await expect(gone).toContainText(UNAVAILABLE_TEXT);
  await expect(gone.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(tenantUrl(SUNSHINE, '/compare'));
  await expect(page.getByText(NO_COMPARE_TEXT)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the favourites page says so when the stock index cannot be loaded, and retries', async ({
  page,
}) => {
  const car = pickCar(SUNSHINE, (c) => c.status === 'in_stock' && hasImages(c), 'an in-stock car');
  let fail = true;
  await page.route('**/search/stock-index.json', (route) =>
    fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
  );
  await page.goto(tenantUrl(SUNSHINE, '/favourites'));
  await page.evaluate(
    ({ key, car }) =>
      localStorage.setItem(
        key,
        JSON.stringify([
          {
            id: String(car.id),
            slug: car.slug,
            name: 'My car',
            make: '',
            model: '',
            primary_image_url: '',
          },
        ]),
      ),
    { key: FAVOURITES_KEY, car: { id: car.id, slug: car.slug } },
  );
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('could not be loaded');
  await expect(savedItems(page)).toContainText('My car');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(savedItems(page)).toContainText(/\$[\d,]+/);
});
