/**
 * The valuation wizard (rules.md: Valuation wizard and trade-in; States and transitions
 * Trade-in flow, rules.md: Leads (method and path not shown)): its fields and steps. The shapes of the flow's calls are in
 * ./api.ts. The later steps, the step order and the dealership's options are in
 * ./wizard-steps.ts (re-exported here), so the browser loads them without the first step's
 * field builders: the page builds the first step's fields on the server.
 * Flow: lead created (trigger fields) → adjustments answered → rego lookup → offer accepted.
 */
import type { FieldDef } from '../leads/fields';
import type { FormContext } from '../leads/context';
import { odometerLabel, plateLabel } from '../market/format';
import { contactFields, termsField } from '../leads/common-fields';
import { dealershipLocationOptions, autoSelected } from '../leads/locations';
import { PLACEHOLDERS } from '../leads/messages';
import { AU_STATES } from '../tenant/states';
import { plateRegions } from '../market/regions';
import { options, yesNo } from './wizard-steps';

// The later steps and the step order (the browser's wizard imports these alone).
export {
  ADJUSTMENT_FIELDS,
  TRADE_IN_CATEGORY,
  valuationOptions,
  vehicleFields,
  wizardSteps,
} from './wizard-steps';

export { AU_STATES };
export const PREFERRED_CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const;
export const FINANCE_LABEL = 'Is Your Car Currently Under Finance?';
export const TRADE_IN_SUBCATEGORY_STARTED = '1. Valuation Started';
export const TRADE_IN_SUBCATEGORY_ADJUSTMENTS = '2. Adjustments';

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
