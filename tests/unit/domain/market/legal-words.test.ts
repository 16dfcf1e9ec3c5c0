/**
 * The market's words outside the legal pages: dates as the market writes them, the footer's and
 * the location card's licence labels, the complaint bodies and the marketing-consent default.
 */
import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../../../src/domain/market/format';
import { holidayDateText } from '../../../../src/domain/locations/holidays';
import { offerEndsOn } from '../../../../src/domain/offers/display';
import { postDate } from '../../../../src/domain/content/blog';
import { offerEndsText } from '../../../../src/domain/finance/display';
import { footerLines } from '../../../../src/domain/content/footer';
import { ACCC, complaintHandling } from '../../../../src/domain/content/legal';
import { marketLaw } from '../../../../src/domain/market/law';
import type { Market } from '../../../../src/domain/market/market';

describe('dates as the market writes them', () => {
  it.each<[string, Market, boolean, string]>([
    ['2026-12-25', 'AU', false, '25 December 2026'],
    ['2026-12-25', 'NZ', false, '25 December 2026'],
    ['2026-12-25', 'US', false, 'December 25, 2026'],
    ['2026-01-01', 'AU', true, 'Thursday 1 January 2026'],
    ['2026-01-01', 'US', true, 'Thursday, January 1, 2026'],
    ['2028-02-29T10:00:00Z', 'US', false, 'February 29, 2028'],
  ])('%s in %s (weekday %s) → %s', (date, market, weekday, text) =>
    expect(formatCalendarDate(date, market, { weekday })).toBe(text),
  );

  it("the holiday rows' US date is what en-US Intl writes", () => {
    for (const date of ['2026-01-01', '2026-07-04', '2026-11-26', '2027-12-31']) {
      const intl = new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00Z`));
      expect(holidayDateText(date, 'US')).toBe(intl);
    }
  });

  it('offers, blog posts and the finance box follow the market', () => {
    expect(offerEndsOn('2026-12-24', 'US')).toBe('Offer ends December 24, 2026');
    expect(offerEndsOn('2026-12-24')).toBe('Offer ends 24 December 2026');
    expect(postDate('2026-11-21T23:30:00+10:00', 'US')).toBe('November 21, 2026');
    const now = new Date('2026-11-10T12:00:00Z');
    expect(offerEndsText(now, 'America/Chicago', 'US')).toBe('Offer ends November 30, 2026');
    expect(offerEndsText(now, 'Pacific/Auckland', 'NZ')).toBe('Offer ends 30 November 2026');
    expect(() => formatCalendarDate('nonsense')).toThrow(RangeError);
  });
});

describe('licence labels by market', () => {
  const facts = {
    dealerName: 'Lakeside Auto',
    manufacturer: '',
    city: 'Madison',
    state: 'WI',
    dealerLicense: 'DL-7781',
    motorVehicleRepairer: 'RF-22',
    year: 2026,
  };
  it.each<[Market, string, string]>([
    ['AU', 'Dealer License: DL-7781.', 'Motor Vehicle Repairer: RF-22.'],
    ['NZ', 'Registered Motor Vehicle Trader: DL-7781.', 'Motor Vehicle Repairer: RF-22.'],
    ['US', 'Dealer License: DL-7781.', 'Repair Facility License: RF-22.'],
  ])('%s footer: %s %s', (market, dealer, repairer) => {
    const lines = footerLines({ ...facts, market });
    expect(lines).toContain(dealer);
    expect(lines).toContain(repairer);
  });
  it('the location card: Australian licence labels only in Australia', () => {
    expect(marketLaw('AU').cardLicences).toEqual({
      dealer: 'Dealer licence (DL/CL)',
      repairer: 'Motor repairer (MRB)',
    });
    for (const m of ['NZ', 'US'] as const)
      expect(Object.values(marketLaw(m).cardLicences).join(' ')).not.toMatch(/DL\/CL|MRB|LMCT/);
  });
});

describe('complaint bodies by market', () => {
  const at = (state: string) => [{ address: { state } }];
  it('AU lists each state regulator; a location without a state gives the ACCC', () => {
    expect(complaintHandling({ locations: at('VIC') }).regulators[0].regulator.name).toBe(
      'Consumer Affairs Victoria',
    );
    expect(complaintHandling({ locations: at('') }).regulators).toEqual([
      { code: null, name: null, regulator: ACCC },
    ]);
  });
  it('NZ and US list the market’s bodies, whatever the address', () => {
    const nz = complaintHandling({ locations: at('Auckland'), config: { market: 'NZ' } });
    expect(nz.regulators.map((r) => r.regulator.name)).toEqual([
      'Motor Vehicle Disputes Tribunal',
      'Commerce Commission',
      'Consumer Protection',
    ]);
    expect(nz.regulatorsIntro).toBe('If we cannot resolve your complaint, you can contact:');
    const us = complaintHandling({ locations: at('WA'), config: { market: 'US' } });
    expect(us.regulators.map((r) => r.regulator.name)).toEqual([
      'Your state Attorney General’s consumer protection office',
      'Federal Trade Commission',
    ]);
    expect(us.closing).toBe('You can contact them at any time, or seek independent legal advice.');
  });
});

describe('marketing consent', () => {
  it('starts unticked where the law needs consent the shopper gives (AU, NZ)', () => {
    expect(marketLaw('AU').marketingConsentTicked).toBe(false);
    expect(marketLaw('NZ').marketingConsentTicked).toBe(false);
    expect(marketLaw('US').marketingConsentTicked).toBe(true);
  });
});
