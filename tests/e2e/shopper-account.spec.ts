/**
 * Sign-in, the garage and the watchlist (rules.md: Watchlist and user; Watchlist; Gated routes) on
 * pacific-motor-group, whose garage has its own path (/mypacific): reach /my-garage signed out,
 * sign in with the code from the development outbox and come back; a wrong code; save and remove a
 * car on the vehicle page with both toasts; a failing save rolled back with the alert; saved cars
 * in the garage; sign out. Desktop and mobile. Each test signs in with its own number.
 */
import { expect, test } from '@playwright/test';
import { tenantUrl } from './support/tenants';
import { expectNoAxeViolations } from './support/axe';
import { carUrl, hydrated, pickCar } from './support/vdp';
import { AUTH_MESSAGES } from '../../src/domain/shopper/account';
import { newPhone, outboxCode, signInByApi } from './support/account';

const PACIFIC = 'pacific-motor-group';

const inStockCar = () =>
  pickCar(PACIFIC, (c) => c.status === 'in_stock' && !c.reserved, 'an in-stock car');

test('the garage signed out sends to sign-in; a code from the outbox signs in and comes back; sign out', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(tenantUrl(PACIFIC, '/my-garage?tab=saved-cars'));
  await expect(page).toHaveURL(
    /\/sign-in\?type=my-garage&redirect=%2Fmy-garage%3Ftab%3Dsaved-cars/,
  );
  const phone = newPhone();
  const field = page.getByLabel('Mobile number');
  await hydrated(field);
  await field.fill(phone.input);
  await page.getByRole('button', { name: 'Send Code' }).click();
  const code = page.getByLabel('One-time code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  const right = await outboxCode(phone.e164);
  await expectNoAxeViolations(page);

  // a wrong code first: the message, and the field stays for another try
  await code.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.wrongCode);

  await code.fill(right);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(tenantUrl(PACIFIC, '/my-garage?tab=saved-cars'));
  await expect(page.getByRole('heading', { name: 'My Garage' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Saved Cars/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('You have no saved cars yet')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByText(`Signed in as ${phone.e164}`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(tenantUrl(PACIFIC, '/'));
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('dealer_session');
  await page.goto(tenantUrl(PACIFIC, '/my-garage'));
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage/);
});

test('save and remove a car on the vehicle page: both toasts, View List, the garage lists it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page);
  const car = inStockCar();
  await page.goto(carUrl(PACIFIC, car));
  const save = page.locator('[data-watchlist]');
  await expect(save).toHaveAttribute('data-watchlist', 'save');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toContainText('Saved');
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Car Saved In Watchlist');
  await expect(toast).toContainText('is now available in your watchlist');
  await expect(toast.getByRole('link', { name: 'View List' })).toHaveAttribute(
    'href',
    '/mypacific/saved',
  );

  await page.goto(tenantUrl(PACIFIC, '/mypacific/saved'));
  const items = page.getByRole('list', { name: 'Saved cars' }).locator('> li');
  await expect(items).toHaveCount(1);
  await page.goto(carUrl(PACIFIC, car));
  await expect(save).toHaveAttribute('data-watchlist', 'saved');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await expect(toast).toContainText('Car Removed');
  await expect(toast).toContainText('is no longer in your watchlist');
  await expect(page.getByTestId('toast')).toHaveCount(1);

  // saved again, then removed from the garage's list: down to the empty state
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.goto(tenantUrl(PACIFIC, '/my-garage?tab=saved-cars'));
  await expect(items).toHaveCount(1);
  await items
    .first()
    .getByRole('button', { name: /^Remove .* from your watchlist$/ })
    .click();
  await expect(page.getByText('You have no saved cars yet')).toBeVisible();
  await expect(page.getByTestId('toast')).toContainText('Car Removed');
});

test('sign-in with the server down or unreachable says so; Back goes to ?back', async ({
  page,
}) => {
  await page.route('**/api/auth/request-code', (route) => route.abort('connectionrefused'));
  await page.goto(
    tenantUrl(PACIFIC, '/sign-in?type=watchlist&redirect=%2Fcompare&back=%2Ffavourites'),
  );
  const field = page.getByLabel('Mobile number');
  await hydrated(field);
  await field.fill(newPhone().input);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.network);
  await page.unroute('**/api/auth/request-code');
  await page.route('**/api/auth/request-code', (route) =>
    route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>down</h1>' }),
  );
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.unavailable);
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
    'href',
    '/favourites',
  );
});

test('a failing save is rolled back with the error in an alert', async ({ page }) => {
  test.setTimeout(60_000);
  await signInByApi(page);
  await page.route('**/api/watchlist/save-car', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'The watchlist is unavailable' }),
    }),
  );
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(carUrl(PACIFIC, inStockCar()));
  const save = page.locator('[data-watchlist]');
  await expect(save).toHaveAttribute('data-watchlist', 'save');
  await save.click();
  await expect.poll(() => messages).toEqual(['The watchlist is unavailable']);
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await expect(save).toHaveAttribute('data-watchlist', 'save');
  await expect(page.getByText('Car Saved In Watchlist')).toHaveCount(0);
});

test('signed out, Save on a card links to sign-in for the watchlist, back to the search', async ({
  page,
}) => {
  const search = '/search/new-used-and-demo-cars';
  await page.goto(tenantUrl(PACIFIC, search));
  const link = page.locator('.car-card [data-watchlist="sign-in"]').first();
  await hydrated(link);
  const href = (await link.getAttribute('href'))!;
  const url = new URL(href, tenantUrl(PACIFIC));
  expect(url.pathname).toBe('/sign-in');
  expect(url.searchParams.get('type')).toBe('watchlist');
  expect(url.searchParams.get('redirect')).toBe(search);
  expect(url.searchParams.get('back')).toBe(search);
});
