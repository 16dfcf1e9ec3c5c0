/**
 * The site's own lead forms, not about a car in stock (rules.md: Forms; Other forms
 * forms; rules.md: Own-site routes (content side) enquiry pages, rules.md: Regulator entry and enquiry types): the trade-in contact forms,
 * general, service, parts, fleet, careers, sell my car, feedback and new vehicle enquiries.
 */
import type { FormContext } from './context';
import type { LeadCar } from './lead-car';
import type { FormBase, FormDefinition } from './forms';
import { CAREER_SUBCATEGORY, CATEGORY, SERVICE_BOOKING_SUBCATEGORY } from './categories';
import { serviceLocationOptions } from './locations';
import { SERVICE_LOCATION_FIELD } from './payload';
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
  vehicleFields,
} from './common-fields';

export const SITE_FORM_KINDS = [
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
export type SiteFormKind = (typeof SITE_FORM_KINDS)[number];

const TRADE_IN_SUBCATEGORY = 'Trade-In';
const TRADE_IN_FAQ_SUBCATEGORY = 'Trade-In FAQ';
const FEEDBACK_SUBCATEGORY = 'Feedback';

/** One of the site's forms (a car, when there is one, only names itself: trade-in's car_id, new vehicle's make). */
export function siteFormDefinition(
  kind: SiteFormKind,
  base: FormBase,
  context: FormContext,
  car: LeadCar | undefined,
): FormDefinition {
  const contact = contactFields();
  const terms = termsField();
  const make = car?.make ?? null;

  switch (kind) {
    case 'tradeIn':
      // Trade-in / lead contact form (rules.md: Reviews and review-feedback page): a hidden field, name, last_name, postcode, phone, email.
      return {
        ...base,
        category: CATEGORY.sellMyCar,
        subcategory: TRADE_IN_SUBCATEGORY,
        successCategory: CATEGORY.sellMyCar,
        fields: [
          ...hidden('car_id', car ? String(car.id) : ''),
          ...hidden('category', CATEGORY.sellMyCar),
          ...hidden('subcategory', TRADE_IN_SUBCATEGORY),
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
        category: CATEGORY.sellMyCar,
        subcategory: TRADE_IN_FAQ_SUBCATEGORY,
        successCategory: CATEGORY.sellMyCar,
        fields: [
          ...hidden('category', CATEGORY.sellMyCar),
          ...hidden('subcategory', TRADE_IN_FAQ_SUBCATEGORY),
          contact[4],
          contact[3],
          contact[2],
        ],
      };
    case 'general':
      return {
        ...base,
        category: CATEGORY.general,
        successCategory: CATEGORY.general,
        fields: [
          categoryField(context, CATEGORY.general),
          ...contact,
          ...regoField(context),
          ...locationField(context),
          ...(context.locationSelect ? [] : dealershipLocationField(context, { kind: 'sales' })),
          ...dealershipField(context),
          messageField(context),
          ...optInFields(context),
          terms,
        ],
      };
    case 'service': {
      const locations = serviceLocationOptions(context);
      return {
        ...base,
        category: CATEGORY.service,
        subcategory: SERVICE_BOOKING_SUBCATEGORY,
        successCategory: CATEGORY.service,
        submitLabel: 'Request Booking',
        fields: [
          ...hidden('category', CATEGORY.service),
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
          ...optInFields(context),
          terms,
        ],
      };
    }
    case 'parts':
      return {
        ...base,
        category: CATEGORY.parts,
        successCategory: CATEGORY.parts,
        fields: [
          ...hidden('category', CATEGORY.parts),
          ...contact,
          ...vehicleFields(context, { year: true }),
          { name: 'VIN', type: 'text', label: 'VIN', maxLength: 17 },
          ...dealershipLocationField(context, { kind: 'parts' }),
          messageField(context),
          ...optInFields(context),
          terms,
        ],
      };
    case 'fleet':
      return {
        ...base,
        category: CATEGORY.fleet,
        successCategory: CATEGORY.fleet,
        fields: [
          ...hidden('category', CATEGORY.fleet),
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
          ...optInFields(context),
          terms,
        ],
      };
    case 'careers':
      // A careers enquiry is sent as category CATEGORY.general with subcategory 'Career Enquiry'.
      return {
        ...base,
        category: CATEGORY.general,
        subcategory: CAREER_SUBCATEGORY,
        successCategory: CATEGORY.careers,
        fields: [
          ...hidden('category', CATEGORY.general),
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
        category: CATEGORY.sellMyCar,
        successCategory: CATEGORY.sellMyCar,
        fields: [
          ...hidden('category', CATEGORY.sellMyCar),
          ...contact,
          ...regoField(context, true),
          ...vehicleFields(context, { year: true, kms: true, requiredMake: true }),
          ...dealershipLocationField(context, { kind: 'sales' }),
          messageField(context, { required: false }),
          ...optInFields(context),
          terms,
        ],
      };
    case 'feedback':
      return {
        ...base,
        category: CATEGORY.general,
        subcategory: FEEDBACK_SUBCATEGORY,
        successCategory: FEEDBACK_SUBCATEGORY,
        fields: [
          ...hidden('category', CATEGORY.general),
          ...hidden('subcategory', FEEDBACK_SUBCATEGORY),
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
        category: CATEGORY.newVehicle,
        successCategory: CATEGORY.newVehicle,
        fields: [
          ...hidden('category', CATEGORY.newVehicle),
          ...contact,
          { name: 'Vehicle Model', type: 'text', label: 'Model of Interest', maxLength: 60 },
          ...dealershipLocationField(context, { kind: 'sales', make }),
          messageField(context),
          ...optInFields(context),
          terms,
        ],
      };
  }
}
