/**
 * InstantSearch's refinements (facetFilters, numericFilters, filters) as a filter
 * definition, so the embedded engine selects documents with the same predicate the
 * stock filter compiles to.
 *
 *   facetFilters:   ['make:Toyota', ['body:SUV', 'body:Ute']]   outer AND, inner OR
 *   numericFilters: ['price>=1000', 'price<=5000', 'year:2015 TO 2020']
 */
import { and, eq, gte, lte, neq, not, or, TRUE, type Filter } from './filter';
import { parseMeilisearchFilter } from './filter-parser';

type Nested = string | readonly (string | readonly string[])[] | undefined | null;

/** 'attr:value' (value may hold ':'); a leading '-' negates; '\-' escapes a literal '-'. */
export function facetFilter(raw: string): Filter {
  let text = raw;
  let negate = false;
  if (text.startsWith('-')) {
    negate = true;
    text = text.slice(1);
  }
  const i = text.indexOf(':');
  if (i < 0) throw new Error(`Invalid facet filter: ${JSON.stringify(raw)}`);
  const attribute = text.slice(0, i).replace(/^"|"$/g, '');
  let value = text.slice(i + 1);
  if (value.startsWith('\\-')) value = value.slice(1);
  const f = eq(attribute, value);
  return negate ? neq(attribute, value) : f;
}

const NUMERIC = /^\s*"?([^"<>=!:\s]+)"?\s*(<=|>=|!=|<|>|=|:)\s*(.+?)\s*$/;

export function numericFilter(raw: string): Filter {
  const m = NUMERIC.exec(raw);
  if (!m) throw new Error(`Invalid numeric filter: ${JSON.stringify(raw)}`);
  const [, attribute, op, rest] = m;
  if (op === ':') {
    const range = /^(-?[\d.]+)\s+TO\s+(-?[\d.]+)$/i.exec(rest);
    if (!range) throw new Error(`Invalid numeric filter: ${JSON.stringify(raw)}`);
    return and(gte(attribute, Number(range[1])), lte(attribute, Number(range[2])));
  }
  const value = Number(rest);
  if (Number.isNaN(value)) throw new Error(`Invalid numeric filter: ${JSON.stringify(raw)}`);
  if (op === '=') return eq(attribute, value);
  if (op === '!=') return not(eq(attribute, value));
  return { op, field: attribute, value } as Filter;
}

function nested(filters: Nested, one: (raw: string) => Filter): Filter {
  if (!filters) return TRUE;
  if (typeof filters === 'string') return one(filters);
  return and(...filters.map((f) => (typeof f === 'string' ? one(f) : or(...f.map(one)))));
}

export interface RefinementParams {
  filters?: string | null;
  facetFilters?: Nested;
  numericFilters?: Nested;
}

export function refinementFilter(params: RefinementParams): Filter {
  return and(
    params.filters?.trim() ? parseMeilisearchFilter(params.filters) : TRUE,
    nested(params.facetFilters, facetFilter),
    nested(params.numericFilters, numericFilter),
  );
}
