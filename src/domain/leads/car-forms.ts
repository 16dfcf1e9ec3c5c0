/**
 * The lead forms about a car (rules.md: Forms Lead forms, rules.md: Lead / enquiry payload / enquiry
 * payload, rules.md: Enquiry form, Other forms): the enquiry and its 'Find Me Something Similar' and
 * 'Request Photos' variants, Make an Offer, the two-step test drive and the finance enquiry
 * (which also stands alone, prefilled from the finance link's query, rules.md: Finance, reserve, purchase, trade-in and print routes).
 */
import type { FieldDef } from './fields';
import type { FormContext } from './context';
import type { LeadCar } from './lead-car';
import type { FinanceQuery, FormBase, FormDefinition } from './forms';
import { carEnquiryDefaults, carEnquiryMessage } from './car-enquiry';
import { LABELS, REQUEST_PHOTOS_MESSAGE, SIMILAR_MESSAGE, SIMILAR_SUBCATEGORY } from './messages';
import { CATEGORY, carEnquiryCategory, testDriveSubcategory } from './categories';
import { LEAD_ENDPOINTS } from './endpoints';
import { formatMoney } from '../format/money';
import {
  contactFields,
  dealershipField,
  dealershipLocationField,
  hidden,
  locationField,
  messageField,
  optInFields,
  regoField,
  termsField,
  vehicleFields,
} from './common-fields';

export const CAR_FORM_KINDS = [
  'enquiry',
  'similar',
  'requestPhotos',
  'makeOffer',
  'testDrive',
  'financeEnquiry',
] as const;
export type CarFormKind = (typeof CAR_FORM_KINDS)[number];

export function isCarFormKind(kind: string): kind is CarFormKind {
  return (CAR_FORM_KINDS as readonly string[]).includes(kind);
}

const REQUEST_PHOTOS_SUBCATEGORY = 'Request Photos';
const MAKE_OFFER_SUBCATEGORY = 'Make an Offer';

/** The car's hidden fields (the car-enquiry defaults); none without a car. */
function carHidden(car: LeadCar | undefined, context: FormContext): FieldDef[] {
  if (!car) return [];
  return Object.entries(carEnquiryDefaults(car, { splitTest: context.splitTest })).flatMap(
    ([k, v]) => hidden(k, v),
  );
}

/** One of the forms about a car, for this site and car (the finance enquiry may have none). */
export function carFormDefinition(
  kind: CarFormKind,
  base: FormBase,
  context: FormContext,
  car: LeadCar | undefined,
  query: FinanceQuery,
): FormDefinition {
  const contact = contactFields();
  const terms = termsField();

  switch (kind) {
    case 'enquiry':
    case 'similar':
    case 'requestPhotos': {
      const category = car ? carEnquiryCategory(car.car_type) : CATEGORY.general;
      const prefill = car ? carEnquiryMessage(car) : { message: '' };
      const subcategory =
        kind === 'similar'
          ? SIMILAR_SUBCATEGORY
          : kind === 'requestPhotos'
            ? REQUEST_PHOTOS_SUBCATEGORY
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
          ...optInFields(context, { car: Boolean(car), finance: Boolean(car) }),
          terms,
        ],
      };
    }
    case 'makeOffer': {
      const category = car ? carEnquiryCategory(car.car_type) : CATEGORY.general;
      const offer: FieldDef = {
        name: 'offer_from_client',
        type: 'money',
        label: LABELS.offer_from_client,
        required: true,
        placeholder: car?.price ? formatMoney(car.price) : undefined,
      };
      // The message and opt_in fields are removed from this form (rules.md: Other forms).
      return {
        ...base,
        endpoint: LEAD_ENDPOINTS.makeOffer,
        category,
        subcategory: MAKE_OFFER_SUBCATEGORY,
        successCategory: MAKE_OFFER_SUBCATEGORY,
        submitLabel: 'Submit Offer',
        fields: [
          ...hidden('category', category),
          ...hidden('subcategory', MAKE_OFFER_SUBCATEGORY),
          ...carHidden(car, context),
          offer,
          ...contact,
          terms,
        ],
      };
    }
    case 'testDrive': {
      const category = car ? carEnquiryCategory(car.car_type) : CATEGORY.general;
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
        category: CATEGORY.finance,
        successCategory: CATEGORY.finance,
        fields: [
          ...hidden('category', CATEGORY.finance),
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
          ...optInFields(context),
          terms,
        ],
      };
    }
  }
}
