/**
 * Finance on the vehicle page end to end: every calculator input changes the repayment
 * (checked against the spec's formula written again in the test), the purchase price
 * bounds, the lender's precomputed figure and fee, and the external quote with its
 * 'Finance Disclaimer' modal, loading state and silent failure.
 */
import { expect, test } from '@playwright/test';
import {
  carUrl,
  collectErrors,
  expectedPayment,
  hasImages,
  hydrated,
  mockApi,
  pickCar,
  QUOTE,
} from './support/vdp';

const money = (n: number) => `$${Math.round(n).toLocaleString('en-AU')}`;

test.describe('calculator (sunshine-coast-toyota, lender A)', () => {
  const car = pickCar(
    'sunshine-coast-toyota',
    (c) =>
      c.status === 'in_stock' &&
      c.car_type === 'used' &&
      c.year > 2016 &&
      Boolean(c.finance_lenders?.harbour_finance?.paymentWeek) &&
      hasImages(c),
    'a used car with lender A figures',
  );
  const lender = car.finance_lenders!.harbour_finance as {
    paymentWeek: number;
    interestRate: number;
    establishmentFees: number;
    deposit: number;
    balloon: number;
  };

  test('every input changes the repayment; out-of-range amounts explain the bounds', async ({
    page,
  }) => {
    const calls = await mockApi(page);
    await page.goto(carUrl('sunshine-coast-toyota', car));
    const calc = page.locator('#finance-calculator');
    await calc.scrollIntoViewIfNeeded();
    const repayment = calc.getByTestId('calc-repayment');
    const total = calc.getByTestId('calc-total');
    await hydrated(repayment);

    // the defaults are the lender's: its precomputed weekly figure, total = 52 × 5 × payment + fee
    await expect(repayment).toHaveText(`${money(lender.paymentWeek)} per week`);
    await expect(total).toHaveText(
      `Total repayments: ${money(52 * 5 * lender.paymentWeek + lender.establishmentFees)}`,
    );

    const state = {
      amount: car.price,
      tradeIn: lender.deposit,
      residual: lender.balloon,
      interest: lender.interestRate,
      term: 5,
      perYear: 52,
      per: 'per week',
    };
    const expectNow = async () => {
      const p = Math.round(expectedPayment({ ...state, fee: lender.establishmentFees }));
      await expect(repayment).toHaveText(`${money(p)} ${state.per}`);
      await expect(total).toHaveText(
        `Total repayments: ${money(state.perYear * state.term * p + lender.establishmentFees)}`,
      );
    };

    await calc.getByLabel('Purchase price').fill('25000');
    state.amount = 25000;
    await expectNow();
    await calc.getByRole('button', { name: '$15,000' }).click();
    state.amount = 15000;
    await expectNow();
    await expect(calc.getByLabel('Purchase price')).toHaveValue('15,000');
    await calc.getByLabel('Deposit / trade-in').fill('2000');
    state.tradeIn = 2000;
    await expectNow();
    await calc.getByLabel('Residual (balloon)').fill('3000');
    state.residual = 3000;
    await expectNow();
    const term = calc.getByRole('slider', { name: /Loan term/ });
    await term.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    state.term = 4;
    await expect(calc.locator('output').first()).toHaveText('4 years');
    await expectNow();
    await calc.getByRole('slider', { name: /Interest rate/ }).fill('12');
    state.interest = 12;
    await expect(calc.locator('output').nth(1)).toHaveText('12% p.a.');
    await expectNow();
    await calc.getByRole('radio', { name: 'Monthly' }).check();
    Object.assign(state, { perYear: 12, per: 'per month' });
    await expectNow();
    await calc.getByRole('radio', { name: 'Fortnightly' }).check();
    Object.assign(state, { perYear: 26, per: 'per fortnight' });
    await expectNow();

    // the purchase price bounds: <= min or >= max explains itself and shows no figure
    const help = calc.getByRole('alert');
    await calc.getByLabel('Purchase price').fill('900');
    await expect(help).toHaveText('Cannot be less than $1,000 or more than $250,000');
    await expect(repayment).toHaveText('Enquire for Finance');
    await expect(total).toHaveText('');
    await calc.getByLabel('Purchase price').fill('250000');
    await expect(help).toHaveText('Cannot be less than $1,000 or more than $250,000');
    await calc.getByLabel('Purchase price').fill('20000');
    await expect(help).toHaveCount(0);
    state.amount = 20000;
    await expectNow();
    // a deposit above the maximum is clamped to it
    await calc.getByLabel('Deposit / trade-in').fill('300000');
    await expect(calc.getByLabel('Deposit / trade-in')).toHaveValue('250,000');
    await expect(repayment).toHaveText('Enquire for Finance');

    // analytics id 26 once, on the first use (this tenant has no event logging, so nothing is posted)
    const pushed = await page.evaluate(
      () =>
        ((window as unknown as { dataLayer?: { event_id?: number }[] }).dataLayer ?? []).filter(
          (e) => e.event_id === 26,
        ).length,
    );
    expect(pushed).toBe(1);
    expect(calls.events).toEqual([]);
  });

  test('money inputs show the cents they compute with; the sliders sit where their labels say', async ({
    page,
  }) => {
    await mockApi(page);
    await page.goto(carUrl('sunshine-coast-toyota', car));
    const calc = page.locator('#finance-calculator');
    await calc.scrollIntoViewIfNeeded();
    const repayment = calc.getByTestId('calc-repayment');
    await hydrated(repayment);

    // the lender's rate (off the 0.5 grid) is where the slider sits and what its label reads
    const interest = calc.getByRole('slider', { name: /Interest rate/ });
    const rateLabel = calc.locator('output').nth(1);
    await expect(rateLabel).toHaveText(`${lender.interestRate}% p.a.`);
    await expect(interest).toHaveValue(String(lender.interestRate));
    // a step moves onto the grid, and the label follows the value
    await interest.focus();
    await page.keyboard.press('ArrowRight');
    const up = Math.ceil(lender.interestRate * 2) / 2;
    await expect(rateLabel).toHaveText(`${up}% p.a.`);
    await expect(interest).toHaveValue(String(up));
    await page.keyboard.press('ArrowLeft');
    await expect(interest).toHaveValue(String(up - 0.5));
    await expect(rateLabel).toHaveText(`${up - 0.5}% p.a.`);

    const state = {
      amount: car.price,
      tradeIn: 1360.5,
      residual: lender.balloon,
      interest: up - 0.5,
      term: 5,
      perYear: 52,
    };
    const deposit = calc.getByLabel('Deposit / trade-in');
    await deposit.fill('1360.5');
    await deposit.press('Tab');
    await expect(deposit).toHaveValue('1,360.50');
    const p = Math.round(expectedPayment({ ...state, fee: lender.establishmentFees }));
    await expect(repayment).toHaveText(`${money(p)} per week`);
    // more than two decimals: the field shows, and the repayment uses, the cents
    await deposit.fill('2000.456');
    await deposit.press('Tab');
    await expect(deposit).toHaveValue('2,000.46');
    const p2 = Math.round(
      expectedPayment({ ...state, tradeIn: 2000.46, fee: lender.establishmentFees }),
    );
    await expect(repayment).toHaveText(`${money(p2)} per week`);
    // whole dollars stay whole
    await deposit.fill('3000');
    await deposit.press('Tab');
    await expect(deposit).toHaveValue('3,000');
  });
});

test.describe('calculator and quote (pacific-motor-group, lender C)', () => {
  const car = pickCar(
    'pacific-motor-group',
    (c) =>
      c.status === 'in_stock' &&
      !c.youxQuote &&
      c.price > 5000 &&
      hasImages(c) &&
      Boolean(c.finance_lenders?.keystone_direct?.paymentWeek),
    'a car without a quote yet',
  );
  const lender = car.finance_lenders!.keystone_direct as { paymentWeek: number };

  test("shows lender C's figure and fee; the quote is asked for once and shown in both places", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const calls = await mockApi(page, { quote: { status: 200, body: QUOTE, delayMs: 1500 } });
    await page.goto(carUrl('pacific-motor-group', car));
    // nothing shows while the quote loads (a quote that never comes leaves no trace), then the weekly figure
    const line = page.getByTestId('quote-line');
    await expect.poll(() => calls.quotes.length).toBe(1);
    await expect(page.locator('.quote-line, .quote-box')).toHaveCount(0);
    // 101.5 rounds to $102; the quote's comparison rate beside it, the example and warning below
    await expect(line.locator('[data-finance-part="repayment"]')).toHaveText('$102 per week*');
    await expect(line.locator('[data-finance-part="comparison"]')).toHaveText(
      '8.51% p.a. comparison rate*',
    );
    await expect(line.locator('[data-finance-warning]')).toContainText('WARNING:');
    const box = page.getByTestId('quote-box');
    await box.scrollIntoViewIfNeeded();
    await expect(box.getByTestId('quote-monthly')).toHaveText('$439'); // 101.5 × 4.33 = 439.495
    await expect(box).toContainText('Advertised Rate7.99%');
    await expect(box).toContainText('Comparison Rate8.51%*');
    await expect(box.locator('[data-finance-warning]')).toBeVisible();
    await expect(box).toContainText('5 year term, 10.0% deposit');
    await expect(box).toContainText('30% final (balloon) payment');
    expect(calls.quotes).toEqual([
      expect.objectContaining({
        selfAssessedCreditScore: 'GREAT',
        purchasePrice: car.price,
        loanTerm: 5,
        year: car.year,
        whoIsHelping: '',
      }),
    ]);

    // 'View disclaimer' opens 'Finance Disclaimer' by keyboard; Escape closes it
    const open = box.getByRole('button', { name: 'View disclaimer' });
    await hydrated(open);
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Finance Disclaimer' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Keystone Direct');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    const calc = page.locator('#finance-calculator');
    await calc.scrollIntoViewIfNeeded();
    await expect(calc.getByTestId('calc-repayment')).toHaveText(
      `${money(lender.paymentWeek)} per week`,
    );
    await expect(calc).toContainText('Establishment fee$1,360.50');
    expect(errors).toEqual([]);
  });

  test('a failed quote is silently ignored', async ({ page }) => {
    const errors = collectErrors(page);
    const calls = await mockApi(page, { quote: { status: 500, body: { error: 'lender down' } } });
    let alerted = false;
    page.on('dialog', (d) => {
      alerted = true;
      void d.dismiss();
    });
    await page.goto(carUrl('pacific-motor-group', car));
    await expect.poll(() => calls.quotes.length).toBe(1);
    await page.locator('#finance-calculator').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    // no line, no empty space where it would be, no box
    await expect(page.locator('.quote-line, .quote-box')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Finance Estimate' })).toHaveCount(0);
    expect(alerted).toBe(false);
    expect(errors).toEqual([]);
  });

  test('without a quote service the site answers no quote: no box, no gap, no console error', async ({
    page,
  }) => {
    const errors = collectErrors(page, { network: true });
    const calls = await mockApi(page, { quote: 'server' });
    const answers: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/api/youx/quote') answers.push(r.status());
    });
    await page.goto(carUrl('pacific-motor-group', car));
    await expect.poll(() => answers.length).toBe(1);
    expect(calls.quotes).toHaveLength(1);
    await page.locator('#finance-calculator').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await expect(page.locator('.quote-line, .quote-box')).toHaveCount(0);
    await expect(page.getByText('...', { exact: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a car that already has a quote is not asked again', async ({ page }) => {
    const quoted = pickCar(
      'pacific-motor-group',
      (c) => c.status === 'in_stock' && Boolean(c.youxQuote) && hasImages(c),
      'a car with a quote',
    );
    const q = quoted.youxQuote as { weeklyRepaymentAmount: number };
    const calls = await mockApi(page);
    await page.goto(carUrl('pacific-motor-group', quoted));
    await expect(
      page.getByTestId('quote-line').locator('[data-finance-part="repayment"]'),
    ).toHaveText(`${money(q.weeklyRepaymentAmount)} per week*`);
    await page.waitForTimeout(300);
    expect(calls.quotes).toEqual([]);
  });
});
