/**
 * Test data built through the real zod schemas (as Starlight's mockDoc parses through its
 * schema): a factory gives a valid entity with plain defaults, the test overrides the fields
 * it is about, and the schema's defaults and checks apply as they do to the content API's data.
 */
import { Car } from '../../src/domain/vehicle/schema';
import {
  Location,
  Manufacturer,
  Offer,
  Promotions,
  SearchPageTemplate,
  SearchSlug,
  Website,
} from '../../src/domain/tenant/schema';

/** A factory's overrides: fields as the content API sends them (the schema checks them). */
export type Overrides = Record<string, unknown>;

/** A listed used car in stock: 2021 Toyota Corolla, $25,990. */
export function makeCar(over: Overrides = {}): Car {
  return Car.parse({
    id: 101,
    slug: '2021-toyota-corolla-101',
    year: 2021,
    make: 'Toyota',
    model: 'Corolla',
    car_type: 'used',
    status: 'in_stock',
    price: 25990,
    show_on_dealer_website: true,
    ...over,
  });
}

/** A dealer's website payload: Bayside Motors, Brisbane QLD, default template, no locations. */
export function makeWebsite(over: Overrides = {}): Website {
  return Website.parse({
    id: 77,
    slug: 'bayside-motors',
    name: 'Bayside Motors',
    url: 'https://bayside.example.com.au',
    address: { city: 'Brisbane', state: 'QLD', postcode: 4000 },
    locations: [],
    dealerships: [],
    ...over,
  });
}

/** A sales location: Bayside Sales, 1 Main St Brisbane QLD 4000. */
export function makeLocation(over: Overrides = {}): Location {
  return Location.parse({
    id: 10,
    name: 'Bayside Sales',
    slug: 'bayside-sales',
    location_type: 'sales',
    address: { street: '1 Main St', city: 'Brisbane', state: 'QLD', postcode: 4000 },
    ...over,
  });
}

/** A manufacturer offer. */
export function makeOffer(over: Overrides = {}): Offer {
  return Offer.parse({ id: 1, name: 'Finance offer', category: 'Finance offer', ...over });
}

export function makeManufacturer(over: Overrides = {}): Manufacturer {
  return Manufacturer.parse({ id: 1, name: 'Toyota', slug: 'toyota', ...over });
}

export function makePromotions(over: Overrides = {}): Promotions {
  return Promotions.parse({ ...over });
}

export function makeSearchSlug(over: Overrides = {}): SearchSlug {
  return SearchSlug.parse({ slug: 'under-20k', title: 'Cars under $20k', ...over });
}

export function makeSearchPageTemplate(over: Overrides = {}): SearchPageTemplate {
  return SearchPageTemplate.parse({ name: 'make', ...over });
}
