/** Dealership location selects (rules.md: Enquiry form; Locations and forms tied to locations). */
import { describe, expect, it } from 'vitest';
import {
  dealershipLocationOptions,
  autoSelected,
  dealershipOptions,
  salesLocationOptions,
} from '../../../../src/domain/leads/locations';
import { dealershipLocationField } from '../../../../src/domain/leads/common-fields';
import { EXCLUDED_LOCATION_IDS } from '../../../../src/domain/leads/context';
import { contextFixture, LOCATIONS } from '../../../support/leads';

const ctx = contextFixture();

describe('dealership location select (location_id)', () => {
  it('filters by location type; an empty type counts as sales', () => {
    expect(dealershipLocationOptions(ctx, { kind: 'sales' }).map((o) => o.label)).toEqual([
      'Bayside Toyota Sales',
      'Bayside Kia Sales',
      'Excluded Yard',
    ]);
    expect(dealershipLocationOptions(ctx, { kind: 'service' }).map((o) => o.value)).toEqual(['12']);
  });
  it('filters by make (locations with no makes listed serve every make)', () => {
    expect(
      dealershipLocationOptions(ctx, { kind: 'sales', make: 'Kia' }).map((o) => o.value),
    ).toEqual(['11', '3844']);
  });
  it('a hard-coded list replaces the options, in its order', () => {
    const c = contextFixture({ config: { forms: { dealershipLocationIds: [13, 10, 999] } } });
    expect(dealershipLocationOptions(c, { kind: 'sales' }).map((o) => o.value)).toEqual([
      '13',
      '10',
    ]);
  });
  it('labels by city when requested', () => {
    const c = contextFixture({ config: { forms: { dealershipLocationLabel: 'city' } } });
    expect(dealershipLocationOptions(c, { kind: 'sales' }).map((o) => o.label)).toEqual([
      'Capalaba',
      'Cleveland',
      'Wynnum',
    ]);
  });
  it('for the flagged tenant, location ids 3844, 3845, 3846 and 3847 are excluded', () => {
    expect(EXCLUDED_LOCATION_IDS).toEqual(['3844', '3845', '3846', '3847']);
    const c = { ...ctx, excludedLocationIds: [...EXCLUDED_LOCATION_IDS] };
    expect(dealershipLocationOptions(c, { kind: 'sales' }).map((o) => o.value)).toEqual([
      '10',
      '11',
    ]);
  });
  it('exactly one option is auto-selected; none hides the select', () => {
    expect(autoSelected([{ value: '12', label: 'x' }])).toBe('12');
    expect(
      autoSelected([
        { value: '1', label: 'a' },
        { value: '2', label: 'b' },
      ]),
    ).toBeUndefined();
    expect(dealershipLocationField(ctx, { kind: 'service' })[0].defaultValue).toBe('12');
    expect(dealershipLocationField(ctx, { kind: 'buying' })).toEqual([]);
    expect(dealershipLocationField(ctx, { kind: 'sales' })[0]).toMatchObject({
      placeholder: 'Please select a dealership...',
      defaultValue: undefined,
    });
  });
});

describe('other selects', () => {
  it('location select: sales locations only', () => {
    expect(salesLocationOptions(ctx).map((o) => o.value)).toEqual([
      'Bayside Toyota Sales',
      'Bayside Kia Sales',
      'Excluded Yard',
    ]);
  });
  it('dealership select only with more than one dealership', () => {
    expect(dealershipOptions(ctx)?.map((o) => o.value)).toEqual(['bayside-toyota', 'bayside-kia']);
    expect(
      dealershipOptions({ dealerships: ctx.dealerships.slice(0, 1), removeDealershipField: false }),
    ).toBeNull();
  });
  it('fixture sanity: five locations', () => {
    expect(LOCATIONS).toHaveLength(5);
  });
});
