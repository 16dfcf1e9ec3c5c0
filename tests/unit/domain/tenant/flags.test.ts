import { describe, expect, it } from 'vitest';
import {
  FLAGS,
  isEnabled,
  isManufacturer,
  enabledFlags,
  type FlagSubject,
} from '../../../../src/domain/tenant/flags';
import {
  modelRangeSegment,
  primaryVehicleWord,
  vehiclePath,
  vehiclePathPrefix,
  vehicleTypeLabel,
} from '../../../../src/domain/tenant/template';
import { makeWebsite } from '../../../support/factories';

const site = (over: Partial<FlagSubject> = {}) =>
  makeWebsite({ slug: 'x', name: 'X Motors', ...over });

describe('feature flags (rules.md: Feature flags)', () => {
  it('is true when the slug, name, dealership_id, dealership_group or manufacturer matches', () => {
    const match = {
      slugs: ['a'],
      names: ['B Motors'],
      dealershipIds: [42],
      dealershipGroups: ['G'],
      manufacturers: ['kia'],
    };
    (FLAGS as Record<string, unknown>).__test = match;
    const flag = '__test' as keyof typeof FLAGS;
    expect(isEnabled(flag, site({ slug: 'a' }))).toBe(true);
    expect(isEnabled(flag, site({ name: 'B Motors' }))).toBe(true);
    expect(isEnabled(flag, site({ dealership_id: '42' }))).toBe(true);
    expect(isEnabled(flag, site({ dealership_group: 'G' }))).toBe(true);
    expect(isEnabled(flag, site({ manufacturer: { name: 'KIA' } }))).toBe(true);
    expect(isEnabled(flag, site())).toBe(false);
    expect(isEnabled(flag, site({ dealership_group: 'g' }))).toBe(false);
    delete (FLAGS as Record<string, unknown>).__test;
  });

  it('manufacturer flags compare case-insensitively; skoda with or without its diacritic', () => {
    expect(isManufacturer('toyota', site({ manufacturer: 'TOYOTA' }))).toBe(true);
    expect(isManufacturer('skoda', site({ manufacturer: 'Škoda' }))).toBe(true);
    expect(isManufacturer('skoda', site({ manufacturer: 'skoda' }))).toBe(true);
    expect(isManufacturer('mercedes benz', site({ manufacturer: { name: 'Mercedes Benz' } }))).toBe(
      true,
    );
    expect(isManufacturer('kia', site({ manufacturer: null }))).toBe(false);
  });

  it('the sample group turns on garage, reservation and trade-in; the caravan template the caravan set', () => {
    const group = site({ slug: 'pacific-motor-group', dealership_group: 'Pacific Motor Group' });
    expect(enabledFlags(group)).toEqual(
      expect.arrayContaining(['garage', 'reservation', 'tradeIn', 'preOwnedWording']),
    );
    expect(isEnabled('caravanRv', site({ slug: 'outback-caravans-rv' }))).toBe(true);
    expect(isEnabled('garage', site({ slug: 'outback-caravans-rv' }))).toBe(false);
  });
});

describe('templates', () => {
  it('decide the vehicle route prefix', () => {
    expect(vehiclePathPrefix('motorcycle')).toBe('/motorcycles');
    expect(vehiclePathPrefix('camper')).toBe('/campers');
    expect(vehiclePathPrefix('toyota')).toBe('/cars');
    expect(vehiclePathPrefix(undefined)).toBe('/cars');
    expect(vehiclePath('camper', 'jayco-x')).toBe('/campers/jayco-x');
  });
  it("the model range segment is 'new-vehicles' for toyota and 'models' otherwise", () => {
    expect(modelRangeSegment('toyota')).toBe('new-vehicles');
    expect(modelRangeSegment('default')).toBe('models');
  });
  it('vehicle words: primary word per template, type labels Car, Motorcycle, caravan', () => {
    expect(primaryVehicleWord({ template: 'camper' })).toBe('Camper');
    expect(primaryVehicleWord({ template: 'truck' })).toBe('Truck');
    expect(primaryVehicleWord({ template: 'default', slug: 'outback-caravans-rv' })).toBe('RV');
    expect(primaryVehicleWord({ template: 'default', override_primary_vehicle: 'Ute' })).toBe(
      'Ute',
    );
    expect(vehicleTypeLabel({ item_type: 'caravan' }, 'camper')).toBe('caravan');
    expect(vehicleTypeLabel({}, 'motorcycle')).toBe('Motorcycle');
    expect(vehicleTypeLabel({}, 'toyota')).toBe('Car');
  });
});
