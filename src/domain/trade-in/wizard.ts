/**
 * The valuation wizard (vehicles-and-shopping.md §3 Valuation wizard and trade-in, §4
 * Trade-in flow, §7 Leads): its fields and steps. The shapes of the flow's calls are in
 * ./api.ts.
 * Flow: lead created (trigger fields) → adjustments answered → rego lookup → offer accepted.
 */
import type { FieldDef } from '../leads/fields';
import type { FormContext } from '../leads/context';
import { odometerLabel, plateLabel } from '../market/format';
import { contactFields, termsField } from '../leads/common-fields';
import { dealershipLocationOptions, autoSelected } from '../leads/locations';
import { PLACEHOLDERS } from '../leads/messages';
import { CATEGORY } from '../leads/categories';
import { AU_STATES } from '../tenant/states';
import { plateRegions } from '../market/regions';

export { AU_STATES };
export const PREFERRED_CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const;
export const FINANCE_LABEL = 'Is Your Car Currently Under Finance?';
export const TRADE_IN_CATEGORY = CATEGORY.sellMyCar;
export const TRADE_IN_SUBCATEGORY_STARTED = '1. Valuation Started';
export const TRADE_IN_SUBCATEGORY_ADJUSTMENTS = '2. Adjustments';

const yesNo = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** Step 1, the trigger fields: kms, regoState, rego, name, phone, email, location_id; plus the wizard's own. */
export function valuationStartFields(context: FormContext): FieldDef[] {
  const contact = contactFields();
  const locations = dealershipLocationOptions(context, { kind: 'buying' });
  const preferred =
    locations.length > 0 ? locations : dealershipLocationOptions(context, { kind: 'sales' });
  const state = context.defaultState.toUpperCase();
  const regions = plateRegions(context.market);
  return [
    {
      name: 'rego',
      type: 'text',
      label: plateLabel(context.market),
      required: true,
      maxLength: 10,
      autoComplete: 'off',
    },
    ...(regions
      ? [
          {
            name: 'regoState',
            type: 'select' as const,
            label: regions.label,
            required: true,
            options: options(regions.codes),
            defaultValue: regions.codes.includes(state) ? state : undefined,
          },
        ]
      : []),
    {
      name: 'kms',
      type: 'number',
      label: odometerLabel(context.market),
      required: true,
      ...context.kmsInput,
    },
    contact[0],
    contact[1],
    contact[3],
    contact[2],
    ...(preferred.length > 0
      ? [
          {
            name: 'location_id',
            type: 'select' as const,
            label: 'Preferred Dealership',
            required: true,
            placeholder: PLACEHOLDERS.location_id,
            options: preferred,
            defaultValue: autoSelected(preferred),
          },
        ]
      : []),
    {
      name: 'PreferredContactMethod',
      type: 'radio',
      label: 'Preferred Contact Method',
      required: true,
      options: options(PREFERRED_CONTACT_METHODS),
      defaultValue: 'Phone',
    },
    {
      name: 'finance',
      type: 'select',
      label: FINANCE_LABEL,
      placeholder: PLACEHOLDERS.valuationFinance,
      options: yesNo,
      defaultValue: '',
    },
    termsField(),
  ];
}

/** Step 2, the adjustment questions: the answers the estimate uses. */
export const ADJUSTMENT_FIELDS: FieldDef[] = [
  {
    name: 'serviceHistory',
    type: 'radio',
    label: 'Service history',
    required: true,
    options: options(['Full', 'Partial', 'None']),
  },
  {
    name: 'twoSetsOfKeys',
    type: 'radio',
    label: 'Do you have 2 sets of keys?',
    required: true,
    options: yesNo,
  },
  {
    name: 'componentsPresent',
    type: 'radio',
    label: 'Are all components present (owner’s manual, spare wheel, tools)?',
    required: true,
    options: yesNo,
  },
  {
    name: 'illegalModifications',
    type: 'radio',
    label: 'Does the car have any illegal modifications?',
    required: true,
    options: yesNo,
  },
  {
    name: 'condition',
    type: 'radio',
    label: 'Overall condition',
    required: true,
    options: options(['Excellent', 'Good', 'Fair', 'Poor']),
  },
];

/** Step 3, the vehicle: filled from the rego lookup when it finds the car, else typed in. */
export function vehicleFields(now = new Date()): FieldDef[] {
  return [
    {
      name: 'year',
      type: 'number',
      label: 'Year',
      required: true,
      min: 1950,
      max: now.getFullYear() + 1,
      step: 1,
    },
    { name: 'make', type: 'text', label: 'Make', required: true, maxLength: 60 },
    { name: 'model', type: 'text', label: 'Model', required: true, maxLength: 60 },
    { name: 'badge', type: 'text', label: 'Variant (optional)', maxLength: 60 },
  ];
}

/**
 * four_step_valuation_form: the shopper always confirms the vehicle on its own step
 * (details, condition, vehicle, offer); otherwise the vehicle step only appears when the
 * rego lookup did not find the car.
 */
export function wizardSteps(
  fourStep: boolean,
  vehicleFound: boolean,
): ('details' | 'condition' | 'vehicle' | 'offer')[] {
  return fourStep || !vehicleFound
    ? ['details', 'condition', 'vehicle', 'offer']
    : ['details', 'condition', 'offer'];
}

/**
 * The dealership options four_step_valuation_form and enable_valuation_offer_rejection: of the
 * car's dealership when trading in towards a car, else of the site's own dealership.
 */
export function valuationOptions(
  context: Pick<FormContext, 'dealerships' | 'dealershipId'>,
  carDealershipId?: string | number | null,
): { fourStep: boolean; offerRejection: boolean } {
  const byId = (id: string | number | null | undefined) =>
    id == null ? undefined : context.dealerships.find((x) => x.id === String(id));
  const d = byId(carDealershipId) ?? byId(context.dealershipId) ?? context.dealerships[0];
  return {
    fourStep: d?.four_step_valuation_form ?? false,
    offerRejection: d?.enable_valuation_offer_rejection ?? false,
  };
}
