/**
 * What the site search finds (rules.md: Site search): Pagefind indexes the tenant's content pages,
 * offers, models and locations, each found by a word of its own and opened from the results.
 */
import { expect, test } from '@playwright/test';
import { tenantUrl } from './support/tenants';
import { withPopupClosed } from './support/shell';

const TOYOTA = 'sunshine-coast-toyota';

const CASES = [
  { kind: 'legal page', query: 'privacy', href: /\/privacy-policy\/?$/ },
  { kind: 'company page', query: 'about', href: /\/about-us\/?$/ },
  { kind: 'content page', query: 'hybrids', href: /\/pages\/hybrids\/?$/ },
  { kind: 'offer', query: 'Rallye', href: /\/offers\/\d+\/?$/ },
  { kind: 'model', query: 'Fortuner', href: /\/new-vehicles\/fortuner\/?$/ },
  {
    kind: 'location',
    query: 'Nambour',
    href: /\/(our-location|locations)\/[a-z-]*nambour[a-z-]*\/?$/,
  },
];

for (const c of CASES) {
  test(`the site search finds a ${c.kind} ('${c.query}') and opens it`, async ({ page }) => {
    await withPopupClosed(page, TOYOTA);
    await page.goto(tenantUrl(TOYOTA));
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search this site' });
    await dialog.getByRole('searchbox', { name: 'Search this site' }).fill(c.query);
    await expect(dialog.getByRole('status')).toHaveText(/\d+ results? for/);
    const links = dialog.locator('a[href]');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((as) =>
      as.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    const hit = hrefs.find((h) => c.href.test(h));
    expect(hit, `${c.query}: ${hrefs.join(', ')}`).toBeTruthy();
    await dialog.locator(`a[href$="${hit}"]`).first().click();
    await expect(page).toHaveURL(c.href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
