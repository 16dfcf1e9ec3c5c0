/** Throttle Motorcycles: a multi-brand motorcycle dealer in Brisbane (template 'motorcycle'). */
import { FINANCE_PROVIDERS } from '../../../src/domain/finance/providers';
import { slugify } from '../words/format';
import { paymentMethods } from '../site/config';
import { defaultFooter, defaultHeader } from '../site/navigation';
import { locationSpec as loc, type Place, type SiteSpec } from '../site/types';

const ALBION: Place = {
  street: '400 Sandgate Road',
  city: 'Albion',
  state: 'QLD',
  postcode: 4010,
  lat: -27.430084,
  long: 153.045217,
};
const FRANCHISES = ['Honda', 'Yamaha', 'Kawasaki', 'Suzuki', 'Triumph', 'Royal Enfield', 'KTM'];

export function throttleMotorcycles(): SiteSpec {
  const lic = { license: 'DL 3162204' };
  return {
    slug: 'throttle-motorcycles',
    websiteId: 4001,
    seed: 'throttle-motorcycles/v1',
    name: 'Throttle Motorcycles',
    companyName: 'Throttle Motorcycles Pty Ltd',
    description:
      'New and used motorcycles, scooters and dirt bikes in Brisbane, with riding gear, parts and a full service workshop.',
    url: 'https://www.throttlemotorcycles.example',
    template: 'motorcycle',
    phone: '(07) 3262 5577',
    email: 'ride@throttlemotorcycles.example',
    place: ALBION,
    colours: { primary: '#111827', secondary: '#dc2626', accent: '#facc15' },
    social: {
      facebook_url: 'https://www.facebook.com/throttlemotorcycles',
      instagram_url: 'https://www.instagram.com/throttlemotorcycles',
      tiktok_url: 'https://www.tiktok.com/@throttlemotorcycles',
    },
    finance: {
      provider: FINANCE_PROVIDERS.manual,
      terms: {
        provider: 'Throttle Finance',
        interestRate: 10.99,
        comparisonRate: 12.49,
        establishmentFee: 350,
        termYears: 5,
        depositShare: 0,
        balloonShare: 0,
        maxBalloonAge: 0,
      },
    },
    dealerships: [
      {
        id: 40011,
        name: 'Throttle Motorcycles',
        slug: 'throttle-motorcycles',
        makes: FRANCHISES,
        stockShare: 1,
        locations: [
          loc(
            400101,
            'Throttle Motorcycles Albion',
            'throttle-motorcycles-albion',
            'sales',
            ALBION,
            '(07) 3262 5577',
            {
              primary: true,
              hours: 'motorcycle',
              makes: FRANCHISES.map(slugify),
              mobile: '0438 221 907',
              rating: 4.8,
              reviewCount: 389,
              ...lic,
            },
          ),
          loc(
            400102,
            'Throttle Motorcycles Workshop',
            'throttle-motorcycles-workshop',
            'service',
            ALBION,
            '(07) 3262 5588',
            { hours: 'motorcycle', rating: 4.6, reviewCount: 142, ...lic },
          ),
          loc(
            400103,
            'Throttle Parts & Gear',
            'throttle-parts-and-gear',
            'parts',
            ALBION,
            '(07) 3262 5599',
            { hours: 'motorcycle', rating: 4.9, reviewCount: 77, ...lic },
          ),
        ],
      },
    ],
    stock: {
      count: 150,
      itemType: 'motorcycle',
      newShare: 0.55,
      demoShare: 0.05,
      stockPrefix: 'TM',
    },
    other: {
      dealershipId: 40019,
      name: 'Redline Motorcycles',
      slug: 'redline-motorcycles',
      makes: ['Harley-Davidson', 'Ducati', 'BMW'],
      itemType: 'motorcycle',
      count: 20,
      location: loc(
        400199,
        'Redline Motorcycles',
        'redline-motorcycles',
        'sales',
        {
          street: '25 Nerang Street',
          city: 'Nerang',
          state: 'QLD',
          postcode: 4211,
          lat: -27.99471,
          long: 153.33512,
        },
        '(07) 5596 3300',
        { hours: 'motorcycle' },
      ),
    },
    searchFilters: 'dealership_slug:throttle-motorcycles AND item_type:motorcycle',
    includeSoldDays: 3,
    searchCategories: ['LAMS Approved', 'Adventure Touring', 'Dirt & Trail', 'Commuter'],
    config: {
      primaryColor: '#111827',
      secondaryColor: '#dc2626',
      accentColor: '#facc15',
      searchPlaceholder: 'Search bikes, e.g. LAMS, adventure, Yamaha',
      enabledFilters: [
        'car_type',
        'colour',
        'body',
        'price',
        'year',
        'make',
        'model',
        'odometer',
        'features',
        'categories',
      ],
      sortOptions: ['mostRelevant', 'latest', 'highestPrice', 'lowestPrice', 'lowestKms'],
      defaultSort: 'custom_rank:desc',
      popularMakes: ['Honda', 'Yamaha', 'Kawasaki', 'Suzuki', 'KTM', 'Triumph', 'Harley-Davidson'],
      promoCardPositions: [4],
      cardButtons: ['enquire', 'testDrive', 'details'],
      enquireButtonText: 'Quick Enquiry',
      paymentMethods: paymentMethods({ eftpos: false }),
      buttons: ['enquire', 'testDrive', 'finance', 'callUsNow'],
      hideViewCounter: true,
      financeCalculatorDefaultInterestRate: 10.99,
      reviewMinimumRating: 4,
      forms: {
        defaultState: 'qld',
        isMessageRequired: true,
        categorySelection: false,
        showRego: false,
      },
    },
    navigation: { header: defaultHeader({ vehicleWord: 'Bikes' }), footer: defaultFooter() },
    extra: {},
    specifications: {
      just_arrived_days: 8,
      just_arrived_tag_name: 'New Arrival',
      sold_tag_name: 'JUST SOLD',
    },
  };
}
