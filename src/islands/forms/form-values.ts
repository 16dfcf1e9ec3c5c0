/**
 * A form's values in the browser and what its schema reads (the lead forms and the valuation
 * wizard alike): every visible field starts from its default; hidden fields take their
 * definition's value, the rest what the shopper entered.
 */
import type { FieldDef } from '../../domain/leads/fields';
import type { UserDataValue } from '../../domain/leads/request';
import type { FieldValue } from './Field';

export type FormValues = Record<string, FieldValue>;

/** The visible fields' starting values: checkboxes unticked unless the default is true, check options none, the rest their default as text. */
export function initialValues(fields: readonly FieldDef[]): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    if (f.type === 'hidden') continue;
    if (f.type === 'checkbox' || f.type === 'terms') out[f.name] = f.defaultValue === true;
    else if (f.type === 'checkOptions') out[f.name] = [];
    else
      out[f.name] =
        f.defaultValue === undefined || f.defaultValue === null ? '' : String(f.defaultValue);
  }
  return out;
}

/** What the schema (and the endpoint) reads: hidden values from the definition, the rest from the form. */
export function payloadValues(
  fields: readonly FieldDef[],
  values: FormValues,
): Record<string, UserDataValue> {
  const out: Record<string, UserDataValue> = {};
  for (const f of fields) {
    if (f.type === 'hidden') {
      if (f.defaultValue !== undefined) out[f.name] = f.defaultValue;
    } else if (f.type === 'checkbox' || f.type === 'terms') out[f.name] = values[f.name] === true;
    else if (f.type === 'checkOptions')
      out[f.name] = Array.isArray(values[f.name]) ? values[f.name] : [];
    else out[f.name] = typeof values[f.name] === 'string' ? values[f.name] : '';
  }
  return out;
}
