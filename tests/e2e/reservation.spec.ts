/**
 * Reserve a car online (rules.md: Reservation; Payment provider) on pacific-motor-group with the
 * labelled test provider: from a search card's 'Reserve Now $200' to /cars/{slug}/checkout, a
 * validation error first, then the buyer's details, Pay on the test payment page, the confirmation
 * (reference, held until …) and the reservation recorded (GET status 'paid'); the cancel path keeps
 * the details. Desktop and mobile. The e2e server keeps reservations in a store of its own run
 * (playwright.config.ts); a reused server still holds earlier runs' cars (48 h), so each project
 * takes the next car still free (desktop the even cards, mobile the odd ones).
 */
import { expect, test, type Page } from '@playwright/test';
import { tenantUrl } from './support/tenants';
import { reservationStatus } from './support/reservation';
import { hydrated } from './support/vdp';
import { RESERVATION_TEXT, TEST_PROVIDER_LABEL } from '../../src/domain/checkout/reservation';
import { LABELS } from '../../src/domain/leads/messages';

// each test walks several pages and a payment round trip, on a shared 2-core machine
test.describe.configure({ timeout: 90_000 });

const PACIFIC = 'pacific-motor-group';
const SEARCH = '/search/new-used-and-demo-cars';
const RESERVE = /^Reserve Now \$200$/;

/** The search page's Reserve links (car checkout pages), in card order. */
async function reserveLinks(page: Page): Promise<string[]> {
  await page.goto(tenantUrl(PACIFIC, SEARCH));
  const links = page.locator('.car-card').getByRole('link', { name: RESERVE });
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  expect(hrefs.every((h) => /^\/cars\/[^/]+\/checkout$/.test(h))).toBe(true);
  return hrefs;
}

async function fillBuyer(page: Page) {
  await page.getByLabel(LABELS.name).fill('Jo');
  await page.getByLabel(LABELS.last_name).fill('Citizen');
  await page.getByLabel(LABELS.email).fill('jo@example.com');
  await page.getByLabel(LABELS.phone).fill('0411 222 333');
  await page.getByLabel(LABELS.postcode).fill('4000');
}

/** GET /api/reservations/{id} from the page (Node does not resolve *.localhost). */
const payButton = (page: Page) =>
  page.getByRole('button', { name: `${RESERVATION_TEXT.pay} $200` });

/** Fills and submits the form on a checkout page; true when it reached the payment page. */
async function submitOn(page: Page): Promise<boolean> {
  await hydrated(payButton(page));
  await fillBuyer(page);
  await payButton(page).click();
  const outcome = await Promise.race([
    page.waitForURL(/\/api\/payments\/test-checkout\?reservation=/).then(() => 'paying' as const),
    page
      .getByTestId('reservation-unavailable')
      .waitFor()
      .then(() => 'held' as const),
  ]);
  return outcome === 'paying';
}

/** Goes from card `start` onwards to the first car still free, up to the test payment page. */
async function reachPayment(page: Page, hrefs: string[], start: number): Promise<void> {
  for (let i = start; i < hrefs.length; i += 2) {
    if (i === start) {
      await page.goto(tenantUrl(PACIFIC, SEARCH));
      await page.locator(`.car-card a[href="${hrefs[i]}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${hrefs[i]}$`));
    } else {
      await page.goto(tenantUrl(PACIFIC, hrefs[i]));
    }
    if (await submitOn(page)) return;
  }
  throw new Error('no free car to reserve among the first cards');
}

test('reserve a car with the test provider: validation, payment, confirmation, recorded paid', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text()))
      violations.push(m.text());
  });
  const hrefs = await reserveLinks(page);
  const start = 0;

  // the page itself, and a validation error before anything is sent
  await page.goto(tenantUrl(PACIFIC, hrefs[start]));
  await expect(
    page.getByRole('heading', { level: 1, name: RESERVATION_TEXT.heading }),
  ).toBeVisible();
  await expect(page.getByTestId('checkout-deposit')).toHaveText('$200');
  await expect(page.getByTestId('checkout-hold')).toContainText('48 hours');
  await expect(page.getByTestId('checkout-refund')).toHaveText(RESERVATION_TEXT.refundable);
  await expect(page.getByTestId('test-provider-label')).toHaveText(TEST_PROVIDER_LABEL);
  await hydrated(payButton(page));
  await page.getByLabel(LABELS.email).fill('not-an-email');
  await payButton(page).click();
  await expect(page.getByText('Please enter a valid email address.').first()).toBeVisible();
  await expect(page.getByText('First Name is required', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${hrefs[start]}$`));

  await reachPayment(page, hrefs, start);
  await expect(page.getByText(TEST_PROVIDER_LABEL)).toBeVisible();
  const id = new URL(page.url()).searchParams.get('reservation')!;
  await page.getByRole('button', { name: 'Pay $200' }).click();

  await expect(page).toHaveURL(/\/checkout\?reservation=R[0-9A-Z]+&result=paid$/);
  const paid = page.getByTestId('reservation-paid');
  await expect(paid.getByRole('heading', { name: RESERVATION_TEXT.paidHeading })).toBeVisible();
  await expect(page.getByTestId('reservation-reference')).toHaveText(id);
  await expect(page.getByTestId('reservation-held-until')).toContainText(
    RESERVATION_TEXT.heldUntil,
  );

  const status = await reservationStatus(page, id);
  expect(status.status).toBe(200);
  expect(status.body).toMatchObject({ ok: true, reservation_id: id, status: 'paid' });

  expect(violations).toEqual([]);

  // the same car cannot be reserved again
  await page.goto(tenantUrl(PACIFIC, new URL(page.url()).pathname));
  await hydrated(payButton(page));
  await fillBuyer(page);
  await payButton(page).click();
  await expect(page.getByTestId('reservation-unavailable')).toContainText(
    RESERVATION_TEXT.alreadyReserved,
  );
});

test('cancel on the payment page: back to the form, nothing lost, the car still free', async ({
  page,
}) => {
  const hrefs = await reserveLinks(page);
  const start = 4;
  await reachPayment(page, hrefs, start);
  const id = new URL(page.url()).searchParams.get('reservation')!;
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/checkout\?reservation=R[0-9A-Z]+&result=cancelled$/);
  await expect(page.getByTestId('reservation-cancelled')).toContainText(
    RESERVATION_TEXT.cancelledHeading,
  );
  await expect(page.getByLabel(LABELS.email)).toHaveValue('jo@example.com');
  await expect(page.getByLabel(LABELS.name)).toHaveValue('Jo');
  expect((await reservationStatus(page, id)).body.status).toBe('cancelled');

  // try again: a new payment starts for the same car
  await payButton(page).click();
  await expect(page).toHaveURL(/\/api\/payments\/test-checkout\?reservation=/);
  expect(new URL(page.url()).searchParams.get('reservation')).not.toBe(id);
});
