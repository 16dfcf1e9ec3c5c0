/**
 * Every lead form, described once (vehicles-and-shopping.md §2.6, §3, §5;
 * tenants-and-content.md §2.1 enquiry pages, §3.13): the fields, their order and pages,
 * the category it is sent as, the endpoint it posts to. The islands render a definition;
 * the endpoints rebuild the same definition and validate against it.
 */
import type { FieldDef } from './fields';
import type { FormContext } from './context';
import type { LeadCar } from './car-enquiry';
import { carEnquiryDefaults, carEnquiryMessage } from './car-enquiry';
import { LABELS, REQUEST_PHOTOS_MESSAGE, SIMILAR_MESSAGE, SIMILAR_SUBCATEGORY } from './messages';
import {
  CAREER_SUBCATEGORY,
  SERVICE_BOOKING_SUBCATEGORY,
  carEnquiryCategory,
  testDriveSubcategory,
} from './categories';
import { serviceLocationOptions } from './locations';
import { SERVICE_LOCATION_FIELD } from './payload';
import { LEAD_ENDPOINTS } from './endpoints';
import { formatMoney } from '../format/money';
import {
  categoryField,
  contactFields,
  dealershipField,
  dealershipLocationField,
  hidden,
  locationField,
  messageField,
  optInFields,
  regoField,
  termsField,
} from './common-fields';

export const FORM_KINDS = [
  'enquiry',
  'similar',
  'requestPhotos',
  'makeOffer',
  'testDrive',
  'financeEnquiry',
  'tradeIn',
  'tradeInFaq',
  'general',
  'service',
  'parts',
  'fleet',
  'careers',
  'sellMyCar',
  'feedback',
  'newVehicle',
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === 'string' && (FORM_KINDS as readonly string[]).includes(value);
}

export interface FormDefinition {
  kind: FormKind;
  title: string;
  endpoint: string;
  submitLabel: string;
  /** Multi-step forms: 'Step 1..n'; empty for a one-page form. */
  steps: string[];
  fields: FieldDef[];
  category: string;
  subcategory?: string;
  /** Stored as {slug}-SuccessCategory; /success words its thank-you by it. */
  successCategory: string;
  /** Forms on a car need the car. */
  needsCar: boolean;
}

/** The finance link's query (§2.7), read by the finance form. */
export interface FinanceQuery {
  preferredDealership?: string | null;
  vehiclePriceBudget?: string | null;
  car_id?: string | null;
  car_type?: string | null;
  vin?: string | null;
}

export const FORM_TITLES: Record<FormKind, string> = {
  enquiry: 'Enquire Now',
  similar: 'Find Me Something Similar',
  requestPhotos: 'Request Photos',
  makeOffer: 'Make an Offer',
  testDrive: 'Book a Test Drive',
  financeEnquiry: 'Finance Enquiry',
  tradeIn: 'Trade-In Valuation',
  tradeInFaq: 'Still have questions?',
  general: 'General Enquiry',
  service: 'Service Enquiry',
  parts: 'Parts Enquiry',
  fleet: 'Get In Touch',
  careers: 'Careers Enquiry',
  sellMyCar: 'Sell My Car',
  feedback: 'Feedback',
  newVehicle: 'New Vehicle Enquiry',
};

const CAR_FORMS: readonly FormKind[] = [
  'enquiry',
  'similar',
  'requestPhotos',
  'makeOffer',
  'testDrive',
];

function carHidden(car: LeadCar | undefined, context: FormContext): FieldDef[] {
  if (!car) return [];
  return Object.entries(carEnquiryDefaults(car, { splitTest: context.splitTest })).flatMap(
    ([k, v]) => hidden(k, v),
  );
}

function vehicleFields(
  context: FormContext,
  options: { year?: boolean; kms?: boolean; requiredMake?: boolean } = {},
): FieldDef[] {
  const out: FieldDef[] = [
    {
      name: 'Vehicle Make',
      type: 'text',
      label: 'Vehicle Make',
      required: options.requiredMake ?? false,
      maxLength: 60,
    },
    {
      name: 'Vehicle Model',
      type: 'text',
      label: 'Vehicle Model',
      required: options.requiredMake ?? false,
      maxLength: 60,
    },
  ];
  if (options.year)
    out.push({
      name: 'Vehicle Year',
      type: 'number',
      label: 'Vehicle Year',
      min: 1950,
      max: new Date().getFullYear() + 1,
      step: 1,
    });
  if (options.kms)
    out.push({ name: 'kms', type: 'number', label: 'Odometer (km)', ...context.kmsInput });
  return out;
}

/** The definition of one form for this site (and car, for forms about a car). */
export function formDefinition(
  kind: FormKind,
  context: FormContext,
  car?: LeadCar,
  query: FinanceQuery = {},
): FormDefinition {
  const needsCar = CAR_FORMS.includes(kind) && kind !== 'testDrive';
  const base = {
    kind,
    title: FORM_TITLES[kind],
    endpoint: LEAD_ENDPOINTS.enquiry,
    submitLabel: 'Submit',
    steps: [] as string[],
    needsCar,
  };
  const contact = contactFields();
  const terms = termsField();
  const make = car?.make ?? null;

  switch (kind) {
    case 'enquiry':
    case 'similar':
    case 'requestPhotos': {
      const category = car ? carEnquiryCategory(car.car_type) : 'General Enquiry';
      const prefill = car ? carEnquiryMessage(car) : { message: '' };
      const subcategory =
        kind === 'similar'
          ? SIMILAR_SUBCATEGORY
          : kind === 'requestPhotos'
            ? 'Request Photos'
            : prefill.subcategory;
      const message =
        kind === 'similar'
          ? SIMILAR_MESSAGE
          : kind === 'requestPhotos'
            ? REQUEST_PHOTOS_MESSAGE
            : prefill.message;
      const showLocation = !car || (context.locationSelectForNewCars && car.car_type === 'new');
      return {
        ...base,
        category,
        subcategory,
        successCategory: category,
        fields: [
          ...hidden('category', category),
          ...hidden('subcategory', subcategory),
          ...carHidden(car, context),
          ...contact,
          ...regoField(context),
          ...(showLocation ? locationField(context) : []),
          messageField(context, { defaultValue: message }),
          ...optInFields({ car: Boolean(car), finance: Boolean(car) }),
          terms,
        ],
      };
    }
    case 'makeOffer': {
      const category = car ? carEnquiryCategory(car.car_type) : 'General Enquiry';
      const offer: FieldDef = {
        name: 'offer_from_client',
        type: 'money',
        label: LABELS.offer_from_client,
        required: true,
        placeholder: car?.price ? formatMoney(car.price) : undefined,
      };
      // The message and opt_in fields are removed from this form (§5 Other forms).
      return {
        ...base,
        endpoint: LEAD_ENDPOINTS.makeOffer,
        category,
        subcategory: 'Make an Offer',
        successCategory: 'Make an Offer',
        submitLabel: 'Submit Offer',
        fields: [
          ...hidden('category', category),
          ...hidden('subcategory', 'Make an Offer'),
          ...carHidden(car, context),
          offer,
          ...contact,
          terms,
        ],
      };
    }
    case 'testDrive': {
      const category = car ? carEnquiryCategory(car.car_type) : 'General Enquiry';
      const subcategory = testDriveSubcategory(car?.car_type);
      const distribution = (car?.location?.distribution_locations ?? []).filter((d) => d.name);
      const page1: FieldDef[] = [
        ...contact.map((f) => ({ ...f, page: 1 })),
        messageField(context, { required: false, page: 1 }),
        ...(distribution.length > 0
          ? [
              {
                name: 'distribution_location',
                type: 'select' as const,
                label: LABELS.distribution_location,
                page: 1,
                options: distribution.map((d) => ({
                  value: String(d.name),
                  label: String(d.name),
                })),
              },
            ]
          : []),
        ...(car ? [] : dealershipLocationField(context, { kind: 'sales' }, 1)),
        ...(car
          ? []
          : [
              {
                name: 'car_type',
                type: 'select' as const,
                label: 'New or used?',
                page: 1,
                options: [
                  { value: 'new', label: 'New' },
                  { value: 'used', label: 'Used' },
                ],
              },
            ]),
        ...(car ? [] : vehicleFields(context).map((f) => ({ ...f, page: 1 }))),
      ];
      const page2: FieldDef[] = [
        { name: LABELS.testDriveDate, type: 'datetime', label: LABELS.testDriveDate, page: 2 },
        termsField({ required: false, page: 2 }),
      ];
      return {
        ...base,
        endpoint: LEAD_ENDPOINTS.testDrive,
        steps: ['Step 1', 'Step 2'],
        category,
        subcategory,
        successCategory: 'Test Drive',
        submitLabel: 'Book Test Drive',
        fields: [
          ...hidden('category', category),
          ...hidden('subcategory', subcategory),
          ...carHidden(car, context),
          ...page1,
          ...page2,
        ],
      };
    }
    case 'financeEnquiry': {
      const budget =
        query.vehiclePriceBudget && /^\d+$/.test(query.vehiclePriceBudget)
          ? query.vehiclePriceBudget
          : undefined;
      const preferred = query.preferredDealership ?? car?.dealership_slug ?? undefined;
      const dealership = dealershipField(context, preferred);
      return {
        ...base,
        category: 'Finance Enquiry',
        successCategory: 'Finance Enquiry',
        fields: [
          ...hidden('category', 'Finance Enquiry'),
          ...hidden('car_id', car ? String(car.id) : (query.car_id ?? undefined)),
          ...hidden('car_type', car?.car_type ?? query.car_type ?? undefined),
          ...hidden('vin', car?.vin ?? query.vin ?? undefined),
          ...(dealership.length === 0 ? hidden('dealership_slug', preferred) : []),
          ...contact,
          {
            name: 'vehiclePriceBudget',
            type: 'money',
            label: 'Vehicle Price Budget',
            quickPicks: context.quickPicks,
            defaultValue: budget,
          },
          ...dealership,
          messageField(context),
          ...optInFields(),
          terms,
        ],
      };
    }
    case 'tradeIn':
      // Trade-in / lead contact form (§2.6): a hidden field, name, last_name, postcode, phone, email.
      return {
        ...base,
        category: 'Sell My Car Enquiry',
        subcategory: 'Trade-In',
        successCategory: 'Sell My Car Enquiry',
        fields: [
          ...hidden('car_id', car ? String(car.id) : ''),
          ...hidden('category', 'Sell My Car Enquiry'),
          ...hidden('subcategory', 'Trade-In'),
          contact[0],
          contact[1],
          contact[4],
          contact[3],
          contact[2],
        ],
      };
    case 'tradeInFaq':
      return {
        ...base,
        category: 'Sell My Car Enquiry',
        subcategory: 'Trade-In FAQ',
        successCategory: 'Sell My Car Enquiry',
        fields: [
          ...hidden('category', 'Sell My Car Enquiry'),
          ...hidden('subcategory', 'Trade-In FAQ'),
          contact[4],
          contact[3],
          contact[2],
        ],
      };
    case 'general':
      return {
        ...base,
        category: 'General Enquiry',
        successCategory: 'General Enquiry',
        fields: [
          categoryField(context, 'General Enquiry'),
          ...contact,
          ...regoField(context),
          ...locationField(context),
          ...(context.locationSelect ? [] : dealershipLocationField(context, { kind: 'sales' })),
          ...dealershipField(context),
          messageField(context),
          ...optInFields(),
          terms,
        ],
      };
    case 'service': {
      const locations = serviceLocationOptions(context);
      return {
        ...base,
        category: 'Service Enquiry',
        subcategory: SERVICE_BOOKING_SUBCATEGORY,
        successCategory: 'Service Enquiry',
        submitLabel: 'Request Booking',
        fields: [
          ...hidden('category', 'Service Enquiry'),
          ...hidden('subcategory', SERVICE_BOOKING_SUBCATEGORY),
          ...hidden('dealership_slug', ''),
          ...contact,
          ...regoField(context, true),
          ...vehicleFields(context, { year: true, kms: true }),
          {
            name: SERVICE_LOCATION_FIELD,
            type: 'select',
            label: SERVICE_LOCATION_FIELD,
            required: true,
            placeholder: 'Please select a service centre...',
            options: locations,
            defaultValue: locations.length === 1 ? locations[0].value : undefined,
          },
          {
            name: 'additional_services',
            type: 'checkOptions',
            label: 'Additional Services',
            options: context.serviceOptions.map((o) => ({ value: o, label: o })),
          },
          messageField(context, { required: false }),
          ...optInFields(),
          terms,
        ],
      };
    }
    case 'parts':
      return {
        ...base,
        category: 'Parts Enquiry',
        successCategory: 'Parts Enquiry',
        fields: [
          ...hidden('category', 'Parts Enquiry'),
          ...contact,
          ...vehicleFields(context, { year: true }),
          { name: 'VIN', type: 'text', label: 'VIN', maxLength: 17 },
          ...dealershipLocationField(context, { kind: 'parts' }),
          messageField(context),
          ...optInFields(),
          terms,
        ],
      };
    case 'fleet':
      return {
        ...base,
        category: 'Fleet Enquiry',
        successCategory: 'Fleet Enquiry',
        fields: [
          ...hidden('category', 'Fleet Enquiry'),
          ...contact,
          {
            name: 'Company Name',
            type: 'text',
            label: 'Company Name',
            required: true,
            autoComplete: 'organization',
            maxLength: 120,
          },
          { name: 'Fleet Size', type: 'number', label: 'Fleet Size', ...context.fleetSizeInput },
          ...dealershipField(context),
          messageField(context),
          ...optInFields(),
          terms,
        ],
      };
    case 'careers':
      // A careers enquiry is sent as category 'General Enquiry' with subcategory 'Career Enquiry'.
      return {
        ...base,
        category: 'General Enquiry',
        subcategory: CAREER_SUBCATEGORY,
        successCategory: 'Careers Enquiry',
        fields: [
          ...hidden('category', 'General Enquiry'),
          ...hidden('subcategory', CAREER_SUBCATEGORY),
          ...contact,
          { name: 'Position', type: 'text', label: 'Position of Interest', maxLength: 120 },
          ...dealershipField(context),
          messageField(context),
          terms,
        ],
      };
    case 'sellMyCar':
      return {
        ...base,
        category: 'Sell My Car Enquiry',
        successCategory: 'Sell My Car Enquiry',
        fields: [
          ...hidden('category', 'Sell My Car Enquiry'),
          ...contact,
          ...regoField(context, true),
          ...vehicleFields(context, { year: true, kms: true, requiredMake: true }),
          ...dealershipLocationField(context, { kind: 'sales' }),
          messageField(context, { required: false }),
          ...optInFields(),
          terms,
        ],
      };
    case 'feedback':
      return {
        ...base,
        category: 'General Enquiry',
        subcategory: 'Feedback',
        successCategory: 'Feedback',
        fields: [
          ...hidden('category', 'General Enquiry'),
          ...hidden('subcategory', 'Feedback'),
          ...contact,
          {
            name: 'Rating',
            type: 'radio',
            label: 'How did we do?',
            required: true,
            options: ['5', '4', '3', '2', '1'].map((v) => ({
              value: v,
              label: `${v} star${v === '1' ? '' : 's'}`,
            })),
          },
          ...dealershipLocationField(context, {}),
          messageField(context),
          terms,
        ],
      };
    case 'newVehicle':
      return {
        ...base,
        category: 'New Vehicle Enquiry',
        successCategory: 'New Vehicle Enquiry',
        fields: [
          ...hidden('category', 'New Vehicle Enquiry'),
          ...contact,
          { name: 'Vehicle Model', type: 'text', label: 'Model of Interest', maxLength: 60 },
          ...dealershipLocationField(context, { kind: 'sales', make }),
          messageField(context),
          ...optInFields(),
          terms,
        ],
      };
  }
}

/** The pages a definition has: 1 for a one-page form. */
export function pageCount(definition: Pick<FormDefinition, 'steps'>): number {
  return Math.max(1, definition.steps.length);
}

export function fieldsOnPage(definition: FormDefinition, page: number): FieldDef[] {
  if (definition.steps.length === 0) return definition.fields;
  return definition.fields.filter((f) => (f.page ?? 1) === page);
}
