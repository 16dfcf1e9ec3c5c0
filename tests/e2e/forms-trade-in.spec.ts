/**
 * The trade-in flow in Chromium (rules.md: Trade-in flow): from the car's
 * trade-in link through details, condition, the rego lookup and the vehicle to an accepted
 * offer, with the indicative-offer caveats, reducedPrice, and every step in the lead store.
 */
import { expect, test } from '@playwright/test';
import { tenantUrl } from './support/tenants';
import {
  byEmail,
  eligibleCar,
  label,
  leads,
  leadWhere,
  uniqueEmail,
  reachedForm,
} from './forms-support';

const SLUG = 'sunshine-coast-toyota';

async function details(page: import('@playwright/test').Page, email: string, kms: string) {
  const form = await reachedForm(page, '.ti form');
  await expect(page.getByRole('heading', { name: /Step 1/ })).toBeVisible();
  await form.getByLabel(label('Rego')).fill('ABC123');
  await expect(form.getByLabel(label('Rego State'))).toHaveValue('QLD');
  await form.getByLabel(label('Odometer (km)')).fill(kms);
  await form.getByLabel(label('First Name')).fill('Sam');
  await form.getByLabel(label('Mobile Number')).fill('0412 345 678');
  await form.getByRole('textbox', { name: label('Email') }).fill(email);
  await form.getByLabel(label('Preferred Dealership')).selectOption({ index: 1 });
  await expect(form.getByRole('radio', { name: 'Phone' })).toBeChecked();
  await form.getByLabel(label('Is Your Car Currently Under Finance?')).selectOption('Yes');
  await form.getByLabel(/I agree to the/).check();
  await form.getByRole('button', { name: 'Next' }).click();
}

async function condition(page: import('@playwright/test').Page) {
  await expect(page.getByRole('heading', { name: /Step 2/ })).toBeFocused();
  const form = await reachedForm(page, '.ti form');
  await form
    .getByRole('group', { name: /Service history/ })
    .getByLabel('Full')
    .check();
  await form
    .getByRole('group', { name: /2 sets of keys/ })
    .getByLabel('Yes')
    .check();
  await form
    .getByRole('group', { name: /components present/ })
    .getByLabel('Yes')
    .check();
  await form
    .getByRole('group', { name: /illegal modifications/ })
    .getByLabel('No')
    .check();
  await form
    .getByRole('group', { name: /Overall condition/ })
    .getByLabel('Good')
    .check();
  await form.getByRole('button', { name: 'Next' }).click();
}

async function vehicle(page: import('@playwright/test').Page, year: string) {
  await expect(page.getByRole('heading', { name: /Step 3/ })).toBeVisible();
  await expect(page.getByText('We could not look up that rego online.')).toBeVisible();
  const form = await reachedForm(page, '.ti form');
  await form.getByLabel(label('Year')).fill(year);
  await form.getByLabel(label('Make')).fill('Toyota');
  await form.getByLabel(label('Model')).fill('Corolla');
  await form.getByRole('button', { name: 'Get my offer' }).click();
}

test('from /cars/trade-in?car_id= to an accepted offer, every step in the store', async ({
  page,
}) => {
  const car = eligibleCar(SLUG);
  const email = uniqueEmail('tradein');
  await page.goto(tenantUrl(SLUG, '/'));
  await page.goto(tenantUrl(SLUG, `/cars/trade-in?car_id=${car.id}&gclid=g-e2e&utm_source=google`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade-In Valuation');
  await expect(page.getByText('Get an instant offer in 2 minutes')).toBeVisible();
  await expect(page.getByText(/Trading in towards/)).toContainText(String(car.year));
  await details(page, email, '60000');
  await condition(page);
  await vehicle(page, String(new Date().getFullYear() - 4));

  await expect(page.getByRole('heading', { name: /Step 4/ })).toBeVisible();
  await expect(page.getByText('Local estimate')).toBeVisible();
  const amount = page.locator('[data-offer]');
  const offer = Number(await amount.getAttribute('data-offer'));
  expect(offer).toBeGreaterThan(0);
  await expect(amount).toHaveText(`$${offer.toLocaleString('en-AU')}`);
  const caveats = page.locator('.ti-caveats');
  await expect(caveats).toContainText(
    'This offer is indicative and subject to inspection of your vehicle.',
  );
  await expect(caveats).toContainText('Cars under finance need a payout letter from the lender.');
  await expect(page.locator('[data-reduced-price]')).toHaveAttribute(
    'data-reduced-price',
    String(car.price! - offer),
  );
  await expect(page.getByRole('button', { name: 'No thanks' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Accept offer' }).click();

  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offer accepted');
  const start = await leadWhere(SLUG, (l) => l.kind === 'trade-in-start' && byEmail(email)(l));
  expect(start.payload).toMatchObject({
    source: 'Website',
    car_id: String(car.id),
    car_dealership_id: car.dealership_id,
    lead_attributes: { linked_query_params: { gclid: 'g-e2e', utm_source: 'google' } },
    userData: {
      rego: 'ABC123',
      regoState: 'QLD',
      kms: 60000,
      name: 'Sam',
      phone: '+61412345678',
      PreferredContactMethod: 'Phone',
      finance: 'Yes',
    },
  });
  expect((start.payload.lead_attributes as { visited_pages: string[] }).visited_pages).toEqual(
    expect.arrayContaining(['/', '/cars/trade-in']),
  );
  const steps = (await leads(SLUG)).filter((l) => l.parentId === start.id).reverse();
  expect(steps.map((s) => s.kind)).toEqual([
    'trade-in-adjustments',
    'trade-in-valuation',
    'trade-in-offer',
  ]);
  expect(steps[2].payload).toMatchObject({
    category: 'Sell My Car Enquiry',
    subcategory: '3. Offer Accepted',
    lead_id: start.id,
    form_completed: true,
    offer_accepted: true,
    offer_price: offer,
  });
});

test('a car over 100,000 km gets no online estimate; the dealer still has the lead', async ({
  page,
}) => {
  const email = uniqueEmail('tradein-km');
  await page.goto(tenantUrl(SLUG, '/trade-in'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell your car');
  await details(page, email, '150000');
  await condition(page);
  await vehicle(page, '2022');
  await expect(
    page.getByText(/can’t give an online estimate for cars over 7 years old or over 100,000 km/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);
  const start = await leadWhere(SLUG, (l) => l.kind === 'trade-in-start' && byEmail(email)(l));
  expect(
    (await leads(SLUG)).find((l) => l.parentId === start.id && l.kind === 'trade-in-valuation')
      ?.payload,
  ).toMatchObject({ offer_price: null, reason: 'no-online-estimate' });
});

test('the wizard refuses missing trigger fields with the spec’s messages @phone', async ({
  page,
}) => {
  await page.goto(tenantUrl(SLUG, '/sell-your-car'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell Your Car');
  const form = await reachedForm(page, '.ti form');
  await form.getByLabel(label('Mobile Number')).fill('12345');
  await form.getByRole('button', { name: 'Next' }).click();
  const box = form.getByRole('alert');
  await expect(box).toContainText('Please fix the following errors:');
  await expect(box).toContainText('Rego is required.');
  await expect(box).toContainText(
    'Invalid Australian mobile number format (E.164 required). For example, 0411 222 333 is valid.',
  );
  await expect(box).toContainText('*You must agree to the terms of use before submitting.');
  await expect(page.getByRole('heading', { name: /Step 1/ })).toBeVisible();
});
