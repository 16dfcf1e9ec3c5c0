/**
 * The fields most lead forms share: contact details, message, opt-ins, terms, Rego and
 * the location selects (rules.md: Lead / enquiry payload; Validation rules).
 */
import type { FieldDef } from './fields';
import type { FormContext } from './context';
import { odometerLabel, plateLabel } from '../market/format';
import { marketLaw } from '../market/law';
import { LABELS, PLACEHOLDERS } from './messages';
import { ENQUIRY_CATEGORIES, DEFAULT_CATEGORY } from './categories';
import {
  autoSelected,
  dealershipLocationOptions,
  dealershipOptions,
  salesLocationOptions,
  type DealershipLocationFilter,
} from './locations';

export function contactFields(options: { lastNameRequired?: boolean } = {}): FieldDef[] {
  return [
    {
      name: 'name',
      type: 'text',
      label: LABELS.name,
      required: true,
      autoComplete: 'given-name',
      maxLength: 80,
    },
    {
      name: 'last_name',
      type: 'text',
      label: LABELS.last_name,
      required: options.lastNameRequired ?? false,
      autoComplete: 'family-name',
      maxLength: 80,
    },
    { name: 'email', type: 'email', label: LABELS.email, required: true, autoComplete: 'email' },
    { name: 'phone', type: 'phone', label: LABELS.phone, required: true, autoComplete: 'tel' },
    {
      name: 'postcode',
      type: 'postcode',
      label: LABELS.postcode,
      required: true,
      autoComplete: 'postal-code',
      maxLength: 4,
    },
  ];
}

export function hidden(
  name: string,
  value: string | number | boolean | undefined | null,
): FieldDef[] {
  return value === undefined || value === null
    ? []
    : [{ name, type: 'hidden', label: name, defaultValue: value }];
}

export function messageField(
  context: Pick<FormContext, 'messageRequired'>,
  options: { defaultValue?: string; required?: boolean; page?: number } = {},
): FieldDef {
  return {
    name: 'message',
    type: 'textarea',
    label: LABELS.message,
    required: options.required ?? context.messageRequired,
    defaultValue: options.defaultValue ?? '',
    page: options.page,
  };
}

/**
 * The marketing opt-in, a checkbox of its own (never bundled with the terms), and for a car the
 * finance and trade-in interest boxes. The spec ticks opt_in by default; where the market's
 * law needs consent the shopper gives (Australia, New Zealand: market/law.ts) it starts unticked.
 */
export function optInFields(
  context: Pick<FormContext, 'market'>,
  options: { car?: boolean; finance?: boolean } = {},
): FieldDef[] {
  const out: FieldDef[] = [
    {
      name: 'opt_in',
      type: 'checkbox',
      label: options.car ? LABELS.opt_in_car : LABELS.opt_in,
      defaultValue: marketLaw(context.market).marketingConsentTicked,
    },
  ];
  if (options.finance) {
    out.push({
      name: 'opt_in_finance',
      type: 'checkbox',
      label: LABELS.opt_in_finance,
      defaultValue: false,
    });
    out.push({
      name: 'opt_in_trade',
      type: 'checkbox',
      label: LABELS.opt_in_trade,
      defaultValue: false,
    });
  }
  return out;
}

export function termsField(options: { required?: boolean; page?: number } = {}): FieldDef {
  return {
    name: 'terms_agreed',
    type: 'terms',
    label: LABELS.terms,
    required: options.required ?? true,
    defaultValue: false,
    page: options.page,
  };
}

export function regoField(
  context: Pick<FormContext, 'showRego' | 'market'>,
  force = false,
): FieldDef[] {
  // the spec's 'Rego' label, or what the market calls a plate (US: 'License Plate')
  const plate = plateLabel(context.market);
  return context.showRego || force
    ? [
        {
          name: 'Rego',
          type: 'text',
          label: plate === LABELS.Rego ? LABELS.Rego : plate,
          placeholder: PLACEHOLDERS.Rego.replace(LABELS.Rego, plate),
          maxLength: 10,
        },
      ]
    : [];
}

/** category: a required select (default 'General Enquiry') when category selection is on, else hidden. */
export function categoryField(
  context: Pick<FormContext, 'categorySelection'>,
  category: string,
): FieldDef {
  if (context.categorySelection && category === DEFAULT_CATEGORY) {
    return {
      name: 'category',
      type: 'select',
      label: LABELS.category,
      required: true,
      defaultValue: DEFAULT_CATEGORY,
      options: ENQUIRY_CATEGORIES.map((c) => ({ value: c, label: c })),
    };
  }
  return { name: 'category', type: 'hidden', label: 'category', defaultValue: category };
}

/** The required 'location' select of sales locations, when configured (and there is no car). */
export function locationField(
  context: Pick<FormContext, 'locationSelect' | 'locations'>,
): FieldDef[] {
  if (!context.locationSelect) return [];
  const options = salesLocationOptions(context);
  if (options.length === 0) return [];
  return [
    {
      name: 'location',
      type: 'select',
      label: LABELS.location,
      required: true,
      placeholder:
        context.locationSelect === 'department'
          ? PLACEHOLDERS.locationDepartment
          : PLACEHOLDERS.location,
      options,
      defaultValue: autoSelected(options),
    },
  ];
}

/** The dealership location select (location_id); hidden when it has no options. */
export function dealershipLocationField(
  context: FormContext,
  filter: DealershipLocationFilter,
  page?: number,
): FieldDef[] {
  const options = dealershipLocationOptions(context, filter);
  if (options.length === 0) return [];
  return [
    {
      name: 'location_id',
      type: 'select',
      label: LABELS.location_id,
      placeholder: PLACEHOLDERS.location_id,
      options,
      defaultValue: autoSelected(options),
      page,
    },
  ];
}

/** The preferred-dealership select (dealership_slug): required when shown. */
export function dealershipField(context: FormContext, defaultValue?: string | null): FieldDef[] {
  const options = dealershipOptions(context);
  if (!options) return [];
  const preset =
    defaultValue && options.some((o) => o.value === defaultValue) ? defaultValue : undefined;
  return [
    {
      name: 'dealership_slug',
      type: 'select',
      label: LABELS.dealership_slug,
      placeholder: PLACEHOLDERS.dealership_slug,
      required: true,
      options,
      defaultValue: preset,
    },
  ];
}

/** The shopper's own vehicle: make and model, with its year and odometer where the form asks. */
export function vehicleFields(
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
    out.push({
      name: 'kms',
      type: 'number',
      label: odometerLabel(context.market),
      ...context.kmsInput,
    });
  return out;
}
