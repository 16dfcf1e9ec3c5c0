/**
 * Google's two vehicle feeds, their field tables as published (docs/feeds.md names each page
 * and what we read from it):
 * - vehicle ads: Merchant Center's vehicle ads primary feed ('Create a primary feed') with the
 *   vehicle attribute articles (vehicle_price_type, vehicle_msrp, vehicle_fulfillment);
 * - vehicle listings: the free vehicle listings feed specification.
 */
import type { FeedField, FeedSpec } from './spec';

/** 'Vehicles & Parts > Vehicles > Motor Vehicles > Cars, Trucks & Vans' in Google's product taxonomy. */
export const GOOGLE_CARS_CATEGORY = '916';

/** A price: a number with up to two decimals, a space and the ISO 4217 currency ('29990.00 AUD'). */
export const GOOGLE_PRICE = /^\d+(\.\d{1,2})? (AUD|NZD|USD)$/;
/** Mileage: a whole number and its unit ('12345 km', '8000 miles'). */
export const GOOGLE_MILEAGE = /^\d+ (km|miles)$/;
const YEAR = /^(19|20)\d\d$/;
const URL = /^https?:\/\/\S+$/;
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** vehicle_price_type's values; Australia accepts the first two for new cars and drive-away or excluding government charges for used. */
export const GOOGLE_VEHICLE_PRICE_TYPES = [
  'drive_away_price',
  'estimated_drive_away_price',
  'excluding_government_charges_price',
  'all_in_price',
] as const;

const VEHICLE_ADS_FIELDS: readonly FeedField[] = [
  {
    name: 'id',
    requirement: 'required',
    about: 'Unique identifier of the offer (a stock number or the VIN)',
    maxLength: 50,
  },
  {
    name: 'vin',
    requirement: 'required',
    pattern: VIN,
    about: 'Vehicle identification number, 17 characters; each VIN once in the feed',
  },
  {
    name: 'store_code',
    requirement: 'required',
    about:
      "The dealership's store code (in-store offers; case-sensitive, as in its Business Profile)",
  },
  {
    name: 'google_product_category',
    requirement: 'required',
    values: [GOOGLE_CARS_CATEGORY],
    about: 'Google product category: 916, Cars, Trucks & Vans',
  },
  {
    name: 'title',
    requirement: 'optional',
    maxLength: 150,
    about: 'Shown in Merchant Center; Google builds the ad title from the other attributes',
  },
  {
    name: 'description',
    requirement: 'optional',
    maxLength: 5000,
    about: 'Description of the vehicle',
  },
  {
    name: 'link',
    requirement: 'required',
    pattern: URL,
    about: "The vehicle's page on the dealer's site",
  },
  {
    name: 'image_link',
    requirement: 'required',
    pattern: URL,
    about: 'The main image of the vehicle',
  },
  {
    name: 'additional_image_link',
    requirement: 'optional',
    about: 'More images, comma-separated in a text feed (up to 10)',
  },
  {
    name: 'price',
    requirement: 'required',
    pattern: GOOGLE_PRICE,
    about: 'The selling price with its ISO 4217 currency',
  },
  {
    name: 'vehicle_price_type',
    requirement: 'required-au',
    values: GOOGLE_VEHICLE_PRICE_TYPES,
    valuesByCondition: {
      new: ['drive_away_price', 'estimated_drive_away_price'],
      used: ['drive_away_price', 'excluding_government_charges_price'],
    },
    about: 'What the price includes: required for new and used cars in Australia',
  },
  {
    name: 'vehicle_msrp',
    requirement: 'required-new',
    pattern: GOOGLE_PRICE,
    about: "Manufacturer's suggested retail price: required for new cars (optional for used)",
  },
  { name: 'condition', requirement: 'required', values: ['new', 'used'], about: 'new or used' },
  { name: 'brand', requirement: 'required', maxLength: 70, about: 'The make' },
  { name: 'model', requirement: 'required', about: 'The model, without the trim' },
  {
    name: 'trim',
    requirement: 'recommended',
    about: 'The trim level (required where the vehicle has one)',
  },
  { name: 'year', requirement: 'required', pattern: YEAR, about: 'Model year, YYYY' },
  {
    name: 'mileage',
    requirement: 'required-used',
    pattern: GOOGLE_MILEAGE,
    about: 'Odometer reading with its unit: required for used cars',
  },
  { name: 'color', requirement: 'recommended', maxLength: 100, about: 'Exterior colour' },
  {
    name: 'certified_pre-owned',
    requirement: 'optional',
    values: ['yes', 'no'],
    about: 'Whether the car is certified pre-owned by its maker',
  },
];

const VEHICLE_LISTINGS_FIELDS: readonly FeedField[] = [
  {
    name: 'vin',
    requirement: 'required',
    pattern: VIN,
    about: 'Vehicle identification number (valid by the NHTSA rule in the US)',
  },
  { name: 'id', requirement: 'optional', about: 'An internal stock number unique to each vehicle' },
  { name: 'store_code', requirement: 'required', about: 'An identifier unique to each dealership' },
  { name: 'dealership_name', requirement: 'required', about: 'Full dealership (business) name' },
  {
    name: 'dealership_address',
    requirement: 'required',
    about: 'Full dealership address with city, postal code and country',
  },
  {
    name: 'tracking_phone_number',
    requirement: 'optional',
    about: 'Phone number for the listing (else the Business Profile number)',
  },
  { name: 'image_link', requirement: 'recommended', pattern: URL, about: 'The main image' },
  {
    name: 'additional_image_link',
    requirement: 'recommended',
    about: 'More images (comma-separated in a text feed)',
  },
  {
    name: 'link',
    requirement: 'recommended',
    pattern: URL,
    about: "The dealer's vehicle details page",
  },
  {
    name: 'date_in_stock',
    requirement: 'optional',
    pattern: DATE,
    about: 'When the vehicle was first for sale, ISO 8601',
  },
  {
    name: 'price',
    requirement: 'required',
    pattern: GOOGLE_PRICE,
    about: 'The final sale price with its ISO 4217 currency',
  },
  {
    name: 'vehicle_msrp',
    requirement: 'recommended',
    pattern: GOOGLE_PRICE,
    about: 'MSRP, for new vehicles',
  },
  { name: 'condition', requirement: 'required', values: ['new', 'used'], about: 'new or used' },
  {
    name: 'certified_pre_owned',
    requirement: 'optional',
    values: ['yes', 'no'],
    about: 'OEM certified pre-owned',
  },
  { name: 'make', requirement: 'required', about: 'The make' },
  { name: 'model', requirement: 'required', about: 'The model, without the trim' },
  { name: 'trim', requirement: 'recommended', about: 'The trim (required where available)' },
  { name: 'year', requirement: 'required', pattern: YEAR, about: 'Model year, YYYY' },
  {
    name: 'mileage',
    requirement: 'required-used',
    pattern: GOOGLE_MILEAGE,
    about: 'Distance driven with its unit: required for used vehicles',
  },
  { name: 'exterior_color', requirement: 'recommended', about: 'Exterior colour' },
];

export const GOOGLE_VEHICLE_ADS: FeedSpec = {
  id: 'google-vehicle-ads',
  name: 'Google vehicle ads (Merchant Center vehicle inventory)',
  source: {
    title:
      'Google Merchant Center Help: Create a primary feed (vehicle ads), and the vehicle ads attribute articles',
    url: 'https://support.google.com/merchants/answer/11192663',
  },
  format: 'tsv',
  caseInsensitiveValues: false,
  fields: VEHICLE_ADS_FIELDS,
};

export const GOOGLE_VEHICLE_LISTINGS: FeedSpec = {
  id: 'google-vehicle-listings',
  name: 'Google vehicle listings (free listings)',
  source: {
    title: 'Google for Developers, Vehicle listings: Feed specification',
    url: 'https://developers.google.com/vehicle-listings/reference/feed-specification',
  },
  format: 'tsv',
  caseInsensitiveValues: false,
  fields: VEHICLE_LISTINGS_FIELDS,
};
