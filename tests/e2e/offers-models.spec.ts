/**
 * Offers and models end to end (rules.md: Offers; Model menus and model pages): /special-offers and
 * an offer's page on every sample tenant, an offer's description and disclaimer expanded and
 * collapsed by keyboard, the Toyota range at /new-vehicles, a model page with its service plan, and
 * its accessories page.
 */
import { expect, test } from '@playwright/test';
import { SAMPLE_TENANTS, tenantUrl } from './support/tenants';
import { expectNoAxeViolations } from './support/axe';
import { collectErrors } from './support/vdp';

for (const slug of SAMPLE_TENANTS) {
  test(`${slug}: 'See our latest offers' lists the site's offers and opens one`, async ({
    page,
  }) => {
    test.slow(); // two long pages, each checked with axe
    const errors = collectErrors(page);
    const response = await page.goto(tenantUrl(slug, '/special-offers'));
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'See our latest offers' }),
    ).toBeVisible();
    const enquire = page.getByRole('link', { name: /Enquire Now/ });
    expect(await enquire.count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    const href = await enquire.first().getAttribute('href');
    const offerPath = href!.replace(/#.*$/, '');
    expect(offerPath).toMatch(/^\/offers\/([a-z0-9-]+\/)?\d+$/);
    const offer = await page.goto(tenantUrl(slug, offerPath));
    expect(offer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book A Test Drive' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}

test('an offer’s description and disclaimer expand and collapse by keyboard', async ({ page }) => {
  await page.goto(tenantUrl('sunshine-coast-toyota', '/special-offers'));
  for (const [more, less] of [
    ['View more', 'View less'],
    ['View full disclaimer', 'less disclaimer'],
  ]) {
    // pin the toggle by what it controls: its name changes when it expands
    const controls = await page
      .getByRole('button', { name: new RegExp(`^${more}`) })
      .first()
      .getAttribute('aria-controls');
    const toggle = page.locator(`button[aria-controls="${controls}"]`);
    const box = toggle.locator('xpath=..');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(box.locator('.collapsible__full')).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle.locator('[data-label]')).toHaveText(less);
    await expect(box.locator('.collapsible__full')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle.locator('[data-label]')).toHaveText(more);
  }
});

test.describe('sunshine-coast-toyota: the Toyota range', () => {
  test('the range at /new-vehicles filters by body and opens a model page', async ({ page }) => {
    test.slow(); // three pages, each checked with axe
    const errors = collectErrors(page);
    const response = await page.goto(tenantUrl('sunshine-coast-toyota', '/new-vehicles'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Toyota Cars');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Explore RAV4' }).first().click();
    await expect(page).toHaveURL(/\/new-vehicles\/rav4\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('RAV4');
    await expect(page.getByText(/capped price/i).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a Service' }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'View Accessories' }).first().click();
    await expect(page).toHaveURL(/\/new-vehicles\/rav4\/accessories\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('RAV4');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('the toyota-template alias leads to the model page', async ({ page }) => {
    await page.goto(tenantUrl('sunshine-coast-toyota', '/new-vehicles/toyota-rav4'));
    await expect(page).toHaveURL(/\/new-vehicles\/rav4\/?$/);
  });

  test("'?body=' shows only that body's models", async ({ page }) => {
    await page.goto(tenantUrl('sunshine-coast-toyota', '/new-vehicles'));
    const tiles = page.locator('[data-bodies]');
    const all = await tiles.count();
    const nav = page.getByRole('navigation', { name: 'Model categories' });
    await nav.getByRole('link', { name: 'Upcoming', exact: true }).click();
    await expect(page).toHaveURL(/\?body=upcoming$/);
    const shown = await page.locator('[data-bodies]:visible').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(all);
    await expect(page.locator('[data-range-status]')).toHaveText(
      `Upcoming: ${shown} ${shown === 1 ? 'model' : 'models'}`,
    );
    // the address works on its own
    await page.goto(tenantUrl('sunshine-coast-toyota', '/new-vehicles?body=upcoming'));
    await expect(page.locator('[data-bodies]:visible')).toHaveCount(shown);
  });
});
