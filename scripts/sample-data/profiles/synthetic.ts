/**
 * Synthetic tenants for benchmarks: a default-template, multi-make dealer group of any
 * size, built from a seed (dealerships, places and makes are drawn from it).
 */
import { FINANCE_PROVIDERS } from '../../../src/domain/finance/providers';
import { capitalise } from '../../../src/domain/format/capitalise';
import { Rng } from '../random';
import { paymentMethods } from '../site/config';
import { defaultFooter, defaultHeader } from '../site/navigation';
import { locationSpec, type DealershipSpec, type Place, type SiteSpec } from '../site/types';
import { slugify } from '../words/format';

const PLACES: (Place & { area: string })[] = [
  {
    street: '101 Gympie Road',
    city: 'Kedron',
    state: 'QLD',
    postcode: 4031,
    lat: -27.40912,
    long: 153.03011,
    area: '07 3359',
  },
  {
    street: '55 Nerang Street',
    city: 'Southport',
    state: 'QLD',
    postcode: 4215,
    lat: -27.96871,
    long: 153.40122,
    area: '07 5532',
  },
  {
    street: '310 Parramatta Road',
    city: 'Auburn',
    state: 'NSW',
    postcode: 2144,
    lat: -33.85211,
    long: 151.03412,
    area: '02 9648',
  },
  {
    street: '18 Hume Highway',
    city: 'Liverpool',
    state: 'NSW',
    postcode: 2170,
    lat: -33.92011,
    long: 150.92312,
    area: '02 9602',
  },
  {
    street: '850 Nepean Highway',
    city: 'Moorabbin',
    state: 'VIC',
    postcode: 3189,
    lat: -37.93512,
    long: 145.03612,
    area: '03 9555',
  },
  {
    street: '1 Plenty Road',
    city: 'Bundoora',
    state: 'VIC',
    postcode: 3083,
    lat: -37.69812,
    long: 145.05911,
    area: '03 9467',
  },
  {
    street: '70 Main North Road',
    city: 'Prospect',
    state: 'SA',
    postcode: 5082,
    lat: -34.88312,
    long: 138.59411,
    area: '08 8269',
  },
  {
    street: '200 Scarborough Beach Road',
    city: 'Osborne Park',
    state: 'WA',
    postcode: 6017,
    lat: -31.90012,
    long: 115.81212,
    area: '08 9443',
  },
];
const FRANCHISES = [
  ['Toyota'],
  ['Mazda'],
  ['Hyundai', 'Kia'],
  ['Ford'],
  ['Mitsubishi', 'GWM', 'Haval'],
  ['Nissan'],
  ['Volkswagen', 'Škoda'],
  ['Subaru'],
  ['Isuzu UTE'],
  ['MG', 'BYD'],
];

/** Synthetic tenants share one set of logo, location and promo art. */
export const SYNTHETIC_ART = 'synthetic-dealer';

const titleCase = (slug: string) => slug.split('-').map(capitalise).join(' ');

export interface SyntheticOptions {
  slug: string;
  websiteId: number;
  carCount: number;
  seed: string | number;
}

export function syntheticSite(o: SyntheticOptions): SiteSpec {
  const rng = new Rng(`synthetic/${o.seed}`);
  const name = titleCase(o.slug);
  const dealershipCount = Math.max(1, Math.min(8, Math.ceil(o.carCount / 800)));
  const franchises = rng.sample(FRANCHISES, dealershipCount);
  const dealerships: DealershipSpec[] = franchises.map((makes, i) => {
    const place = PLACES[(i + rng.int(0, PLACES.length - 1)) % PLACES.length];
    const dName = `${name} ${makes.join(' ')} ${place.city}`;
    const slug = slugify(dName);
    const id = o.websiteId * 10 + i + 1;
    const phone = `(${place.area.slice(0, 2)}) ${place.area.slice(3)} ${rng.chars('0123456789', 4)}`;
    return {
      id,
      name: dName,
      slug,
      makes,
      stockShare: 1,
      locations: [
        locationSpec(
          o.websiteId * 100 + i * 3 + 1,
          `${dName} Sales`,
          `${slug}-sales`,
          'sales',
          place,
          phone,
          {
            primary: i === 0,
            makes: makes.map(slugify),
            rating: 4.5,
            reviewCount: rng.int(40, 600),
          },
        ),
        locationSpec(
          o.websiteId * 100 + i * 3 + 2,
          `${dName} Service`,
          `${slug}-service`,
          'service',
          place,
          phone,
          { makes: makes.map(slugify), rating: 4.3, reviewCount: rng.int(20, 300) },
        ),
      ],
    };
  });
  const other = PLACES[rng.int(0, PLACES.length - 1)];
  const host = `${o.slug.replace(/-/g, '')}.example`;
  return {
    slug: o.slug,
    websiteId: o.websiteId,
    seed: `synthetic/${o.seed}`,
    name,
    companyName: `${name} Pty Ltd`,
    description: `${name}: new, demo and used vehicles from ${dealerships.length} dealerships.`,
    url: `https://www.${host}`,
    template: 'default',
    dealershipGroup: name,
    phone: '1300 555 010',
    email: `sales@${host}`,
    place: dealerships[0].locations[0].place,
    colours: { primary: '#1d4ed8', secondary: '#111827', accent: '#f97316' },
    social: { facebook_url: `https://www.facebook.com/${o.slug}` },
    finance: {
      provider: FINANCE_PROVIDERS.lenderB,
      terms: {
        provider: FINANCE_PROVIDERS.lenderB,
        interestRate: 8.25,
        comparisonRate: 9.1,
        establishmentFee: 495,
        termYears: 5,
        depositShare: 0,
        balloonShare: 0,
        maxBalloonAge: 0,
      },
    },
    dealerships,
    stock: {
      count: o.carCount,
      itemType: 'car',
      newShare: 0.4,
      demoShare: 0.1,
      stockPrefix: o.slug.slice(0, 3).toUpperCase(),
    },
    other: {
      dealershipId: o.websiteId * 10 + 9,
      name: 'Other Motors',
      slug: `${o.slug}-other-motors`,
      makes: ['Toyota', 'Ford'],
      itemType: 'car',
      count: 20,
      location: locationSpec(
        o.websiteId * 100 + 99,
        'Other Motors',
        `${o.slug}-other-motors`,
        'sales',
        other,
        '1300 555 099',
      ),
    },
    searchFilters: dealerships.map((d) => `dealership_id:${d.id}`).join(' OR '),
    includeSoldDays: 3,
    searchCategories: [
      'Family SUVs',
      '7 Seaters',
      'Work Utes & Vans',
      '4x4 & Off-road',
      'Hybrid & Electric',
      'City Cars',
      'Under $20k',
    ],
    config: {
      primaryColor: '#1d4ed8',
      secondaryColor: '#111827',
      accentColor: '#f97316',
      paymentMethods: paymentMethods(),
      promoCardPositions: [8, 17],
    },
    navigation: { header: defaultHeader(), footer: defaultFooter() },
    extra: {},
    artSlug: SYNTHETIC_ART,
    specifications: {
      just_arrived_days: 8,
      just_arrived_tag_name: 'New',
      sold_tag_name: 'JUST SOLD',
    },
  };
}
