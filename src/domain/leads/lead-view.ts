/**
 * One lead as every place it goes reads it (the ADF document, the e-mails, the webhook, the
 * delivery log and its spreadsheet): the customer's contact details, the message, the vehicles
 * (the car of interest, a trade-in or a car to sell) and the form's other answers, each value
 * cleaned of what could break out of its place (lead-text.ts). A trade-in's later steps read
 * the customer and the car of interest from the start lead they follow.
 *
 * The car of interest is only ever the car the site had (the lead's context): what a visitor
 * typed as a stocked car's make, model or stock number is never passed on.
 */
import type { LeadContext, LeadVehicleFacts } from './lead-context';
import { LEAD_KIND_LABELS, type LeadKind } from './lead-kinds';
import { LABELS } from './messages';
import { multiLine, oneLine } from './lead-text';
import { MARKET_RULES, DEFAULT_MARKET, type Market } from '../market/market';
import { formatCurrency } from '../market/format';
import { DEALER_TIME_ZONE } from '../tenant/time-zone';

/** The fields of a stored lead the views read (a StoredLead is one). */
export interface LeadRecord {
  id: string;
  kind: LeadKind;
  parentId: string | null;
  form: string | null;
  category: string | null;
  subcategory: string | null;
  payload: Record<string, unknown>;
  context: LeadContext | null;
  createdAt: number;
}

export type VehicleInterest = 'buy' | 'test-drive' | 'trade-in' | 'sell';

export interface VehicleView {
  interest: VehicleInterest;
  /** ADF's status: a demo car is used. */
  condition: 'new' | 'used';
  year: string;
  make: string;
  model: string;
  trim: string;
  vin: string;
  stock: string;
  transmission: string;
  body: string;
  colour: string;
  odometer: number | null;
  price: { amount: number; type: 'asking' | 'offer' | 'appraisal' } | null;
  /** The asking price when `price` is the shopper's offer. */
  askingPrice: number | null;
  url: string;
  comments: string;
}

export interface LeadView {
  reference: string;
  parentReference: string | null;
  kind: LeadKind;
  form: string | null;
  /** The form's title, else the kind's words: the lead's source. */
  source: string;
  category: string;
  subcategory: string;
  receivedAt: number;
  site: { slug: string; name: string; url: string };
  dealership: { name: string; phone: string; email: string };
  market: Market;
  currency: string;
  distanceUnit: 'km' | 'mi';
  timeZone: string;
  customer: { firstName: string; lastName: string; email: string; phone: string; postcode: string };
  message: string;
  vehicles: VehicleView[];
  /** The form's other answers, in the order they came. */
  answers: { label: string; value: string }[];
}

/** Fields the view reads into its own places (the customer, the vehicles) or that say nothing to the dealer. */
const READ_ELSEWHERE = new Set([
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'message',
  'category',
  'subcategory',
  'terms_agreed',
  'terms_conditions',
  'page_id',
  'website_id',
  'car_id',
  'Vehicle Make',
  'Vehicle Model',
  'Vehicle Year',
  'stock_number',
  'manufacturer_slug',
  'vin',
  'car_type',
  'vehicle_status',
  'autogauge_enabled',
  'kms',
  'location_id',
  'dealership_slug',
]);

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const amount = (v: unknown): number | null => {
  const n =
    typeof v === 'number' ? v : typeof v === 'string' ? Number(v.replace(/[$,\s]/g, '')) : NaN;
  return Number.isFinite(n) && n > 0 ? Math.round(n) : null;
};

function blankVehicle(interest: VehicleInterest): VehicleView {
  return {
    interest,
    condition: 'used',
    year: '',
    make: '',
    model: '',
    trim: '',
    vin: '',
    stock: '',
    transmission: '',
    body: '',
    colour: '',
    odometer: null,
    price: null,
    askingPrice: null,
    url: '',
    comments: '',
  };
}

function carOfInterest(car: LeadVehicleFacts, kind: LeadKind, offer: number | null): VehicleView {
  return {
    ...blankVehicle(kind === 'test-drive' ? 'test-drive' : 'buy'),
    condition: car.condition === 'new' ? 'new' : 'used',
    year: car.year ? String(car.year) : '',
    make: oneLine(car.make, 60),
    model: oneLine(car.model, 80),
    trim: oneLine(car.badge, 80),
    vin: oneLine(car.vin, 32),
    stock: oneLine(car.stocknum, 40),
    transmission: oneLine(car.transmission, 40),
    body: oneLine(car.body, 40),
    colour: oneLine(car.colour, 40),
    odometer: car.condition === 'new' ? null : car.odometer,
    price:
      offer !== null
        ? { amount: offer, type: 'offer' }
        : car.price
          ? { amount: car.price, type: 'asking' }
          : null,
    askingPrice: offer !== null ? car.price : null,
    url: oneLine(car.url, 500),
    comments: [car.condition === 'demo' ? 'Demo' : '', car.status === 'sold' ? 'Sold' : '']
      .filter(Boolean)
      .join('; '),
  };
}

/** The shopper's own car: a trade-in valued in the wizard, or a car to sell (Sell My Car). */
function ownVehicle(
  interest: 'trade-in' | 'sell',
  v: Record<string, unknown>,
  odometer: unknown,
  price: number | null,
): VehicleView {
  return {
    ...blankVehicle(interest),
    year: oneLine(v.year ?? v['Vehicle Year'], 4),
    make: oneLine(v.make ?? v['Vehicle Make'], 60),
    model: oneLine(v.model ?? v['Vehicle Model'], 80),
    trim: oneLine(v.badge, 80),
    odometer: amount(odometer),
    price: price !== null ? { amount: price, type: 'appraisal' } : null,
  };
}

/** An answer's words: the form's own label where it has one, else the field's name. */
function label(key: string): string {
  return oneLine((LABELS as Record<string, string>)[key] ?? key.replace(/_/g, ' '), 120);
}

function answersOf(values: Record<string, unknown>): { label: string; value: string }[] {
  const out: { label: string; value: string }[] = [];
  for (const [key, raw] of Object.entries(values)) {
    if (READ_ELSEWHERE.has(key) || raw === null || raw === undefined || raw === '') continue;
    if (typeof raw === 'object' && !Array.isArray(raw)) continue;
    const value = oneLine(raw, 500);
    if (value) out.push({ label: label(key), value });
  }
  return out;
}

export function leadView(lead: LeadRecord, parent: LeadRecord | null = null): LeadView {
  const start = lead.parentId && parent ? parent : lead;
  const context = lead.context ?? start.context;
  const market = context?.market ?? DEFAULT_MARKET;
  const rules = MARKET_RULES[market];
  const contact = record(start.payload.userData);
  const own = record(lead.payload.userData);
  const vehicles: VehicleView[] = [];
  const answers = answersOf(own);

  const offer = lead.kind === 'make-an-offer' ? amount(own.offer_from_client) : null;
  // a follow-up's car of interest is its start lead's
  const car = (lead.parentId ? start.context?.car : lead.context?.car) ?? null;
  if (car) vehicles.push(carOfInterest(car, lead.kind, offer));
  if (lead.form === 'sellMyCar' && (own['Vehicle Make'] || own['Vehicle Model']))
    vehicles.push(ownVehicle('sell', own, own.kms, null));
  if (lead.kind === 'trade-in-start' && own.kms !== undefined)
    answers.push({ label: 'Odometer', value: `${oneLine(own.kms, 12)} ${rules.distanceUnit}` });
  if (lead.kind === 'trade-in-valuation') {
    const p = lead.payload;
    vehicles.push(ownVehicle('trade-in', record(p.vehicle), p.kms, amount(p.offer_price)));
    if (p.estimate) answers.push({ label: 'Estimate', value: oneLine(p.estimate, 40) });
    if (p.reason && p.reason !== 'estimate')
      answers.push({ label: 'No online offer', value: oneLine(p.reason, 60) });
  }
  if (lead.kind === 'trade-in-adjustments' || lead.kind === 'miscellaneous')
    answers.push(...answersOf(record(lead.payload.adjustmentAnswers)));
  if (lead.kind === 'trade-in-offer') {
    const price = amount(lead.payload.offer_price);
    answers.push({
      label: 'Offer',
      value: `${lead.payload.offer_accepted ? 'Accepted' : 'Declined'}${price ? `: ${formatCurrency(price, market)}` : ''}`,
    });
  }

  return {
    reference: lead.id,
    parentReference: lead.parentId,
    kind: lead.kind,
    form: lead.form,
    source: oneLine(context?.formTitle, 120) || LEAD_KIND_LABELS[lead.kind],
    category: oneLine(lead.category ?? start.category, 120),
    subcategory: oneLine(lead.subcategory, 120),
    receivedAt: lead.createdAt,
    site: {
      slug: oneLine(context?.site.slug, 120),
      name: oneLine(context?.site.name, 200),
      url: oneLine(context?.site.url, 500),
    },
    dealership: {
      name: oneLine(context?.dealership.name ?? context?.site.name, 200),
      phone: oneLine(context?.dealership.phone, 40),
      email: oneLine(context?.dealership.email, 254),
    },
    market,
    currency: rules.currency,
    distanceUnit: rules.distanceUnit,
    timeZone: context?.timeZone ?? DEALER_TIME_ZONE,
    customer: {
      firstName: oneLine(contact.name, 80),
      lastName: oneLine(contact.last_name, 80),
      email: oneLine(contact.email, 254),
      phone: oneLine(contact.phone, 40),
      postcode: oneLine(contact.postcode, 12),
    },
    message: lead.parentId ? '' : multiLine(own.message),
    vehicles,
    answers,
  };
}

/** The customer's name as one line ('' when the form had none). */
export function customerName(view: Pick<LeadView, 'customer'>): string {
  return [view.customer.firstName, view.customer.lastName].filter(Boolean).join(' ');
}

/** A vehicle as one line: '2021 Toyota Corolla Ascent Sport'. */
export function vehicleTitle(v: Pick<VehicleView, 'year' | 'make' | 'model' | 'trim'>): string {
  return [v.year, v.make, v.model, v.trim].filter(Boolean).join(' ');
}
