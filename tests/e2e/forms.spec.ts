/**
 * Lead forms in Chromium on a sample tenant: each form submits and its lead arrives in the
 * local store with the spec's payload; errors show the spec's messages; a failing server
 * shows the error with every field kept.
 */
import { expect, test, type Locator } from '@playwright/test';
import { tenantUrl } from './support/tenants';
import {
  byEmail,
  eligibleCar,
  fillContact,
  leadWhere,
  openForm,
  uniqueEmail,
  sampleCars,
  reachedForm,
} from './forms-support';

const SLUG = 'sunshine-coast-toyota';
const url = (p: string) => tenantUrl(SLUG, p);

test('contact: a general enquiry arrives in the store, then /success thanks the shopper @phone', async ({
  page,
}) => {
  const email = uniqueEmail('contact');
  await page.goto(url('/contact'));
  const form = await reachedForm(page);
  await fillContact(form, email);
  await form.getByLabel('Rego').fill('ABC123');
  await form.getByLabel('Comments').fill('Do you have a RAV4 hybrid in stock?');
  // marketing consent is the shopper's to give (Spam Act 2003): unticked until ticked
  const optIn = form.getByLabel(/subscribe to receive latest offers/);
  await expect(optIn).not.toBeChecked();
  await optIn.check();
  await form.getByLabel(/I agree to the/).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your enquiry');
  const lead = await leadWhere(SLUG, byEmail(email));
  expect(lead).toMatchObject({ kind: 'enquiry', status: 'stored', category: 'General Enquiry' });
  expect(lead.payload.userData).toMatchObject({
    category: 'General Enquiry',
    name: 'Jo',
    last_name: 'Citizen',
    email,
    phone: '+61411222333',
    postcode: '4558',
    Rego: 'ABC123',
    message: 'Do you have a RAV4 hybrid in stock?',
    opt_in: true,
    terms_agreed: true,
  });
  // prefill: the next form knows the shopper
  await page.goto(url('/vehicle-parts-and-accessories'));
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Mobile Number')).toHaveValue('0411 222 333');
});

test('errors: several show "Please fix the following errors:" with the spec’s messages; one shows alone', async ({
  page,
}) => {
  await page.goto(url('/contact'));
  const form = await reachedForm(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  const box = form.getByRole('alert');
  await expect(box).toContainText('Please fix the following errors:');
  await expect(box).toContainText('Invalid postcode. Please enter a 4-digit number.');
  await expect(box).toContainText('*You must agree to the terms of use before submitting.');
  await expect(box).toBeFocused();

  await fillContact(form, uniqueEmail('errors'), { phone: '07 5443 1200', postcode: '455' });
  await form.getByLabel('Comments').fill('Hello');
  await form.getByLabel(/I agree to the/).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(box).toContainText(
    'Invalid Australian mobile number format (E.164 required). For example, 0411 222 333 is valid.',
  );
  await expect(box).toContainText('Invalid postcode. Please enter a 4-digit number.');
  await expect(form.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Mobile Number').fill('0411 222 333');
  await form.getByLabel('Postcode').fill('4558');
  await form.getByLabel(/I agree to the/).uncheck();
  await form.getByRole('button', { name: 'Submit' }).click();
  // a single error: the destructive alert, no list heading
  await expect(box).toHaveText('*You must agree to the terms of use before submitting.');
  await expect(box).toHaveClass(/lf-alert--destructive/);
  await expect(page).toHaveURL(/\/contact$/);
});

test('a failing server: the alert and its message, every field kept, the button usable again; a retry succeeds', async ({
  page,
}) => {
  const email = uniqueEmail('fail');
  await page.goto(url('/contact'));
  const form = await reachedForm(page);
  let calls = 0;
  // the server answers only once the busy state has been seen, however slow the machine
  let answer!: () => void;
  const answered = new Promise<void>((r) => (answer = r));
  await page.route('**/api/leads/enquiry', async (route) => {
    calls++;
    await answered;
    await route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Dashboard is down' }),
    });
  });
  await fillContact(form, email);
  await form.getByLabel('Comments').fill('Please call me after 3pm');
  await form.getByLabel(/I agree to the/).check();
  const submit = form.locator('button[type=submit]');
  await submit.click();
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveText('Sending…');
  await expect(form).toHaveAttribute('aria-busy', 'true');
  answer();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('An error occurred when submitting this form');
  await expect(alert).toContainText('Dashboard is down');
  await expect(submit).toBeEnabled();
  await expect(submit).toHaveText('Submit');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(form.getByLabel('First Name')).toHaveValue('Jo');
  await expect(form.getByLabel('Comments')).toHaveValue('Please call me after 3pm');
  await expect(form.getByLabel(/I agree to the/)).toBeChecked();
  expect(calls).toBe(1);
  await page.unroute('**/api/leads/enquiry');
  await submit.click();
  await expect(page).toHaveURL(/\/success$/);
  await leadWhere(SLUG, byEmail(email));
});

test('service booking: Service Location gives dealership_slug, ticked services become additional_services', async ({
  page,
}) => {
  const email = uniqueEmail('service');
  await page.goto(url('/service'));
  const form = await reachedForm(page);
  await fillContact(form, email);
  await form.getByLabel('Rego').fill('XYZ789');
  await form.getByLabel('Vehicle Make').fill('Toyota');
  await form.getByLabel('Odometer (km)').fill('45000');
  await form
    .getByLabel('Service Location')
    .selectOption({ label: 'Sunshine Coast Toyota Nambour Service' });
  await form.getByLabel('Tyres').check();
  await form.getByLabel('Wheel Alignment').check();
  await form.getByLabel(/I agree to the/).check();
  await form.getByRole('button', { name: 'Request Booking' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your service request has been sent',
  );
  const lead = await leadWhere(SLUG, byEmail(email));
  expect(lead.payload.userData).toMatchObject({
    category: 'Service Enquiry',
    subcategory: 'Service Booking',
    'Service Location': 'Sunshine Coast Toyota Nambour Service',
    dealership_slug: 'sunshine-coast-toyota',
    additional_services: ['Tyres', 'Wheel Alignment'],
    kms: 45000,
    Rego: 'XYZ789',
  });
});

test('finance: the finance link’s query fills the form at #finance-form', async ({ page }) => {
  const email = uniqueEmail('finance');
  await page.goto(
    url(
      '/finance?preferredDealership=sunshine-coast-toyota&vehiclePriceBudget=27990&car_id=1001000001&car_type=used&vin=VIN123#finance-form',
    ),
  );
  const form = page.locator('#finance-form form.lf[data-ready]');
  await expect(form.getByLabel('Vehicle Price Budget')).toHaveValue('27990');
  await form.getByRole('button', { name: '$30,000' }).click();
  await expect(form.getByLabel('Vehicle Price Budget')).toHaveValue('30000');
  await fillContact(form, email);
  await form.getByLabel('Comments').fill('Pre-approval please');
  await form.getByLabel(/I agree to the/).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/success$/);
  const lead = await leadWhere(SLUG, byEmail(email));
  // the car is known: its own VIN wins over the query's
  const known = sampleCars(SLUG).find((c) => String(c.id) === '1001000001')!;
  expect(lead.payload.userData).toMatchObject({
    category: 'Finance Enquiry',
    vehiclePriceBudget: 30000,
    car_id: '1001000001',
    car_type: 'used',
    vin: known.vin,
    dealership_slug: 'sunshine-coast-toyota',
  });
});

test('test drive: Step 1, Step 2 with a time from the appointments, Test Drive Booking New', async ({
  page,
}) => {
  const email = uniqueEmail('td');
  await page.goto(url('/book-test-drive'));
  const form = await reachedForm(page);
  await expect(form.getByRole('heading', { name: 'Step 1' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await fillContact(form, email);
  await form.getByLabel('Vehicle Model').fill('RAV4');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByRole('heading', { name: 'Step 2' })).toBeFocused();
  const when = form.getByLabel('Test Drive Booking Date');
  await expect(when.locator('option')).not.toHaveCount(1);
  const slot = await when.locator('option').nth(1).getAttribute('value');
  await when.selectOption(slot);
  await form.getByRole('button', { name: 'Book Test Drive' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your test drive request has been sent',
  );
  const lead = await leadWhere(SLUG, byEmail(email));
  expect(lead).toMatchObject({ kind: 'test-drive', subcategory: 'Test Drive Booking New' });
  expect(lead.payload.userData).toMatchObject({
    'Test Drive Booking Date': slot,
    'Vehicle Model': 'RAV4',
  });
});

// the enquiry pages: careers goes as General Enquiry / Career Enquiry; fleet, feedback, sell my
// car and new vehicle arrive (one test a page, so each has the whole test timeout)
const ENQUIRY_PAGES: [string, (f: Locator) => Promise<void>, Record<string, unknown>][] = [
  [
    '/enquiries/careers-enquiry',
    async (f) => {
      await f.getByLabel('Position of Interest').fill('Technician');
      await f.getByLabel('Comments').fill('Apprentice');
    },
    { category: 'General Enquiry', subcategory: 'Career Enquiry', Position: 'Technician' },
  ],
  [
    '/enquiries/fleet-enquiry',
    async (f) => {
      await f.getByLabel('Company Name').fill('Acme');
      await f.getByLabel('Fleet Size').fill('12');
      await f.getByLabel('Comments').fill('Quote');
    },
    { category: 'Fleet Enquiry', 'Company Name': 'Acme', 'Fleet Size': 12 },
  ],
  [
    '/enquiries/feedback',
    async (f) => {
      await f.getByLabel('5 stars').check();
      await f.getByLabel('Comments').fill('Great');
    },
    { category: 'General Enquiry', subcategory: 'Feedback', Rating: '5' },
  ],
  [
    '/enquiries/sell-my-car-enquiry',
    async (f) => {
      await f.getByLabel('Vehicle Make').fill('Mazda');
      await f.getByLabel('Vehicle Model').fill('CX-5');
    },
    { category: 'Sell My Car Enquiry', 'Vehicle Make': 'Mazda' },
  ],
  [
    '/enquiries/new-vehicle-enquiry',
    async (f) => {
      await f.getByLabel('Model of Interest').fill('Camry');
      await f.getByLabel('Comments').fill('Price?');
    },
    { category: 'New Vehicle Enquiry', 'Vehicle Model': 'Camry' },
  ],
];
for (const [path, fill, expected] of ENQUIRY_PAGES) {
  test(`the enquiry page ${path} sends its lead with its own fields`, async ({ page }) => {
    const email = uniqueEmail('page');
    await page.goto(url(path));
    const form = await reachedForm(page);
    await fillContact(form, email);
    await fill(form);
    await form.getByLabel(/I agree to the/).check();
    await form.locator('button[type=submit]').click();
    await expect(page, path).toHaveURL(/\/success$/);
    expect((await leadWhere(SLUG, byEmail(email))).payload.userData, path).toMatchObject(expected);
  });
}

test('car forms in the modal: enquiry with the car’s fields, make an offer, request photos', async ({
  page,
}) => {
  const car = eligibleCar(SLUG);
  await page.goto(url('/'));
  const dialog = await openForm(page, 'enquiry', car);
  await expect(dialog.getByRole('heading', { name: 'Enquire Now' })).toBeVisible();
  await expect(dialog.getByLabel('Email me similar stock and latest offers.')).not.toBeChecked();
  await expect(dialog.getByLabel("I'm interested in finance.")).not.toBeChecked();
  const email = uniqueEmail('modal');
  await fillContact(dialog, email);
  await dialog.getByLabel('Comments').fill('Is it still available?');
  await dialog.getByLabel("I'm interested in finance.").check();
  await dialog.getByLabel(/I agree to the/).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/success$/);
  const lead = await leadWhere(SLUG, byEmail(email));
  expect(lead.payload.userData).toMatchObject({
    category: 'Used Vehicle Enquiry',
    car_id: String(car.id),
    stock_number: car.stocknum,
    'Vehicle Make': 'Toyota',
    manufacturer_slug: 'toyota',
    car_type: 'used',
    vehicle_status: 'in_stock',
    dealership_slug: 'sunshine-coast-toyota',
    opt_in: false,
    opt_in_finance: true,
    opt_in_trade: false,
  });

  await page.goto(url('/'));
  const offer = await openForm(page, 'makeOffer', car);
  await expect(offer.getByRole('heading', { name: 'Make an Offer' })).toBeVisible();
  await expect(offer.getByLabel('Your Offer')).toHaveAttribute(
    'placeholder',
    `${car.price!.toLocaleString('en-AU')}`,
  );
  await expect(offer.getByLabel('Comments')).toHaveCount(0);
  const offerEmail = uniqueEmail('offer');
  await fillContact(offer, offerEmail);
  await offer.getByLabel(/I agree to the/).check();
  await offer.getByRole('button', { name: 'Submit Offer' }).click();
  await expect(offer.getByRole('alert')).toHaveText('Your Offer is required.');
  await offer.getByLabel('Your Offer').fill('18,500');
  await offer.getByRole('button', { name: 'Submit Offer' }).click();
  await expect(page).toHaveURL(/\/success$/);
  expect((await leadWhere(SLUG, byEmail(offerEmail))).payload.userData).toMatchObject({
    offer_from_client: 18500,
    subcategory: 'Make an Offer',
  });

  await page.goto(url('/'));
  const photos = await openForm(page, 'requestPhotos', car);
  await expect(photos.getByLabel('Comments')).toHaveValue('Please send photos for this car');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('#e2e-open-form')).toBeFocused();
});

test('a sold car: Find Me Something Similar, pre-filled', async ({ page }) => {
  const sold = sampleCars(SLUG).find((c) => c.status === 'sold')!;
  await page.goto(url('/'));
  const dialog = await openForm(page, 'similar', sold);
  await expect(dialog.getByRole('heading', { name: 'Find Me Something Similar' })).toBeVisible();
  await expect(dialog.getByLabel('Comments')).toHaveValue(
    'Can you please find me something similar?',
  );
  const email = uniqueEmail('similar');
  await fillContact(dialog, email);
  await dialog.getByLabel(/I agree to the/).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/success$/);
  expect((await leadWhere(SLUG, byEmail(email))).payload.userData).toMatchObject({
    subcategory: 'Find me something similar',
    message: 'Can you please find me something similar?',
    vehicle_status: 'sold',
  });
});
