/**
 * Pacific Motor Group: a multi-franchise dealer group with five dealerships across QLD and
 * NSW (default template), reservation and trade-in friendly, garage and bot protection on.
 */
import { FINANCE_PROVIDERS } from '../../../src/domain/finance/providers';
import { paymentMethods, USED_CAR_FEATURES, WHY_BUY_FROM_US } from '../site/config';
import { defaultFooter, defaultHeader } from '../site/navigation';
import { locationSpec as loc, type Place, type SiteSpec } from '../site/types';

const IPSWICH: Place = { street: '45 Brisbane Road', city: 'Booval', state: 'QLD', postcode: 4304, lat: -27.613614, long: 152.788015 };
const SPRINGWOOD: Place = { street: '3350 Pacific Highway', city: 'Springwood', state: 'QLD', postcode: 4127, lat: -27.617834, long: 153.129071 };
const SOUTHPORT: Place = { street: '160 Ferry Road', city: 'Southport', state: 'QLD', postcode: 4215, lat: -27.972021, long: 153.403044 };
const TWEED: Place = { street: '18 Minjungbal Drive', city: 'Tweed Heads South', state: 'NSW', postcode: 2486, lat: -28.198133, long: 153.534021 };
const NEWCASTLE: Place = { street: '221 Lambton Road', city: 'Broadmeadow', state: 'NSW', postcode: 2292, lat: -32.924012, long: 151.735087 };
const COFFS: Place = { street: '268 Pacific Highway', city: 'Coffs Harbour', state: 'NSW', postcode: 2450, lat: -30.296312, long: 153.113521 };

export function pacificMotorGroup(): SiteSpec {
  const qldLicence = { license: 'DL 3105527' };
  const nsw = (n: string) => ({ license: `MD ${n}`, mvr: `MVRL ${n.slice(0, 5)}` });
  return {
    slug: 'pacific-motor-group',
    websiteId: 2001,
    seed: 'pacific-motor-group/v1',
    name: 'Pacific Motor Group',
    companyName: 'Pacific Motor Group Holdings Pty Ltd',
    description: 'Five dealerships from Ipswich to Coffs Harbour: new Toyota, Mazda, Hyundai, Kia, Ford, Mitsubishi and GWM, and over a thousand pre-owned cars.',
    url: 'https://www.pacificmotorgroup.example',
    template: 'default',
    dealershipGroup: 'Pacific Motor Group',
    phone: '1300 722 846',
    email: 'hello@pacificmotorgroup.example',
    place: SPRINGWOOD,
    colours: { primary: '#0b4f6c', secondary: '#0f172a', accent: '#f59e0b' },
    social: {
      facebook_url: 'https://www.facebook.com/pacificmotorgroup',
      instagram_url: 'https://www.instagram.com/pacificmotorgroup',
      youtube_url: 'https://www.youtube.com/@pacificmotorgroup',
      linkedin_url: 'https://www.linkedin.com/company/pacific-motor-group',
      tiktok_url: 'https://www.tiktok.com/@pacificmotorgroup',
    },
    finance: {
      provider: FINANCE_PROVIDERS.lenderC,
      terms: { provider: FINANCE_PROVIDERS.lenderC, interestRate: 7.99, comparisonRate: 9.45, establishmentFee: 1360.5, termYears: 5, depositShare: 0, balloonShare: 0, maxBalloonAge: 0 },
      manual: { provider: 'Pacific Motor Finance', interestRate: 6.99, comparisonRate: 8.19, establishmentFee: 495, termYears: 5, depositShare: 0.1, balloonShare: 0.25, maxBalloonAge: 4 },
    },
    youxProviderCode: 'PMG-2001',
    dealerships: [
      {
        id: 20011, name: 'Pacific Toyota Ipswich', slug: 'pacific-toyota-ipswich', makes: ['Toyota'], stockShare: 1.3,
        website: { url: 'https://ipswich.pacificmotorgroup.example', slug: 'pacific-toyota-ipswich' },
        locations: [
          loc(200101, 'Pacific Toyota Ipswich Sales', 'pacific-toyota-ipswich-sales', 'sales', IPSWICH, '(07) 3281 4400', { primary: true, makes: ['toyota'], rating: 4.7, reviewCount: 521, ...qldLicence }),
          loc(200102, 'Pacific Toyota Ipswich Service', 'pacific-toyota-ipswich-service', 'service', IPSWICH, '(07) 3281 4410', { makes: ['toyota'], rating: 4.3, reviewCount: 233, ...qldLicence }),
          loc(200103, 'Pacific Toyota Ipswich Parts', 'pacific-toyota-ipswich-parts', 'parts', IPSWICH, '(07) 3281 4420', { makes: ['toyota'], rating: 4.6, reviewCount: 41, ...qldLicence }),
          loc(200104, 'Pacific Used Car Centre', 'pacific-used-car-centre', '', SPRINGWOOD, '(07) 3208 9900', {
            subtype: ['buying'], mobile: '0412 733 118', hours: 'salesSunday', rating: 4.5, reviewCount: 318, ...qldLicence,
            distribution: [
              { id: 200201, name: 'Pacific Mazda Southport', slug: 'pacific-mazda-southport-sales', place: SOUTHPORT },
              { id: 200301, name: 'Pacific Hyundai Kia Tweed Heads', slug: 'pacific-hyundai-kia-tweed-heads-sales', place: TWEED },
            ],
          }),
        ],
      },
      {
        id: 20012, name: 'Pacific Mazda Southport', slug: 'pacific-mazda-southport', makes: ['Mazda'], stockShare: 1,
        website: { url: 'https://mazda.pacificmotorgroup.example', slug: 'pacific-mazda-southport' },
        locations: [
          loc(200201, 'Pacific Mazda Southport Sales', 'pacific-mazda-southport-sales', 'sales', SOUTHPORT, '(07) 5591 2200', { makes: ['mazda'], rating: 4.8, reviewCount: 402, ...qldLicence }),
          loc(200202, 'Pacific Mazda Southport Service', 'pacific-mazda-southport-service', 'service', SOUTHPORT, '(07) 5591 2210', { makes: ['mazda'], rating: 4.4, reviewCount: 150, ...qldLicence }),
        ],
      },
      {
        id: 20013, name: 'Pacific Hyundai Kia Tweed Heads', slug: 'pacific-hyundai-kia-tweed-heads', makes: ['Hyundai', 'Kia'], stockShare: 1, enable_valuation_offer_rejection: true,
        website: { url: 'https://tweed.pacificmotorgroup.example', slug: 'pacific-hyundai-kia-tweed-heads' },
        locations: [
          loc(200301, 'Pacific Hyundai Kia Tweed Heads Sales', 'pacific-hyundai-kia-tweed-heads-sales', 'sales', TWEED, '(07) 5524 8800', { makes: ['hyundai', 'kia'], rating: 4.5, reviewCount: 276, ...nsw('045871') }),
          loc(200302, 'Pacific Hyundai Kia Tweed Heads Service', 'pacific-hyundai-kia-tweed-heads-service', 'service', TWEED, '(07) 5524 8810', { makes: ['hyundai', 'kia'], rating: 3.9, reviewCount: 88, ...nsw('045871') }),
        ],
      },
      {
        id: 20014, name: 'Pacific Ford Newcastle', slug: 'pacific-ford-newcastle', makes: ['Ford'], stockShare: 1, four_step_valuation_form: true,
        website: { url: 'https://ford.pacificmotorgroup.example', slug: 'pacific-ford-newcastle' },
        locations: [
          loc(200401, 'Pacific Ford Newcastle Sales', 'pacific-ford-newcastle-sales', 'sales', NEWCASTLE, '(02) 4961 5500', { makes: ['ford'], rating: 4.6, reviewCount: 344, ...nsw('038214') }),
          loc(200402, 'Pacific Ford Newcastle Service', 'pacific-ford-newcastle-service', 'service', NEWCASTLE, '(02) 4961 5510', { makes: ['ford'], rating: 4.2, reviewCount: 131, ...nsw('038214') }),
          loc(200403, 'Pacific Ford Newcastle Parts', 'pacific-ford-newcastle-parts', 'parts', NEWCASTLE, '(02) 4961 5520', { makes: ['ford'], rating: 4.5, reviewCount: 27, ...nsw('038214') }),
        ],
      },
      {
        id: 20015, name: 'Pacific Mitsubishi GWM Coffs Harbour', slug: 'pacific-mitsubishi-gwm-coffs-harbour', makes: ['Mitsubishi', 'GWM', 'Haval'], stockShare: 0.8,
        website: { url: 'https://coffs.pacificmotorgroup.example', slug: 'pacific-mitsubishi-gwm-coffs-harbour' },
        locations: [
          loc(200501, 'Pacific Mitsubishi GWM Coffs Harbour', 'pacific-mitsubishi-gwm-coffs-harbour-sales', 'sales', COFFS, '(02) 6652 7300', { makes: ['mitsubishi', 'gwm', 'haval'], rating: 4.4, reviewCount: 199, ...nsw('051163') }),
          loc(200502, 'Pacific Mitsubishi GWM Coffs Harbour Service', 'pacific-mitsubishi-gwm-coffs-harbour-service', 'service', COFFS, '(02) 6652 7310', { makes: ['mitsubishi', 'gwm', 'haval'], rating: 4.1, reviewCount: 73, ...nsw('051163') }),
        ],
      },
    ],
    stock: { count: 2000, itemType: 'car', newShare: 0.42, demoShare: 0.1, stockPrefix: 'PMG', certifiedMakes: ['Toyota'] },
    other: {
      dealershipId: 20019, name: 'Brisbane City Autos', slug: 'brisbane-city-autos', makes: ['Toyota', 'Mazda', 'Ford'], itemType: 'car', count: 20,
      location: loc(200199, 'Brisbane City Autos', 'brisbane-city-autos', 'sales', { street: '512 Lutwyche Road', city: 'Lutwyche', state: 'QLD', postcode: 4030, lat: -27.42213, long: 153.03321 }, '(07) 3857 1100'),
    },
    searchFilters: '(dealership_id:20011 OR dealership_id:20012 OR dealership_id:20013 OR dealership_id:20014 OR dealership_id:20015)',
    includeSoldDays: 3,
    searchCategories: ['Family SUVs', '7 Seaters', 'Work Utes & Vans', '4x4 & Off-road', 'Hybrid & Electric', 'City Cars', 'Under $20k', 'Performance'],
    config: {
      primaryColor: '#0b4f6c',
      secondaryColor: '#0f172a',
      accentColor: '#f59e0b',
      headerBanner: { enabled: true, text: 'We Would Love To Buy Your Vehicle. Get $$$ For Your Car Today!', buttonText: 'Click Here To Sell', url: '/trade-in' },
      paymentMethods: paymentMethods(),
      sortOptions: ['mostRelevant', 'latest', 'highestPrice', 'lowestPrice', 'highestKms', 'lowestKms'],
      defaultSort: 'created_at_timestamp:desc',
      popularMakes: ['Toyota', 'Mazda', 'Hyundai', 'Kia', 'Ford', 'Mitsubishi', 'GWM'],
      usedLabel: 'Pre-Owned',
      promoCardPositions: [6],
      cardButtons: ['enquire', 'reserve', 'tradeIn', 'finance', 'details', 'compare', 'favourite', 'save'],
      enquireButtonText: 'Enquire Now',
      detailsButtonText: 'Explore Vehicle',
      buttons: ['reserve', 'enquire', 'testDrive', 'tradeIn', 'finance', 'callUsNow', 'carHistoryReport'],
      reserveAmount: '$200',
      revealPhoneByDefault: false,
      financeCalculatorDefaultInterestRate: 8.5,
      defaultFinanceLink: '/finance',
      whyBuyFromUs: WHY_BUY_FROM_US,
      usedCarFeatures: USED_CAR_FEATURES,
      // vehicle page: the used-car banner, the guarantee strip and Make an Offer
      usedCarFeaturesBanner: true,
      guaranteeStrip: true,
      makeAnOffer: true,
      reviewMinimumRating: 4,
      forms: { defaultState: 'qld', isMessageRequired: false, categorySelection: true, showRego: true },
    },
    navigation: { header: defaultHeader({ usedLabel: 'Pre-Owned Cars' }), footer: defaultFooter() },
    extra: {
      garage_enabled: true,
      garage_settings: { path: '/my-garage', saved_path: '/my-garage?tab=saved-cars' },
      bot_protection: true,
      vehicle_valuation: true,
      push_leads_to_website_primary_location: false,
    },
    specifications: { just_arrived_days: 8, just_arrived_tag_name: 'New', sold_tag_name: 'JUST SOLD' },
  };
}
