/**
 * The endpoint tests' fixture site (Loop Motors: two dealerships, sales and service, three
 * cars), without any test runner: the lead benchmark's server builds its deps on it too.
 */
import { makeCar, makeWebsite } from './factories';

export const SITE_ID = 31;

export function fixtureSite(overrides: Record<string, unknown> = {}) {
  return makeWebsite({
    id: SITE_ID,
    slug: 'loop-motors',
    name: 'Loop Motors',
    url: 'https://loop.example.com.au',
    template: 'default',
    phone: '07 5443 1234',
    dealership_id: 1,
    dealership_group: 'Pacific Motor Group',
    address: { street: '1 Main St', city: 'Brisbane', state: 'QLD', postcode: 4000 },
    opening_hours: [1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      open: '08:00',
      close: '17:00',
      status: 'Open',
    })),
    dealerships: [
      {
        id: 1,
        name: 'Loop Toyota',
        slug: 'loop-toyota',
        four_step_valuation_form: false,
        enable_valuation_offer_rejection: true,
      },
      { id: 2, name: 'Loop Kia', slug: 'loop-kia' },
    ],
    locations: [
      {
        id: 100,
        name: 'Loop Sales',
        slug: 'loop-sales',
        location_type: 'sales',
        dealership_slug: 'loop-toyota',
        address: { city: 'Brisbane', state: 'QLD' },
      },
      {
        id: 101,
        name: 'Loop Service',
        slug: 'loop-service',
        location_type: 'service',
        dealership_slug: 'loop-kia',
        address: { city: 'Brisbane', state: 'QLD' },
      },
    ],
    ...overrides,
  });
}

export const CARS = [
  {
    id: 1,
    slug: '2022-toyota-corolla',
    make: 'Toyota',
    model: 'Corolla',
    year: 2022,
    car_type: 'used',
    status: 'in_stock',
    price: 30000,
    before_price: 32000,
    stocknum: 'S1',
    dealership_slug: 'loop-toyota',
    dealership_id: 1,
    location: { id: 100, name: 'Loop Sales' },
    views: 10,
  },
  {
    id: 2,
    slug: '2021-toyota-corolla',
    make: 'Toyota',
    model: 'Corolla',
    year: 2021,
    car_type: 'used',
    status: 'in_stock',
    price: 27000,
    dealership_slug: 'loop-toyota',
  },
  {
    id: 3,
    slug: '2024-kia-sportage',
    make: 'Kia',
    model: 'Sportage',
    year: 2024,
    car_type: 'new',
    status: 'sold',
    price: 41000,
    dealership_slug: 'loop-kia',
  },
].map((c) => makeCar(c));
