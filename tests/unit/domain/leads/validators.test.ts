/**
 * Every validator of the lead forms, table- and property-tested: postcode, AU and US
 * phones, terms, email, money and number inputs (rules.md: Postcode; Phone; Enquiry
 * form; Money and number inputs).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidPostcode, postcodeSchema } from '../../../../src/domain/leads/postcode';
import { termsSchema } from '../../../../src/domain/leads/terms';
import { phoneSchema, fieldSchema, type FieldDef } from '../../../../src/domain/leads/fields';
import {
  parseMoney,
  quickPicks,
  isOnStep,
  MONEY_QUICK_PICKS,
  MONEY_QUICK_PICKS_HIGH,
} from '../../../../src/domain/leads/money-input';
import {
  POSTCODE_MESSAGE,
  TERMS_MESSAGE,
  TERMS_MESSAGE_FORM,
  EMAIL_MESSAGE,
} from '../../../../src/domain/leads/messages';
import { AU_PHONE_MESSAGE, US_PHONE_MESSAGE } from '../../../../src/domain/format/phone';

const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('postcode: required, exactly 4 digits, max length 4', () => {
  it.each([
    ['4000', true],
    ['0800', true],
    [' 2000 ', true],
    ['', false],
    ['400', false],
    ['40000', false],
    ['40a0', false],
    ['4 000', false],
    ['-400', false],
    ['４０００', false],
  ])('%j → %s', (input, ok) => {
    const r = postcodeSchema.safeParse(input);
    expect(r.success).toBe(ok);
    if (!ok) expect(messagesOf(r)).toEqual([POSTCODE_MESSAGE]);
    expect(isValidPostcode(input)).toBe(ok);
  });

  it('refuses a missing postcode with the postcode message', () => {
    expect(messagesOf(postcodeSchema.safeParse(undefined))).toEqual([POSTCODE_MESSAGE]);
  });

  it('every 4-digit string passes and keeps its value', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{4}$/), (pc) => postcodeSchema.parse(pc) === pc));
  });

  it('nothing else passes', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }).filter((s) => !/^\d{4}$/.test(s.trim())),
        (s) => !postcodeSchema.safeParse(s).success,
      ),
    );
  });
});

describe('phone: stripped, AU 04 → +614, US +1, E.164, with the mode’s message', () => {
  const au = phoneSchema('AU');
  const us = phoneSchema('US');

  it.each([
    ['0411 222 333', '+61411222333'],
    ['(04) 1122-2333', '+61411222333'],
    ['+61 411 222 333', '+61411222333'],
    ['0411.222.333', '+61411222333'],
    ['131386', '+61131386'],
    ['+64 21 123 4567', '+64211234567'],
  ])('AU %j → %j', (input, expected) => {
    expect(au.parse(input)).toBe(expected);
  });

  it.each([
    '411222333',
    '07 5443 1234',
    'abc',
    '+0411222333',
    '0411 222 333 444 555 666',
    '++61411222333',
  ])('AU refuses %j with the Australian message', (input) => {
    expect(messagesOf(au.safeParse(input))).toEqual([AU_PHONE_MESSAGE]);
  });

  it('AU message reads as the spec writes it', () => {
    expect(AU_PHONE_MESSAGE).toBe(
      'Invalid Australian mobile number format (E.164 required). For example, 0411 222 333 is valid.',
    );
  });

  it.each([
    ['(123) 456-7890', '+11234567890'],
    ['1 123 456 7890', '+11234567890'],
    ['+1 (212) 555-0100', '+12125550100'],
    ['212.555.0100', '+12125550100'],
  ])('US %j → %j', (input, expected) => {
    expect(us.parse(input)).toBe(expected);
  });

  it.each(['555-0100', '(012) 345-678', 'call me', '+0 123 456 7890'])(
    'US refuses %j with the US message',
    (input) => {
      expect(messagesOf(us.safeParse(input))).toEqual([US_PHONE_MESSAGE]);
    },
  );

  it('any AU mobile 04xxxxxxxx in any punctuation normalises to +614xxxxxxxx', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{8}$/),
        fc.array(fc.constantFrom(' ', '-', '.', '(', ')'), { maxLength: 4 }),
        (rest, noise) => {
          const digits = `04${rest}`;
          const noisy = digits
            .split('')
            .map((d, i) => (noise[i % Math.max(1, noise.length)] ?? '') + d)
            .join('');
          return au.parse(noisy) === `+614${rest}`;
        },
      ),
    );
  });

  it('any 10-digit US number with a non-zero area code becomes +1 and passes', () => {
    fc.assert(fc.property(fc.stringMatching(/^[1-9]\d{9}$/), (n) => us.parse(n) === `+1${n}`));
  });

  it('what passes is always E.164', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.constantFrom<'AU' | 'US'>('AU', 'US'),
        (s, mode) => {
          const r = phoneSchema(mode).safeParse(s);
          return !r.success || /^\+[1-9]\d{1,14}$/.test(r.data as string);
        },
      ),
    );
  });

  it('an empty required phone asks for it; an optional one may be empty', () => {
    expect(messagesOf(au.safeParse(''))).toEqual(['Mobile Number is required.']);
    expect(phoneSchema('AU', 'Mobile Number', false).parse('')).toBe('');
  });
});

describe('terms: required, one message or the flagged variant', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', false],
    ['on', false],
    [1, false],
    [undefined, false],
    [null, false],
  ])('%j → %s', (value, ok) => {
    expect(termsSchema().safeParse(value).success).toBe(ok);
  });
  it('says the spec’s message', () => {
    expect(messagesOf(termsSchema().safeParse(false))).toEqual([TERMS_MESSAGE]);
    expect(TERMS_MESSAGE).toBe('*You must agree to the terms of use before submitting.');
  });
  it('says the flagged variant under the flag', () => {
    expect(messagesOf(termsSchema(true).safeParse(undefined))).toEqual([TERMS_MESSAGE_FORM]);
    expect(TERMS_MESSAGE_FORM).toBe(
      '* You must agree to the terms of use before submitting the form.',
    );
  });
});

describe('email', () => {
  const email = fieldSchema(
    { name: 'email', type: 'email', label: 'Email', required: true },
    { phoneMode: 'AU', termsFormWording: false },
  );
  it.each([
    ['jo@example.com.au', true],
    [' jo@example.com ', true],
    ['jo@', false],
    ['jo example.com', false],
    ['', false],
  ])('%j → %s', (input, ok) => {
    expect(email.safeParse(input).success).toBe(ok);
  });
  it('an invalid address gets the email message, an empty one the required message', () => {
    expect(messagesOf(email.safeParse('jo@'))).toEqual([EMAIL_MESSAGE]);
    expect(messagesOf(email.safeParse(''))).toEqual(['Email is required.']);
  });
});

describe('money input: $-prefixed amount with quick picks', () => {
  it('quick picks are the spec’s two sets', () => {
    expect(MONEY_QUICK_PICKS).toEqual([
      5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000,
    ]);
    expect(MONEY_QUICK_PICKS_HIGH).toEqual([300000, 400000, 500000, 600000, 700000, 800000]);
    expect(quickPicks('high')).toBe(MONEY_QUICK_PICKS_HIGH);
  });
  it.each([
    ['$25,000', 25000],
    ['25000', 25000],
    ['$ 25 000', 25000],
    ['1234.5', 1235],
    [30000, 30000],
    ['$', null],
    ['twenty', null],
    ['-5000', null],
    ['1e6', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });
  it('any whole amount, formatted with $ and commas, reads back as itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        (n) => parseMoney(`$${n.toLocaleString('en-AU')}`) === n,
      ),
    );
  });
  const offer: FieldDef = {
    name: 'offer_from_client',
    type: 'money',
    label: 'Your Offer',
    required: true,
  };
  it('a required amount refuses empty, zero and words; accepts typed amounts', () => {
    const s = fieldSchema(offer, { phoneMode: 'AU', termsFormWording: false });
    expect(s.parse('$21,500')).toBe(21500);
    expect(messagesOf(s.safeParse(''))).toEqual(['Your Offer is required.']);
    expect(s.safeParse('0').success).toBe(false);
    expect(s.safeParse('lots').success).toBe(false);
    expect(s.safeParse('$20,000,000').success).toBe(false);
  });
});

describe('number input: step, min and max from configuration', () => {
  const kms: FieldDef = {
    name: 'kms',
    type: 'number',
    label: 'Odometer (km)',
    required: true,
    min: 0,
    max: 500000,
    step: 1000,
  };
  const s = fieldSchema(kms, { phoneMode: 'AU', termsFormWording: false });
  it.each([
    [0, true],
    [45000, true],
    ['45,000', true],
    [500000, true],
    [45500, false],
    [-1000, false],
    [501000, false],
    ['abc', false],
    ['', false],
  ])('%j → %s', (value, ok) => {
    expect(s.safeParse(value).success).toBe(ok);
  });
  it('on-step values within range pass, others fail', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 600 }),
        (k) => isOnStep(k * 1000, { min: 0, max: 500000, step: 1000 }) === (k >= 0 && k <= 500),
      ),
    );
  });
});

describe('a missing required field says what is missing', () => {
  it.each<[FieldDef]>([
    [{ name: 'name', type: 'text', label: 'First Name', required: true }],
    [{ name: 'email', type: 'email', label: 'Email', required: true }],
    [{ name: 'phone', type: 'phone', label: 'Mobile Number', required: true }],
    [
      {
        name: 'location',
        type: 'select',
        label: 'Location',
        required: true,
        options: [{ value: 'a', label: 'A' }],
      },
    ],
    [{ name: 'offer_from_client', type: 'money', label: 'Your Offer', required: true }],
    [{ name: 'kms', type: 'number', label: 'Odometer (km)', required: true }],
  ])('%j', (def) => {
    const r = fieldSchema(def, { phoneMode: 'AU', termsFormWording: false }).safeParse(undefined);
    expect(messagesOf(r)).toEqual([`${def.label} is required.`]);
  });
});
