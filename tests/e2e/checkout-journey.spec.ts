/**
 * The online purchase journey (rules.md: Finance, reserve, purchase, trade-in and print routes):
 * from a car's 'Online Purchase' button through the car, buyer details (errors first), the trade-in
 * (valued through the valuation flow on desktop), finance, pickup and the deposit to the
 * confirmation, with a reload mid-way and the browser's back button. Desktop and mobile.
 *
 * The deposit step POSTs the reservation contract (its body held strictly to it) to the site's
 * own endpoint, pays on the labelled test provider's page, and comes back to the journey's
 * confirmation; the reservation is then recorded paid. Each test reserves its own car (the
 * e2e server's reservation store lives for the run; a held car cannot be reserved twice).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { tenantUrl } from './support/tenants';
import { reservationStatus } from './support/reservation';
import { builtCars, carUrl, hydrated, type StoreCar } from './support/vdp';
import { label, uniqueEmail } from './forms-support';
import { signInByApi } from './support/account';
import { RESERVATION_API, ReservationRequest } from '../../src/domain/checkout/reservation-api';
import { journeyReturnPath, journeyStorageKey } from '../../src/domain/checkout/journey';

const PACIFIC = 'pacific-motor-group';

/**
 * The nth used car on the lot (from the end of the stock, away from the cards reservation.spec
 * reserves) whose built page carries both 'Online Purchase' and a checkout link.
 */
function onlinePurchaseCar(nth = 0): StoreCar {
  const cars = builtCars(PACIFIC)
    .filter((c) => {
      if (c.status !== 'in_stock' || c.reserved || c.car_type !== 'used') return false;
      const html = readFileSync(
        path.join(process.cwd(), 'dist', PACIFIC, 'client', 'cars', `${c.slug}.html`),
        'utf8',
      );
      return (
        html.includes(`/checkout-journey?car_id=${c.id}"`) &&
        html.includes(`/cars/${c.slug}/checkout`)
      );
    })
    .reverse();
  const car = cars[nth];
  if (!car) throw new Error('no pacific car with Online Purchase: build the tenant');
  return car;
}

const heading = (page: Page, text: RegExp) => page.getByRole('heading', { level: 2, name: text });

async function expectStep(page: Page, n: number, title: string, step: string) {
  const h = heading(page, new RegExp(`Step ${n} of 7: ${title}`));
  await expect(h).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step}(&|$)`));
  await expect(page.locator('.journey__stepper [aria-current="step"]')).toContainText(String(n));
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel(label('First Name')).fill('Sam');
  await page.getByLabel(label('Last Name')).fill('Lee');
  await page.getByRole('textbox', { name: label('Email') }).fill(email);
  await page.getByLabel(label('Mobile Number')).fill('0412 345 678');
  await page.getByLabel(label('Postcode')).fill('4000');
  await page.getByLabel(label('Address')).fill('1 Main St, Brisbane QLD');
}

/** The valuation flow, as on /cars/trade-in: details, condition, vehicle, then accept the offer. */
async function valueTradeIn(page: Page, email: string) {
  await page.getByRole('button', { name: 'Value my trade-in' }).click();
  const form = page.locator('.ti form[data-ready]');
  await form.getByLabel(label('Rego')).fill('ABC123');
  await form.getByLabel(label('Odometer (km)')).fill('60000');
  await form.getByLabel(label('First Name')).fill('Sam');
  await form.getByLabel(label('Mobile Number')).fill('0412 345 678');
  await form.getByRole('textbox', { name: label('Email') }).fill(email);
  const dealership = form.getByLabel(label('Preferred Dealership'));
  if (await dealership.count()) await dealership.selectOption({ index: 1 });
  await form.getByLabel(label('Is Your Car Currently Under Finance?')).selectOption('No');
  await form.getByLabel(/I agree to the/).check();
  await expect(page.locator('[data-captcha="ready"]')).toBeVisible({ timeout: 15_000 });
  await form.getByRole('button', { name: 'Next' }).click();
  for (const [group, answer] of [
    [/Service history/, 'Full'],
    [/2 sets of keys/, 'Yes'],
    [/components present/, 'Yes'],
    [/illegal modifications/, 'No'],
    [/Overall condition/, 'Good'],
  ] as const)
    await form.getByRole('group', { name: group }).getByLabel(answer).check();
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel(label('Year')).fill(String(new Date().getFullYear() - 4));
  await form.getByLabel(label('Make')).fill('Toyota');
  await form.getByLabel(label('Model')).fill('Corolla');
  await form.getByRole('button', { name: 'Get my offer' }).click();
  await page.getByRole('button', { name: /Accept/ }).click();
}

for (const withTradeIn of [true, false])
  test(`${withTradeIn ? 'with a valued trade-in' : 'without a trade-in @phone'}: Online Purchase → every step → deposit (POST /api/reservations, body held to the contract) → test provider → confirmation, recorded paid`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const car = onlinePurchaseCar((withTradeIn ? 0 : 1) + (info.project.name === 'mobile' ? 2 : 0));
    const email = uniqueEmail('journey');
    const requests: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === RESERVATION_API.create)
        requests.push(r.postDataJSON());
    });

    // The car's 'Online Purchase' button.
    // online payment is gated (rules.md: Roles and permissions): this shopper signs in first
    await signInByApi(page);
    await page.goto(carUrl(PACIFIC, car));
    const button = page.getByRole('link', { name: 'Online Purchase' }).first();
    await expect(button).toHaveAttribute('href', `/checkout-journey?car_id=${car.id}`);
    await button.click();

    // 1: the car and its price.
    await expectStep(page, 1, 'Your car', 'car');
    await expect(page.locator('.journey__price')).toContainText('$');
    await expect(page.getByText('A 100% refundable deposit')).toBeVisible();
    await hydrated(page.getByRole('button', { name: 'Start' }));
    await page.getByRole('button', { name: 'Start' }).click();

    // 2: buyer details: every error listed first, then valid details.
    await expectStep(page, 2, 'Your details', 'details');
    await expect(heading(page, /Step 2 of 7/)).toBeFocused();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('.lf-error')).toHaveCount(6);
    await expectNoAxeViolations(page);
    await page.getByLabel(label('Postcode')).fill('40');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByText('Invalid postcode. Please enter a 4-digit number.').first(),
    ).toBeVisible();
    await fillDetails(page, email);
    await page.getByRole('button', { name: 'Continue' }).click();

    // 3: trade-in. A reload here resumes at the same step with the details kept.
    await expectStep(page, 3, 'Trade-in', 'trade-in');
    await page.reload();
    await expectStep(page, 3, 'Trade-in', 'trade-in');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 2, 'Your details', 'details');
    await expect(page.getByLabel(label('Last Name'))).toHaveValue('Lee');
    await expect(page.getByLabel(label('Mobile Number'))).toHaveValue('+61412345678');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectStep(page, 3, 'Trade-in', 'trade-in');
    if (withTradeIn) {
      await valueTradeIn(page, email);
    } else {
      await page.getByRole('button', { name: 'No trade-in' }).click();
    }

    // 4: finance (an estimate) or cash.
    await expectStep(page, 4, 'Finance or cash', 'payment');
    await page.getByRole('radio', { name: 'Finance', exact: true }).check();
    await page.getByLabel('Deposit ($)').fill('5000');
    await page.getByLabel('Term', { exact: true }).selectOption('4');
    const estimate = page.locator('.journey__estimate');
    await expect(estimate.locator('[data-finance-part="repayment"]')).toHaveText(
      /^Estimated \$[\d,]+ per week\*$/,
    );
    // the comparison rate beside it, the example and the warning below
    await expect(estimate.locator('[data-finance-part="comparison"]')).toHaveText(
      /^[\d.]+% p\.a\. comparison rate\*$/,
    );
    await expect(estimate.locator('[data-finance-warning]')).toContainText('WARNING:');
    await expect(page.getByText(/Estimate only\. This calculator is a guide only/)).toBeVisible();
    if (withTradeIn)
      await expect(page.getByText(/Your trade-in offer of \$[\d,]+ is included/)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    // The browser's back button returns to the previous step; forward comes back.
    await expectStep(page, 5, 'Pickup location', 'pickup');
    await page.goBack();
    await expectStep(page, 4, 'Finance or cash', 'payment');
    await expect(page.getByLabel('Deposit ($)')).toHaveValue('5000');
    await page.goForward();

    // 5: pickup: the car's dealership location, with its address.
    await expectStep(page, 5, 'Pickup location', 'pickup');
    const chosen = page.locator('.journey__location:has(input:checked)');
    if ((await chosen.count()) === 0)
      await page.locator('.journey__location input').first().check();
    const pickupName = (await chosen.locator('strong').textContent()) ?? '';
    expect(pickupName).not.toBe('');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 6: the deposit, said plainly, and the contract posted.
    await expectStep(page, 6, 'Deposit', 'deposit');
    await expect(
      page.getByText(
        'Pay a $200 deposit now. We hold the car for you for 48 hours, and the deposit is 100% refundable.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Pay $200 deposit' }).click();

    // The labelled test provider's payment page (the embedded default's card provider).
    await expect(page.getByText('Test payment — no card is charged')).toBeVisible();
    const reservationId = new URL(page.url()).searchParams.get('reservation')!;
    await page.getByRole('button', { name: 'Pay $200' }).click();

    // 7: back from the payment page: the confirmation with every choice.
    await expectStep(page, 7, 'Confirmation', 'confirmation');
    await expect(
      page.getByText('Your deposit is paid and the car is reserved for you.'),
    ).toBeVisible();
    const summary = page.locator('.journey__summary');
    await expect(summary).toContainText('Sam Lee');
    await expect(summary).toContainText('1 Main St, Brisbane QLD 4000');
    await expect(summary).toContainText(
      /Finance: \$5,000 deposit over 4 years, estimated \$[\d,]+ per week/,
    );
    await expect(summary).toContainText(
      withTradeIn ? /Toyota Corolla: \$[\d,]+ \(indicative\)/ : 'None',
    );
    await expect(summary).toContainText(pickupName);

    expect(requests).toHaveLength(1);
    const body = requests[0] as Record<string, unknown>;
    expect(ReservationRequest.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      car_id: car.id,
      buyer: {
        name: 'Sam',
        last_name: 'Lee',
        email,
        phone: '+61412345678',
        postcode: '4000',
      },
      source: 'checkout-journey',
      journey_id: expect.stringMatching(/^[A-Za-z0-9_-]{16,80}$/),
      return_path: journeyReturnPath(String(body.journey_id)),
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,80}$/),
    });
    // recorded: the reservation is paid
    const status = await reservationStatus(page, reservationId);
    expect(status.body).toMatchObject({ ok: true, reservation_id: reservationId, status: 'paid' });
    await expectNoAxeViolations(page);
    // A reload of the confirmation keeps it.
    await page.reload();
    await expectStep(page, 7, 'Confirmation', 'confirmation');
  });

test('car_id by slug; a step asked too early goes to the first one to do; an unknown car is no longer available; corrupt stored state starts afresh', async ({
  page,
}) => {
  const car = onlinePurchaseCar();
  // signed out, the journey (online payment, always gated) sends the shopper to sign-in and back
  const journey = `/checkout-journey?car_id=${car.id}`;
  await page.goto(tenantUrl(PACIFIC, journey));
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/sign-in' &&
      url.searchParams.get('type') === 'online-payment' &&
      url.searchParams.get('redirect') === journey,
  );
  await signInByApi(page);
  await page.goto(tenantUrl(PACIFIC, '/'));
  await page.evaluate(
    ([key, id]) => localStorage.setItem(key, `{"${id}": {"v": 1, "tenant": "x"}, "junk": [`),
    [journeyStorageKey(PACIFIC), String(car.id)],
  );
  await page.goto(tenantUrl(PACIFIC, `/checkout-journey?car_id=${car.slug}&step=deposit`));
  await expectStep(page, 1, 'Your car', 'car');
  await expect(page).toHaveURL(new RegExp(`car_id=${car.slug}`));
  // no sideways scrolling on a phone (the stepper scrolls within itself)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  await page.goto(tenantUrl(PACIFIC, '/checkout-journey?car_id=no-such-car'));
  await expect(
    page.getByRole('heading', { name: 'This car is no longer available' }),
  ).toBeVisible();
  await expect(page.locator('.journey__status').getByRole('link')).toHaveAttribute(
    'href',
    /^\/search\//,
  );
});
