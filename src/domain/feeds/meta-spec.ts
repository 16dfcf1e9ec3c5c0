/**
 * Meta's automotive inventory catalogue (vehicle items), its field table as published on the
 * Marketing API's automotive ads reference (docs/feeds.md), and the body-style mapping from our
 * body keys. 'All enum fields are case-insensitive.'
 */
import type { BodyTypeKey } from '../search/body-types';
import type { FeedField, FeedSpec } from './spec';

/** body_style's value list. */
export const META_BODY_STYLES = [
  'CONVERTIBLE',
  'COUPE',
  'HATCHBACK',
  'MINIVAN',
  'TRUCK',
  'SUV',
  'SEDAN',
  'VAN',
  'WAGON',
  'CROSSOVER',
  'OTHER',
] as const;
export type MetaBodyStyle = (typeof META_BODY_STYLES)[number];

/**
 * Our body keys (rules.md: Body types) as Meta body styles. 'ev' and
 * 'prestige' name no shape: such a car has no body style unless its simple_body has one.
 * A ute and a cab chassis are what Meta's list calls a truck (a pickup); a people mover is
 * a minivan; a bus, a motorhome and a hardtop (a 4x4 wagon or a hardtop convertible) are OTHER.
 */
export const META_BODY_STYLE_OF: Readonly<Record<BodyTypeKey, MetaBodyStyle | null>> = {
  '4x4': 'SUV',
  bus: 'OTHER',
  cabChassis: 'TRUCK',
  convertible: 'CONVERTIBLE',
  coupe: 'COUPE',
  ev: null,
  hardtop: 'OTHER',
  hatch: 'HATCHBACK',
  hatchback: 'HATCHBACK',
  motorhome: 'OTHER',
  lightTruck: 'TRUCK',
  peopleMover: 'MINIVAN',
  prestige: null,
  sedan: 'SEDAN',
  softtop: 'CONVERTIBLE',
  suv: 'SUV',
  ute: 'TRUCK',
  van: 'VAN',
  wagon: 'WAGON',
  stationWagon: 'WAGON',
};

export const META_STATES_OF_VEHICLE = ['NEW', 'USED', 'CPO'] as const;
export const META_MILEAGE_UNITS = ['KM', 'MI'] as const;
export const META_TRANSMISSIONS = ['AUTOMATIC', 'MANUAL'] as const;
export const META_FUEL_TYPES = [
  'DIESEL',
  'ELECTRIC',
  'FLEX',
  'GASOLINE',
  'HYBRID',
  'PETROL',
  'PLUGIN_HYBRID',
  'OTHER',
] as const;
export const META_DRIVETRAINS = ['4X2', '4X4', 'AWD', 'FWD', 'RWD', 'TWO_WD', 'OTHER'] as const;
export const META_AVAILABILITY = ['AVAILABLE', 'NOT_AVAILABLE', 'PENDING'] as const;

/** A price: a number, a space and the ISO 4217 currency ('29990 AUD'). */
export const META_PRICE = /^\d+(\.\d{1,2})? (AUD|NZD|USD)$/;
const URL = /^https?:\/\/\S+$/;

const FIELDS: readonly FeedField[] = [
  {
    name: 'vehicle_id',
    requirement: 'required',
    maxLength: 100,
    about: 'Unique ID of the item; the pixel events send it as content_ids',
  },
  {
    name: 'vin',
    requirement: 'required',
    pattern: /^[A-HJ-NPR-Z0-9]{17}$/,
    about: 'Vehicle identification number: exactly 17 characters',
  },
  {
    name: 'title',
    requirement: 'required',
    maxLength: 500,
    about: 'Full name of the vehicle (year, make, model, trim)',
  },
  {
    name: 'description',
    requirement: 'required',
    maxLength: 5000,
    about: 'Short text describing the vehicle',
  },
  {
    name: 'url',
    requirement: 'required',
    pattern: URL,
    about: "The vehicle's page on the dealer's site",
  },
  { name: 'make', requirement: 'required', maxLength: 100, about: 'Make or brand' },
  { name: 'model', requirement: 'required', maxLength: 100, about: 'Model' },
  { name: 'year', requirement: 'required', pattern: /^(19|20)\d\d$/, about: 'Year, yyyy' },
  { name: 'trim', requirement: 'optional', maxLength: 50, about: 'Trim' },
  {
    name: 'body_style',
    requirement: 'required',
    values: META_BODY_STYLES,
    about: 'Body style from the fixed list',
  },
  { name: 'exterior_color', requirement: 'required', maxLength: 100, about: 'Vehicle colour' },
  {
    name: 'image[0].url',
    requirement: 'required',
    pattern: URL,
    about: 'The first image (more in image[1].url …, up to 20)',
  },
  { name: 'image[1].url', requirement: 'optional', pattern: URL, about: 'Another image' },
  { name: 'image[2].url', requirement: 'optional', pattern: URL, about: 'Another image' },
  { name: 'image[3].url', requirement: 'optional', pattern: URL, about: 'Another image' },
  { name: 'image[4].url', requirement: 'optional', pattern: URL, about: 'Another image' },
  {
    name: 'mileage.value',
    requirement: 'required',
    pattern: /^\d+$/,
    about: 'Odometer reading (0 for a new vehicle)',
  },
  { name: 'mileage.unit', requirement: 'required', values: META_MILEAGE_UNITS, about: 'MI or KM' },
  {
    name: 'price',
    requirement: 'required',
    pattern: META_PRICE,
    about: 'Price with its ISO 4217 currency',
  },
  { name: 'sale_price', requirement: 'optional', pattern: META_PRICE, about: 'A reduced price' },
  {
    name: 'state_of_vehicle',
    requirement: 'required',
    values: META_STATES_OF_VEHICLE,
    about: 'NEW, USED or CPO',
  },
  {
    name: 'availability',
    requirement: 'optional',
    values: META_AVAILABILITY,
    about: 'Whether the vehicle can be bought',
  },
  {
    name: 'transmission',
    requirement: 'optional',
    values: META_TRANSMISSIONS,
    about: 'AUTOMATIC or MANUAL',
  },
  { name: 'fuel_type', requirement: 'optional', values: META_FUEL_TYPES, about: 'Fuel type' },
  { name: 'drivetrain', requirement: 'optional', values: META_DRIVETRAINS, about: 'Drivetrain' },
  {
    name: 'date_first_on_lot',
    requirement: 'optional',
    pattern: /^\d{4}-\d{2}-\d{2}$/,
    about: 'When the vehicle arrived, YYYY-MM-DD',
  },
  { name: 'address.addr1', requirement: 'required', about: "The dealer's street address" },
  { name: 'address.city', requirement: 'required', about: 'City' },
  { name: 'address.region', requirement: 'required', about: 'State or region' },
  { name: 'address.postal_code', requirement: 'optional', about: 'Postcode' },
  {
    name: 'address.country',
    requirement: 'required',
    values: ['AU', 'NZ', 'US'],
    about: 'Country (ISO 3166-1 alpha-2)',
  },
  {
    name: 'latitude',
    requirement: 'required',
    pattern: /^-?\d+(\.\d+)?$/,
    about: "The dealer's latitude",
  },
  {
    name: 'longitude',
    requirement: 'required',
    pattern: /^-?\d+(\.\d+)?$/,
    about: "The dealer's longitude",
  },
  { name: 'dealer_id', requirement: 'optional', about: "The dealer's identifier" },
  { name: 'dealer_name', requirement: 'optional', about: "The dealer's name" },
  { name: 'dealer_phone', requirement: 'optional', about: "The dealer's phone number" },
];

export const META_VEHICLES: FeedSpec = {
  id: 'meta-vehicles',
  name: 'Meta automotive inventory catalogue (vehicles)',
  source: {
    title: 'Meta for Developers, Marketing API: Automotive Ads, Reference (vehicle fields)',
    url: 'https://developers.facebook.com/docs/marketing-api/auto-ads/reference',
  },
  format: 'csv',
  caseInsensitiveValues: true,
  fields: FIELDS,
};
