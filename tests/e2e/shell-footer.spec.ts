/**
 * The footer and the sticky mobile footer (rules.md: Sub-footer and header banner; Open/closed
 * for 'Call Now'; Toggles), the promotional popup (Promotions and popups; Popup) and the tracked
 * link events (Tracked link events).
 */
import { expect, test } from '@playwright/test';
import { SAMPLE_TENANTS, tenantUrl } from './support/tenants';
import { withPopupClosed } from './support/shell';

const TOYOTA = 'sunshine-coast-toyota';
/** A Wednesday mid-morning and late evening in the dealer's timezone (Australia/Perth, UTC+8). */
const OPEN = new Date('2031-03-12T02:00:00Z');
const CLOSED = new Date('2031-03-12T14:00:00Z');

for (const slug of SAMPLE_TENANTS) {
  test(`${slug}: the footer has its menus, text, sub-footer links and 'We accept:' @phone`, async ({
    page,
  }) => {
    await withPopupClosed(page, slug);
    await page.goto(tenantUrl(slug));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await expect(footer).toContainText(/\. (.+ Dealer|Car Dealership) in /);
    await expect(footer).toContainText(/Copyright © \d{4}\. All Rights Reserved\./);
    for (const name of [
      'Customer Feedback',
      'Sitemap',
      'Privacy Policy',
      'Terms & Conditions',
      'Complaint Handling',
      'Accessibility',
    ])
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(footer.getByText('We accept:')).toBeVisible();
    const licence = await footer.locator('.sub-footer__licence').allInnerTexts();
    for (const l of licence) expect(l).toMatch(/^(LMCT|MVR) (?!LMCT|MVR)\S/);
  });
}

test("the header banner's default text and 'Click Here To Sell'; social links open a new tab", async ({
  page,
}) => {
  const slug = 'pacific-motor-group';
  await withPopupClosed(page, slug);
  await page.goto(tenantUrl(slug));
  const header = page.getByRole('banner');
  await expect(header).toContainText(
    'We Would Love To Buy Your Vehicle. Get $$$ For Your Car Today!',
  );
  const sell = header.getByRole('link', { name: 'Click Here To Sell' });
  await expect(sell).toHaveAttribute('href', '/trade-in');
  const social = page.getByRole('contentinfo').getByRole('region', { name: 'Follow us' });
  const facebook = social.getByRole('link', { name: /^Facebook \(opens in a new tab\)$/ });
  await expect(facebook).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\//);
  await expect(facebook).toHaveAttribute('target', '_blank');
  await expect(facebook).toHaveAttribute('rel', /noopener/);
  await sell.click();
  await expect(page).toHaveURL(/\/trade-in\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('sticky mobile footer @phone-only', () => {
  test("changes past 50px of scroll and shows 'Call Now' while the dealer is open", async ({
    page,
  }) => {
    await withPopupClosed(page, TOYOTA);
    await page.clock.setFixedTime(OPEN);
    await page.goto(tenantUrl(TOYOTA));
    const bar = page.getByRole('complementary', { name: 'Contact us' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('data-raised', 'false');
    await expect(bar.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:/);
    await page.mouse.wheel(0, 40);
    await page.waitForTimeout(200);
    await expect(bar).toHaveAttribute('data-raised', 'false');
    await page.mouse.wheel(0, 200);
    await expect(bar).toHaveAttribute('data-raised', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute('data-raised', 'false');
    // 'Enquire' opens the general enquiry form
    await bar.getByRole('link', { name: 'Enquire' }).tap();
    await expect(page.getByRole('dialog', { name: /General Enquiry/i })).toBeVisible();
  });

  test("hides 'Call Now' while the dealer is closed", async ({ page }) => {
    await withPopupClosed(page, TOYOTA);
    await page.clock.setFixedTime(CLOSED);
    await page.goto(tenantUrl(TOYOTA));
    const bar = page.getByRole('complementary', { name: 'Contact us' });
    await expect(bar.getByRole('link', { name: 'Enquire' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Call Now' })).toBeHidden();
  });

  test('is not doubled on a vehicle page, which has its own', async ({ page }) => {
    await withPopupClosed(page, TOYOTA);
    await page.goto(tenantUrl(TOYOTA, '/search/used-cars'));
    const href = await page.locator('a[href^="/cars/"]').first().getAttribute('href');
    await page.goto(tenantUrl(TOYOTA, href!));
    await expect(page.getByRole('complementary', { name: 'Contact us' })).toHaveCount(0);
    await expect(page.getByTestId('mobile-footer')).toBeVisible();
  });
});

test('the popup opens on the home page, closes with Escape and stays closed after reload @phone', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(tenantUrl(TOYOTA));
  const popup = page.getByRole('dialog', { name: 'End of Year Sale' });
  await expect(popup).toBeHidden();
  await page.clock.runFor(5000);
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(popup.getByRole('link', { name: 'View Offers' })).toHaveAttribute(
    'href',
    '/special-offers',
  );
  const box = await popup.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.width).toBeLessThanOrEqual(600);
  expect(box!.height).toBeLessThanOrEqual(viewport.height * 0.8 + 1);
  // focus stays in the dialog
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  // the dialog's close event (which stores the dismissal) is a task queued after it hides
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('sunshine-coast-toyota-popupVisibility')))
    .toContain('"visible":false');
  await page.reload();
  await page.clock.runFor(10_000);
  await expect(popup).toBeHidden();
  // another dealer's popup is its own
  await page.goto(tenantUrl('pacific-motor-group'));
  await page.clock.runFor(5000);
  await expect(page.getByRole('dialog', { name: 'End of Year Sale' })).toBeVisible();
});

test('phone and maps links fire events 25 and 41 into the dataLayer', async ({ page }) => {
  await withPopupClosed(page, TOYOTA);
  await page.goto(tenantUrl(TOYOTA, '/contact'));
  await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
  await page.locator('main a[href^="tel:"]').first().click();
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = 'https://maps.google.com/?cid=123';
    a.textContent = 'Open the test map';
    document.querySelector('main')!.append(a);
  });
  // the contact page lists the locations' own 'Get Directions' links: this one is the test's
  await page.getByRole('link', { name: 'Open the test map' }).click();
  const ids = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event_id?: number }[] }).dataLayer ?? []).map(
      (e) => e.event_id,
    ),
  );
  expect(ids).toContain(25);
  expect(ids).toContain(41);
});
