/**
 * The header (rules.md: Header and footer navigation; Toggles): the desktop models mega-menu and
 * dropdowns by keyboard, mouse and touch; the mobile drawer as a modal dialog.
 */
import { expect, test } from '@playwright/test';
import { SAMPLE_TENANTS, tenantUrl } from './support/tenants';
import { focusInside, withPopupClosed } from './support/shell';

const TOYOTA = 'sunshine-coast-toyota';

test.describe('desktop', () => {
  test('the models mega-menu works by keyboard', async ({ page }) => {
    await withPopupClosed(page, TOYOTA);
    await page.goto(tenantUrl(TOYOTA));
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'New Vehicles' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // categories in their order (rules.md: Model menus), the first one shown
    const cats = nav.locator('[data-mega-cat]');
    await expect(cats.first()).toContainText('Cars');
    const names = (await cats.allInnerTexts()).map((t) => t.replace(/\s*\d+$/, '').trim());
    expect(names.slice(0, 4)).toEqual(['Cars', 'Hatch & sedans', 'SUVs & 4WDs', 'Utes & Vans']);
    await page.keyboard.press('Tab');
    await expect(cats.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(cats.nth(2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cats.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(cats.first()).toHaveAttribute('aria-expanded', 'false');
    const suvs = nav.getByRole('group', { name: 'SUVs & 4WDs' });
    await expect(suvs).toBeVisible();
    await expect(suvs.getByRole('link', { name: 'Explore RAV4' })).toBeVisible();
    await expect(suvs.getByRole('link', { name: 'Our Stock: RAV4' })).toBeVisible();
    // 'Upcoming' models have no 'Our Stock'
    await cats.filter({ hasText: 'Upcoming' }).click();
    const upcoming = nav.getByRole('group', { name: 'Upcoming' });
    await expect(upcoming.getByText('Upcoming', { exact: true })).toBeVisible();
    await expect(upcoming.getByRole('link', { name: /^Our Stock/ })).toHaveCount(0);
    // Escape closes and gives focus back to the toggle
    await upcoming
      .getByRole('link', { name: /^Explore/ })
      .first()
      .focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(suvs).toBeHidden();
  });

  test('a dropdown opens with ArrowDown, arrows move through it, and a link is followed', async ({
    page,
  }) => {
    await withPopupClosed(page, TOYOTA);
    await page.goto(tenantUrl(TOYOTA));
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Pre-Owned Vehicles' });
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = nav.locator('#' + (await toggle.getAttribute('aria-controls'))).getByRole('link');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
    // [toyota_domain] filled from the site's 'Toyota Base Domain'; the dealer portal keeps the tab
    const portal = nav.getByRole('link', { name: 'Sell My Car' });
    await expect(portal).toHaveAttribute('href', /^https:\/\/sunshinecoast\.[^/]+\/sellmycar$/);
    await expect(portal).not.toHaveAttribute('target', '_blank');
    await links.first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pre-owned\/?$/);
  });

  test('dropdowns open on hover with a mouse and close when it leaves; one open at a time', async ({
    page,
  }) => {
    await withPopupClosed(page, TOYOTA);
    await page.goto(tenantUrl(TOYOTA));
    const nav = page.getByRole('navigation', { name: 'Main' });
    const service = nav.getByRole('button', { name: 'Service' });
    const offers = nav.getByRole('button', { name: 'Special Offers' });
    await service.hover();
    await expect(service).toHaveAttribute('aria-expanded', 'true');
    await offers.click();
    await expect(offers).toHaveAttribute('aria-expanded', 'true');
    await expect(service).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.move(640, 700);
    // a clicked menu stays open when the mouse leaves; a click outside closes it
    await expect(offers).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(640, 700);
    await expect(offers).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile @phone-only', () => {
  for (const slug of SAMPLE_TENANTS) {
    test(`${slug}: the drawer is a modal dialog that keeps focus and closes with Escape`, async ({
      page,
    }) => {
      await withPopupClosed(page, slug);
      await page.goto(tenantUrl(slug));
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      await menu.tap();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Close', exact: true })).toBeFocused();
      await expect(page.locator('main')).toHaveJSProperty('inert', true);
      const stops = await drawer.locator('a:visible, button:visible').count();
      for (let i = 0; i < stops + 2; i++) {
        await page.keyboard.press('Tab');
        expect(await focusInside(page, '[data-drawer]')).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();
      await expect(page.locator('main')).toHaveJSProperty('inert', false);
    });
  }

  test('a drawer closed in the frame it opened leaves nothing inert', async ({ page }) => {
    await withPopupClosed(page, TOYOTA);
    await page.goto(tenantUrl(TOYOTA));
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menu).toBeVisible();
    // open and close in one task: the page behind goes inert only after the drawer's frame
    await menu.evaluate((button: HTMLButtonElement) => {
      button.click();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.locator('main')).toHaveJSProperty('inert', false);
    expect(
      await page.evaluate(() => document.documentElement.classList.contains('has-drawer-open')),
    ).toBe(false);
  });

  test('the drawer opens the models menu as an accordion and follows a link', async ({ page }) => {
    await withPopupClosed(page, TOYOTA);
    await page.goto(tenantUrl(TOYOTA));
    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'New Vehicles' }).tap();
    const cars = drawer.locator('[data-mega-cat]').first();
    await expect(cars).toHaveAttribute('aria-expanded', 'true');
    await cars.tap();
    await expect(cars).toHaveAttribute('aria-expanded', 'false');
    const utes = drawer.locator('[data-mega-cat]', { hasText: 'Utes & Vans' });
    await utes.tap();
    await expect(drawer.getByRole('link', { name: 'Explore HiLux' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Service' }).tap();
    await expect(drawer.getByRole('button', { name: 'New Vehicles' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await drawer.getByRole('link', { name: 'Service Menu' }).tap();
    await expect(page).toHaveURL(/\/service\/?$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  });
});
