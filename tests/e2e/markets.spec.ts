/**
 * Markets on the US sample tenant, badger-state-auto (Madison,
 * Wisconsin; America/Chicago; a subscription dealer): US phone display and E.164 tel: links,
 * ZIP codes, Call Now by the dealer's clock, odometers in miles, and ' / week' wherever a
 * subscription price shows (sticky bar, similar cars).
 */
import { expect, test, type Page } from '@playwright/test';
import { US_TENANT, tenantUrl } from './support/tenants';
import { carUrl, mockApi, pickCar } from './support/vdp';
import { byEmail, fillContact, label, leadWhere, uniqueEmail, reachedForm } from './forms-support';

const PHONE = '(608) 555-0100';
const TEL = 'tel:+16085550100';
const ZIP_MESSAGE = 'Invalid ZIP code. Please enter a 5-digit ZIP or ZIP+4.';

/** The sticky bar's open-now check has run (the shell marks it ready: mobile-footer.ts). */
const stickyHydrated = (page: Page) =>
  expect(page.getByTestId('sticky-bar')).toHaveAttribute('data-ready', '');

const subscriptionCar = pickCar(
  US_TENANT,
  (c) =>
    c.status === 'in_stock' &&
    Number((c as { subscription_price?: number }).subscription_price) > 0 &&
    (c.images?.length ?? 0) > 1,
  'an in-stock car with a subscription price',
);
// similar cars are shown on a sold car's page
const soldCar = pickCar(US_TENANT, (c) => c.status === 'sold', 'a sold car');

test('the dealer phone reads (608) 555-0100 and dials +16085550100; no LMCT or eftpos', async ({
  page,
}) => {
  await page.goto(tenantUrl(US_TENANT, '/'));
  const footer = page.locator('footer.site-footer');
  const link = footer.locator(`a[href="${TEL}"]`).first();
  await expect(link).toContainText(PHONE);
  await expect(page.locator(`a[href^="tel:"]:not([href^="tel:+1"])`)).toHaveCount(0);
  await expect(footer).not.toContainText('LMCT');
  await expect(footer).not.toContainText('eftpos');
});

test('a 5-digit ZIP is accepted and a 4-digit one refused with the ZIP message', async ({
  page,
}) => {
  const email = uniqueEmail('zip');
  await page.goto(tenantUrl(US_TENANT, '/contact'));
  const form = await reachedForm(page);
  await fillContact(form, email, { phone: '(608) 555-0123', postcode: '5370' });
  await form.getByLabel(/I agree to the/).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toContainText(ZIP_MESSAGE);
  await expect(form.getByLabel(label('ZIP Code'))).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel(label('ZIP Code')).fill('53703');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/success$/);
  const lead = await leadWhere(US_TENANT, byEmail(email));
  expect(lead.payload.userData).toMatchObject({ phone: '+16085550123', postcode: '53703' });
});

test("Call Now follows the dealer's clock (America/Chicago), not Perth's @phone", async ({
  page,
}) => {
  await mockApi(page);
  const call = page.getByTestId(
    test.info().project.name === 'mobile' ? 'mobile-call' : 'sticky-call',
  );
  // Wednesday 25 November 2026 10:00 in Madison (16:00 UTC; midnight in Perth): open
  await page.clock.setFixedTime(new Date('2026-11-25T16:00:00Z'));
  await page.goto(carUrl(US_TENANT, subscriptionCar));
  await stickyHydrated(page);
  await expect(call).toHaveCount(1);
  await expect(call).toHaveAttribute('href', TEL);
  // Tuesday 24 November 20:00 in Madison (02:00 UTC; 10:00 on a weekday in Perth): closed
  await page.clock.setFixedTime(new Date('2026-11-25T02:00:00Z'));
  await page.reload();
  await stickyHydrated(page);
  // closed: Call Now is not shown (hidden, out of the accessibility tree)
  await expect(call).toBeHidden();
});

test('odometers read in miles on the car page and the search cards', async ({ page }) => {
  await mockApi(page);
  await page.goto(carUrl(US_TENANT, soldCar));
  await expect(page.getByTestId('similar-cars')).toContainText(/\d mi\b/);
  await expect(page.locator('main')).not.toContainText(/\d km/);
  // the home page's featured cars are search cards
  await page.goto(tenantUrl(US_TENANT, '/'));
  await expect(page.locator('main')).toContainText(/Odometer[\d,]+ mi/);
  await expect(page.locator('main')).not.toContainText(/\d km/);
  // the trade-in page's rule of thumb reads in the dealer's unit too
  await page.goto(tenantUrl(US_TENANT, '/trade-in'));
  await expect(page.locator('main')).toContainText('over 62,000 mi');
  await expect(page.locator('main')).not.toContainText(/\d km/);
});

test("a subscription price carries ' / week' in the sticky bar and similar cars", async ({
  page,
}) => {
  await mockApi(page);
  await page.goto(carUrl(US_TENANT, subscriptionCar));
  const price = `$${(subscriptionCar as { subscription_price?: number }).subscription_price}`;
  const bar = page.getByTestId('sticky-bar');
  await stickyHydrated(page);
  await expect(bar).toContainText(`${price} / week`);
  // the share text and the JSON-LD follow the same rule
  await expect(page.locator('a[href^="https://twitter.com/intent/tweet"]').first()).toHaveAttribute(
    'href',
    new RegExp(encodeURIComponent(`${price} / week`)), // '%24189%20%2F%20week': no regex specials
  );
  const offers = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll(
      (els) => els.map((e) => JSON.parse(e.textContent ?? '{}')).find((d) => d.offers)?.offers,
    );
  expect(offers).toMatchObject({
    price: (subscriptionCar as { subscription_price?: number }).subscription_price,
    priceCurrency: 'USD',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      referenceQuantity: { unitCode: 'WEE', value: 1 },
    },
  });
  await page.goto(carUrl(US_TENANT, soldCar));
  await expect(page.getByTestId('similar-cars')).toContainText(/\$[\d,]+ \/ week/);
});
