/**
 * Badger State Auto: a small used-car and subscription dealer in Madison, Wisconsin — the US
 * market's sample tenant (config.market 'US', phoneMode 'US', America/Chicago): phones read
 * '(608) 555-0100', ZIP codes, miles, no LMCT/MVR or eftpos, and subscription prices ' / week'.
 */
import { FINANCE_PROVIDERS } from '../../../src/domain/finance/providers';
import { paymentMethods } from '../site/config';
import { defaultFooter, defaultHeader } from '../site/navigation';
import { locationSpec as loc, type Place, type SiteSpec } from '../site/types';

const MADISON: Place = {
  street: '4402 East Washington Avenue',
  city: 'Madison',
  state: 'WI',
  postcode: 53704,
  lat: 43.12672,
  long: -89.31721,
};
const USED_MAKES = ['Toyota', 'Honda', 'Ford', 'Hyundai', 'Kia', 'Mazda', 'Subaru', 'Nissan'];

export function badgerStateAuto(): SiteSpec {
  return {
    slug: 'badger-state-auto',
    websiteId: 5001,
    seed: 'badger-state-auto/v1',
    name: 'Badger State Auto',
    companyName: 'Badger State Auto LLC',
    description:
      'Quality used cars and flexible weekly car subscriptions in Madison, Wisconsin: insurance and maintenance included.',
    url: 'https://www.badgerstateauto.example',
    template: 'default',
    phone: '(608) 555-0100',
    email: 'hello@badgerstateauto.example',
    place: MADISON,
    country: 'United States',
    colours: { primary: '#7f1d1d', secondary: '#1f2937', accent: '#f59e0b' },
    social: {
      facebook_url: 'https://www.facebook.com/badgerstateauto',
      instagram_url: 'https://www.instagram.com/badgerstateauto',
    },
    finance: {
      provider: FINANCE_PROVIDERS.manual,
      terms: {
        provider: 'Badger Finance',
        interestRate: 7.49,
        comparisonRate: 7.99,
        establishmentFee: 0,
        termYears: 5,
        depositShare: 0.1,
        balloonShare: 0,
        maxBalloonAge: 0,
      },
    },
    dealerships: [
      {
        id: 50011,
        name: 'Badger State Auto',
        slug: 'badger-state-auto',
        // A used-car dealer: no franchise, its used stock drawn from these makes' catalogues.
        makes: ['Toyota', 'Honda'],
        stockShare: 1,
        locations: [
          loc(
            500101,
            'Badger State Auto Madison',
            'badger-state-auto-madison',
            'sales',
            MADISON,
            '(608) 555-0100',
            {
              primary: true,
              hours: 'sales',
              rating: 4.7,
              reviewCount: 212,
            },
          ),
        ],
      },
    ],
    stock: {
      count: 40,
      itemType: 'car',
      newShare: 0,
      demoShare: 0,
      usedMakes: USED_MAKES,
      stockPrefix: 'BSA',
      subscriptionShare: 0.8,
    },
    other: {
      dealershipId: 50019,
      name: 'Lakeside Motors',
      slug: 'lakeside-motors',
      makes: ['Chevrolet'],
      itemType: 'car',
      count: 20,
      location: loc(
        500199,
        'Lakeside Motors',
        'lakeside-motors',
        'sales',
        {
          street: '1200 West Beltline Highway',
          city: 'Madison',
          state: 'WI',
          postcode: 53713,
          lat: 43.03171,
          long: -89.41432,
        },
        '(608) 555-0188',
      ),
    },
    searchFilters: 'dealership_slug:badger-state-auto',
    includeSoldDays: 3,
    searchCategories: ['Commuter', 'Family'],
    config: {
      market: 'US',
      phoneMode: 'US',
      timeZone: 'America/Chicago',
      primaryColor: '#7f1d1d',
      secondaryColor: '#1f2937',
      accentColor: '#f59e0b',
      searchPlaceholder: 'Search cars, e.g. Civic, AWD, under $300 a week',
      sortOptions: ['mostRelevant', 'latest', 'highestPrice', 'lowestPrice', 'lowestKms'],
      cardButtons: ['enquire', 'testDrive', 'details'],
      paymentMethods: paymentMethods(),
      buttons: ['enquire', 'testDrive', 'callUsNow'],
      hideViewCounter: true,
      forms: {
        defaultState: 'wi',
        isMessageRequired: false,
        categorySelection: false,
        showRego: false,
      },
    },
    navigation: {
      header: defaultHeader({ vehicleWord: 'Cars', usedOnly: true }),
      footer: defaultFooter(),
    },
    extra: { offers_subscription: true },
    specifications: {
      just_arrived_days: 7,
      just_arrived_tag_name: 'Just Arrived',
      sold_tag_name: 'SOLD',
    },
  };
}
