/**
 * One filter definition, two engines (rules.md: Hosted search engine).
 *
 * A Filter is a small expression tree. toMeilisearch() writes it as a Meilisearch filter
 * string (values quoted and escaped); toPredicate() turns it into a function the embedded
 * engine runs over documents. Both follow Meilisearch's semantics: string equality is
 * case-insensitive, an array field matches when any element matches, numeric comparisons
 * apply to numbers only.
 */

export type Scalar = string | number | boolean;
export type Filter =
  | { op: 'and'; items: Filter[] }
  | { op: 'or'; items: Filter[] }
  | { op: 'not'; item: Filter }
  | { op: '=' | '!='; field: string; value: Scalar }
  | { op: '>' | '>=' | '<' | '<='; field: string; value: number }
  | { op: 'in'; field: string; values: Scalar[] }
  | { op: 'exists'; field: string }
  | { op: 'true' };

export const TRUE: Filter = { op: 'true' };

export function and(...items: (Filter | null | undefined | false)[]): Filter {
  const kept = items.filter((f): f is Filter => Boolean(f) && (f as Filter).op !== 'true');
  if (kept.length === 0) return TRUE;
  return kept.length === 1 ? kept[0] : { op: 'and', items: kept };
}

export function or(...items: (Filter | null | undefined | false)[]): Filter {
  const kept = items.filter((f): f is Filter => Boolean(f));
  if (kept.some((f) => f.op === 'true')) return TRUE;
  if (kept.length === 0) return TRUE;
  return kept.length === 1 ? kept[0] : { op: 'or', items: kept };
}

export const not = (item: Filter): Filter => ({ op: 'not', item });
export const eq = (field: string, value: Scalar): Filter => ({ op: '=', field, value });
export const neq = (field: string, value: Scalar): Filter => ({ op: '!=', field, value });
export const gt = (field: string, value: number): Filter => ({ op: '>', field, value });
export const gte = (field: string, value: number): Filter => ({ op: '>=', field, value });
export const lt = (field: string, value: number): Filter => ({ op: '<', field, value });
export const lte = (field: string, value: number): Filter => ({ op: '<=', field, value });
export const inList = (field: string, values: readonly Scalar[]): Filter => ({
  op: 'in',
  field,
  values: [...values],
});

// ---------------------------------------------------------------- Meilisearch string

/** A value as Meilisearch reads it: strings double-quoted with '"' and '\' escaped. */
export function quote(value: Scalar): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

const FIELD = /^[A-Za-z_][A-Za-z0-9_.]*$/;
function field(name: string): string {
  if (!FIELD.test(name)) throw new Error(`Invalid filter field: ${JSON.stringify(name)}`);
  return name;
}

export function toMeilisearch(filter: Filter): string {
  switch (filter.op) {
    case 'true':
      return '';
    case 'and':
    case 'or': {
      const parts = filter.items.map(toMeilisearch).filter(Boolean);
      if (parts.length === 0) return '';
      const joined = parts.map((p, i) => (needsParens(filter.items[i], filter.op) ? `(${p})` : p));
      return joined.join(filter.op === 'and' ? ' AND ' : ' OR ');
    }
    case 'not': {
      const inner = toMeilisearch(filter.item);
      return `NOT (${inner})`;
    }
    case 'in':
      return `${field(filter.field)} IN [${filter.values.map(quote).join(', ')}]`;
    case 'exists':
      return `${field(filter.field)} EXISTS`;
    default:
      return `${field(filter.field)} ${filter.op} ${quote(filter.value)}`;
  }
}

/** Every field a filter reads: the index must keep them filterable. */
export function filterFields(filter: Filter): string[] {
  const out = new Set<string>();
  const walk = (f: Filter) => {
    if (f.op === 'and' || f.op === 'or') f.items.forEach(walk);
    else if (f.op === 'not') walk(f.item);
    else if (f.op !== 'true') out.add(f.field);
  };
  walk(filter);
  return [...out];
}

function needsParens(child: Filter, parentOp: 'and' | 'or'): boolean {
  return (child.op === 'and' || child.op === 'or') && child.op !== parentOp;
}

// ---------------------------------------------------------------- predicate

type Doc = Record<string, unknown>;

/** A field reader: a plain property, or a dotted path through objects and arrays (Meilisearch's reading). */
export function fieldReader(path: string): (doc: Doc) => unknown {
  if (!path.includes('.')) return (doc) => doc[path];
  const keys = path.split('.');
  return (doc) => {
    if (path in doc) return doc[path];
    let current: unknown = doc;
    for (const key of keys) {
      if (current == null) return undefined;
      if (Array.isArray(current))
        current = current.flatMap((c) => (c == null ? [] : [(c as Doc)[key]]));
      else current = (current as Doc)[key];
    }
    return current;
  };
}

/** True when the test holds for the value, or for any element of an array value (nested arrays flattened). */
function some(raw: unknown, test: (v: unknown) => boolean): boolean {
  if (raw === undefined || raw === null) return false;
  if (!Array.isArray(raw)) return test(raw);
  for (const v of raw)
    if (Array.isArray(v) ? some(v, test) : v !== undefined && v !== null && test(v)) return true;
  return false;
}

const toNumber = (v: unknown): number =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;

/** Meilisearch's equality: case-insensitive text, numbers by value, booleans as 'true'/'false'. */
function equalsTest(expected: Scalar): (actual: unknown) => boolean {
  if (typeof expected === 'number') return (actual) => toNumber(actual) === expected;
  if (typeof expected === 'boolean') {
    const text = String(expected);
    return (actual) =>
      actual === expected || (typeof actual === 'string' && actual.toLowerCase() === text);
  }
  const lower = expected.toLowerCase();
  // Numbers in documents compare by their text. The length check spares most comparisons a lowercase copy.
  return (actual) =>
    actual === expected ||
    (typeof actual === 'string'
      ? actual.length === lower.length && actual.toLowerCase() === lower
      : String(actual).toLowerCase() === lower);
}

function compareTest(op: '>' | '>=' | '<' | '<=', expected: number): (actual: unknown) => boolean {
  switch (op) {
    case '>':
      return (a) => toNumber(a) > expected;
    case '>=':
      return (a) => toNumber(a) >= expected;
    case '<':
      return (a) => toNumber(a) < expected;
    default:
      return (a) => toNumber(a) <= expected;
  }
}

export function toPredicate(filter: Filter): (doc: Doc) => boolean {
  switch (filter.op) {
    case 'true':
      return () => true;
    case 'and': {
      const preds = filter.items.map(toPredicate);
      return (doc) => {
        for (const p of preds) if (!p(doc)) return false;
        return true;
      };
    }
    case 'or': {
      const preds = filter.items.map(toPredicate);
      return (doc) => {
        for (const p of preds) if (p(doc)) return true;
        return false;
      };
    }
    case 'not': {
      const pred = toPredicate(filter.item);
      return (doc) => !pred(doc);
    }
    case 'exists': {
      const get = fieldReader(filter.field);
      return (doc) => get(doc) !== undefined;
    }
    case 'in': {
      const get = fieldReader(filter.field);
      const tests = filter.values.map(equalsTest);
      const test = (v: unknown) => tests.some((t) => t(v));
      return (doc) => some(get(doc), test);
    }
    case '=': {
      const get = fieldReader(filter.field);
      const test = equalsTest(filter.value);
      return (doc) => some(get(doc), test);
    }
    case '!=': {
      const get = fieldReader(filter.field);
      const test = equalsTest(filter.value);
      // Meilisearch: NOT (field = value); documents without the field match.
      return (doc) => !some(get(doc), test);
    }
    default: {
      const get = fieldReader(filter.field);
      const test = compareTest(filter.op, filter.value);
      return (doc) => some(get(doc), test);
    }
  }
}
