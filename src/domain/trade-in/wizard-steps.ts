/**
 * The valuation wizard's later steps and its step order (rules.md: Entities and their fields
 * Valuation wizard and trade-in, rules.md: Trade-in flow): the adjustment questions, the vehicle,
 * which steps show, the dealership's wizard options. Apart from the first step's fields
 * (./wizard.ts, which re-exports these) so the browser's wizard does not load the contact
 * and location field builders.
 */
import type { FieldDef } from '../leads/fields';
import type { FormContext } from '../leads/context';
import { CATEGORY } from '../leads/categories';

export const TRADE_IN_CATEGORY = CATEGORY.sellMyCar;

export const yesNo = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];
export const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

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
