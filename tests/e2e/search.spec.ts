/**
 * Stock search on the 2,000-car sample tenant (pacific-motor-group), in Chromium, on the
 * embedded engine: refine by make, model, body, price and km, sort, page, clear, back and
 * forward, with the URL of rules.md: Search state in the URL after every step; landing pages
 * with JavaScript off; hydration without layout shift.
 *
 * Expected counts come from the sample store itself, filtered here in plain JavaScript
 * (the tenant's search_filters and the listing-visibility rule), not from the engine.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { tenantUrl } from './support/tenants';
import { hydrateIslands } from './support/islands';

const SLUG = 'pacific-motor-group';
const BASE = '/search/new-used-and-demo-cars';
const url = (p: string) => tenantUrl(SLUG, p);

interface StoreCar {
  id: number;
  make: string;
  make_model: string;
  body: string;
  price: number;
  km: number;
  status: string;
  stocknum: string;
  photos_count: number;
  car_type: string;
  show_on_dealer_website: boolean;
  sold_date_timestamp: number | null;
  dealership_id: number;
  dealership_name: string;
}
const store: StoreCar[] = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../tenants', SLUG, 'store/indexes/Car_production.json'),
    'utf8',
  ),
);
const nowSeconds = Date.now() / 1000;
/**
 * The tenant's search_filters (its five dealerships) and rules.md: Listing visibility with
 * include_sold_cars_days 3.
 */
const listed = store.filter(
  (c) =>
    [20011, 20012, 20013, 20014, 20015].includes(c.dealership_id) &&
    c.show_on_dealer_website &&
    (c.status === 'in_stock' ||
      c.status === 'coming_soon' ||
      (c.sold_date_timestamp ?? 0) > nowSeconds - 3 * 86400),
);
const fmt = (n: number) => n.toLocaleString('en-AU');
const countOf = (cars: StoreCar[]) => `${fmt(cars.length)} cars found`;

async function filters(page: Page, action: () => Promise<void>) {
  const toggle = page.getByRole('button', { name: 'Filters' });
  const drawer = await toggle.isVisible();
  if (drawer) await toggle.click();
  await action();
  if (drawer) await page.getByRole('button', { name: /^Show Me [\d,]+ Cars$/ }).click();
}

async function openSection(page: Page, title: string) {
  const section = page.locator('details.filter', {
    has: page.locator('summary', { hasText: new RegExp(`^${title}`) }),
  });
  if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
  return section;
}

const count = (page: Page) => page.locator('.results__count');
async function open(page: Page, path: string) {
  await page.goto(url(path));
  await hydrateIslands(page);
}
const cardPrices = async (page: Page) =>
  (await page.locator('.car-card__price [data-car-price]').allTextContents())
    .map((t) => Number(t.replace(/[^\d]/g, '')))
    .filter((n) => n > 0);

test('refine by make, model, body, price and km, sort, page, clear, back and forward: the URL follows its rule (rules.md: Search state in the URL) @phone', async ({
  page,
}) => {
  test.slow(); // a long flow of many screens: three times the default timeout
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

  await open(page, BASE);
  await expect(count(page)).toHaveText(countOf(listed));
  await expect(page.locator('.results__grid .car-card')).toHaveCount(21);

  // make
  const toyota = listed.filter((c) => c.make === 'Toyota');
  await filters(page, () => page.locator('.make-card__main', { hasText: 'Toyota' }).click());
  await expect(page).toHaveURL(url('/search/toyota'));
  await expect(count(page)).toHaveText(countOf(toyota));
  for (const title of await page.locator('.car-card__title').allTextContents())
    expect(title).toContain('Toyota');

  // sort and page
  await page.locator('.sort select').selectOption({ label: 'Lowest Price' });
  await expect(page).toHaveURL(url('/search/toyota?sortBy=Car_production:price:asc'));
  // the address changes as the sort is chosen; the cards once the engine has answered
  const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] <= x);
  await expect.poll(async () => ascending(await cardPrices(page))).toBe(true);
  const firstPage = await cardPrices(page);
  await page
    .getByRole('navigation', { name: 'Results pages' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(url('/search/toyota?sortBy=Car_production:price:asc&page=2'));
  await expect(
    page.getByRole('navigation', { name: 'Results pages' }).locator('[aria-current="page"]'),
  ).toHaveText('2');
  await expect
    .poll(async () => Math.min(...(await cardPrices(page))))
    .toBeGreaterThanOrEqual(Math.max(...firstPage));

  // back and forward restore the state
  await page.goBack();
  await expect(page).toHaveURL(url('/search/toyota?sortBy=Car_production:price:asc'));
  await expect(
    page.getByRole('navigation', { name: 'Results pages' }).locator('[aria-current="page"]'),
  ).toHaveText('1');
  await page.goBack();
  await expect(page).toHaveURL(url('/search/toyota'));
  await expect(page.locator('.sort select')).toHaveValue(
    'Car_production:created_at_timestamp:desc',
  );
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(url('/search/toyota?sortBy=Car_production:price:asc&page=2'));
  await expect(
    page.getByRole('navigation', { name: 'Results pages' }).locator('[aria-current="page"]'),
  ).toHaveText('2');

  // body: a new refinement starts again at page 1
  const toyotaUtes = toyota.filter((c) => c.body === 'Ute');
  await filters(page, async () => {
    const body = await openSection(page, 'Body Type');
    await body.getByLabel(/^Ute/).check();
  });
  await expect(page).toHaveURL(
    url('/search/toyota?refinementList[body][0]=Ute&sortBy=Car_production:price:asc'),
  );
  await expect(count(page)).toHaveText(countOf(toyotaUtes));

  // model
  const hilux = toyotaUtes.filter((c) => c.make_model === 'Toyota:HiLux');
  expect(hilux.length).toBeLessThan(toyotaUtes.length);
  await filters(page, async () => {
    await page.getByRole('button', { name: 'Select models for Toyota' }).click();
    await page
      .locator('.make-card__models')
      .getByLabel(/^HiLux/)
      .check();
  });
  await expect(page).toHaveURL(
    url('/search/toyota/hilux?refinementList[body][0]=Ute&sortBy=Car_production:price:asc'),
  );
  await expect(count(page)).toHaveText(countOf(hilux));

  // price range (rounded to the nearest 1000)
  await filters(page, async () => {
    await openSection(page, 'Price');
    await page.getByLabel('Maximum price').fill('60000');
  });
  await expect(page).toHaveURL(
    url(
      '/search/toyota/hilux?refinementList[body][0]=Ute&range[price]=:60000&sortBy=Car_production:price:asc',
    ),
  );
  const cheap = hilux.filter((c) => c.price <= 60000);
  await expect(count(page)).toHaveText(countOf(cheap));
  expect(Math.max(...(await cardPrices(page)))).toBeLessThanOrEqual(60000);

  // km range
  await filters(page, async () => {
    await openSection(page, 'Odometer');
    await page.getByLabel('Maximum odometer').fill('50000');
  });
  await expect(page).toHaveURL(
    url(
      '/search/toyota/hilux?refinementList[body][0]=Ute&range[km]=:50000&range[price]=:60000&sortBy=Car_production:price:asc',
    ),
  );
  const lowKm = cheap.filter((c) => c.km <= 50000);
  await expect(count(page)).toHaveText(countOf(lowKm));
  for (const km of await page
    .locator('.car-card__specs div:has(dt:text-is("Odometer")) dd')
    .allTextContents()) {
    expect(Number(km.replace(/[^\d]/g, ''))).toBeLessThanOrEqual(50000);
  }

  // clear: refinements go, the chosen sort stays
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(url(`${BASE}?sortBy=Car_production:price:asc`));
  await expect(count(page)).toHaveText(countOf(listed));

  // back restores the refined state, forward the cleared one
  await page.goBack();
  await expect(page).toHaveURL(
    url(
      '/search/toyota/hilux?refinementList[body][0]=Ute&range[km]=:50000&range[price]=:60000&sortBy=Car_production:price:asc',
    ),
  );
  await expect(count(page)).toHaveText(countOf(lowKm));
  await page.goForward();
  await expect(page).toHaveURL(url(`${BASE}?sortBy=Car_production:price:asc`));
  await expect(count(page)).toHaveText(countOf(listed));

  // the search joined the device's history under searchHistory (at most 5)
  const history = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('searchHistory') ?? '[]'),
  );
  expect(history.length).toBeGreaterThan(0);
  expect(history.length).toBeLessThanOrEqual(5);
  expect(
    history.some(
      (e: { path: string }) =>
        e.path ===
        '/search/toyota/hilux?refinementList[body][0]=Ute&range[km]=:50000&range[price]=:60000&sortBy=Car_production:price:asc',
    ),
  ).toBe(true);
  expect(errors).toEqual([]);
});

test("a tenant's default query (range[photos_count]=3) refines the search though no control shows it", async ({
  page,
}) => {
  await open(page, `${BASE}?range[photos_count]=3`);
  await expect(count(page)).toHaveText(countOf(listed.filter((c) => c.photos_count >= 3)));
  await expect(page.getByRole('button', { name: 'Remove Photos: from 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Photos: from 3' }).click();
  await expect(page).toHaveURL(url(BASE));
  await expect(count(page)).toHaveText(countOf(listed));
});

test('a URL with a query string opens with that state, and a text search is debounced into the URL @phone', async ({
  page,
}) => {
  await open(page, `${BASE}?refinementList[body][0]=SUV&page=2`);
  const suvs = listed.filter((c) => c.body === 'SUV');
  await expect(count(page)).toHaveText(countOf(suvs));
  await expect(
    page.getByRole('navigation', { name: 'Results pages' }).locator('[aria-current="page"]'),
  ).toHaveText('2');
  await expect(page).toHaveURL(url(`${BASE}?refinementList[body][0]=SUV&page=2`));
  await page.getByPlaceholder('Search...').fill('everest');
  await expect(page).toHaveURL(url(`${BASE}?query=everest&refinementList[body][0]=SUV`));
  const everest = suvs.filter((c) => c.make_model === 'Ford:Everest');
  await expect(count(page)).toHaveText(countOf(everest));
  // a typo is tolerated
  await page.getByPlaceholder('Search...').fill('evrest');
  await expect(page).toHaveURL(url(`${BASE}?query=evrest&refinementList[body][0]=SUV`));
  await expect(count(page)).toHaveText(countOf(everest));
});

test('a landing page shows its cars with JavaScript disabled, and is indexable', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const mazda = listed.filter((c) => c.make === 'Mazda');
  await page.goto(url('/search/mazda'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mazda');
  await expect(count(page)).toHaveText(countOf(mazda));
  const cards = page.locator('.results__grid .car-card');
  await expect(cards).toHaveCount(21);
  for (const title of await page.locator('.car-card__title').allTextContents())
    expect(title).toContain('Mazda');
  await expect(cards.first().getByRole('link').first()).toHaveAttribute('href', /^\/cars\//);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\/mazda$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Mazda/);
  await expect(page).toHaveTitle(/Mazda/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  // the facet counts are in the HTML too
  await expect(
    page.locator('.make-card__main', { hasText: 'Mazda' }).locator('.make-card__count'),
  ).toHaveText(fmt(mazda.length));
  // a make/model landing page, and a dealership's ('See more from this dealer'), whose facet has no control of its own
  await page.goto(url('/search/mazda/cx-5'));
  await expect(count(page)).toHaveText(countOf(mazda.filter((c) => c.make_model === 'Mazda:CX-5')));
  await page.goto(url('/search/pacific-ford-newcastle'));
  await expect(count(page)).toHaveText(
    countOf(listed.filter((c) => c.dealership_name === 'Pacific Ford Newcastle')),
  );
  await expect(page.locator('.chip')).toContainText('Dealership: Pacific Ford Newcastle');
  await context.close();
});

test('hydration keeps the prerendered results: no layout shift, no second search, no errors @phone', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const indexRequests: string[] = [];
  page.on('request', (r) => r.url().includes('stock-index.json') && indexRequests.push(r.url()));
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url('/search/kia'));
  const before = await page.locator('.car-card__title').allTextContents();
  await hydrateIslands(page);
  await page.waitForTimeout(500);
  expect(await page.locator('.car-card__title').allTextContents()).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(
    0.01,
  );
  expect(errors).toEqual([]);
  // the index is not loaded for reading the prerendered results; the first interaction
  // loads it, once
  expect(indexRequests).toEqual([]);
  await page.getByLabel('Search stock').focus();
  await page.keyboard.press('Tab');
  await expect.poll(() => indexRequests.length).toBe(1);
  await page.waitForTimeout(300);
  expect(indexRequests).toHaveLength(1);
});

test('cards: promo card at the dealer position, trade-in CTA, favourites and compare on the device @phone', async ({
  page,
}) => {
  await open(page, BASE);
  const items = page.locator('.results__grid > li');
  await expect(items.nth(5).locator('.promo-card')).toBeVisible();
  await expect(items.last().locator('.promo-card--cta a')).toHaveAttribute('href', '/trade-in');
  const first = page.locator('.car-card').first();
  const id = await first.getAttribute('data-car-id');
  await first.getByRole('button', { name: /^Favourite / }).click();
  await expect(first.getByRole('button', { name: /^Favourite / })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const favourites = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('favourites') ?? '[]'),
  );
  expect(favourites).toEqual([
    expect.objectContaining({
      id,
      slug: expect.any(String),
      make: expect.any(String),
      model: expect.any(String),
      primary_image_url: expect.stringMatching(/^\//),
    }),
  ]);
  await first.getByRole('button', { name: /^Favourite / }).click();
  await expect(first.getByRole('button', { name: /^Favourite / })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await first.getByRole('button', { name: /^Compare / }).click();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('compare') ?? '[]').length),
  ).toBe(1);
  // Save (watchlist, the garage flag) sends a visitor who is not signed in to sign in first
  await expect(first.getByRole('link', { name: /^Save .* to your watchlist$/ })).toHaveAttribute(
    'href',
    `/sign-in?type=watchlist&redirect=${encodeURIComponent(BASE)}&back=${encodeURIComponent(BASE)}`,
  );
  // Enquire opens the enquiry form about this car in a modal, on the same page
  const title = await first.locator('.car-card__title').textContent();
  await first.getByRole('link', { name: 'Enquire Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(title!);
  await expect(page).toHaveURL(url(BASE));
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(first.getByRole('link', { name: 'Enquire Now' })).toBeFocused();
});

test('the quick search form: make, then Show Me {count} Cars; the price-range screen adds the price sort @phone', async ({
  page,
}) => {
  test.slow(); // a long flow of many screens: three times the default timeout
  await open(page, '/search');
  await expect(
    page.getByRole('button', { name: `Show Me ${fmt(listed.length)} Cars` }),
  ).toBeVisible();
  const form = page.locator('form.quick-search');
  await form.getByLabel('Make', { exact: true }).selectOption('Hyundai');
  const hyundai = listed.filter((c) => c.make === 'Hyundai');
  await page.getByRole('button', { name: `Show Me ${fmt(hyundai.length)} Cars` }).click();
  await expect(page).toHaveURL(url('/search/hyundai'));
  await expect(count(page)).toHaveText(countOf(hyundai));

  await open(page, '/search');
  await page.getByLabel('Maximum price').fill('40000');
  await expect(page.locator('#price-screen-values')).toHaveText('$5,000 - $40,000');
  const budget = listed.filter((c) => c.price >= 5000 && c.price <= 40000);
  await page.getByRole('button', { name: `Show Me ${fmt(budget.length)} Cars` }).click();
  await expect(page).toHaveURL(
    url(`${BASE}?range[price]=5000:40000&sortBy=Car_production:price:desc`),
  );
  await expect(count(page)).toHaveText(countOf(budget));

  // facet tiles link with a menu query, read as a refinementList
  await open(page, '/search');
  const tiles = page.getByRole('region', { name: 'Browse by body type' });
  const suvs = listed.filter((c) => c.body === 'SUV');
  await expect(tiles.getByRole('link', { name: `SUV (${fmt(suvs.length)})` })).toHaveAttribute(
    'href',
    `${BASE}?menu[body]=SUV`,
  );
  await tiles.getByRole('link', { name: `SUV (${fmt(suvs.length)})` }).click();
  await expect(count(page)).toHaveText(countOf(suvs));
  await expect(page).toHaveURL(url(`${BASE}?refinementList[body][0]=SUV`));
});

test('states: a recently sold car, a car without photos, and no results @phone', async ({
  page,
}) => {
  await open(page, BASE);
  const sold = listed.find((c) => c.status === 'sold');
  expect(sold, 'the sample store lists a car sold in the last 3 days').toBeTruthy();
  await page.getByPlaceholder('Search...').fill(sold!.stocknum);
  await expect(count(page)).toHaveText('1 car found');
  const soldCard = page.locator('.car-card').first();
  await expect(soldCard.locator('.car-card__tag')).toHaveText('JUST SOLD');
  await expect(soldCard.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible();
  await expect(soldCard.getByRole('link', { name: 'Enquire Now' })).toHaveCount(0);

  const bare = listed.find((c) => c.photos_count === 0 && c.status === 'in_stock');
  expect(bare, 'the sample store lists a car without photos').toBeTruthy();
  await page.getByPlaceholder('Search...').fill(bare!.stocknum);
  await expect(count(page)).toHaveText('1 car found');
  await expect(page.locator('.car-card').first().locator('.car-card__placeholder-text')).toHaveText(
    'New arrival',
  );
  await expect(
    page.locator('.car-card').first().getByRole('link', { name: 'Request Photos' }),
  ).toBeVisible();

  await page.getByPlaceholder('Search...').fill('qqqxxzz');
  await expect(page.getByRole('heading', { name: 'No cars match your search' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(count(page)).toHaveText(countOf(listed));
});

test('a failed search says so and keeps the previous cars and count; trying again recovers @phone', async ({
  page,
}) => {
  await page.route('**/search/stock-index.json', (route) => route.abort());
  await open(page, BASE);
  const firstTitle = await page.locator('.car-card__title').first().textContent();
  await filters(page, () => page.locator('.make-card__main', { hasText: 'Kia' }).click());
  await expect(page.getByRole('alert')).toContainText("We couldn't update the results");
  await expect(count(page)).toHaveText(countOf(listed));
  await expect(page.locator('.car-card__title').first()).toHaveText(firstTitle!);
  await page.unroute('**/search/stock-index.json');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(count(page)).toHaveText(countOf(listed.filter((c) => c.make === 'Kia')));
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the filter drawer is a dialog over the page: closed it is out of reach, open focus moves in, scrolling it never scrolls the page, Escape closes it and returns focus @phone-only', async ({
  page,
}) => {
  await open(page, BASE);
  const toggle = page.getByRole('button', { name: 'Filters' });
  // closed (laid out, hidden): not shown, not in the accessibility tree or the tab order, and
  // the page beneath it takes the touches and the scrolling
  const filters = page.locator('#search-filters');
  await expect(filters).toBeHidden();
  await expect(page.getByRole('checkbox', { name: /^SUV/ })).toHaveCount(0);
  await toggle.focus();
  await page.keyboard.press('Tab');
  expect(await filters.evaluate((f) => f.contains(document.activeElement))).toBe(false);
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 300));
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  // the drawer holds its own scrolling: past its end the page beneath stays where it was
  const before = await page.evaluate(() => window.scrollY);
  const box = (await drawer.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 800);
  await expect
    .poll(() => drawer.evaluate((d) => d.scrollTop + d.clientHeight >= d.scrollHeight - 1))
    .toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await expect(page.getByRole('checkbox', { name: /^SUV/ })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(filters).toBeHidden();
});
