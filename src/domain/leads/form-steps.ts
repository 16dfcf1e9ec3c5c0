/**
 * A form definition's pages (multi-step forms: 'Step 1..n', rules.md: Validation rules): how
 * many there are and the fields on each. Apart from the definitions (./forms.ts) so an island
 * given its definition by the page does not load every form's definition.
 */
import type { FieldDef } from './field-defs';
import type { FormDefinition } from './forms';

/** The pages a definition has: 1 for a one-page form. */
export function pageCount(definition: Pick<FormDefinition, 'steps'>): number {
  return Math.max(1, definition.steps.length);
}

export function fieldsOnPage(
  definition: Pick<FormDefinition, 'steps' | 'fields'>,
  page: number,
): FieldDef[] {
  if (definition.steps.length === 0) return definition.fields;
  return definition.fields.filter((f) => (f.page ?? 1) === page);
}
