/**
 * Parser for the Meilisearch filter grammar dashboards write into search_filters.
 */
import { TRUE, and, gte, inList, lte, not, type Filter, type Scalar } from './filter';

/**
 * Parses the subset of Meilisearch's filter grammar that dashboards write into
 * search_filters: comparisons (= != > >= < <=), IN [..], EXISTS, NOT, AND, OR and
 * parentheses, with quoted or bare values.
 */
export function parseMeilisearchFilter(input: string): Filter {
  const tokens = tokenize(input);
  let pos = 0;
  const peek = () => tokens[pos];
  const next = () => tokens[pos++];
  const expect = (value: string) => {
    const t = next();
    if (!t || t.value !== value)
      throw new Error(`Filter "${input}": expected '${value}' at token ${pos}`);
  };
  const keyword = (t: Token | undefined, word: string) =>
    t?.kind === 'word' && t.value.toUpperCase() === word;

  function parseOr(): Filter {
    const items = [parseAnd()];
    while (keyword(peek(), 'OR')) {
      next();
      items.push(parseAnd());
    }
    return items.length === 1 ? items[0] : { op: 'or', items };
  }
  function parseAnd(): Filter {
    const items = [parseUnary()];
    while (keyword(peek(), 'AND')) {
      next();
      items.push(parseUnary());
    }
    return items.length === 1 ? items[0] : { op: 'and', items };
  }
  function parseUnary(): Filter {
    if (keyword(peek(), 'NOT')) {
      next();
      return not(parseUnary());
    }
    if (peek()?.value === '(' && peek()?.kind === 'punct') {
      next();
      const inner = parseOr();
      expect(')');
      return inner;
    }
    return parseComparison();
  }
  function parseValue(): Scalar {
    const t = next();
    if (!t) throw new Error(`Filter "${input}": value expected`);
    if (t.kind === 'string') return t.value;
    if (/^-?\d+(\.\d+)?$/.test(t.value)) return Number(t.value);
    if (t.value === 'true' || t.value === 'false') return t.value === 'true';
    return t.value;
  }
  function parseComparison(): Filter {
    const f = next();
    // A field is a bare word or, as InstantSearch adapters write it, a quoted name.
    if (!f || (f.kind !== 'word' && f.kind !== 'string'))
      throw new Error(`Filter "${input}": field expected at token ${pos}`);
    const op = next();
    if (!op) throw new Error(`Filter "${input}": operator expected after ${f.value}`);
    if (keyword(op, 'EXISTS')) return { op: 'exists', field: f.value };
    if (op.kind !== 'op' && keyword(peek(), 'TO')) {
      // attribute low TO high: both bounds included
      pos--;
      const low = parseValue();
      next();
      const high = parseValue();
      if (typeof low !== 'number' || typeof high !== 'number')
        throw new Error(`Filter "${input}": ${f.value} TO needs numbers`);
      return and(gte(f.value, low), lte(f.value, high));
    }
    if (keyword(op, 'IN')) {
      expect('[');
      const vals: Scalar[] = [];
      while (peek() && peek().value !== ']') {
        vals.push(parseValue());
        if (peek()?.value === ',') next();
      }
      expect(']');
      return inList(f.value, vals);
    }
    if (keyword(op, 'NOT') && keyword(peek(), 'IN')) {
      next();
      expect('[');
      const vals: Scalar[] = [];
      while (peek() && peek().value !== ']') {
        vals.push(parseValue());
        if (peek()?.value === ',') next();
      }
      expect(']');
      return not(inList(f.value, vals));
    }
    if (op.kind !== 'op')
      throw new Error(`Filter "${input}": unexpected '${op.value}' after ${f.value}`);
    const value = parseValue();
    if (op.value === '=' || op.value === '!=') return { op: op.value, field: f.value, value };
    if (typeof value !== 'number')
      throw new Error(`Filter "${input}": ${f.value} ${op.value} needs a number`);
    return { op: op.value as '>' | '>=' | '<' | '<=', field: f.value, value };
  }

  if (tokens.length === 0) return TRUE;
  const result = parseOr();
  if (pos !== tokens.length)
    throw new Error(`Filter "${input}": unexpected '${tokens[pos].value}'`);
  return result;
}

interface Token {
  kind: 'word' | 'string' | 'op' | 'punct';
  value: string;
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '"' || c === "'") {
      let value = '';
      i++;
      while (i < input.length && input[i] !== c) {
        if (input[i] === '\\' && i + 1 < input.length) i++;
        value += input[i++];
      }
      if (input[i] !== c) throw new Error(`Filter "${input}": unterminated string`);
      i++;
      tokens.push({ kind: 'string', value });
    } else if ('()[],'.includes(c)) {
      tokens.push({ kind: 'punct', value: c });
      i++;
    } else if ('=!<>'.includes(c)) {
      const two = input.slice(i, i + 2);
      const op = ['!=', '>=', '<='].includes(two) ? two : c;
      if (op === '!') throw new Error(`Filter "${input}": '!' must be '!='`);
      tokens.push({ kind: 'op', value: op });
      i += op.length;
    } else {
      let value = '';
      while (i < input.length && !/[\s()[\],=!<>"']/.test(input[i])) value += input[i++];
      tokens.push({ kind: 'word', value });
    }
  }
  return tokens;
}
