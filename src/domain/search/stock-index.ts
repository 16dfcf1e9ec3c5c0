/**
 * The stock index: what each engine keeps of a car. Meilisearch's settings (filterable,
 * sortable and searchable attributes) and the embedded engine's documents come from the
 * same lists, so both answer with the same fields.
 */
import { primaryImage } from '../vehicle/images';
import { registrationCarriesOver } from '../drive-away/estimate';
import type { Car } from '../vehicle/schema';
import { modelName } from '../vehicle/car-values';
import { attributeOf, FACET_KEYS, RANGE_KEYS } from './facets';
import { fieldReader, filterFields, type Filter } from './filter';
import { SPEC_FILTERS } from './spec-filters';

/** Searched by the text query, most important first (Meilisearch ranks by this order). */
export const SEARCHABLE_ATTRIBUTES = [
  'make',
  'model.name',
  'badge',
  'series',
  'year',
  'body',
  'categories',
  'fuel',
  'transmission',
  'colour',
  'drive',
  'stocknum',
  'location_name',
  'filtered_features',
] as const;

/** Sort fields of the sort options. */
export const SORTABLE_ATTRIBUTES = [
  'custom_rank',
  'created_at_timestamp',
  'price',
  'subscription_price',
  'km',
  'year',
] as const;

/** Every facet attribute (rules.md: Search state in the URL's keys, with model read as model.name). */
export const FACET_ATTRIBUTES = [
  ...new Set([
    ...FACET_KEYS.map(attributeOf),
    'photos_count',
    ...SPEC_FILTERS.map((s) => s.attribute),
    'dealership_id',
    'dealership_ids',
    'location_id',
    'dealership_slug',
  ]),
];

/** Numeric facets: they get min and max (facetStats). */
export const NUMERIC_ATTRIBUTES = [...RANGE_KEYS.map(attributeOf)];

/** What a result card, a lead form and a favourite read. */
export const CARD_FIELDS = [
  'id',
  'slug',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'car_type',
  'status',
  'sold',
  'reserved',
  'tag',
  'preorder',
  'certified',
  'price',
  'before_price',
  'subscription_price',
  'price_type',
  'km',
  'simple_transmission',
  'transmission',
  'fuel',
  'simple_fuel',
  'primary_image_url',
  'created_at_timestamp',
  'vin',
  'stocknum',
  'has_nvic',
  'dealership_id',
  'dealership_slug',
  'location_id',
  'location_name',
  'colour',
  'cylinders',
  'engine_size_litres',
  // the drive-away estimate's (drive-away/estimate.ts): the vehicle kind, whether its
  // registration carries over (derived: the expiry date itself stays private), the yard's state
  'item_type',
  'rego_current',
  'state',
] as const;

/**
 * What a search hit carries to the page, on either engine: the card fields, plus the
 * Meilisearch document's image fields the card falls back to (the embedded stock index has
 * resolved them into primary_image_url). A prerendered search page serializes its hits, so
 * every other field would only add bytes to the HTML.
 */
export const HIT_ATTRIBUTES: readonly string[] = [
  ...CARD_FIELDS,
  'location',
  'images',
  'thumbnails',
];

/**
 * Nested fields the stock index keeps on their own, under their dotted path
 * ('variant.towingcapacitybraked'), rather than their whole parent object: both engines read
 * a path the same way (filter.ts fieldReader).
 */
const FLAT_PATHS = new Set<string>(
  SPEC_FILTERS.map((s) => s.attribute).filter((a) => a.includes('.')),
);

/** Fields the stock index keeps: card fields, facets, sort fields and every field the stock filter reads. */
export function stockIndexFields(stock: Filter): string[] {
  const top = (path: string) => (FLAT_PATHS.has(path) ? path : path.split('.')[0]);
  return [
    ...new Set([
      ...CARD_FIELDS,
      ...FACET_ATTRIBUTES.map(top),
      ...SORTABLE_ATTRIBUTES,
      ...SEARCHABLE_ATTRIBUTES.map(top),
      ...filterFields(stock).map(top),
      'show_on_dealer_website',
      'sold_date_timestamp',
      'photos_count',
    ]),
  ];
}

const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * A car as the stock index keeps it: the listed fields only (empty ones dropped), the
 * model as { name } as in search documents, and the card's image resolved once (visible
 * images, placeholder detection) into primary_image_url, so no gallery travels.
 */
export function stockIndexDocument(
  car: Car & Record<string, unknown>,
  fields: readonly string[],
  today: string = new Date().toISOString().slice(0, 10),
): Record<string, unknown> & { id: string | number } {
  const out: Record<string, unknown> & { id: string | number } = { id: car.id };
  for (const field of fields) {
    const value =
      field === 'model'
        ? { name: modelName(car) }
        : field === 'rego_current'
          ? registrationCarriesOver(car, today) || null
          : FLAT_PATHS.has(field)
            ? fieldReader(field)(car)
            : car[field];
    if (!isEmpty(value)) out[field] = value;
  }
  const image = primaryImage(car);
  if (image) out.primary_image_url = image;
  else delete out.primary_image_url;
  const distribution = car.location?.distribution_locations;
  if (distribution?.length)
    out.location = {
      id: car.location?.id,
      name: car.location?.name,
      distribution_locations: distribution.map((d) => ({ id: d.id, name: d.name })),
    };
  return out;
}

/**
 * The stock index on the wire: one array per field (columns compress far better than
 * rows), with each repetitive text column (make, body, location, features, ...) written as
 * indexes into its own dictionary. An absent value is null.
 */
export interface EncodedStockIndex {
  v: 2;
  count: number;
  fields: string[];
  /** Per field: its dictionary, or null when the column is stored as is. */
  dicts: (unknown[] | null)[];
  columns: unknown[][];
}

type IndexDoc = Record<string, unknown> & { id: string | number };

export function encodeStockIndex(docs: readonly IndexDoc[]): EncodedStockIndex {
  const fields = [...new Set(docs.flatMap((d) => Object.keys(d)))];
  const dicts = fields.map((f) => {
    const values = docs.flatMap((d) =>
      Array.isArray(d[f]) ? (d[f] as unknown[]) : d[f] === undefined ? [] : [d[f]],
    );
    const textual = values.every(
      (v) => typeof v === 'string' || (typeof v === 'object' && v !== null),
    );
    const distinct = [...new Set(values.map((v) => JSON.stringify(v)))];
    return textual && values.length > 0 && distinct.length <= values.length / 2
      ? distinct.map((s) => JSON.parse(s) as unknown)
      : null;
  });
  const columns = fields.map((f, i) => {
    const dict = dicts[i];
    const lookup = dict ? new Map(dict.map((v, j) => [JSON.stringify(v), j])) : null;
    return docs.map((d) => {
      const v = d[f];
      if (v === undefined) return null;
      if (!lookup) return v;
      return Array.isArray(v)
        ? v.map((x) => lookup.get(JSON.stringify(x)))
        : lookup.get(JSON.stringify(v));
    });
  });
  return { v: 2, count: docs.length, fields, dicts, columns };
}

export function decodeStockIndex(encoded: EncodedStockIndex | readonly IndexDoc[]): IndexDoc[] {
  const steps = decodeSteps(encoded);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * decodeStockIndex a field at a time: in the browser, the engine yields to the page between
 * fields (embedded/time-slices.ts) rather than decode every car's every field in one task.
 */
export async function decodeStockIndexInSlices(
  encoded: EncodedStockIndex | readonly IndexDoc[],
  between: () => Promise<void>,
): Promise<IndexDoc[]> {
  const steps = decodeSteps(encoded);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await between();
  }
}

/** The decoding, one field of every document per step. */
function* decodeSteps(
  encoded: EncodedStockIndex | readonly IndexDoc[],
): Generator<void, IndexDoc[]> {
  if (Array.isArray(encoded)) return encoded as IndexDoc[];
  const { fields, dicts, columns, count } = encoded as EncodedStockIndex;
  const docs: Record<string, unknown>[] = Array.from({ length: count }, () => ({}));
  for (const [i, field] of fields.entries()) {
    const dict = dicts[i];
    const column = columns[i];
    for (let r = 0; r < count; r++) {
      const v = column[r];
      if (v === null || v === undefined) continue;
      docs[r][field] = dict
        ? Array.isArray(v)
          ? v.map((x) => dict[x as number])
          : dict[v as number]
        : v;
    }
    yield;
  }
  return docs as IndexDoc[];
}
