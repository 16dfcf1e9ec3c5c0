import { expect, test } from '@playwright/test';
import { SAMPLE_TENANTS, tenantUrl } from './support/tenants';
import { isPendingShopperRoute } from '../../scripts/lib/link-integrity';

for (const slug of SAMPLE_TENANTS) {
  test(`${slug}: the home page shows the dealer, its navigation, stock and locations @phone`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const response = await page.goto(tenantUrl(slug));
    expect(response?.status()).toBe(200);
    const name = await page.locator('html').getAttribute('data-tenant');
    expect(name).toBe(slug);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.hero__lead')).toContainText(/listed now/);
    await expect(page.getByRole('link', { name: 'Search Vehicles' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our locations' })).toBeVisible();
    await expect(page.locator('footer')).toContainText('Copyright ©');
    // the main navigation is reachable on every screen size
    const toggle = page.getByRole('button', { name: 'Menu' });
    if (await toggle.isVisible()) {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('the server lists every built tenant at its root', async ({ page }) => {
  await page.goto(tenantUrl('x').replace('x.localhost', 'localhost'));
  for (const slug of SAMPLE_TENANTS)
    await expect(page.getByRole('link', { name: slug })).toBeVisible();
});

test("an unknown path answers 404 with the tenant's page", async ({ page }) => {
  const response = await page.goto(tenantUrl(SAMPLE_TENANTS[0], '/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

for (const slug of SAMPLE_TENANTS) {
  test(`${slug}: every link in the home page's content leads somewhere`, async ({ page }) => {
    await page.goto(tenantUrl(slug));
    const hrefs = await page
      .locator('main a[href^="/"]')
      .evaluateAll((links) => [
        ...new Set(links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!)),
      ]);
    expect(hrefs.length).toBeGreaterThan(2);
    // fetched from the page: Chromium resolves *.localhost, Node's resolver here does not
    const statuses = await page.evaluate(
      (list) => Promise.all(list.map(async (href) => [href, (await fetch(href)).status] as const)),
      hrefs,
    );
    // the shopper issue's routes (sign-in, checkout) may be linked before they exist, as in the link check
    expect(
      statuses.filter(([href, status]) => status >= 400 && !isPendingShopperRoute(href)),
    ).toEqual([]);
  });
}
