/**
 * 'km' or 'mi' everywhere an odometer or distance shows: the search's active
 * filter and recent-search labels, the sort options, the lead form's car summary, and the
 * location finder's distances (computed, so converted to miles in a US market).
 */
import { describe, expect, it } from 'vitest';
import { historyValueLabel } from '../../../../src/domain/search/search-history';
import { sortOptions } from '../../../../src/domain/search/sort';
import { offerSummaryLine } from '../../../../src/domain/leads/car-enquiry';
import { distanceText } from '../../../../src/domain/locations/distance';

const label = (_: string, v: string) => v;

describe('odometer and distance units per market', () => {
  it("a recent search's odometer bound", () => {
    expect(historyValueLabel('km', ':80000', label)).toBe('up to 80,000 km');
    expect(historyValueLabel('km', ':80000', label, 'US')).toBe('up to 80,000 mi');
    expect(historyValueLabel('price', '10000:50000', label, 'US')).toBe('$10,000 – $50,000');
  });
  it('the odometer sorts read Kms in AU and NZ, Mileage in the US', () => {
    const keys = ['lowestKms', 'highestKms'] as const;
    const labels = (market?: 'AU' | 'NZ' | 'US') =>
      sortOptions({ config: { sortOptions: [...keys], market } }).map((o) => o.label);
    expect(labels()).toEqual(['Lowest Kms', 'Highest Kms']);
    expect(labels('NZ')).toEqual(['Lowest Kms', 'Highest Kms']);
    expect(labels('US')).toEqual(['Lowest Mileage', 'Highest Mileage']);
  });
  it("the lead form's car summary", () => {
    const car = { id: 1, car_type: 'used', km: 41250 } as Parameters<typeof offerSummaryLine>[0];
    expect(offerSummaryLine(car)).toContain('41,250 km');
    expect(offerSummaryLine(car, 'US')).toContain('41,250 mi');
    expect(offerSummaryLine(car, 'US')).not.toContain('km');
  });
  it("the location finder's distance, converted to miles in a US market", () => {
    expect(distanceText(3.14)).toBe('3.1 km away');
    expect(distanceText(16.09344, 'mi')).toBe('10 mi away');
    expect(distanceText(5, 'mi')).toBe('3.1 mi away');
    expect(distanceText(0.05, 'mi')).toBe('0.1 mi away');
  });
});
