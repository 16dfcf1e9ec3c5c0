/**
 * Every lead form, described once (rules.md: Forms; Entities and their fields; Validation rules;
 * rules.md: Own-site routes (content side) enquiry pages, rules.md: Regulator entry and enquiry types): the fields, their order and pages,
 * the category it is sent as, the endpoint it posts to. The islands render a definition;
 * the endpoints rebuild the same definition and validate against it. This module names the
 * forms and their titles; the definitions are in car-forms.ts (forms about a car) and
 * site-forms.ts (the site's own forms).
 */
import type { FieldDef } from './fields';
import type { FormContext } from './context';
import type { LeadCar } from './lead-car';
import { LEAD_ENDPOINTS } from './endpoints';
import { CAR_FORM_KINDS, carFormDefinition, isCarFormKind } from './car-forms';
import { SITE_FORM_KINDS, siteFormDefinition } from './site-forms';

export const FORM_KINDS = [...CAR_FORM_KINDS, ...SITE_FORM_KINDS] as const;
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

/** What every definition starts from; the form's own module fills in the rest. */
export type FormBase = Pick<
  FormDefinition,
  'kind' | 'title' | 'endpoint' | 'submitLabel' | 'steps' | 'needsCar'
>;

/** The finance link's query (rules.md: Offers), read by the finance form. */
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

/** The definition of one form for this site (and car, for forms about a car). */
export function formDefinition(
  kind: FormKind,
  context: FormContext,
  car?: LeadCar,
  query: FinanceQuery = {},
): FormDefinition {
  // The enquiry forms and the offer are about one car; a test drive or finance enquiry may not be.
  const needsCar = isCarFormKind(kind) && kind !== 'testDrive' && kind !== 'financeEnquiry';
  const base: FormBase = {
    kind,
    title: FORM_TITLES[kind],
    endpoint: LEAD_ENDPOINTS.enquiry,
    submitLabel: 'Submit',
    steps: [],
    needsCar,
  };
  return isCarFormKind(kind)
    ? carFormDefinition(kind, base, context, car, query)
    : siteFormDefinition(kind, base, context, car);
}

export { fieldsOnPage, pageCount } from './form-steps';
