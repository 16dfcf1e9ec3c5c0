/** A site's form context and cars for the lead and trade-in tests. */
import { formContextFor, type FormContext } from '../../src/domain/leads/context';
import type { LeadCar } from '../../src/domain/leads/lead-car';
import { makeLocation, makeWebsite } from './factories';

/** The factories' Bayside Motors with its two dealerships and weekday hours. */
export function siteFixture(overrides: Record<string, unknown> = {}) {
  return makeWebsite({
    dealership_id: 5,
    opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({
      weekday,
      open: '08:00',
      close: '17:00',
      status: 'Open',
    })),
    dealerships: [
      { id: 5, name: 'Bayside Toyota', slug: 'bayside-toyota', four_step_valuation_form: true },
      { id: 6, name: 'Bayside Kia', slug: 'bayside-kia' },
    ],
    ...overrides,
  });
}

export const LOCATIONS = [
  {
    id: 10,
    name: 'Bayside Toyota Sales',
    slug: 'toyota-sales',
    location_type: 'sales',
    manufacturers: ['toyota'],
    dealership_slug: 'bayside-toyota',
    address: { city: 'Capalaba' },
  },
  {
    id: 11,
    name: 'Bayside Kia Sales',
    slug: 'kia-sales',
    location_type: '',
    manufacturers: ['kia'],
    dealership_slug: 'bayside-kia',
    address: { city: 'Cleveland' },
  },
  {
    id: 12,
    name: 'Bayside Service',
    slug: 'service',
    location_type: 'service',
    dealership_slug: 'bayside-toyota',
    address: { city: 'Capalaba' },
  },
  {
    id: 13,
    name: 'Bayside Parts',
    slug: 'parts',
    location_type: 'parts',
    dealership_slug: 'bayside-toyota',
    address: { city: 'Capalaba' },
  },
  {
    id: 3844,
    name: 'Excluded Yard',
    slug: 'excluded',
    location_type: 'sales',
    address: { city: 'Wynnum' },
  },
];

export function contextFixture(
  site: Record<string, unknown> = {},
  locations: unknown[] = LOCATIONS,
): FormContext {
  const parsed = siteFixture(site);
  return formContextFor(
    parsed,
    (locations as Record<string, unknown>[]).map((l) => makeLocation(l)),
  );
}

export function carFixture(overrides: Partial<LeadCar> = {}): LeadCar {
  return {
    id: 901,
    slug: '2021-toyota-corolla-ascent-sport',
    title: '2021 Toyota Corolla Ascent Sport',
    make: 'Toyota',
    model: 'Corolla',
    year: 2021,
    car_type: 'used',
    status: 'in_stock',
    stocknum: 'U1234',
    vin: 'JTNB123456789',
    price: 27990,
    colour: 'White',
    trans: 'Automatic',
    km: 42000,
    cylinders: 4,
    engine_size_litres: 2,
    fuel: 'Petrol',
    dealership_id: 5,
    dealership_slug: 'bayside-toyota',
    location: { id: 10, name: 'Bayside Toyota Sales' },
    ...overrides,
  };
}
