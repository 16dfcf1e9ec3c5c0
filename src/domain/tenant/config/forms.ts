import { z } from 'zod';
import { loose, opt } from '../../schema-helpers';

/** Lead-form settings (rules.md: Enquiry form; Config defaults: forms defaultState 'qld'). */
export const DEFAULT_FORM_STATE = 'qld';
/** Additional services a service booking offers as check options (rules.md: Form payload processing). */
export const DEFAULT_SERVICE_OPTIONS = [
  'Logbook Service',
  'Tyres',
  'Brakes',
  'Wheel Alignment',
  'Air Conditioning',
  'Battery',
];

/** The site's terms and privacy pages, where the terms checkbox links when none are set. */
export const DEFAULT_TERMS_URL = '/terms-and-conditions';
export const DEFAULT_PRIVACY_URL = '/privacy-policy';
/** Number inputs' bounds when the site sets none (rules.md: Money and number inputs). */
export const DEFAULT_KMS_INPUT = { min: 0, max: 1_000_000, step: 1 } as const;
export const DEFAULT_FLEET_SIZE_INPUT = { min: 1, max: 1000, step: 1 } as const;

const NumberInput = loose({ min: z.number(), max: z.number(), step: z.number().positive() });

export const FormsConfig = loose({
  forms: opt(
    loose({
      defaultState: z.string().default(DEFAULT_FORM_STATE),
      /** isMessageRequired false turns the required message off. */
      isMessageRequired: z.boolean().default(true),
      categorySelection: z.boolean().default(false),
      showRego: z.boolean().default(false),
      /** The general form's 'location' select and its placeholder wording; absent: not shown. */
      locationSelect: opt(z.enum(['dealership', 'department'])),
      /** The dealership location select (location_id): filter by make or by type, or a hard-coded list; label by city. */
      dealershipLocationIds: opt(z.array(z.union([z.number(), z.string()]))),
      dealershipLocationLabel: z.enum(['name', 'city']).default('name'),
      /** Removes the preferred-dealership (dealership_slug) select. */
      removeDealershipField: z.boolean().default(false),
      /** The test drive's optional custom terms disclaimer (step 2). */
      testDriveDisclaimer: opt(z.string()),
      termsUrl: z.string().default(DEFAULT_TERMS_URL),
      privacyUrl: z.string().default(DEFAULT_PRIVACY_URL),
      serviceOptions: z.array(z.string()).default(DEFAULT_SERVICE_OPTIONS),
      /** Number inputs take step, min and max from configuration (rules.md: Money and number inputs). */
      kmsInput: NumberInput.default({ ...DEFAULT_KMS_INPUT }),
      fleetSizeInput: NumberInput.default({ ...DEFAULT_FLEET_SIZE_INPUT }),
      /** The money quick-pick set: the default $5,000–$70,000 or the $300,000–$800,000 alternative. */
      quickPicks: z.enum(['default', 'high']).default('default'),
    }),
  ),
  /** Phone validation mode (a market's: market/phone.ts phoneModeOf). */
  phoneMode: z.enum(['AU', 'NZ', 'US']).default('AU'),
});
export type FormsConfig = z.infer<typeof FormsConfig>;
