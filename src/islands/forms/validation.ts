/**
 * A lead form's check in the browser: the same zod schema the endpoints use
 * (src/domain/leads/fields.ts), loaded when the shopper first reaches for a form (focus or
 * pointer inside it: prefetchValidation) rather than with the page, so zod is not part of a
 * vehicle or form page's first load. By the time a shopper submits, the schema is in.
 */
import type { FieldDef } from '../../domain/leads/field-defs';
import { onDemand } from '../on-demand';

type FieldsModule = typeof import('../../domain/leads/fields');
export type CheckOptions = Parameters<FieldsModule['formSchema']>[1];
export type Checked =
  { ok: true; data: Record<string, unknown> } | { ok: false; errors: Record<string, string[]> };

/** The schema module; a failed load (offline) is tried again on the next call. */
const { load } = onDemand((): Promise<FieldsModule> => import('../../domain/leads/fields'));

/** Starts loading the schema; for a form's focusin and pointerenter. */
export function prefetchValidation(): void {
  load().catch(() => undefined);
}

/**
 * The form's values checked against its fields' schema: the parsed data, or the messages per
 * field (fieldErrors). Rejects only when the schema cannot be loaded (offline).
 */
export async function checkFields(
  fields: readonly FieldDef[],
  values: Record<string, unknown>,
  options: CheckOptions,
): Promise<Checked> {
  const { formSchema, fieldErrors } = await load();
  const result = formSchema(fields, options).safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: fieldErrors(result.error) };
}
