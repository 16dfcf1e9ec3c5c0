/**
 * What a US dealer's pages call a plate, how they write fuel economy, and the trade-in's
 * no-online-estimate limit in the odometer's unit (a page in a miles market must not say km).
 */
import { describe, expect, it } from 'vitest';
import { formatFuelEconomy, plateLabel } from '../../../../src/domain/market/format';
import {
  MAX_ONLINE_ESTIMATE_KM,
  NO_ONLINE_ESTIMATE_MESSAGE,
  maxOnlineEstimateOdometer,
  noOnlineEstimate,
  noOnlineEstimateMessage,
} from '../../../../src/domain/trade-in/valuation';
import { regoField } from '../../../../src/domain/leads/common-fields';

describe('plate label per market', () => {
  it.each([
    ['AU', 'Rego'],
    ['NZ', 'Rego'],
    ['US', 'License Plate'],
  ] as const)('%s: %s', (market, label) => {
    expect(plateLabel(market)).toBe(label);
    const [field] = regoField({ showRego: true, market });
    expect(field.label).toBe(label);
    expect(field.placeholder).toBe(`${label} - Helps us better assist your enquiry`);
  });
});

describe('fuel economy per market (stored in L/100km)', () => {
  it.each([
    [7.2, 'AU', '7.2 L/100km'],
    [7.2, 'NZ', '7.2 L/100km'],
    [7.2, 'US', '33 mpg'],
    [4.7, 'US', '50 mpg'],
    [11.8, 'US', '20 mpg'],
  ] as const)('%s L/100km in %s → %s', (value, market, text) => {
    expect(formatFuelEconomy(value, market)).toBe(text);
  });
});

describe('no online estimate: the odometer limit in the dealer unit', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('is 100,000 km, or 62,000 mi (100,000 km is 62,137 mi)', () => {
    expect(maxOnlineEstimateOdometer('km')).toBe(MAX_ONLINE_ESTIMATE_KM);
    expect(maxOnlineEstimateOdometer('mi')).toBe(62_000);
  });
  it.each([
    [99_999, 'km', false],
    [100_001, 'km', true],
    [61_999, 'mi', false],
    // 70,000 mi is 112,654 km: over the limit, though under 100,000 as a number
    [70_000, 'mi', true],
  ] as const)('%s %s → no estimate %s', (kms, unit, expected) => {
    expect(noOnlineEstimate({ year: 2024, kms }, now, unit)).toBe(expected);
  });
  it('says the limit in the market unit; the spec words stand for km markets', () => {
    expect(noOnlineEstimateMessage('AU')).toBe(NO_ONLINE_ESTIMATE_MESSAGE);
    expect(noOnlineEstimateMessage('NZ')).toBe(NO_ONLINE_ESTIMATE_MESSAGE);
    expect(noOnlineEstimateMessage('US')).toBe(
      'We generally can’t give an online estimate for cars over 7 years old or over 62,000 mi. Our team will contact you with a valuation after a quick inspection.',
    );
  });
});
