/** Outback Caravans & RV: a caravan and RV seller in Toowoomba and Dubbo (template 'camper'). */
import { LOWER_REVIEW_MINIMUM_RATING } from '../../../src/domain/reviews/summary';
import { FINANCE_PROVIDERS } from '../../../src/domain/finance/providers';
import { slugify } from '../words/format';
import { paymentMethods, WHY_BUY_FROM_US } from '../site/config';
import { defaultFooter, defaultHeader } from '../site/navigation';
import { locationSpec as loc, type Place, type SiteSpec } from '../site/types';

const TOOWOOMBA: Place = {
  street: '620 Ruthven Street',
  city: 'Toowoomba',
  state: 'QLD',
  postcode: 4350,
  lat: -27.574112,
  long: 151.953744,
};
const DUBBO: Place = {
  street: '1 Mitchell Highway',
  city: 'Dubbo',
  state: 'NSW',
  postcode: 2830,
  lat: -32.249021,
  long: 148.601055,
};
const FRANCHISES = [
  'Jayco',
  'Lotus Caravans',
  'Zone RV',
  'Supreme',
  'New Age',
  'Crusader',
  'Coromal',
  'Avan',
];

export function outbackCaravansRv(): SiteSpec {
  const lic = { license: 'DL 3144820' };
  return {
    slug: 'outback-caravans-rv',
    websiteId: 3001,
    seed: 'outback-caravans-rv/v1',
    name: 'Outback Caravans & RV',
    companyName: 'Outback Caravans & RV Pty Ltd',
    description:
      'New and used caravans, pop tops and hybrid campers from Australia’s favourite builders, with servicing and towing advice.',
    url: 'https://www.outbackcaravans.example',
    template: 'camper',
    phone: '(07) 4636 2200',
    email: 'sales@outbackcaravans.example',
    place: TOOWOOMBA,
    colours: { primary: '#9a3412', secondary: '#292524', accent: '#d97706' },
    social: {
      facebook_url: 'https://www.facebook.com/outbackcaravansrv',
      instagram_url: 'https://www.instagram.com/outbackcaravansrv',
      youtube_url: 'https://www.youtube.com/@outbackcaravansrv',
    },
    finance: {
      provider: FINANCE_PROVIDERS.lenderD,
      terms: {
        provider: FINANCE_PROVIDERS.lenderD,
        interestRate: 9.49,
        comparisonRate: 10.35,
        establishmentFee: 495,
        termYears: 7,
        depositShare: 0.1,
        balloonShare: 0,
        maxBalloonAge: 0,
      },
    },
    dealerships: [
      {
        id: 30011,
        name: 'Outback Caravans & RV',
        slug: 'outback-caravans-rv',
        makes: FRANCHISES,
        stockShare: 1,
        locations: [
          loc(
            300101,
            'Outback Caravans & RV Toowoomba',
            'outback-caravans-rv-toowoomba',
            'sales',
            TOOWOOMBA,
            '(07) 4636 2200',
            {
              primary: true,
              hours: 'caravan',
              makes: FRANCHISES.map(slugify),
              rating: 4.7,
              reviewCount: 236,
              ...lic,
            },
          ),
          loc(
            300102,
            'Outback Caravans & RV Service Centre',
            'outback-caravans-rv-service',
            'service',
            TOOWOOMBA,
            '(07) 4636 2210',
            { rating: 4.5, reviewCount: 88, ...lic },
          ),
          loc(
            300103,
            'Outback Caravans & RV Dubbo',
            'outback-caravans-rv-dubbo',
            'sales',
            DUBBO,
            '(02) 6882 4100',
            {
              hours: 'caravan',
              rating: 4.6,
              reviewCount: 64,
              license: 'MD 071236',
              distribution: [
                {
                  id: 300104,
                  name: 'Orange Delivery Point',
                  slug: 'orange-delivery-point',
                  place: {
                    street: '14 Leeds Parade',
                    city: 'Orange',
                    state: 'NSW',
                    postcode: 2800,
                    lat: -33.27121,
                    long: 149.10412,
                  },
                },
              ],
            },
          ),
        ],
      },
    ],
    stock: { count: 80, itemType: 'caravan', newShare: 0.55, demoShare: 0.05, stockPrefix: 'OCR' },
    other: {
      dealershipId: 30019,
      name: 'Sunrise RV',
      slug: 'sunrise-rv',
      makes: ['Jayco', 'Windsor', 'Snowy River'],
      itemType: 'caravan',
      count: 20,
      location: loc(
        300199,
        'Sunrise RV',
        'sunrise-rv',
        'sales',
        {
          street: '77 Bruce Highway',
          city: 'Burpengary',
          state: 'QLD',
          postcode: 4505,
          lat: -27.15634,
          long: 152.95871,
        },
        '(07) 3888 6100',
        { hours: 'caravan' },
      ),
    },
    searchFilters: 'dealership_slug:outback-caravans-rv AND item_type:caravan',
    includeSoldDays: 7,
    searchCategories: ['4x4 & Off-road', 'Family Vans', 'Couples', 'Lightweight Towing'],
    config: {
      primaryColor: '#9a3412',
      secondaryColor: '#292524',
      accentColor: '#d97706',
      searchPlaceholder: 'Search caravans, e.g. Jayco, off-road, bunks',
      enabledFilters: [
        'car_type',
        'make',
        'model',
        'price',
        'year',
        'body',
        'location',
        'features',
        'categories',
      ],
      sortOptions: ['mostRelevant', 'latest', 'highestPrice', 'lowestPrice'],
      // Caravans sell on their photos: the site's search links ask for at least 3 (rules.md: Search routes default queries).
      defaultSearchQuery: 'range[photos_count]=3',
      defaultSort: 'price:asc',
      promoCardPositions: [9],
      cardButtons: ['enquire', 'finance', 'details'],
      paymentMethods: paymentMethods({ applePay: false, googlePay: false }),
      buttons: ['enquire', 'finance', 'callUsNow', 'tradeIn'],
      revealPhoneByDefault: true,
      financeCalculatorDefaultInterestRate: 9.49,
      whyBuyFromUs: WHY_BUY_FROM_US,
      reviewMinimumRating: LOWER_REVIEW_MINIMUM_RATING,
      forms: {
        defaultState: 'qld',
        isMessageRequired: true,
        categorySelection: false,
        showRego: false,
      },
    },
    navigation: { header: defaultHeader({ vehicleWord: 'Caravans' }), footer: defaultFooter() },
    extra: {},
    specifications: {
      just_arrived_days: 14,
      just_arrived_tag_name: 'Fresh In',
      sold_tag_name: 'SOLD',
    },
  };
}
