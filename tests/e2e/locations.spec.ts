/**
 * The location pages end to end (rules.md: Location screens): the grid at /our-location and a
 * detail page on every sample tenant, every visible location's pages, the contact pages, the hours
 * select and the holiday-hours modal by keyboard at a fixed clock in the dealer's timezone.
 */
import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_TENANTS, tenantUrl } from './support/tenants';
import { storeWebsite, visibleLocations } from './support/site-store';
import { expectNoAxeViolations } from './support/axe';
import { collectErrors } from './support/vdp';

for (const slug of SAMPLE_TENANTS) {
  test(`${slug}: 'View our locations' lists the locations and opens a detail page`, async ({
    page,
  }) => {
    test.slow(); // two pages, each checked with axe, on a shared machine
    const errors = collectErrors(page);
    const response = await page.goto(tenantUrl(slug, '/our-location'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'View our locations' })).toBeVisible();
    const cards = page.locator('[data-location-item]');
    expect(await cards.count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    const details = cards.first().getByRole('link', { name: /View Location Details/ });
    const href = await details.getAttribute('href');
    expect(href).toMatch(/^\/our-location\/[a-z0-9-]+$/);
    await details.click();
    await expect(page).toHaveURL(new RegExp(`${href}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('table').first()).toContainText('Monday');
    await expect(page.getByRole('table').first()).toContainText('Sunday');
    await expect(page.getByRole('link', { name: 'Get Directions' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test(`${slug}: every visible location has its pages, and the contact pages answer`, async ({
    request,
  }) => {
    const paths = ['/contact', '/contact-us', '/pages/visit-us'];
    for (const l of visibleLocations(slug))
      paths.push(`/our-location/${l.slug}`, `/locations/${l.slug}`, `/contact-us/${l.slug}`);
    // Node does not resolve *.localhost: ask the loopback server with the tenant's Host
    const get = (p: string) =>
      request.get(tenantUrl(slug, p).replace(`${slug}.localhost`, 'localhost'), {
        headers: { host: new URL(tenantUrl(slug)).host },
        maxRedirects: 0,
      });
    for (const p of paths) {
      const r = await get(p);
      expect(r.status(), p).toBe(200);
    }
    // a hidden location has no page
    for (const l of storeWebsite(slug).locations.filter((x) => x.visible === false)) {
      const r = await get(`/our-location/${l.slug}`);
      expect(r.status(), l.slug).toBe(404);
    }
  });
}

test.describe('sunshine-coast-toyota: a location with hours for several types', () => {
  const site = storeWebsite('sunshine-coast-toyota');
  const sales = site.locations.find((l) => l.slug === 'sunshine-coast-toyota-sales')!;
  const first = (site.special_hours ?? [])
    .filter((h) => h.location_id == null || h.location_id === sales.id)
    .map((h) => h.date.slice(0, 10))
    .sort()[0];

  test("the reviews box reads 'Based on {count} reviews' and lists the reviews", async ({
    page,
  }) => {
    await page.goto(tenantUrl('sunshine-coast-toyota', `/our-location/${sales.slug}`));
    await expect(page.getByText(/^Based on \d[\d,]* reviews$/)).toBeVisible();
    await expect(page.getByText('Cheap Car Deals Online')).toHaveCount(0); // a blocked name
  });

  test('the hours select switches between the location types at its address', async ({ page }) => {
    await page.goto(tenantUrl('sunshine-coast-toyota', `/our-location/${sales.slug}`));
    const select = page.getByLabel('Show the hours of');
    await expect(select).toHaveValue(String(sales.id));
    const panels = page.locator('[data-hours-panel]');
    await expect(panels.and(page.locator(`[data-hours-panel="${sales.id}"]`))).toBeVisible();
    const service = await select.locator('option', { hasText: 'Service' }).getAttribute('value');
    await select.focus();
    await select.selectOption(service);
    await expect(page.locator(`[data-hours-panel="${service}"]`)).toBeVisible();
    await expect(page.locator(`[data-hours-panel="${sales.id}"]`)).toBeHidden();
  });

  test("'View Holiday Hours' opens by keyboard with 'Today' on the first holiday", async ({
    page,
  }) => {
    expect(first, 'a holiday entry in the sample data').toBeTruthy();
    // 10:00 on the first holiday, Brisbane time (UTC+10)
    await page.clock.setFixedTime(new Date(`${first}T00:00:00Z`));
    await page.goto(tenantUrl('sunshine-coast-toyota', `/our-location/${sales.slug}`));
    const open = page.getByRole('button', { name: 'View Holiday Hours' }).first();
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(`Holiday Opening Hours: ${sales.name}`);
    const rows = dialog.locator('[data-holiday-row]');
    await expect(rows.first().locator('[data-label]')).toHaveText('Today');
    for (const text of await rows.locator('[data-text]').allTextContents())
      expect(text).toMatch(/^(\d{1,2}:\d{2}[ap]m-\d{1,2}:\d{2}[ap]m|Closed)$/);
    await expectNoAxeViolations(page, 'dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('says whether the location is open now', async ({ page }) => {
    // a Wednesday at 11:00 in Brisbane: every sales yard is open
    await page.clock.setFixedTime(new Date('2026-11-25T01:00:00Z'));
    await page.goto(tenantUrl('sunshine-coast-toyota', `/our-location/${sales.slug}`));
    await expect(page.locator('[data-open-now]').first()).toHaveAttribute('data-state', 'open');
    await page.clock.setFixedTime(new Date('2026-11-25T13:00:00Z')); // 23:00
    await page.reload();
    await expect(page.locator('[data-open-now]').first()).toHaveAttribute('data-state', 'closed');
  });
});

test.describe('pacific-motor-group: find the nearest location by postcode', () => {
  const url = tenantUrl('pacific-motor-group', '/our-location');
  const names = (page: Page) => page.locator('[data-location-item] .location-card__name');

  test('orders the cards nearest first from the geocoded postcode', async ({ page }) => {
    // the maps service answers through the site's endpoint (its key stays on the server)
    await page.route('**/api/geocode?postcode=2300', (route) =>
      route.fulfill({ json: { lat: -32.9283, lng: 151.7817 } }),
    );
    await page.goto(url);
    await page.getByLabel('Find your nearest location').fill('2300');
    await page.getByRole('button', { name: 'Find nearest' }).press('Enter');
    await expect(names(page).first()).toHaveText('Pacific Ford Newcastle');
    await expect(names(page).nth(1)).toHaveText(/Coffs Harbour/);
    await expect(page.locator('[data-location-item] [data-distance]').first()).toHaveText(/km/);
    await expectNoAxeViolations(page);
  });

  test("says 'Invalid postcode' when the maps service finds nothing, and asks for 4 digits", async ({
    page,
  }) => {
    await page.route('**/api/geocode?postcode=0999', (route) =>
      route.fulfill({ status: 404, json: { error: 'Invalid postcode' } }),
    );
    await page.goto(url);
    const input = page.getByLabel('Find your nearest location');
    await input.fill('0999');
    await input.press('Enter');
    await expect(page.locator('[data-finder-error]')).toHaveText('Invalid postcode');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.fill('12');
    await input.press('Enter');
    await expect(page.locator('[data-finder-error]')).toHaveText(
      'Invalid postcode. Please enter a 4-digit number.',
    );
  });
});
