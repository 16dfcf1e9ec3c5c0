/**
 * Markets AU (default), NZ and US: every locale rule, one table per rule.
 */
import { describe, expect, it } from 'vitest';
import { formatPhone, phoneLink, telHref, toE164 } from '../../../../src/domain/market/phone';
import {
  isValidPostalCode,
  postalCodeSchema,
  postalRule,
  ZIP_MESSAGE,
} from '../../../../src/domain/market/postal';
import { POSTCODE_MESSAGE } from '../../../../src/domain/leads/messages';
import { formatCurrency, formatDistance } from '../../../../src/domain/market/format';
import {
  dealerTimeZone,
  marketOf,
  marketRules,
  type Market,
} from '../../../../src/domain/market/market';
import { locationTimeZone } from '../../../../src/domain/locations/open-now';
import { paymentMethods, subFooterLicences } from '../../../../src/domain/content/footer';
import { normalisePhone, validatePhone } from '../../../../src/domain/format/phone';
import { SiteConfig } from '../../../../src/domain/tenant/config';

describe('marketOf', () => {
  it.each<[Parameters<typeof marketOf>[0], Market]>([
    [null, 'AU'],
    [{}, 'AU'],
    [{ phoneMode: 'AU' }, 'AU'],
    [{ phoneMode: 'US' }, 'US'],
    [{ market: 'NZ' }, 'NZ'],
    [{ market: 'AU', phoneMode: 'US' }, 'AU'],
  ])('%j → %s', (config, market) => expect(marketOf(config)).toBe(market));

  it('config.market and config.timeZone are validated', () => {
    expect(SiteConfig.parse({ market: 'US', timeZone: 'America/Chicago' }).market).toBe('US');
    expect(SiteConfig.safeParse({ market: 'UK' }).success).toBe(false);
    const bad = SiteConfig.safeParse({ timeZone: 'Mars/Base' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe(
      'Unknown timezone: use an IANA name such as America/Chicago',
    );
  });
});

describe('phone display', () => {
  it.each<[string, Market, string]>([
    ['6085550100', 'US', '(608) 555-0100'],
    ['+16085550100', 'US', '(608) 555-0100'],
    ['1-608-555-0100', 'US', '(608) 555-0100'],
    ['(608) 555-0100', 'US', '(608) 555-0100'],
    ['07 5443 1234', 'AU', '07 5443 1234'],
    ['+61754431234', 'AU', '07 5443 1234'],
    ['0411222333', 'AU', '0411 222 333'],
    ['1300722846', 'AU', '1300 722 846'],
    ['093790000', 'NZ', '09 379 0000'],
    ['+6493790000', 'NZ', '09 379 0000'],
    ['0211234567', 'NZ', '021 123 4567'],
    ['0800123456', 'NZ', '0800 123 456'],
    // a number with its country code shows in its own country's form on any site
    ['+16085550100', 'AU', '(608) 555-0100'],
    ['ask for Sam', 'US', 'ask for Sam'],
  ])('%s on a %s site reads %s', (input, market, text) =>
    expect(formatPhone(input, market)).toBe(text),
  );
});

describe('tel: links are E.164', () => {
  it.each<[string, Market, string]>([
    ['(608) 555-0100', 'US', 'tel:+16085550100'],
    ['16085550100', 'US', 'tel:+16085550100'],
    ['07 5443 1234', 'AU', 'tel:+61754431234'],
    ['0411 222 333', 'AU', 'tel:+61411222333'],
    ['1300 722 846', 'AU', 'tel:+611300722846'],
    ['131386', 'AU', 'tel:+61131386'],
    ['09 379 0000', 'NZ', 'tel:+6493790000'],
    ['+61 7 5443 1234', 'US', 'tel:+61754431234'],
  ])('%s on a %s site dials %s', (input, market, href) =>
    expect(telHref(input, market)).toBe(href),
  );

  it('a number too short to be E.164 is dialled as stored', () => {
    expect(toE164('5443 1234', 'AU')).toBeNull();
    expect(telHref('5443 1234', 'AU')).toBe('tel:54431234');
  });

  it('phoneLink pairs them', () =>
    expect(phoneLink('6085550100', 'US')).toEqual({
      href: 'tel:+16085550100',
      text: '(608) 555-0100',
    }));
});

describe('phone normalisation per mode', () => {
  it.each<[string, 'AU' | 'NZ' | 'US', string]>([
    ['0411 222 333', 'AU', '+61411222333'],
    ['(608) 555-0100', 'US', '+16085550100'],
    ['021 123 4567', 'NZ', '+64211234567'],
  ])('%s (%s) → %s', (input, mode, out) => expect(normalisePhone(input, mode)).toBe(out));

  it('NZ has its own message in the spec form', () => {
    expect(validatePhone('12', 'NZ')).toEqual({
      ok: false,
      message:
        'Invalid New Zealand mobile number format (E.164 required). For example, 021 123 4567 is valid.',
    });
  });
});

describe('postal codes', () => {
  it.each<[Market, string, boolean]>([
    ['AU', '4000', true],
    ['AU', ' 4000 ', true],
    ['AU', '400', false],
    ['AU', '40000', false],
    ['NZ', '6011', true],
    ['NZ', '60111', false],
    ['US', '53703', true],
    ['US', '53703-1234', true],
    ['US', '5370', false],
    ['US', '53703-12', false],
    ['US', 'ABCDE', false],
  ])('%s %j valid: %s', (market, input, valid) =>
    expect(isValidPostalCode(input, market)).toBe(valid),
  );

  it.each<[Market, string, number]>([
    ['AU', 'Invalid postcode. Please enter a 4-digit number.', 4],
    ['NZ', 'Invalid postcode. Please enter a 4-digit number.', 4],
    ['US', 'Invalid ZIP code. Please enter a 5-digit ZIP or ZIP+4.', 10],
  ])('%s refuses with %j, field length %d', (market, message, maxLength) => {
    expect(postalRule(market).maxLength).toBe(maxLength);
    const result = postalCodeSchema(market).safeParse('12');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });

  it('the AU message is the spec string', () => {
    expect(POSTCODE_MESSAGE).toBe('Invalid postcode. Please enter a 4-digit number.');
    expect(ZIP_MESSAGE).toBe('Invalid ZIP code. Please enter a 5-digit ZIP or ZIP+4.');
  });
});

describe('currency and units', () => {
  it.each<[Market, number, string]>([
    ['AU', 45990, '$45,990'],
    ['NZ', 45990, '$45,990'],
    ['US', 1234567.4, '$1,234,567'],
    ['US', -1234, '-$1,234'],
  ])('%s %d → %s', (market, amount, text) => expect(formatCurrency(amount, market)).toBe(text));

  it.each<[Market, string, string]>([
    ['AU', 'AUD', '12,345 km'],
    ['NZ', 'NZD', '12,345 km'],
    ['US', 'USD', '12,345 mi'],
  ])('%s: %s, odometer %s', (market, currency, odometer) => {
    expect(marketRules(market).currency).toBe(currency);
    expect(formatDistance(12345, market)).toBe(odometer);
  });
});

describe('timezone', () => {
  it.each<[Parameters<typeof dealerTimeZone>[0], string | null, string]>([
    [null, null, 'Australia/Perth'],
    [{ market: 'NZ' }, null, 'Pacific/Auckland'],
    [{ phoneMode: 'US' }, null, 'America/Chicago'],
    [{ market: 'US', timeZone: 'America/New_York' }, null, 'America/New_York'],
    [{ market: 'US', timeZone: 'America/New_York' }, 'America/Denver', 'America/Denver'],
  ])('%j, location %s → %s', (config, location, zone) =>
    expect(dealerTimeZone(config, location)).toBe(zone),
  );

  it('an Australian location keeps its state clock; other markets use the dealer zone', () => {
    expect(locationTimeZone('QLD')).toBe('Australia/Brisbane');
    expect(locationTimeZone('WI', { market: 'US' })).toBe('America/Chicago');
    expect(locationTimeZone('QLD', { timeZone: 'Australia/Darwin' })).toBe('Australia/Darwin');
  });
});

describe('licences and payment logos', () => {
  it('LMCT and MVR are Australian only', () => {
    expect(subFooterLicences('LMCT 12345', 'MVR 0001')).toEqual(['LMCT 12345', 'MVR 0001']);
    expect(subFooterLicences('LMCT 12345', 'MVR 0001', 'NZ')).toEqual([]);
    expect(subFooterLicences('DL 12345', null, 'US')).toEqual([]);
  });

  it.each<[Market, string[]]>([
    ['AU', ['visa', 'mastercard', 'eftpos', 'applePay', 'googlePay']],
    ['NZ', ['visa', 'mastercard', 'applePay', 'googlePay']],
    ['US', ['visa', 'mastercard', 'applePay', 'googlePay']],
  ])('%s shows %j', (market, keys) => {
    expect(paymentMethods(null, market).map((m) => m.key)).toEqual(keys);
    expect(paymentMethods({ visa: false }, market).map((m) => m.key)).toEqual(keys.slice(1));
  });
});
