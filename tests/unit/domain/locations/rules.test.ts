/**
 * Location types, groups, filters, distance, paths, banner and JSON-LD (rules.md: Location
 * screens; Location; Location type; Names, makes and slugs; Locations and forms tied to locations;
 * Maps geocoding).
 */
import { describe, expect, it } from 'vitest';
import {
  groupLocations,
  locationGroupName,
  locationTypeOf,
  siblingLocations,
  sortByLocationType,
} from '../../../../src/domain/locations/location-type';
import {
  carouselLocations,
  locationCards,
  locationsBlock,
  locationsOfKind,
  mapLocations,
} from '../../../../src/domain/locations/filters';
import {
  distanceKm,
  distanceText,
  EARTH_RADIUS_KM,
  locationPoint,
  nearestFirst,
} from '../../../../src/domain/locations/distance';
import {
  addressLines,
  directionsUrl,
  locationContactPath,
  locationPath,
  placeUrl,
} from '../../../../src/domain/locations/paths';
import { locationBanner } from '../../../../src/domain/locations/banner';
import {
  dealerJsonLd,
  siteRating,
  siteRatingOf,
} from '../../../../src/domain/locations/structured-data';

const at = (street: string, postcode: number, lat: number, long: number) => ({
  street,
  city: 'Town',
  state: 'QLD',
  postcode,
  lat: String(lat),
  long: String(long),
});
const MAROOCHYDORE = at('85 Maroochydore Road', 4558, -26.662041, 153.086302);
const NAMBOUR = at('12 Howard Street', 4560, -26.627364, 152.958918);
const L = [
  { id: 3, name: 'Coast Toyota Parts', slug: 'p', location_type: 'parts', address: MAROOCHYDORE },
  {
    id: 1,
    name: 'Coast Toyota Sales',
    slug: 's',
    location_type: 'sales',
    primary: true,
    address: MAROOCHYDORE,
    manufacturers: ['toyota'],
  },
  {
    id: 2,
    name: 'Coast Toyota Service',
    slug: 'v',
    location_type: 'service',
    address: MAROOCHYDORE,
    manufacturers: ['toyota'],
  },
  {
    id: 4,
    name: 'Nambour Yard',
    slug: 'n',
    location_type: '',
    address: NAMBOUR,
    location_subtype: ['buying'],
    manufacturers: ['mazda'],
  },
  {
    id: 5,
    name: 'Hidden Service',
    slug: 'h',
    location_type: 'service',
    visible: false,
    address: NAMBOUR,
  },
  {
    id: 6,
    name: 'Nambour Workshop',
    slug: 'w',
    location_type: 'service',
    address: NAMBOUR,
    manufacturers: ['mazda'],
  },
];

describe('location types and groups (rules.md: Location type; Names, makes and slugs)', () => {
  it('treats an empty type as sales and orders sales, service, parts', () => {
    expect(locationTypeOf({ location_type: '' })).toBe('sales');
    expect(locationTypeOf({ location_type: null })).toBe('sales');
    expect(sortByLocationType(L).map((l) => l.id)).toEqual([1, 4, 2, 5, 6, 3]);
  });
  it("strips ' Parts', ' Service' and ' Sales' from names", () => {
    expect(locationGroupName('Coast Toyota Parts')).toBe('Coast Toyota');
    expect(locationGroupName('Pacific Mazda Southport Service')).toBe('Pacific Mazda Southport');
    expect(locationGroupName('Salesforce Motors')).toBe('Salesforce Motors');
  });
  it('groups visible locations by stripped name or shared address, members sales first', () => {
    const groups = groupLocations(L);
    expect(groups.map((g) => [g.name, g.members.map((m) => m.id)])).toEqual([
      ['Coast Toyota', [1, 2, 3]],
      ['Nambour Yard', [4, 6]],
    ]);
  });
  it('finds the types sharing an address or a name for the detail page select', () => {
    expect(siblingLocations(L[2], L).map((l) => l.id)).toEqual([1, 2, 3]);
    expect(siblingLocations(L[3], L).map((l) => l.id)).toEqual([4, 6]);
  });
});

describe('locations block, cards, carousel, forms and maps (rules.md: Location screens; Locations and forms tied to locations)', () => {
  it('filters by group, id and options; one location is a single card', () => {
    expect(locationsBlock(L, 'primary')).toEqual({ layout: 'single', locations: [L[1]] });
    expect(locationsBlock(L, 'service').locations.map((l) => l.id)).toEqual([2, 6]);
    expect(locationsBlock(L, 'service-and-parts').locations.map((l) => l.id)).toEqual([3, 2, 6]);
    expect(locationsBlock(L, 'sales').locations.map((l) => l.id)).toEqual([1, 4]);
    expect(locationsBlock(L, 'all').locations).toHaveLength(5);
    expect(locationsBlock(L, '4')).toEqual({ layout: 'single', locations: [L[3]] });
    expect(locationsBlock(L, '5').layout).toBe('empty'); // hidden
    expect(locationsBlock(L, 'all', { manufacturer: 'Mazda' }).locations.map((l) => l.id)).toEqual([
      4, 6,
    ]);
    expect(locationsBlock(L, 'all', { subtype: 'buying' }).locations.map((l) => l.id)).toEqual([4]);
    expect(
      locationsBlock(L, 'all', { exclude: true, selectedLocations: [1, '2'] }).locations.map(
        (l) => l.id,
      ),
    ).toEqual([3, 4, 6]);
    expect(
      locationsBlock(L, 'all', { selectedLocations: [1, 2] }).locations.map((l) => l.id),
    ).toEqual([1, 2]);
    expect(locationsBlock(L, 'all', { filteredLocations: [3, 6] }).layout).toBe('grid');
  });
  it('cards: service-only, sales, otherwise parts versus non-parts; a fixed name order; one name only', () => {
    expect(locationCards(L, 'service-only').map((l) => l.id)).toEqual([2, 6]);
    expect(locationCards(L, 'sales').map((l) => l.id)).toEqual([1, 4]);
    expect(locationCards(L, 'parts').map((l) => l.id)).toEqual([3]);
    expect(locationCards(L, 'non-parts').map((l) => l.id)).toEqual([1, 2, 4, 6]);
    expect(
      locationCards(L, 'non-parts', {
        nameOrder: ['Nambour Workshop', 'Coast Toyota Service'],
      }).map((l) => l.id),
    ).toEqual([6, 2, 1, 4]);
    expect(
      locationCards([...L, { id: 9, name: 'Find My Car', location_type: 'sales' }], 'sales', {
        onlyName: 'Find My Car',
      }).map((l) => l.id),
    ).toEqual([9]);
  });
  it("the 'Our Locations' carousel: visible locations sorted by name", () => {
    expect(carouselLocations(L).map((l) => l.name)).toEqual([
      'Coast Toyota Parts',
      'Coast Toyota Sales',
      'Coast Toyota Service',
      'Nambour Workshop',
      'Nambour Yard',
    ]);
  });
  it('form kinds: buying, by type with or without the make; map conditions', () => {
    expect(locationsOfKind(L, 'buying').map((l) => l.id)).toEqual([4]);
    expect(locationsOfKind(L, 'service', 'Toyota').map((l) => l.id)).toEqual([2]);
    expect(locationsOfKind(L, 'service-no-make', 'Toyota').map((l) => l.id)).toEqual([2, 6]);
    expect(locationsOfKind(L, 'parts', 'Mazda').map((l) => l.id)).toEqual([3]); // no makes listed: any make
    expect(mapLocations(L, 'service-only').map((l) => l.id)).toEqual([2, 6]);
    expect(mapLocations(L, 'hide-service').map((l) => l.id)).toEqual([3, 1, 4]);
    expect(mapLocations(L, 'none')).toHaveLength(5);
  });
});

describe('distance with an earth radius of 6371 km (rules.md: Maps geocoding)', () => {
  it('measures great-circle km and orders nearest first', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // Brisbane GPO to Sydney GPO: about 730 km
    const km = distanceKm({ lat: -27.4679, lng: 153.0281 }, { lat: -33.8688, lng: 151.2093 });
    expect(km).toBeGreaterThan(725);
    expect(km).toBeLessThan(735);
    // one degree of latitude: 6371 × π / 180
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(
      (6371 * Math.PI) / 180,
      6,
    );
    const nambour = { lat: -26.63, lng: 152.96 };
    const ordered = nearestFirst(
      [...L, { id: 7, name: 'Nowhere', slug: 'x', address: null }],
      nambour,
      (l) => locationPoint(l.address),
    );
    expect(ordered.map((o) => o.item.id)).toEqual([4, 5, 6, 3, 1, 2, 7]);
    expect(ordered.at(-1)!.km).toBeNull();
    expect(distanceText(0.42)).toBe('420 m away');
    expect(distanceText(3.14)).toBe('3.1 km away');
    expect(distanceText(1234.4)).toBe('1,234 km away');
    expect(locationPoint({ lat: 'x', long: '1' })).toBeNull();
  });
});

describe('location links (rules.md: Own-site routes (content side); Location screens)', () => {
  it('detail, contact, place and directions URLs and address lines', () => {
    expect(locationPath('s')).toBe('/our-location/s');
    expect(locationContactPath('s')).toBe('/contact-us/s');
    expect(addressLines(MAROOCHYDORE)).toEqual(['85 Maroochydore Road', 'Town QLD 4558']);
    expect(addressLines({ full: '1 Main St, Brisbane' })).toEqual(['1 Main St, Brisbane']);
    expect(placeUrl('X', { place_url: 'https://maps.google.com/?cid=1' })).toBe(
      'https://maps.google.com/?cid=1',
    );
    expect(placeUrl('X', null)).toBeNull();
    expect(directionsUrl('X', { ...MAROOCHYDORE, place_id: 'ChIJ1' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-26.662041%2C153.086302&destination_place_id=ChIJ1',
    );
  });
});

describe('location banner (rules.md: Location screens; specifications.banner_config)', () => {
  const locations = [
    { id: 1, name: 'Coast Toyota Sales', slug: 's', contact_detail: { phone: '0754431200' } },
  ];
  it('is empty when disabled; otherwise location and phone links', () => {
    expect(
      locationBanner(
        { enabled: false, location_links: [{ linkType: 'phone', locationId: 1 }] },
        locations,
      ),
    ).toEqual([]);
    expect(
      locationBanner(
        {
          enabled: true,
          location_links: [
            { linkType: 'location', locationId: 1, headingText: 'Maroochydore' },
            { linkType: 'phone', locationId: 1 },
            {
              linkType: 'phone',
              href: 'tel:0412000111',
              linkText: 'Text us',
              headingText: 'After hours',
            },
            { linkType: 'location', locationId: 99 },
          ],
        },
        locations,
      ),
    ).toEqual([
      { kind: 'location', heading: 'Maroochydore', text: 'View Location', href: '/our-location/s' },
      {
        kind: 'phone',
        heading: 'Coast Toyota Sales',
        text: '07 5443 1200',
        href: 'tel:+61754431200',
      },
      { kind: 'phone', heading: 'After hours', text: 'Text us', href: 'tel:+61412000111' },
    ]);
  });
});

describe('JSON-LD AutoDealer', () => {
  const hours = [
    { weekday: 1, open: '08:30', close: '17:30', status: 'Open' },
    { weekday: 0, status: 'Closed' },
  ];
  const site = {
    name: 'Coast Toyota',
    url: 'https://coast.example',
    phone: '0754431200',
    special_hours: [{ date: '2025-12-25', status: 'Closed', location_id: null }],
    dealerships: [
      { average_rating: '4.0', review_count: 100 },
      { average_rating: '5.0', review_count: 300 },
    ],
  };
  const location = {
    ...L[1],
    average_rating: '4.6',
    review_count: 412,
    contact_detail: { phone: '0754431200', opening_hours: hours },
  };
  const shown = { minimumRating: 4, hidden: false, blockedNames: [] };
  it('describes a location with its address, geo, hours, holidays and rating where reviews show', () => {
    const ld = dealerJsonLd(site, [location], shown, location);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Coast Toyota Sales',
      url: 'https://coast.example/our-location/s',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '85 Maroochydore Road',
        postalCode: '4558',
      },
      geo: { latitude: -26.662041, longitude: 153.086302 },
      openingHoursSpecification: [
        { dayOfWeek: 'https://schema.org/Monday', opens: '08:30', closes: '17:30' },
      ],
      specialOpeningHoursSpecification: [
        { validFrom: '2025-12-25', opens: '00:00', closes: '00:00' },
      ],
      aggregateRating: { ratingValue: '4.6', reviewCount: 412 },
    });
    expect(dealerJsonLd(site, [location], { ...shown, hidden: true }, location)).not.toHaveProperty(
      'aggregateRating',
    );
  });
  it('describes the site with its locations as departments and its dealerships’ rating', () => {
    expect(siteRating(site.dealerships)).toEqual({ average_rating: 4.75, review_count: 400 });
    const ld = dealerJsonLd(site, [location, { ...L[4] }], shown);
    expect(ld).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Coast Toyota',
      aggregateRating: { ratingValue: '4.8', reviewCount: 400 },
    });
    expect((ld.department as unknown[]).length).toBe(1); // hidden locations left out
  });
  it("takes the site's address and geo from its main location, and phone and hours when it has none", () => {
    const parts = { ...L[0], contact_detail: { phone: '0700000001', opening_hours: [] } };
    const ld = dealerJsonLd(
      { name: 'Coast Toyota', url: 'https://coast.example' },
      [parts, location],
      shown,
    );
    // the location flagged primary, not the first listed
    expect(ld).toMatchObject({
      url: 'https://coast.example/',
      telephone: '0754431200',
      address: { streetAddress: '85 Maroochydore Road', postalCode: '4558' },
      geo: { '@type': 'GeoCoordinates', latitude: -26.662041, longitude: 153.086302 },
      openingHoursSpecification: [{ dayOfWeek: 'https://schema.org/Monday', opens: '08:30' }],
      aggregateRating: { ratingValue: '4.6', reviewCount: 412 },
    });
    expect(dealerJsonLd({ name: 'C', url: 'https://c.example' }, [], shown)).not.toHaveProperty(
      'geo',
    );
  });
  it("rates the site by its dealerships, else by its visible locations' weighted ratings", () => {
    const rated = (average_rating: string, review_count: number, visible = true) => ({
      average_rating,
      review_count,
      visible,
    });
    expect(siteRatingOf(site, [rated('1.0', 5)])).toEqual({
      average_rating: 4.75,
      review_count: 400,
    });
    expect(
      siteRatingOf({ dealerships: [] }, [
        rated('4.0', 10),
        rated('5.0', 30),
        rated('1.0', 99, false),
      ]),
    ).toEqual({ average_rating: 4.75, review_count: 40 });
    expect(siteRatingOf({}, [])).toEqual({});
  });
});
