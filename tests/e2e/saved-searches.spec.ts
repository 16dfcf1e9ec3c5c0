/**
 * Saving a search and the garage's saved searches on pacific-motor-group (sign-in on): signed
 * out, the control is a sign-in link back to the same search; signed in, the form by keyboard,
 * an address left out (the field's message, focus on it, nothing lost), saved, then listed in
 * the garage with where the alerts go, and deleted. A failing save says why. Axe on each state.
 */
import { expect, test } from '@playwright/test';
import { tenantUrl } from './support/tenants';
import { expectNoAxeViolations } from './support/axe';
import { hydrated } from './support/vdp';
import { signInByApi } from './support/account';
import { SAVED_SEARCH_MESSAGES, SAVE_SEARCH_TEXT as T } from '../../src/domain/alerts/saved-search';

const PACIFIC = 'pacific-motor-group';
const SEARCH = '/search/toyota';

test('signed out: a sign-in link that comes back to this search', async ({ page }) => {
  await page.goto(tenantUrl(PACIFIC, SEARCH));
  const link = page.getByRole('link', { name: T.signIn });
  await hydrated(link);
  await expect(link).toHaveAttribute(
    'href',
    `/sign-in?type=my-garage&redirect=${encodeURIComponent(SEARCH)}&back=${encodeURIComponent(SEARCH)}`,
  );
});

test('signed in: save by keyboard, a missing address said at its field, saved; listed in the garage and deleted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const phone = await signInByApi(page);
  await page.goto(tenantUrl(PACIFIC, SEARCH));
  const open = page.getByRole('button', { name: T.open });
  await hydrated(open);
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const form = page.getByRole('group', { name: T.legend });
  await expect(form.getByRole('radio', { name: T.email })).toBeChecked();
  await expect(form.getByRole('radio', { name: `By text message to ${phone.e164}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // no address: the field says so and takes the focus
  await page.getByRole('button', { name: T.save }).click();
  const email = page.getByLabel(T.emailLabel);
  await expect(page.getByRole('alert')).toHaveText(SAVED_SEARCH_MESSAGES.emailNeeded);
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill('jo@example.com');
  await page.keyboard.press('Enter');
  const done = page.getByRole('status').filter({ hasText: T.saved });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expectNoAxeViolations(page);
  await done.getByRole('link', { name: T.viewSaved }).click();

  await expect(page).toHaveURL(/\/mypacific\?tab=saved-searches$/);
  await expect(page.getByRole('link', { name: T.garageTab })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const list = page.getByRole('list', { name: 'Saved searches' });
  const row = list.getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: 'Toyota' })).toHaveAttribute('href', SEARCH);
  await expect(row).toContainText('E-mail to jo@example.com');
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: 'Delete saved search: Toyota' }).click();
  await expect(page.getByText(T.empty)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Garage' })).toBeFocused();
});

test('a save that fails says why and keeps the form as it was', async ({ page }) => {
  await signInByApi(page);
  await page.route('**/api/saved-searches', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ error: SAVED_SEARCH_MESSAGES.tooMany }),
        })
      : route.continue(),
  );
  await page.goto(tenantUrl(PACIFIC, SEARCH));
  const open = page.getByRole('button', { name: T.open });
  await hydrated(open);
  await open.click();
  await page.getByRole('radio', { name: /By text message/ }).check();
  await page.getByRole('button', { name: T.save }).click();
  await expect(page.getByRole('alert')).toHaveText(SAVED_SEARCH_MESSAGES.tooMany);
  await expect(page.getByRole('radio', { name: /By text message/ })).toBeChecked();
  await expect(page.getByRole('button', { name: T.save })).toBeEnabled();
});
