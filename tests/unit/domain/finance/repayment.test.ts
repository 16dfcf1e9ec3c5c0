/**
 * The repayment formula and every rounding and clamping rule (rules.md: Finance
 * calculator; The error catalogue). Every expected figure below was worked
 * out by hand from the spec's formula, not by the code under test:
 *
 *   Payment = (P − residual/g) × g × r / (g − 1),  g = (1+r)^n
 *   P = amount − tradeIn + fee;  r = interest/100/frequency;  n = term × frequency
 */
import { describe, expect, it } from 'vitest';
import {
  calculateRepayment,
  ENQUIRE_FOR_FINANCE,
  establishmentFee,
  formulaPayment,
  matchesLenderDefaults,
  precomputedPayment,
  repaymentTotal,
  roundPayment,
  type CalculatorInputs,
} from '../../../../src/domain/finance/repayment';
import {
  amountInBounds,
  calculatorDefaults,
  clampToBounds,
  DEPOSIT_BOUNDS,
  interestBounds,
  lenderDefaults,
  normaliseAmount,
  purchasePriceBounds,
  purchasePriceHelp,
  RESIDUAL_BOUNDS,
  TERM_BOUNDS,
} from '../../../../src/domain/finance/calculator';
import {
  MONEY_QUICK_PICKS,
  MONEY_QUICK_PICKS_HIGH,
} from '../../../../src/domain/leads/money-input';

const inputs = (over: Partial<CalculatorInputs> = {}): CalculatorInputs => ({
  amount: 30000,
  term: 5,
  interest: 10,
  tradeIn: 0,
  residual: 0,
  frequency: 'weekly',
  ...over,
});

describe('the repayment formula (rules.md: Finance calculator), worked by hand', () => {
  it.each([
    // amount, tradeIn, fee, residual, rate, years, per year → r, n, g = (1+r)^n, exact payment
    // 30000 at 10% for 5 years weekly: r = 0.1/52 = 0.0019230769, n = 260, g = 1.64792982 → 146.733290
    ['$30,000, 10%, 5 yr, weekly', 30000, 0, 0, 0, 10, 5, 52, 146.73329],
    // monthly: r = 0.1/12 = 0.0083333333, n = 60, g = 1.64530893 → 637.411341 (the textbook $637.41)
    ['$30,000, 10%, 5 yr, monthly', 30000, 0, 0, 0, 10, 5, 12, 637.411341],
    // fortnightly: r = 0.1/26 = 0.0038461538, n = 130, g = 1.64714077 → 293.683712
    ['$30,000, 10%, 5 yr, fortnightly', 30000, 0, 0, 0, 10, 5, 26, 293.683712],
    // trade-in: P = 25990 − 5000 = 20990; r = 0.085/52 = 0.0016346154, n = 260, g = 1.52905978 → 99.162562
    ['$25,990 less $5,000 trade-in, 8.5%, weekly', 25990, 5000, 0, 0, 8.5, 5, 52, 99.162562],
    // residual: P = 45000, residual 13500; r = 0.095/12 = 0.0079166667, n = 60, g = 1.60500947
    //   (45000 − 13500/1.60500947) × 1.60500947 × 0.0079166667 / 0.60500947 → 768.433631
    ['$45,000 with a $13,500 balloon, 9.5%, monthly', 45000, 0, 0, 13500, 9.5, 5, 12, 768.433631],
    // fee: P = 20000 − 2000 + 1360.5 = 19360.5; r = 0.12/52 = 0.0023076923, n = 208, g = 1.61518097 → 117.303986
    ['lender C fee financed, 12%, 4 yr, weekly', 20000, 2000, 1360.5, 0, 12, 4, 52, 117.303986],
    // half-year term: r = 0.1/26, n = 3.5 × 26 = 91, g = 1.41811517 → 391.348331
    ['3.5 year term, fortnightly', 30000, 0, 0, 0, 10, 3.5, 26, 391.348331],
    // the smallest amount at the top rate and shortest term: r = 0.0125, n = 12, g = 1.16075452 → 180.516625
    ['$2,000, 15%, 1 yr, monthly', 2000, 0, 0, 0, 15, 1, 12, 180.516625],
  ])('%s', (_, amount, tradeIn, fee, residual, interest, term, periodsPerYear, expected) => {
    expect(
      formulaPayment({ amount, tradeIn, fee, residual, interest, term, periodsPerYear }),
    ).toBeCloseTo(expected, 5);
  });
});

describe('calculated repayments: rounding, total and the 25 threshold', () => {
  it.each([
    // 146.733290 → 147; total = 52 × 5 × 147 + 0 = 38,220
    ['weekly rounds to nearest (146.73 → 147)', inputs(), 147, 38220],
    // 637.411341 → 637; total = 12 × 5 × 637 = 38,220
    ['monthly rounds to nearest (637.41 → 637)', inputs({ frequency: 'monthly' }), 637, 38220],
    // 293.683712 → 294; total = 26 × 5 × 294 = 38,220
    [
      'fortnightly rounds up past .5 (293.68 → 294)',
      inputs({ frequency: 'fortnightly' }),
      294,
      38220,
    ],
    // 391.348331 → 391; total = 26 × 3.5 × 391 = 35,581
    [
      '3.5 years fortnightly (391.35 → 391)',
      inputs({ term: 3.5, frequency: 'fortnightly' }),
      391,
      35581,
    ],
    // 768.433631 → 768; total = 12 × 5 × 768 = 46,080
    [
      'balloon',
      inputs({ amount: 45000, interest: 9.5, residual: 13500, frequency: 'monthly' }),
      768,
      46080,
    ],
  ])('%s', (_, input, payment, total) => {
    const result = calculateRepayment(input, { role: 'lenderA' });
    expect(result).toMatchObject({ kind: 'payment', payment, total, source: 'formula' });
  });

  it("shows 'Enquire for Finance' and no total when the payment is 25 or less", () => {
    // $1,200 at 10% over 7 years monthly: r = 0.0083333333, n = 84, g = 2.00792015 → 19.921421 → 20
    expect(
      calculateRepayment(inputs({ amount: 1200, term: 7, frequency: 'monthly' }), {
        role: 'manual',
      }),
    ).toMatchObject({
      kind: 'enquire',
      text: ENQUIRE_FOR_FINANCE,
      total: null,
    });
    expect(ENQUIRE_FOR_FINANCE).toBe('Enquire for Finance');
  });

  it('25 exactly is not shown; 26 is (the threshold is on the rounded payment)', () => {
    const lender = { paymentWeek: 25, interestRate: 10, termYears: 5 };
    const defaults = { amount: 30000, term: 5, interest: 10, tradeIn: 0, residual: 0 };
    expect(
      calculateRepayment(inputs(), { role: 'manual', lender, lenderDefaults: defaults }).kind,
    ).toBe('enquire');
    expect(
      calculateRepayment(inputs(), {
        role: 'manual',
        lender: { ...lender, paymentWeek: 26 },
        lenderDefaults: defaults,
      }),
    ).toMatchObject({
      kind: 'payment',
      payment: 26,
      total: 6760, // 52 × 5 × 26
    });
    // $2,000 at 7.5% over 7 years monthly: r = 0.00625, n = 84, g = 1.68769920 → 30.676552 → 31
    expect(
      calculateRepayment(inputs({ amount: 2000, interest: 7.5, term: 7, frequency: 'monthly' }), {
        role: 'lenderD',
      }),
    ).toMatchObject({ payment: 31 });
  });

  it('Total = frequency × term × payment + fee', () => {
    expect(repaymentTotal(117, 4, 52, 1360.5)).toBe(25696.5); // 52 × 4 × 117 = 24,336 + 1,360.5
    expect(repaymentTotal(147, 5, 52, 0)).toBe(38220);
  });
});

describe('establishment fee (rules.md: Finance calculator): the lender value, else 1360.5 for lender C, else 0', () => {
  it.each([
    ['lender value wins', { establishmentFees: 395 }, 'lenderC', 395],
    ['lender C default', {}, 'lenderC', 1360.5],
    ['lender C with no lender data', null, 'lenderC', 1360.5],
    ['other lenders default to 0', {}, 'lenderA', 0],
    ['a lender value of 0 is kept', { establishmentFees: 0 }, 'lenderC', 0],
  ] as const)('%s', (_, lender, role, fee) => {
    expect(establishmentFee(lender, role)).toBe(fee);
  });

  it('the fee is financed and added to the total', () => {
    // P = 20000 − 2000 + 1360.5 → 117.303986 → 117; total = 52 × 4 × 117 + 1360.5 = 25,696.5
    const r = calculateRepayment(inputs({ amount: 20000, tradeIn: 2000, interest: 12, term: 4 }), {
      role: 'lenderB',
      lender: { establishmentFees: 1360.5 },
    });
    expect(r).toMatchObject({ payment: 117, total: 25696.5, fee: 1360.5 });
    // without the fee: P = 18000 → 109.060807 → 109
    expect(
      calculateRepayment(inputs({ amount: 20000, tradeIn: 2000, interest: 12, term: 4 }), {
        role: 'lenderB',
      }),
    ).toMatchObject({ payment: 109, fee: 0 });
  });
});

describe("lender C rounds toward the car's listed weekly figure", () => {
  // P = 19360.5 at 12% over 4 years: weekly exact 117.303986
  const c = inputs({ amount: 20000, tradeIn: 2000, interest: 12, term: 4 });
  it.each([
    ['below the listed 118 → ceiling', 118, 118],
    ['above the listed 117 → floor', 117, 117],
    ['far below the listed 120 → ceiling', 120, 118],
    ['far above the listed 110 → floor', 110, 117],
  ])('%s', (_, listed, expected) => {
    expect(
      calculateRepayment(c, { role: 'lenderC', lender: { paymentWeek: listed } }),
    ).toMatchObject({ payment: expected });
  });

  it('monthly compares the weekly equivalent: 509.836221 × 12 / 52 = 117.65', () => {
    const monthly = { ...c, frequency: 'monthly' as const };
    expect(
      calculateRepayment(monthly, { role: 'lenderC', lender: { paymentWeek: 118 } }),
    ).toMatchObject({ payment: 510 });
    expect(
      calculateRepayment(monthly, { role: 'lenderC', lender: { paymentWeek: 117 } }),
    ).toMatchObject({ payment: 509 });
  });

  it('without a listed figure lender C rounds to nearest; other lenders always round to nearest', () => {
    expect(roundPayment(117.303986, { role: 'lenderC', listedWeekly: null })).toBe(117);
    expect(roundPayment(117.303986, { role: 'lenderB', listedWeekly: 118 })).toBe(117);
    expect(roundPayment(117.5, { role: 'lenderA' })).toBe(118);
    expect(roundPayment(117.303986, { role: 'lenderC', listedWeekly: 117.303986 })).toBe(117);
  });
});

describe('lender-default precomputed payments (within 0.1)', () => {
  const lender = {
    paymentWeek: 150,
    paymentMonth: 650,
    interestRate: 8.99,
    termYears: 5,
    deposit: 0,
    balloon: 0,
  };
  const defaults = lenderDefaults({ price: 30000, lender })!;
  const at = (over: Partial<CalculatorInputs>) =>
    calculateRepayment(
      { ...calculatorDefaults({ price: 30000, lender }), ...over },
      { role: 'manual', lender, lenderDefaults: defaults },
    );

  it('uses paymentWeek and paymentMonth directly when every input matches', () => {
    expect(at({})).toMatchObject({ kind: 'payment', payment: 150, source: 'lender' });
    expect(at({ frequency: 'monthly' })).toMatchObject({
      payment: 650,
      source: 'lender',
      total: 39000,
    }); // 12 × 5 × 650
  });

  it('fortnightly is 2 × paymentWeek, or 12 × paymentMonth / 26', () => {
    expect(at({ frequency: 'fortnightly' })).toMatchObject({ payment: 300, source: 'lender' });
    expect(precomputedPayment({ paymentMonth: 650 }, 'fortnightly')).toBe(300); // 7800 / 26
    expect(precomputedPayment({ paymentMonth: 651 }, 'fortnightly')).toBeCloseTo(300.461538, 5); // 7812 / 26
  });

  it('matches within 0.1 and not beyond', () => {
    expect(at({ amount: 30000.1 }).source).toBe('lender');
    expect(at({ interest: 9.09 }).source).toBe('lender');
    expect(at({ amount: 30000.11 }).source).toBe('formula');
    expect(at({ term: 5.5 }).source).toBe('formula');
    expect(at({ tradeIn: 0.2 }).source).toBe('formula');
    expect(at({ residual: 1 }).source).toBe('formula');
  });

  it('falls back to the formula when the lender has no figure for the frequency', () => {
    expect(at({}).source).toBe('lender');
    const noMonth = { ...lender, paymentMonth: null };
    const r = calculateRepayment(
      { ...calculatorDefaults({ price: 30000, lender: noMonth }), frequency: 'monthly' },
      { role: 'manual', lender: noMonth, lenderDefaults: defaults },
    );
    // 30000 at 8.99% over 5 years monthly: r = 0.0074916667, n = 60, g = 1.56490420 → 622.605067
    expect(r).toMatchObject({ source: 'formula', payment: 623 });
  });

  it('matchesLenderDefaults is false without lender defaults', () => {
    expect(matchesLenderDefaults(inputs(), null)).toBe(false);
  });
});

describe('purchase price bounds and help text (rules.md: Finance calculator; The error catalogue)', () => {
  it.each([
    ['manual', {}, 1000],
    ['lenderA', {}, 1000],
    ['lenderD', {}, 5000],
    ['lenderA', { highMinimumPrice: true }, 5000],
  ] as const)('%s %o → min %i, max 250000', (role, tenant, min) => {
    expect(purchasePriceBounds(role, tenant)).toMatchObject({ min, max: 250000 });
  });

  it.each([
    [0, true],
    [999, true],
    [1000, true], // '<= min'
    [1001, false],
    [249999, false],
    [250000, true], // '>= max'
    [300000, true],
  ])('amount %i → help text shown: %s', (amount, shown) => {
    const help = purchasePriceHelp(amount, purchasePriceBounds('manual'));
    expect(help).toBe(shown ? 'Cannot be less than $1,000 or more than $250,000' : null);
    expect(amountInBounds(amount, purchasePriceBounds('manual'))).toBe(!shown);
  });

  it("lender D's message names $5,000", () => {
    expect(purchasePriceHelp(5000, purchasePriceBounds('lenderD'))).toBe(
      'Cannot be less than $5,000 or more than $250,000',
    );
    expect(purchasePriceHelp(5001, purchasePriceBounds('lenderD'))).toBeNull();
  });

  it.each([
    [-500, 0],
    [0, 0],
    [Number.NaN, 0],
    [12.5, 12.5],
    [300000, 300000], // not clamped: the help text explains
  ])('a zero or negative amount is set to 0: %d → %d', (value, expected) => {
    expect(normaliseAmount(value)).toBe(expected);
  });
});

describe('clamping the other fields: above max → max, at or below min → min', () => {
  it.each([
    ['term 8 → 7', 8, TERM_BOUNDS, 7],
    ['term 7 stays', 7, TERM_BOUNDS, 7],
    ['term 0.5 → 1', 0.5, TERM_BOUNDS, 1],
    ['term 1 → 1', 1, TERM_BOUNDS, 1],
    ['term 3.5 stays', 3.5, TERM_BOUNDS, 3.5],
    ['interest 16 → 15', 16, interestBounds('manual'), 15],
    ['interest 0 → 0.5', 0, interestBounds('manual'), 0.5],
    ['interest −3 → 0.5', -3, interestBounds('manual'), 0.5],
    ['lender D interest 7 → 7.5', 7, interestBounds('lenderD'), 7.5],
    ['lender D interest 15 → 14.5', 15, interestBounds('lenderD'), 14.5],
    [
      'wide-range tenant interest 3 → 4',
      3,
      interestBounds('manual', { wideInterestRange: true }),
      4,
    ],
    [
      'wide-range tenant interest 19 stays',
      19,
      interestBounds('manual', { wideInterestRange: true }),
      19,
    ],
    [
      'wide-range tenant interest 21 → 20',
      21,
      interestBounds('manual', { wideInterestRange: true }),
      20,
    ],
    ['deposit −5 → 0', -5, DEPOSIT_BOUNDS, 0],
    ['deposit 300,000 → 250,000', 300000, DEPOSIT_BOUNDS, 250000],
    ['residual 250,001 → 250,000', 250001, RESIDUAL_BOUNDS, 250000],
    ['residual unreadable → 0', Number.NaN, RESIDUAL_BOUNDS, 0],
  ] as const)('%s', (_, value, bounds, expected) => {
    expect(clampToBounds(value, bounds)).toBe(expected);
  });

  it('steps: term and interest move in 0.5s', () => {
    expect(TERM_BOUNDS).toEqual({ min: 1, max: 7, step: 0.5 });
    expect(interestBounds(null)).toEqual({ min: 0.5, max: 15, step: 0.5 });
    expect(interestBounds('lenderD')).toEqual({ min: 7.5, max: 14.5, step: 0.5 });
  });
});

describe('calculator defaults (rules.md: Finance calculator)', () => {
  it('amount is the car price, or 30000 when the price is 0; term 5; residual 0; interest 10 from configuration', () => {
    expect(calculatorDefaults({ price: 0, lender: null })).toEqual({
      amount: 30000,
      term: 5,
      interest: 10,
      tradeIn: 0,
      residual: 0,
      frequency: 'weekly',
    });
    expect(
      calculatorDefaults({ price: 25990, lender: null, configuredInterest: 8.5 }),
    ).toMatchObject({ amount: 25990, interest: 8.5 });
  });
  it("takes the lender's deposit, term, rate and balloon so the defaults reproduce its payment", () => {
    expect(
      calculatorDefaults({
        price: 40000,
        lender: { deposit: 4000, termMonths: 48, interestRate: 6.99, balloon: 12000 },
      }),
    ).toEqual({
      amount: 40000,
      term: 4,
      interest: 6.99,
      tradeIn: 4000,
      residual: 12000,
      frequency: 'weekly',
    });
    expect(calculatorDefaults({ price: 40000, lender: { termWeeks: 156 } }).term).toBe(3);
  });
});

describe('money quick picks (rules.md: Money quick picks)', () => {
  it('lists $5,000 to $70,000, and $300,000 to $800,000 in $100,000 steps', () => {
    expect([...MONEY_QUICK_PICKS]).toEqual([
      5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000,
    ]);
    expect([...MONEY_QUICK_PICKS_HIGH]).toEqual([300000, 400000, 500000, 600000, 700000, 800000]);
  });
});
