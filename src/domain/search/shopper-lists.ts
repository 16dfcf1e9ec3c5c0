/**
 * The favourites and compare pages (rules.md: Watchlist and favourites; Display rules; Roles and permissions): what each saved car shows now, the compare list's limit, when the
 * Compare toggle is hidden, and the compare table's rows. The cars' current data is the
 * stock index's (the same documents the search cards show).
 */
import { cardModel, type CardCar, type CardModel, type CardSite } from './card';
import { keyInformation } from '../vehicle/specs';
import type { Car } from '../vehicle/schema';
import type { Favourite } from './saved-cars';

export {
  COMPARE_PATH,
  compareLinkText,
  FAVOURITES_PATH,
  favouritesLinkText,
} from './shopper-links';

export const NO_FAVOURITES_TEXT = 'You have no favourites yet';
export const NO_COMPARE_TEXT = 'You have no cars to compare yet';
export const SOLD_MARK = 'SOLD';
export const UNAVAILABLE_TEXT = 'No longer available';

export type SavedCarState = 'available' | 'sold' | 'gone';

export interface SavedCarView {
  item: Favourite;
  state: SavedCarState;
  /** The car's card as the search shows it now; null when it has left the stock index. */
  card: CardModel | null;
  doc: (CardCar & Record<string, unknown>) | null;
}

/**
 * Each saved car with its current data: 'sold' when the stock index has it but it is not in
 * stock, 'gone' when the index no longer has it. Without an index (docs null: the site is
 * searched through a hosted engine) a car is shown from what was saved, as available.
 */
export function savedCarViews(
  items: readonly Favourite[],
  docs: readonly (CardCar & Record<string, unknown>)[] | null,
  site: CardSite,
  nowSeconds: number,
): SavedCarView[] {
  const byId = new Map((docs ?? []).map((d) => [String(d.id), d]));
  return items.map((item) => {
    const doc = byId.get(item.id) ?? null;
    if (!doc) return { item, state: docs ? 'gone' : 'available', card: null, doc: null };
    const card = cardModel(doc, site, nowSeconds);
    return { item, state: card.inStock ? 'available' : 'sold', card, doc };
  });
}

/** The compare table's spec rows, in this order, labelled by the vehicle page's spec helper. */
export const COMPARE_SPEC_KEYS = [
  'year',
  'km',
  'trans',
  'body',
  'fuel',
  'engine',
  'drive',
  'seats',
  'colour',
] as const;

export interface CompareRow {
  key: string;
  label: string;
  /** One value per car, in the list's order; '—' when the car has none. */
  values: string[];
}

const EMPTY = '—';

/** Year and the key specs of each car, one row per spec that any car has. */
export function compareSpecRows(docs: readonly (Record<string, unknown> | null)[]): CompareRow[] {
  const perCar = docs.map((doc) => {
    if (!doc) return new Map<string, { label: string; value: string }>();
    const rows = keyInformation(doc as unknown as Car, { filter: [] });
    const map = new Map(rows.map((r) => [r.key, { label: r.label, value: r.value }]));
    if (doc.year != null && String(doc.year).trim() !== '')
      map.set('year', { label: 'Year', value: String(doc.year) });
    return map;
  });
  return COMPARE_SPEC_KEYS.flatMap((key) => {
    const label = perCar.map((m) => m.get(key)?.label).find(Boolean);
    if (!label) return [];
    return [{ key, label, values: perCar.map((m) => m.get(key)?.value ?? EMPTY) }];
  });
}

/** A car's features as the search facets list them. */
export function compareFeatures(doc: Record<string, unknown> | null): string[] {
  const features = doc?.filtered_features;
  return Array.isArray(features) ? features.filter((f): f is string => typeof f === 'string') : [];
}
