/**
 * Markets in the forms: the postcode field is a 'ZIP Code' on a US site with
 * the ZIP rule, everywhere a postcode is asked; the trade-in wizard's plate region list is the
 * market's (US states, AU states, none for NZ's national plates).
 */
import { describe, expect, it } from 'vitest';
import { fieldForMarket, formSchema } from '../../../../src/domain/leads/fields';
import { contactFields } from '../../../../src/domain/leads/common-fields';
import { ZIP_MESSAGE } from '../../../../src/domain/market/postal';
import { POSTCODE_MESSAGE } from '../../../../src/domain/leads/messages';
import { US_STATES, plateRegions } from '../../../../src/domain/market/regions';
import { valuationStartFields } from '../../../../src/domain/trade-in/wizard';
import { RegoLookupRequest } from '../../../../src/domain/trade-in/api';
import { contextFixture } from '../../../support/leads';
import { locationTimeZone } from '../../../../src/domain/locations/open-now';
import { dealerTimeZone } from '../../../../src/domain/market/market';
import { Location } from '../../../../src/domain/tenant/schema/location';
import { isOpenNow } from '../../../../src/domain/vehicle/call-now';

const postcode = contactFields().find((f) => f.type === 'postcode')!;

describe('the postcode field per market', () => {
  it.each([
    ['AU', 'Postcode', 4],
    ['NZ', 'Postcode', 4],
    ['US', 'ZIP Code', 10],
  ] as const)('%s: labelled %s, at most %i characters', (market, label, maxLength) => {
    expect(fieldForMarket(postcode, market)).toMatchObject({ label, maxLength });
  });
  it("keeps a dealer's own label", () => {
    expect(fieldForMarket({ ...postcode, label: 'Your ZIP' }, 'US').label).toBe('Your ZIP');
  });
  it.each([
    ['US', '53703', true],
    ['US', '53703-1234', true],
    ['US', '5370', false],
    ['US', '537031', false],
    ['AU', '4000', true],
    ['AU', '53703', false],
  ] as const)('%s accepts %s: %s', (market, value, ok) => {
    const s = formSchema([fieldForMarket(postcode, market)], {
      phoneMode: market === 'US' ? 'US' : 'AU',
      termsFormWording: false,
      market,
    });
    const r = s.safeParse({ postcode: value });
    expect(r.success).toBe(ok);
    if (!ok)
      expect(r.error!.issues[0].message).toBe(market === 'US' ? ZIP_MESSAGE : POSTCODE_MESSAGE);
  });
});

describe('the trade-in wizard asks for the plate region of its market', () => {
  it('US: the 50 states and DC, the dealer default state selected', () => {
    const ctx = contextFixture({ config: { market: 'US', forms: { defaultState: 'wi' } } });
    const field = valuationStartFields(ctx).find((f) => f.name === 'regoState');
    expect(field?.label).toBe('Plate State');
    expect(field?.options?.map((o) => o.value)).toEqual([...US_STATES]);
    expect(US_STATES).toHaveLength(51);
    expect(field?.defaultValue).toBe('WI');
    expect(field?.options?.some((o) => o.value === 'QLD')).toBe(false);
  });
  it('AU: the states and territories', () => {
    const field = valuationStartFields(contextFixture()).find((f) => f.name === 'regoState');
    expect(field?.label).toBe('Rego State');
    expect(field?.options?.map((o) => o.value)).toEqual(plateRegions('AU')!.codes);
  });
  it('NZ: no region field (national plates), and the lookup is valid without one', () => {
    const ctx = contextFixture({ config: { market: 'NZ' } });
    expect(valuationStartFields(ctx).some((f) => f.name === 'regoState')).toBe(false);
    expect(RegoLookupRequest.safeParse({ rego: 'ABC123' }).success).toBe(true);
    expect(RegoLookupRequest.safeParse({ rego: 'ABC123', regoState: 'WI' }).success).toBe(true);
    expect(RegoLookupRequest.safeParse({ rego: 'ABC123', regoState: 'XX' }).success).toBe(false);
  });
});

describe("a location's own timezone", () => {
  it('overrides the tenant timeZone, the state rule and the market default', () => {
    const us = { market: 'US' as const, timeZone: 'America/Chicago' };
    expect(locationTimeZone('AZ', us, 'America/Phoenix')).toBe('America/Phoenix');
    expect(locationTimeZone('WI', us, null)).toBe('America/Chicago');
    expect(locationTimeZone('QLD', null, 'Australia/Darwin')).toBe('Australia/Darwin');
    expect(locationTimeZone('QLD', null)).toBe('Australia/Brisbane');
    expect(dealerTimeZone(us, 'America/Denver')).toBe('America/Denver');
  });
  it('is an IANA name in the location payload; an unknown one is refused with a message', () => {
    const base = { id: 1, name: 'Madison', slug: 'madison' };
    expect(Location.parse({ ...base, time_zone: 'America/Chicago' }).time_zone).toBe(
      'America/Chicago',
    );
    const bad = Location.safeParse({ ...base, time_zone: 'Mars/Base' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0].message).toMatch(/^Unknown timezone/);
  });
  it("Call Now's open check reads the clock of that zone", () => {
    const hours = [{ weekday: 3, open: '09:00', close: '17:00', status: 'Open' }];
    // Wednesday 25 November 2026 16:30 UTC: 10:30 in Chicago, 09:30 in Phoenix, 00:30 in Perth
    const at = new Date('2026-11-25T16:30:00Z');
    expect(isOpenNow(hours, at, { timeZone: 'America/Phoenix' })).toBe(true);
    expect(isOpenNow(hours, at, { timeZone: 'Australia/Perth' })).toBe(false);
  });
});
