import { z } from 'zod';
import { loose, opt } from '../../schema-helpers';

/** Lead-form settings (vehicles-and-shopping.md §5 Enquiry form; §9 Config defaults: forms defaultState 'qld'). */
export const DEFAULT_FORM_STATE = 'qld';

export const FormsConfig = loose({
  forms: opt(
    loose({
      defaultState: z.string().default(DEFAULT_FORM_STATE),
      /** isMessageRequired false turns the required message off. */
      isMessageRequired: z.boolean().default(true),
      categorySelection: z.boolean().default(false),
      showRego: z.boolean().default(false),
    }),
  ),
  /** Phone validation mode. */
  phoneMode: z.enum(['AU', 'US']).default('AU'),
});
export type FormsConfig = z.infer<typeof FormsConfig>;
