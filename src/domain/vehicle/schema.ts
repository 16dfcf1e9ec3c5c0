import { z } from 'zod';
import { id, imageRef, loose, numeric, numericValue, opt } from '../schema-helpers';
import { FinanceLender } from '../finance/lender';
import { ConsumerInformationNotice } from './consumer-information-notice';
import { CAR_STATUS_VALUES, CAR_TYPE_VALUES, modelName } from './car-values';

/** rules.md: Car, field group by field group. Field names are the API's. */

export const CAR_TYPES = CAR_TYPE_VALUES;
export const CarType = z.enum(CAR_TYPES);
export type CarType = z.infer<typeof CarType>;

export const CAR_STATUSES = CAR_STATUS_VALUES;
export const CarStatus = z.enum(CAR_STATUSES);
export type CarStatus = z.infer<typeof CarStatus>;

export const CarImage = loose({
  image: opt(imageRef),
  /** Only images whose visible is not false are shown (unless that leaves none). */
  visible: opt(z.boolean()),
});
export type CarImage = z.infer<typeof CarImage>;

export const CarAddress = loose({
  id: opt(id),
  street: opt(z.string()),
  city: opt(z.string()),
  state: opt(z.string()),
  postcode: opt(numeric),
  place_url: opt(z.string()),
});

export const CarLocation = loose({
  id: opt(id),
  slug: opt(z.string()),
  name: opt(z.string()),
  phone: opt(z.string()),
  distribution_locations: opt(z.array(loose({ id: opt(id), name: opt(z.string()) }))),
  address: opt(CarAddress),
});

export const Variant = loose({
  geartype: opt(z.string()),
  cylinders: opt(numericValue),
  /** cc */
  enginesize: opt(numericValue),
  enginesize_litres: opt(numericValue),
  induction: opt(z.string()),
  /** L/100km */
  fuelconsumptioncombined: opt(numericValue),
  /** L */
  fuelcapacity: opt(numericValue),
  /** kg */
  grossvehiclemass: opt(numericValue),
  /** mm */
  vehiclelength: opt(numericValue),
  vehicleheight: opt(numericValue),
  vehiclewidth: opt(numericValue),
  /** kg */
  towingcapacitybraked: opt(numericValue),
  bodyconfiguration: opt(z.string()),
  /** Nm */
  torque: opt(numericValue),
  ancaprating: opt(numericValue),
});

/** Caravan specifications. */
export const CaravanSpecifications = loose({
  body_width: opt(numericValue),
  body_length: opt(numericValue),
  tare_weight: opt(numericValue),
  axle_type: opt(z.string()),
  sleeps: opt(numericValue),
  aggregate_trailer_mass: opt(numericValue),
});

export const AutograbData = loose({
  state_average_market_price: opt(numericValue),
  average_market_price: opt(numericValue),
});

export const YouxQuote = loose({
  weeklyRepaymentAmount: opt(numericValue),
  advertisedRate: opt(numericValue),
  comparisonRate: opt(numericValue),
});
export type YouxQuote = z.infer<typeof YouxQuote>;

/** Standard equipment: a flat list, or lists keyed by category. */
export const StandardEquipment = z.union([
  z.array(z.string()),
  z.record(z.string(), z.array(z.string())),
]);

export const Car = loose({
  // Identity
  id: id,
  slug: z.string().min(1),
  name: opt(z.string()),
  carsales_title: opt(z.string()),
  stocknum: opt(z.string()),
  vin: opt(z.string()),
  regplate: opt(z.string()),
  nvic: opt(z.string()),
  has_nvic: opt(z.boolean()),
  // Make/model
  year: opt(z.number().int()),
  make: z.string(),
  /** A string, or { name } in search documents. */
  model: z.union([z.string(), loose({ name: z.string() })]),
  badge: opt(z.string()),
  series: opt(z.string()),
  /** e.g. 'caravan' */
  item_type: opt(z.string()),
  // Type/status
  car_type: CarType,
  status: CarStatus,
  sold: opt(z.boolean()),
  reserved: opt(z.boolean()),
  /** e.g. 'Test Drive Only', 'SOLD', 'runout sale' */
  tag: opt(z.string()),
  preorder: opt(z.boolean()),
  certified: opt(z.boolean()),
  show_on_dealer_website: opt(z.boolean()),
  /** Unix seconds. */
  sold_date_timestamp: opt(z.number()),
  // Price
  price: opt(numericValue),
  before_price: opt(numericValue),
  subscription_price: opt(numericValue),
  price_type: opt(z.string()),
  payment_processors: opt(z.array(z.unknown())),
  // Mechanical
  km: opt(numericValue),
  trans: opt(z.string()),
  simple_transmission: opt(z.string()),
  gearnum: opt(numericValue),
  body: opt(z.string()),
  simple_body: opt(z.string()),
  bodyconfiguration: opt(z.string()),
  drive: opt(z.string()),
  simple_drive: opt(z.string()),
  seats: opt(numericValue),
  doors: opt(numericValue),
  engine_size: opt(numericValue),
  engine_size_litres: opt(numericValue),
  cylinders: opt(numericValue),
  fuel: opt(z.string()),
  /** Electric, Hybrid, PHEV, … */
  simple_fuel: opt(z.string()),
  // Colours
  colour: opt(z.string()),
  interior_colour: opt(z.string()),
  // Dates
  created_at: opt(z.string()),
  /** Unix seconds. */
  created_at_timestamp: opt(z.number()),
  updated_at: opt(z.string()),
  rego_expiry: opt(z.string()),
  build_date: opt(z.string()),
  compliance_date: opt(z.string()),
  // Media
  images: opt(z.array(CarImage)),
  thumbnails: opt(z.array(z.string())),
  primary_image_url: opt(z.string()),
  photos_count: opt(z.number().int().nonnegative()),
  /** History report URL. */
  file: opt(z.string()),
  // Place
  location: opt(CarLocation),
  location_id: opt(id),
  location_name: opt(z.string()),
  city: opt(z.string()),
  state: opt(z.string()),
  dealership_id: opt(id),
  dealership_slug: opt(z.string()),
  private_suburb: opt(z.string()),
  private_postcode: opt(numeric),
  // Other
  views: opt(z.number().int().nonnegative()),
  custom_rank: opt(z.number()),
  carsales_seller_identifier: opt(z.string()),
  standardEquipment: opt(StandardEquipment),
  dealercomments: opt(z.string()),
  specifications: opt(CaravanSpecifications),
  variant: opt(Variant),
  autograb_data: opt(AutograbData),
  youxQuote: opt(YouxQuote),
  finance_lenders: opt(z.record(z.string(), FinanceLender)),
  /** New Zealand: the Consumer Information Notice facts the car does not otherwise carry. */
  consumer_information_notice: opt(ConsumerInformationNotice),
});
export type Car = z.infer<typeof Car>;
export type CarInput = z.input<typeof Car>;

export { modelName };
