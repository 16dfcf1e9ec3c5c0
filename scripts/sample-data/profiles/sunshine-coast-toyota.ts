/** Sunshine Coast Toyota: a single-franchise Toyota dealer in Maroochydore QLD (template 'toyota'). */
import { FINANCE_PROVIDERS } from '../../../src/domain/finance/providers';
import { manufacturerByName } from '../../../src/data/manufacturers';
import { TOYOTA_UPCOMING } from '../catalog/toyota';
import { toyotaMenuEntries } from '../content/toyota-range';
import { paymentMethods, USED_CAR_FEATURES, WHY_BUY_FROM_US } from '../site/config';
import { toyotaFooter, toyotaHeader } from '../site/navigation';
import { locationSpec, type LocationSpec, type Place, type SiteSpec } from '../site/types';

const MAROOCHYDORE: Place = {
  street: '85 Maroochydore Road',
  city: 'Maroochydore',
  state: 'QLD',
  postcode: 4558,
  lat: -26.662041,
  long: 153.086302,
};
const NAMBOUR: Place = {
  street: '12 Howard Street',
  city: 'Nambour',
  state: 'QLD',
  postcode: 4560,
  lat: -26.627364,
  long: 152.958918,
};

const location = (
  id: number,
  name: string,
  slug: string,
  type: LocationSpec['type'],
  place: Place,
  phone: string,
  extra: Partial<LocationSpec> = {},
) =>
  locationSpec(id, name, slug, type, place, phone, {
    makes: ['toyota'],
    license: 'DL 3071946',
    rating: 4.6,
    reviewCount: 412,
    ...extra,
  });

export function sunshineCoastToyota(): SiteSpec {
  const toyota = manufacturerByName('Toyota')!;
  return {
    slug: 'sunshine-coast-toyota',
    websiteId: 1001,
    seed: 'sunshine-coast-toyota/v1',
    name: 'Sunshine Coast Toyota',
    companyName: 'Sunshine Coast Toyota Pty Ltd',
    description:
      'New Toyota, demo and quality used vehicles, genuine servicing and parts on the Sunshine Coast.',
    url: 'https://www.sunshinecoasttoyota.example',
    template: 'toyota',
    manufacturer: { id: Number(toyota.id), name: 'Toyota' },
    phone: '(07) 5443 1200',
    email: 'sales@sunshinecoasttoyota.example',
    place: MAROOCHYDORE,
    colours: { primary: '#eb0a1e', secondary: '#1a1a1a', accent: '#58595b' },
    social: {
      facebook_url: 'https://www.facebook.com/sunshinecoasttoyota',
      instagram_url: 'https://www.instagram.com/sunshinecoasttoyota',
      youtube_url: 'https://www.youtube.com/@sunshinecoasttoyota',
    },
    finance: {
      provider: FINANCE_PROVIDERS.lenderA,
      terms: {
        provider: FINANCE_PROVIDERS.lenderA,
        interestRate: 8.49,
        comparisonRate: 9.32,
        establishmentFee: 395,
        termYears: 5,
        depositShare: 0,
        balloonShare: 0.2,
        maxBalloonAge: 3,
      },
    },
    dealerships: [
      {
        id: 10011,
        name: 'Sunshine Coast Toyota',
        slug: 'sunshine-coast-toyota',
        makes: ['Toyota'],
        stockShare: 1,
        locations: [
          location(
            100101,
            'Sunshine Coast Toyota Sales',
            'sunshine-coast-toyota-sales',
            'sales',
            MAROOCHYDORE,
            '(07) 5443 1200',
            { primary: true, hours: 'salesSunday', blockedReviewer: 'Cheap Car Deals Online' },
          ),
          location(
            100102,
            'Sunshine Coast Toyota Service',
            'sunshine-coast-toyota-service',
            'service',
            MAROOCHYDORE,
            '(07) 5443 1210',
            { rating: 4.4, reviewCount: 268 },
          ),
          location(
            100103,
            'Sunshine Coast Toyota Parts',
            'sunshine-coast-toyota-parts',
            'parts',
            MAROOCHYDORE,
            '(07) 5443 1220',
            { rating: 4.7, reviewCount: 54 },
          ),
          location(
            100104,
            'Sunshine Coast Toyota Nambour Sales',
            'sunshine-coast-toyota-nambour-sales',
            'sales',
            NAMBOUR,
            '(07) 5441 3300',
            { rating: 4.8, reviewCount: 187 },
          ),
          location(
            100105,
            'Sunshine Coast Toyota Nambour Service',
            'sunshine-coast-toyota-nambour-service',
            'service',
            NAMBOUR,
            '(07) 5441 3310',
            { rating: 4.2, reviewCount: 96, hours: 'serviceWeekdays' },
          ),
        ],
      },
    ],
    stock: {
      count: 300,
      itemType: 'car',
      newShare: 0.52,
      demoShare: 0.13,
      stockPrefix: 'SCT',
      upcomingModels: TOYOTA_UPCOMING,
    },
    other: {
      dealershipId: 10019,
      name: 'Caloundra City Toyota',
      slug: 'caloundra-city-toyota',
      makes: ['Toyota'],
      itemType: 'car',
      count: 20,
      location: location(
        100199,
        'Caloundra City Toyota',
        'caloundra-city-toyota',
        'sales',
        {
          street: '3 Industrial Avenue',
          city: 'Caloundra West',
          state: 'QLD',
          postcode: 4551,
          lat: -26.80412,
          long: 153.10233,
        },
        '(07) 5491 7700',
      ),
    },
    searchFilters: 'dealership_slug:sunshine-coast-toyota',
    includeSoldDays: 3,
    searchCategories: [
      'Family SUVs',
      '7 Seaters',
      'Work Utes & Vans',
      '4x4 & Off-road',
      'Hybrid & Electric',
      'City Cars',
      'Performance',
    ],
    config: {
      primaryColor: '#eb0a1e',
      secondaryColor: '#1a1a1a',
      accentColor: '#58595b',
      searchPlaceholder: 'Keyword search eg. EV, SUV, Toyota',
      sortOptions: [
        'mostRelevant',
        'latest',
        'highestPrice',
        'lowestPrice',
        'highestKms',
        'lowestKms',
      ],
      defaultSort: 'custom_rank:desc',
      popularMakes: ['Toyota', 'Mazda', 'Hyundai', 'Ford', 'Kia', 'Mitsubishi'],
      promoCardPositions: [8, 17],
      showFuelTypeTag: true,
      cardButtons: ['enquire', 'testDrive', 'finance', 'details'],
      paymentMethods: paymentMethods({ googlePay: false }),
      reviewMinimumRating: 4,
      reviewBlockedNames: ['Cheap Car Deals Online'],
      // Nambour's service centre is closed on Saturdays: 'By appointment only'
      hoursSaturdayByAppointment: true,
      buttons: ['CTD', 'enquire', 'testDrive', 'finance', 'tradeIn', 'carHistoryReport'],
      callTheDealerPosition: 'Header',
      // vehicle page: the layout with featured specs, collapsible lists and 'Our Comments'; info tabs and marketing copy
      vdpLayout: 'modern',
      infoTabs: true,
      marketingCopy: true,
      financeCalculatorDefaultInterestRate: 8.49,
      whyBuyFromUs: WHY_BUY_FROM_US,
      usedCarFeatures: USED_CAR_FEATURES,
      forms: {
        defaultState: 'qld',
        isMessageRequired: true,
        categorySelection: true,
        showRego: true,
      },
      phoneMode: 'AU',
    },
    navigation: { header: toyotaHeader(), footer: toyotaFooter(toyotaMenuEntries()) },
    extra: {
      settings: {
        'Toyota Base Domain': 'sunshinecoast.toyotadealer.example',
        'Dealer Code': '41807',
        'Toyota Service Insurance URL': 'https://www.toyotainsurance.example/service?dealer=41807',
        'Toyota Parts Insurance URL': 'https://www.toyotainsurance.example/parts?dealer=41807',
        'Toyota Complaints Contact': 'Karen Whitfield, Customer Relations Manager',
        'Toyota Email': 'customercare@sunshinecoasttoyota.example',
      },
      build_model_pages: true,
      use_pages_path: true,
    },
    specifications: {
      just_arrived_days: 8,
      just_arrived_tag_name: 'Just Arrived',
      sold_tag_name: 'JUST SOLD',
    },
  };
}
