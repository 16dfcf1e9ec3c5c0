/**
 * The home page's feature banner (a carousel on mobile), quick search, featured stock, review
 * summary and the site's JSON-LD AutoDealer, on desktop and mobile, with axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { withPopupClosed } from './support/shell';
import { SAMPLE_TENANTS, tenantUrl } from './support/tenants';

const FEATURES = [
  { name: 'See our latest offers', href: '/special-offers' },
  { name: 'Book a Service', href: '/service' },
  { name: 'Click Here To Sell', href: '/trade-in' },
];

async function dealerJsonLd(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')));
  const dealers = blocks.filter((b) => b['@type'] === 'AutoDealer');
  expect(dealers).toHaveLength(1);
  return dealers[0];
}

for (const slug of SAMPLE_TENANTS) {
  test.describe(`${slug}: home page features`, () => {
    test.beforeEach(async ({ page }) => {
      // the timed promotional popup has its own tests (shell-footer, shell-a11y)
      await withPopupClosed(page, slug);
      const response = await page.goto(tenantUrl(slug));
      expect(response?.status()).toBe(200);
    });

    test('the feature banner links to offers, service and selling @phone', async ({ page }) => {
      const banner = page.locator('.features');
      for (const f of FEATURES) {
        const link = banner.getByRole('link', { name: f.name });
        await expect(link).toHaveAttribute('href', f.href);
      }
      const cards = banner.locator('.feature');
      await expect(cards).toHaveCount(3);
      const track = banner.locator('.features__track');
      const tops = await cards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
      const sizes = await track.evaluate((t) => [t.scrollWidth, t.clientWidth]);
      if (test.info().project.name === 'mobile') {
        // a carousel: the cards sit in one row wider than the screen, and the hidden ones
        // scroll into view when reached by keyboard
        expect(new Set(tops.map(Math.round)).size).toBe(1);
        expect(sizes[0]).toBeGreaterThan(sizes[1]);
        const last = banner.getByRole('link', { name: FEATURES[2].name });
        await expect(last).not.toBeInViewport({ ratio: 1 });
        await last.focus();
        await expect(last).toBeInViewport();
      } else {
        expect(new Set(tops.map(Math.round)).size).toBe(1);
        expect(sizes[0]).toBeLessThanOrEqual(sizes[1]);
        for (const f of FEATURES)
          await expect(banner.getByRole('link', { name: f.name })).toBeInViewport();
      }
      // by keyboard: on mobile the sticky header may cover a card's button
      await banner.getByRole('link', { name: FEATURES[1].name }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/service\/?$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('quick search shows the stock count and opens the results', async ({ page }) => {
      const section = page.locator('section', { has: page.locator('#quick-search') });
      await expect(section.getByRole('heading', { name: /^Find your next / })).toBeVisible();
      const submit = section.getByRole('button', { name: /^Show Me [\d,]+ / });
      await expect(submit).toBeVisible();
      await submit.click();
      await expect(page).toHaveURL(/\/search\//);
    });

    test('featured stock shows in-stock cars as search cards', async ({ page }) => {
      const featured = page.locator('section.featured');
      const cards = featured.locator('article.car-card');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThan(0);
      expect(await cards.count()).toBeLessThanOrEqual(4);
      await expect(featured.locator('.car-card--sold')).toHaveCount(0);
      await expect(featured.getByRole('link', { name: 'View all stock' })).toBeVisible();
      const title = cards.first().getByRole('heading', { level: 3 }).getByRole('link');
      const name = (await title.textContent())!.trim();
      await title.click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split(' ')[0]);
    });

    test('the review summary and the JSON-LD AutoDealer agree', async ({ page }) => {
      const ld = await dealerJsonLd(page);
      expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'AutoDealer' });
      expect(ld.url).toMatch(/^https?:\/\/[^/]+\/$/);
      for (const key of ['name', 'telephone', 'address', 'geo', 'openingHoursSpecification'])
        expect(ld, key).toHaveProperty(key);
      const summary = page.locator('.review-summary__text');
      const rating = ld.aggregateRating as { ratingValue: string; reviewCount: number } | undefined;
      if (rating) {
        await expect(summary).toHaveText(
          `${rating.ratingValue} (${rating.reviewCount.toLocaleString('en-AU')} ${rating.reviewCount === 1 ? 'review' : 'reviews'})`,
        );
        await expect(
          page.getByRole('img', { name: `Rated ${rating.ratingValue} out of 5` }),
        ).toBeVisible();
      } else {
        await expect(summary).toHaveCount(0);
      }
    });

    test('has no axe violations, with the cards hydrated @phone', async ({ page }) => {
      await page.locator('section.featured').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  });
}
