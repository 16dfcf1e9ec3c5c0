/**
 * A lead form's fields as data (rules.md: Validation rules: lead form field types postcode,
 * phone, email, string; money and number inputs; selects; checkboxes): what the islands render
 * on first paint. The zod schema built from the same list is ./fields.ts.
 */
import { LABELS } from './messages';
import { postalRule } from '../market/postal-rules';
import type { Market } from '../market/market';
import type { QuickPickSet } from './money-input';

export type FieldType =
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'terms'
  | 'money'
  | 'number'
  | 'datetime'
  | 'checkOptions'
  | 'hidden';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldDef {
  /** The payload key, exactly as the dealer dashboard reads it ('Vehicle Make', 'location_id', ...). */
  name: string;
  type: FieldType;
  label: string;
  required?: boolean;
  placeholder?: string;
  options?: FieldOption[];
  /** Pre-filled value (a hidden field's value, a pre-filled message, a checked box). */
  defaultValue?: string | number | boolean;
  maxLength?: number;
  /** Number inputs: from configuration. */
  min?: number;
  max?: number;
  step?: number;
  /** Money inputs: the quick-pick set. */
  quickPicks?: QuickPickSet;
  /** The multi-step page (1-based) the field is on; 1 when absent. */
  page?: number;
  autoComplete?: string;
  help?: string;
}

/** Upper bounds that keep a lead a lead: no field is a novel. */
export const TEXT_MAX = 255;
export const TEXTAREA_MAX = 5000;

/**
 * A field as the site's market asks for it (market/postal.ts): a postcode field holds a US ZIP+4
 * and, where it carries the spec's label 'Postcode', reads 'ZIP Code' on a US site. A label the
 * dealer wrote themselves is kept.
 */
export function fieldForMarket(def: FieldDef, market: Market = 'AU'): FieldDef {
  if (def.type !== 'postcode') return def;
  const rule = postalRule(market);
  return {
    ...def,
    label: def.label === LABELS.postcode ? rule.label : def.label,
    maxLength: rule.maxLength,
  };
}
