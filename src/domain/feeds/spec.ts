/**
 * A feed's published field table as data: each field's name, when the platform requires it,
 * the values it accepts and the form of its value. The feeds are written from these tables'
 * names and checked against them (validateFeed), so a field the platform requires cannot go
 * missing from a row without a test failing.
 */

/** When a field must hold a value: always, for new or used cars only, or in one market. */
export type Requirement =
  'required' | 'required-new' | 'required-used' | 'required-au' | 'recommended' | 'optional';

export interface FeedField {
  name: string;
  requirement: Requirement;
  /** The values the platform accepts (compared case-insensitively where the spec says so). */
  values?: readonly string[];
  /** The accepted values for new and for used cars, where they differ (Australia's price types). */
  valuesByCondition?: { new: readonly string[]; used: readonly string[] };
  /** The form of a value, e.g. a price '29990.00 AUD'. */
  pattern?: RegExp;
  maxLength?: number;
  /** What the field holds, in the published page's words (shortened). */
  about: string;
}

export interface FeedSpec {
  id: string;
  name: string;
  /** The published page the table is taken from. */
  source: { title: string; url: string };
  format: 'tsv' | 'csv';
  /** Whether enum values are matched ignoring case (Meta: 'All enum fields are case-insensitive'). */
  caseInsensitiveValues: boolean;
  fields: readonly FeedField[];
}

/** A feed as written: its header and its rows, one object per car keyed by field name. */
export interface FeedTable {
  header: readonly string[];
  rows: readonly Record<string, string>[];
}

export interface FeedRowContext {
  /** Whether the row's car is new (the spec's new-car requirements apply). */
  isNew: (row: Record<string, string>) => boolean;
  market: string;
}

/** Every way the table breaks its spec: a missing required field, a value outside the list, a bad form. */
export function validateFeed(spec: FeedSpec, table: FeedTable, ctx: FeedRowContext): string[] {
  const problems: string[] = [];
  const known = new Set(spec.fields.map((f) => f.name));
  for (const name of table.header)
    if (!known.has(name)) problems.push(`column "${name}" is not a field of ${spec.name}`);
  const fold = (s: string) => (spec.caseInsensitiveValues ? s.toLowerCase() : s);
  table.rows.forEach((row, i) => {
    const at = `row ${i + 1}`;
    const isNew = ctx.isNew(row);
    for (const field of spec.fields) {
      const value = row[field.name] ?? '';
      const required =
        field.requirement === 'required' ||
        (field.requirement === 'required-new' && isNew) ||
        (field.requirement === 'required-used' && !isNew) ||
        (field.requirement === 'required-au' && ctx.market === 'AU');
      if (!value) {
        if (required) problems.push(`${at}: ${field.name} is required and empty`);
        continue;
      }
      if (!table.header.includes(field.name))
        problems.push(`${at}: ${field.name} has a value but no column`);
      const allowed = field.valuesByCondition?.[isNew ? 'new' : 'used'] ?? field.values ?? null;
      if (allowed && !allowed.map(fold).includes(fold(value)))
        problems.push(`${at}: ${field.name} "${value}" is not one of ${allowed.join(', ')}`);
      if (field.pattern && !field.pattern.test(value))
        problems.push(`${at}: ${field.name} "${value}" is not in the form ${field.pattern}`);
      if (field.maxLength && value.length > field.maxLength)
        problems.push(
          `${at}: ${field.name} is ${value.length} characters (at most ${field.maxLength})`,
        );
    }
  });
  return problems;
}
