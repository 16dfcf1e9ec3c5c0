/** src/domain/checkout/journey.ts: the online purchase journey's steps, URLs and stored state. */
import { describe, expect, it } from 'vitest';
import {
  allowedStep,
  carAvailability,
  completeStep,
  depositText,
  findJourneyCar,
  journeyBuyerFields,
  journeyReturnUrl,
  journeyUrl,
  newJourneyState,
  nextStep,
  previousStep,
  readJourneyQuery,
  readJourneys,
  resumeStep,
  type JourneyState,
} from '../../../../src/domain/checkout/journey';
import { formSchema } from '../../../../src/domain/leads/fields';

const fresh = () => newJourneyState('pacific', '42', 'journey-1');
const doneUpTo = (n: number): JourneyState => ({
  ...fresh(),
  done: ['car', 'details', 'trade-in', 'payment', 'pickup', 'deposit'].slice(0, n) as never,
});

describe('journey steps', () => {
  it('a fresh journey starts at the car and may not skip ahead', () => {
    expect(resumeStep(fresh())).toBe('car');
    expect(allowedStep(null, fresh())).toBe('car');
    expect(allowedStep('payment', fresh())).toBe('car');
    expect(allowedStep('nonsense', fresh())).toBe('car');
  });
  it('a step is shown when every step before it is done (reload and back keep the place)', () => {
    const state = doneUpTo(3);
    expect(allowedStep('payment', state)).toBe('payment');
    expect(allowedStep('details', state)).toBe('details');
    expect(allowedStep('deposit', state)).toBe('payment');
    expect(resumeStep(state)).toBe('payment');
  });
  it('the confirmation shows only once a reservation started', () => {
    expect(allowedStep('confirmation', doneUpTo(5))).toBe('deposit');
    const paid = { ...doneUpTo(6), reservation: { id: 'r1', status: 'paid' as const } };
    expect(allowedStep('confirmation', paid)).toBe('confirmation');
    expect(allowedStep(null, paid)).toBe('confirmation');
  });
  it('next, previous and completing keep the journey order, once each', () => {
    expect(nextStep('car')).toBe('details');
    expect(nextStep('confirmation')).toBeNull();
    expect(previousStep('car')).toBeNull();
    expect(previousStep('pickup')).toBe('payment');
    const s = completeStep(completeStep(completeStep(fresh(), 'details'), 'car'), 'car');
    expect(s.done).toEqual(['car', 'details']);
  });
  it('URLs name the car and the step; the provider returns with the journey and status', () => {
    expect(journeyUrl('42', 'trade-in')).toBe('/checkout-journey?car_id=42&step=trade-in');
    expect(journeyUrl('a b/c', 'car')).toBe('/checkout-journey?car_id=a%20b%2Fc&step=car');
    expect(journeyReturnUrl('j-1', 'R1', 'paid')).toBe(
      '/checkout-journey?journey=j-1&reservation=R1&result=paid',
    );
    expect(readJourneyQuery('?journey=j-1&reservation=R1&result=paid')).toEqual({
      car: null,
      step: null,
      journeyId: 'j-1',
      status: 'paid',
    });
    expect(readJourneyQuery('?car_id=%2042%20&step=pickup&result=evil').status).toBeNull();
    expect(readJourneyQuery('?car_id=%2042%20&step=pickup').car).toBe('42');
  });
});

describe('the car', () => {
  const docs = [
    { id: 42, slug: '2020-kia-rio' },
    { id: 7, slug: '42' },
  ];
  it('car_id is the id or, in the other reading, the slug (id first)', () => {
    expect(findJourneyCar(docs, '42')?.id).toBe(42);
    expect(findJourneyCar(docs, '2020-kia-rio')?.id).toBe(42);
    expect(findJourneyCar(docs, 'missing')).toBeNull();
  });
  it('only a car on the lot, not sold or reserved, can be bought', () => {
    expect(carAvailability({ status: 'in_stock', sold: false, reserved: false })).toBe('available');
    expect(carAvailability({ status: 'in_stock', sold: false, reserved: true })).toBe('reserved');
    expect(carAvailability({ status: 'sold', sold: true, reserved: false })).toBe('sold');
    expect(carAvailability({ status: 'coming_soon', sold: false, reserved: false })).toBe('sold');
  });
  it('the deposit says the 48-hour hold and 100% refundable plainly', () => {
    expect(depositText('$200')).toBe(
      'Pay a $200 deposit now. We hold the car for you for 48 hours, and the deposit is 100% refundable.',
    );
    expect(depositText(null)).toContain('100% refundable');
  });
  it('buyer details use the shared validators (market phone, postcode) and ask for an address', () => {
    const schema = formSchema(journeyBuyerFields(), { phoneMode: 'AU', termsFormWording: false });
    const ok = schema.safeParse({
      name: 'Sam',
      last_name: 'Lee',
      email: 'sam@example.com',
      phone: '0412 345 678',
      postcode: '4000',
      address: '1 Main St, Brisbane',
    });
    expect(ok.success && ok.data.phone).toBe('+61412345678');
    const bad = schema.safeParse({
      name: '',
      last_name: '',
      email: 'x',
      phone: '12',
      postcode: '40',
      address: '',
    });
    expect(bad.success).toBe(false);
    const fields = new Set(bad.error!.issues.map((i) => i.path[0]));
    expect(fields).toEqual(new Set(['name', 'last_name', 'email', 'phone', 'postcode', 'address']));
    expect(bad.error!.issues.find((i) => i.path[0] === 'postcode')?.message).toBe(
      'Invalid postcode. Please enter a 4-digit number.',
    );
  });
});

describe('the stored journeys: corrupt or foreign values start afresh', () => {
  const good = doneUpTo(2);
  const cases: [string, unknown, string[]][] = [
    ['a valid journey', { '42': good }, ['42']],
    ['the same as JSON text', JSON.stringify({ '42': good }), ['42']],
    ['broken JSON', '{"42": {', []],
    ['null', null, []],
    ['a number', 7, []],
    ['an array', [good], []],
    ['another tenant’s journey', { '42': { ...good, tenant: 'sunshine' } }, []],
    ['filed under another car', { '43': good }, []],
    ['an unknown version', { '42': { ...good, v: 2 } }, []],
    ['an unknown step', { '42': { ...good, done: ['car', 'teleport'] } }, []],
    ['an extra key', { '42': { ...good, admin: true } }, []],
    [
      'a negative trade-in',
      { '42': { ...good, tradeIn: { kind: 'valued', lead_id: 'l', offer: -5, vehicle: '' } } },
      [],
    ],
    [
      'a finance term of 40 years',
      { '42': { ...good, payment: { kind: 'finance', deposit: 0, termYears: 40 } } },
      [],
    ],
    [
      'a prototype key',
      JSON.parse('{"__proto__": {"v": 1}, "42": ' + JSON.stringify(good) + '}'),
      ['42'],
    ],
    ['one bad entry beside a good one', { '42': good, '9': 'x' }, ['42']],
  ];
  it.each(cases)('%s', (_, raw, kept) => {
    const read = readJourneys(raw, 'pacific');
    expect(Object.keys(read)).toEqual(kept);
    for (const id of kept) expect(read[id]).toEqual(good);
  });
});
