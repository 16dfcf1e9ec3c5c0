/**
 * Form payload processing (rules.md: Form payload processing; Regulator entry and enquiry types;
 * Other rules), table and property tests.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  processPayload,
  checkOptionField,
  isChecked,
  type FormValue,
} from '../../../../src/domain/leads/payload';
import { readLeadReply } from '../../../../src/domain/leads/submit';
import { findForbiddenKey, LeadEnvelope } from '../../../../src/domain/leads/request';
import { trackingParams, mergeTracking } from '../../../../src/domain/leads/tracking';

const locations = [
  { name: 'Bayside Service', dealership_slug: 'bayside-toyota' },
  { name: 'Cleveland Service', dealership_slug: 'bayside-kia' },
];

describe('processPayload', () => {
  it('drops fields whose name contains _radio_options', () => {
    expect(
      processPayload({
        name: 'Jo',
        Rating_radio_options: '1,2,3',
        x_radio_options_y: 'a',
        Rating: '5',
      }),
    ).toEqual({ name: 'Jo', Rating: '5' });
  });

  it('collects checked (check_option) fields into additional_services, unchecked ones are dropped', () => {
    const out = processPayload({
      name: 'Jo',
      [checkOptionField('Tyres')]: true,
      [checkOptionField('Brakes')]: false,
      [checkOptionField('Battery')]: 'on',
    });
    expect(out).toEqual({ name: 'Jo', additional_services: ['Tyres', 'Battery'] });
  });

  it('keeps additional_services already sent and does not repeat an option', () => {
    expect(
      processPayload({
        additional_services: ['Tyres'],
        [checkOptionField('Tyres')]: true,
        [checkOptionField('Brakes')]: 'yes',
      }).additional_services,
    ).toEqual(['Tyres', 'Brakes']);
  });

  it('Service Booking: dealership_slug comes from the location named in Service Location', () => {
    const out = processPayload(
      {
        subcategory: 'Service Booking',
        'Service Location': 'Cleveland Service',
        dealership_slug: 'forged',
      },
      { locations },
    );
    expect(out.dealership_slug).toBe('bayside-kia');
  });

  it('outside a Service Booking, Service Location leaves dealership_slug alone', () => {
    expect(
      processPayload(
        { subcategory: 'Other', 'Service Location': 'Cleveland Service', dealership_slug: 'x' },
        { locations },
      ).dealership_slug,
    ).toBe('x');
  });

  it.each<[FormValue, boolean]>([
    [true, true],
    ['on', true],
    ['true', true],
    ['Yes', true],
    ['1', true],
    [false, false],
    ['', false],
    ['off', false],
    [null, false],
    [0, false],
  ])('checked(%j) = %s', (v, c) => {
    expect(isChecked(v)).toBe(c);
  });

  const key = fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((k) => !['__proto__', 'constructor', 'prototype', 'additional_services'].includes(k));
  const plain = key.filter((k) => !k.includes('_radio_options') && !k.includes('(check_option)'));

  it('property: no output key contains a marker; plain fields pass through unchanged', () => {
    fc.assert(
      fc.property(
        fc.dictionary(key, fc.oneof(fc.string(), fc.boolean())),
        fc.dictionary(plain, fc.string()),
        (mixed, plainFields) => {
          const input = { ...mixed, ...plainFields };
          const out = processPayload(input);
          for (const k of Object.keys(out)) {
            if (k.includes('_radio_options') || k.includes('(check_option)')) return false;
          }
          return Object.entries(plainFields).every(([k, v]) => out[k] === v);
        },
      ),
    );
  });

  it('property: additional_services lists exactly the checked options, each once', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc
            .string({ minLength: 1, maxLength: 10 })
            .map((s) => s.replace(/\(check_option\)|_radio_options/g, '').trim())
            .filter(Boolean),
        ),
        fc.array(fc.boolean()),
        (opts, checks) => {
          const input: Record<string, boolean> = {};
          opts.forEach((o, i) => (input[checkOptionField(o)] = checks[i] ?? false));
          const expected = [...new Set(opts.filter((_, i) => checks[i]))];
          const got = processPayload(input).additional_services ?? [];
          return JSON.stringify(got) === JSON.stringify(expected);
        },
      ),
    );
  });

  it('does not change its input', () => {
    const input = { a: '1', [checkOptionField('Tyres')]: true };
    const copy = structuredClone(input);
    processPayload(input);
    expect(input).toEqual(copy);
  });
});

describe('the lead envelope', () => {
  const good = {
    form: 'general',
    userData: { name: 'Jo' },
    isLastStep: true,
    idempotencyKey: 'abcdefghijklmnop1234',
  };
  it('accepts a well-formed body', () => {
    expect(LeadEnvelope.safeParse(good).success).toBe(true);
  });
  it.each([
    ['an unknown top-level field', { ...good, extra: 1 }],
    ['an unknown form', { ...good, form: 'admin' }],
    ['isLastStep as a string', { ...good, isLastStep: 'true' }],
    ['a short idempotency key', { ...good, idempotencyKey: 'abc' }],
    ['an object value', { ...good, userData: { name: { first: 'Jo' } } }],
    ['a huge value', { ...good, userData: { message: 'x'.repeat(5001) } }],
    [
      'too many fields',
      {
        ...good,
        userData: Object.fromEntries(Array.from({ length: 81 }, (_, i) => [`f${i}`, 'x'])),
      },
    ],
  ])('refuses %s', (_, body) => {
    expect(LeadEnvelope.safeParse(body).success).toBe(false);
  });
  it('finds prototype keys anywhere', () => {
    expect(findForbiddenKey(JSON.parse('{"userData":{"__proto__":{"isAdmin":true}}}'))).toBe(
      '__proto__',
    );
    expect(findForbiddenKey({ a: [{ constructor: 1 }] })).toBe('constructor');
    expect(findForbiddenKey({ a: { b: 'prototype' } })).toBeNull();
  });
});

describe('reading a lead reply (rules.md: Form submission; Leads (method and path not shown); The error catalogue)', () => {
  it.each([
    [200, 'OK', { lead_id: 'L1' }, { ok: true, leadId: 'L1' }],
    [200, 'OK', { redirect: true }, { ok: true, leadId: null }],
    [200, 'OK', { lead_id: 42 }, { ok: true, leadId: '42' }],
    [200, 'OK', {}, { ok: false, message: 'An unexpected error occured' }],
    [200, 'OK', { error: 'Dealer offline' }, { ok: false, message: 'Dealer offline' }],
    [
      400,
      'Bad Request',
      { error: 'Please fix the following errors:', fields: { postcode: ['x'] } },
      { ok: false, message: 'Please fix the following errors:', fields: { postcode: ['x'] } },
    ],
    [
      502,
      'Bad Gateway',
      'upstream html',
      { ok: false, message: 'An unexpected error occurred: Bad Gateway' },
    ],
  ])('%i %s %j', (status, text, body, expected) => {
    expect(readLeadReply(status, text, body)).toMatchObject(expected);
  });
});

describe('tracking parameters', () => {
  it('keeps gclid, fbclid and utm_source/medium/campaign only', () => {
    expect(
      trackingParams(
        '?gclid=g1&fbclid=f1&utm_source=google&utm_medium=cpc&utm_campaign=eofy&utm_term=x&q=1',
      ),
    ).toEqual({
      gclid: 'g1',
      fbclid: 'f1',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'eofy',
    });
    expect(mergeTracking({ gclid: 'old', utm_source: 'a' }, { gclid: 'new' })).toEqual({
      gclid: 'new',
      utm_source: 'a',
    });
  });
});
