/**
 * The embedded engine's columns: each facet's values with every document's value as an
 * index into them, and numeric fields as typed arrays, built on first use; facet counts
 * and stats over a set of matched documents; and the sort order shared by paging and the
 * precomputed orders.
 */
import { fieldReader } from '../../domain/search/filter';
import type { Doc } from './doc';

export type FacetStats = Record<string, { min: number; max: number; avg: number; sum: number }>;

interface FacetColumn {
  values: string[];
  /** Per document: the value's index, -1 when absent; or, for list fields, the indexes. */
  ids: Int32Array | Int32Array[];
}

/**
 * Sort by a numeric column in a direction, documents without the field last, then by the
 * tie-break (text relevance), then by id, then by position.
 */
export function sortOrder(
  key: Float64Array | null,
  dir: 1 | -1,
  idKey: Float64Array,
  tieBreak?: (a: number, b: number) => number,
): (a: number, b: number) => number {
  return (a, b) => {
    if (key) {
      const na = Number.isNaN(key[a]);
      const nb = Number.isNaN(key[b]);
      if (na !== nb) return na ? 1 : -1;
      if (!na && key[a] !== key[b]) return (key[a] - key[b]) * dir;
    }
    return (tieBreak ? tieBreak(a, b) : 0) || idKey[a] - idKey[b] || a - b;
  };
}

export class Columns {
  private readonly facetColumns = new Map<string, FacetColumn>();
  private readonly numberColumns = new Map<string, Float64Array>();

  constructor(private readonly docs: readonly Doc[]) {}

  /** A facet's values, each document's as indexes into them (built on first use). */
  facet(attribute: string): FacetColumn {
    let column = this.facetColumns.get(attribute);
    if (!column) {
      const values: string[] = [];
      const index = new Map<string, number>();
      const id = (v: unknown) => {
        const key = String(v);
        let i = index.get(key);
        if (i === undefined) {
          i = values.length;
          values.push(key);
          index.set(key, i);
        }
        return i;
      };
      const raw = this.docs.map(fieldReader(attribute));
      const list = raw.some(Array.isArray);
      const ids = list
        ? raw.map((v) =>
            Int32Array.from(
              new Set(
                (Array.isArray(v) ? v : v == null || v === '' ? [] : [v])
                  .filter((x) => x != null && x !== '')
                  .map(id),
              ),
            ),
          )
        : Int32Array.from(raw.map((v) => (v == null || v === '' ? -1 : id(v))));
      column = { values, ids };
      this.facetColumns.set(attribute, column);
    }
    return column;
  }

  /** A numeric field per document, NaN when absent. */
  number(attribute: string): Float64Array {
    let column = this.numberColumns.get(attribute);
    if (!column) {
      const get = fieldReader(attribute);
      column = Float64Array.from(
        this.docs.map((d) => {
          const v = get(d);
          return typeof v === 'number'
            ? v
            : v == null || v === '' || Array.isArray(v)
              ? NaN
              : Number(v);
        }),
      );
      this.numberColumns.set(attribute, column);
    }
    return column;
  }

  /** Value counts over the matched documents, most frequent first, up to limit values per facet. */
  counts(
    matched: readonly number[],
    attributes: readonly string[],
    limit: number,
    numericAttributes: readonly string[],
  ): Record<string, Record<string, number>> {
    const out: Record<string, Record<string, number>> = {};
    const numeric = new Set(numericAttributes);
    for (const attribute of attributes) {
      // A numeric facet is read for its min and max (facets_stats), not value by value.
      if (numeric.has(attribute)) {
        out[attribute] = {};
        continue;
      }
      const { values, ids } = this.facet(attribute);
      const counts = new Int32Array(values.length);
      if (ids instanceof Int32Array) {
        for (const i of matched) {
          const v = ids[i];
          if (v >= 0) counts[v]++;
        }
      } else {
        for (const i of matched) for (const v of ids[i]) counts[v]++;
      }
      const order: number[] = [];
      for (let v = 0; v < counts.length; v++) if (counts[v] > 0) order.push(v);
      order.sort(
        (a, b) =>
          counts[b] - counts[a] || (values[a] < values[b] ? -1 : values[a] > values[b] ? 1 : 0),
      );
      const top: Record<string, number> = {};
      for (const v of order.slice(0, limit)) top[values[v]] = counts[v];
      out[attribute] = top;
    }
    return out;
  }

  /** min, max, avg and sum of each numeric facet over the matched documents. */
  stats(
    matched: readonly number[],
    attributes: readonly string[],
    numericAttributes: readonly string[],
  ): FacetStats {
    const numeric = new Set(numericAttributes);
    const out: FacetStats = {};
    for (const attribute of attributes) {
      if (!numeric.has(attribute)) continue;
      const column = this.number(attribute);
      let min = Infinity;
      let max = -Infinity;
      let sum = 0;
      let n = 0;
      for (const i of matched) {
        const v = column[i];
        if (Number.isNaN(v)) continue;
        if (v < min) min = v;
        if (v > max) max = v;
        sum += v;
        n++;
      }
      if (n > 0) out[attribute] = { min, max, avg: sum / n, sum };
    }
    return out;
  }
}
