/**
 * Trade-in valuation, offer and wizard rules (rules.md: Valuation wizard and trade-in; Trade-in
 * flow; Eligibility and quotes; Trade-in).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  noOnlineEstimate,
  localEstimate,
  referencePrice,
  type AdjustmentAnswers,
  CAVEAT_INDICATIVE,
  CAVEAT_PAYOUT_LETTER,
} from '../../../../src/domain/trade-in/valuation';
import { offerFigures } from '../../../../src/domain/trade-in/offer';
import { isTradeInEligible, showTradeInButton } from '../../../../src/domain/trade-in/eligibility';
import {
  valuationStartFields,
  ADJUSTMENT_FIELDS,
  wizardSteps,
  FINANCE_LABEL,
  valuationOptions,
} from '../../../../src/domain/trade-in/wizard';
import { OfferRequest } from '../../../../src/domain/trade-in/api';
import { formSchema } from '../../../../src/domain/leads/fields';
import { contextFixture } from '../../../support/leads';

const now = new Date('2025-06-01T00:00:00Z');
const good: AdjustmentAnswers = {
  serviceHistory: 'Full',
  twoSetsOfKeys: 'Yes',
  componentsPresent: 'Yes',
  illegalModifications: 'No',
  condition: 'Good',
};
const stock = [
  { make: 'Toyota', model: 'Corolla', year: 2022, price: 30000, car_type: 'used' },
  { make: 'Toyota', model: 'Corolla', year: 2021, price: 27000, car_type: 'used' },
  { make: 'Toyota', model: 'Corolla', year: 2023, price: 33000, car_type: 'used' },
  { make: 'Toyota', model: 'RAV4', year: 2022, price: 42000, car_type: 'used' },
  { make: 'Kia', model: 'Cerato', year: 2022, price: 0, car_type: 'used' },
];

describe('no online estimate for cars over 7 years old or over 100,000 km', () => {
  it.each([
    [2018, 50_000, false],
    [2017, 50_000, true],
    [2022, 100_000, false],
    [2022, 100_001, true],
    [2010, 200_000, true],
  ])('year %i, %i km → no estimate: %s', (year, kms, none) => {
    expect(noOnlineEstimate({ year, kms }, now)).toBe(none);
    const r = localEstimate({ year, kms, make: 'Toyota', model: 'Corolla' }, good, stock, now);
    expect(r.reason === 'no-online-estimate').toBe(none);
    if (none) expect(r.offer).toBeNull();
  });
});

describe('local estimate', () => {
  it('uses comparable stock, aged to the shopper’s year, then the answers', () => {
    // median of Corolla prices aged to 2021: 30000*0.88, 27000, 33000*0.88^2 → 26400, 27000, 25555 → 26400
    expect(
      referencePrice({ year: 2021, make: 'toyota', model: 'corolla' }, stock, now),
    ).toBeCloseTo(26400, 0);
    const r = localEstimate(
      { year: 2021, make: 'Toyota', model: 'Corolla', kms: 60_000 },
      good,
      stock,
      now,
    );
    expect(r.reason).toBe('estimate');
    expect(r.offer! % 100).toBe(0);
    expect(r.offer).toBeGreaterThan(15_000);
    expect(r.offer).toBeLessThan(26_400);
  });
  it('falls back to the make, and gives no estimate without any priced reference', () => {
    expect(
      localEstimate({ year: 2022, make: 'Toyota', model: 'Yaris', kms: 30_000 }, good, stock, now)
        .reason,
    ).toBe('estimate');
    expect(
      localEstimate({ year: 2022, make: 'Kia', model: 'Cerato', kms: 30_000 }, good, stock, now),
    ).toEqual({ offer: null, reason: 'no-reference' });
  });
  it('illegal modifications need an inspection', () => {
    expect(
      localEstimate(
        { year: 2022, make: 'Toyota', model: 'Corolla', kms: 30_000 },
        { ...good, illegalModifications: 'Yes' },
        stock,
        now,
      ).reason,
    ).toBe('inspection-needed');
  });
  it('property: a worse answer never raises the offer', () => {
    const worse: [keyof AdjustmentAnswers, string, string][] = [
      ['condition', 'Good', 'Poor'],
      ['serviceHistory', 'Full', 'None'],
      ['twoSetsOfKeys', 'Yes', 'No'],
      ['componentsPresent', 'Yes', 'No'],
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 2019, max: 2025 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(...worse),
        (year, kms, [k, better, worseV]) => {
          const v = { year, kms, make: 'Toyota', model: 'Corolla' };
          const a = localEstimate(v, { ...good, [k]: better }, stock, now).offer ?? 0;
          const b = localEstimate(v, { ...good, [k]: worseV }, stock, now).offer ?? 0;
          return b <= a;
        },
      ),
    );
  });
  it('property: more kilometres never raise the offer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_000 }),
        fc.integer({ min: 0, max: 1000 }),
        (kms, more) => {
          const v = { year: 2022, make: 'Toyota', model: 'Corolla' };
          return (
            (localEstimate({ ...v, kms: kms + more }, good, stock, now).offer ?? 0) <=
            (localEstimate({ ...v, kms }, good, stock, now).offer ?? 0)
          );
        },
      ),
    );
  });
  it('states the caveats as the spec does', () => {
    expect(CAVEAT_INDICATIVE).toContain('indicative and subject to inspection');
    expect(CAVEAT_PAYOUT_LETTER).toBe('Cars under finance need a payout letter from the lender.');
  });
});

describe('offer, reducedPrice and savings', () => {
  it.each([
    [
      { price: 30000, before_price: 32000 },
      8000,
      { offer: 8000, reducedPrice: 22000, extraSavings: 2000, total: 32000 },
    ],
    [
      { price: 30000, before_price: null },
      8000,
      { offer: 8000, reducedPrice: 22000, extraSavings: 0, total: null },
    ],
    [{ price: 30000 }, 0, { offer: 0, reducedPrice: null, extraSavings: 0, total: null }],
    [{ price: 30000 }, '5000', { offer: 5000, reducedPrice: 25000 }],
    [
      { price: 30000, before_price: 28000 },
      -10,
      { offer: 0, reducedPrice: null, extraSavings: 0, total: 28000 },
    ],
    [null, 8000, { offer: 8000, reducedPrice: null }],
  ])('%j with offer %j', (car, offerPrice, expected) => {
    expect(offerFigures(car, offerPrice)).toMatchObject(expected);
  });
});

describe('eligibility (rules.md: Eligibility and quotes)', () => {
  const site = { slug: 'x', name: 'X', dealership_group: 'Pacific Motor Group' };
  const car = { status: 'in_stock' as const, sold: false, reserved: false, price: 201 };
  it.each([
    [car, true],
    [{ ...car, price: 200 }, false],
    [{ ...car, reserved: true }, false],
    [{ ...car, sold: true }, false],
    [{ ...car, status: 'coming_soon' as const }, false],
  ])('%j → %s', (c, ok) => {
    expect(isTradeInEligible(c, site)).toBe(ok);
  });
  it('the dealer’s valuation integration shows the button anyway', () => {
    expect(
      showTradeInButton({ ...car, price: 0 }, { slug: 'y', name: 'Y', vehicle_valuation: true }),
    ).toBe(true);
    expect(showTradeInButton(car, { slug: 'y', name: 'Y' })).toBe(false);
  });
});

describe('valuation wizard', () => {
  const ctx = contextFixture();
  it('step 1 holds the trigger fields, PreferredContactMethod (default Phone) and the finance question', () => {
    const fields = valuationStartFields(ctx);
    const names = fields.map((f) => f.name);
    for (const n of [
      'kms',
      'regoState',
      'rego',
      'name',
      'phone',
      'email',
      'location_id',
      'PreferredContactMethod',
      'finance',
    ])
      expect(names).toContain(n);
    expect(fields.find((f) => f.name === 'PreferredContactMethod')).toMatchObject({
      defaultValue: 'Phone',
      options: [{ value: 'Phone' }, { value: 'Email' }, { value: 'SMS' }],
    });
    expect(fields.find((f) => f.name === 'finance')).toMatchObject({
      label: FINANCE_LABEL,
      placeholder: 'Please Select An Option...',
      defaultValue: '',
    });
    expect(FINANCE_LABEL).toBe('Is Your Car Currently Under Finance?');
    expect(fields.find((f) => f.name === 'regoState')?.defaultValue).toBe('QLD');
  });
  it('the finance select is optional and empty by default; the trigger fields are required', () => {
    const s = formSchema(valuationStartFields(ctx), { phoneMode: 'AU', termsFormWording: false });
    const r = s.safeParse({});
    expect(r.success).toBe(false);
    const keys = new Set(r.error!.issues.map((i) => String(i.path[0])));
    for (const n of ['kms', 'regoState', 'rego', 'name', 'phone', 'email', 'location_id'])
      expect(keys.has(n)).toBe(true);
    expect(keys.has('finance')).toBe(false);
  });
  it('adjustment answers are all required', () => {
    expect(
      formSchema(ADJUSTMENT_FIELDS, { phoneMode: 'AU', termsFormWording: false }).safeParse(good)
        .success,
    ).toBe(true);
    expect(
      formSchema(ADJUSTMENT_FIELDS, { phoneMode: 'AU', termsFormWording: false }).safeParse({
        ...good,
        condition: undefined,
      }).success,
    ).toBe(false);
  });
  it('four_step_valuation_form always confirms the vehicle; otherwise only when the rego lookup did not find it', () => {
    expect(wizardSteps(true, true)).toEqual(['details', 'condition', 'vehicle', 'offer']);
    expect(wizardSteps(false, true)).toEqual(['details', 'condition', 'offer']);
    expect(wizardSteps(false, false)).toHaveLength(4);
  });
  it('offer accepted: subcategory 3. Offer Accepted, offer_accepted, form_completed', () => {
    const body = {
      category: 'Sell My Car Enquiry',
      subcategory: '3. Offer Accepted',
      lead_id: 'L1',
      form_completed: true,
      offer_accepted: true,
      idempotencyKey: 'k'.repeat(20),
    };
    expect(OfferRequest.safeParse(body).success).toBe(true);
    expect(OfferRequest.safeParse({ ...body, form_completed: false }).success).toBe(false);
  });
});

describe('valuation options follow the car’s dealership', () => {
  it('uses the car’s dealership when given, else the site’s', () => {
    const ctx = contextFixture({
      dealership_id: 6,
      dealerships: [
        { id: 5, name: 'A', slug: 'a', four_step_valuation_form: true },
        { id: 6, name: 'B', slug: 'b', enable_valuation_offer_rejection: true },
      ],
    });
    expect(valuationOptions(ctx)).toEqual({ fourStep: false, offerRejection: true });
    expect(valuationOptions(ctx, 5)).toEqual({ fourStep: true, offerRejection: false });
    expect(valuationOptions(ctx, 999)).toEqual({ fourStep: false, offerRejection: true });
  });
});
