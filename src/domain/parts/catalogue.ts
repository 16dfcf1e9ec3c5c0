/**
 * Parts pages and parts search over the Part_production documents (rules.md: Own-site routes (content side); Hosted search (content indexes)): the site's parts, categories, text search, a model's accessories.
 */
import { slugify } from '../format/slug';
import { formatMoneyExact } from '../format/money';
import type { Part } from './schema';

export const PARTS_PATH = '/vehicle-parts-and-accessories';
export const PARTS_SEARCH_PATH = '/parts/search';
export const PARTS_TITLE = 'Parts';
export const VIEW_ACCESSORIES = 'View Accessories';
export const ACCESSORIES_CATEGORY = 'Accessories';
export const IN_STOCK = 'In stock';
export const TO_ORDER = 'Available to order';
export const PRICE_ON_REQUEST = 'Price on request';
export const NO_PARTS_FOUND = 'No parts match your search.';

/** The site's parts: those of its website or dealerships, and those that name no dealer. */
export function siteParts<P extends Pick<Part, 'website_id' | 'dealership_ids'>>(
  parts: readonly P[],
  site: {
    id: string | number;
    dealership_id?: string | number | null;
    dealerships?: readonly { id: string | number }[];
  },
): P[] {
  const own = new Set(
    [site.dealership_id, ...(site.dealerships ?? []).map((d) => d.id)]
      .filter((x) => x != null)
      .map(String),
  );
  return parts.filter((p) => {
    const dealers = (p.dealership_ids ?? []).map(String);
    if (p.website_id == null && dealers.length === 0) return true;
    return String(p.website_id) === String(site.id) || dealers.some((d) => own.has(d));
  });
}

/** Categories with their counts, most parts first (ties by name). */
export function partCategories(
  parts: readonly Pick<Part, 'category'>[],
): { name: string; slug: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const p of parts) if (p.category) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, count]) => ({ name, slug: slugify(name), count }));
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

export interface PartsQuery {
  /** Free text: every word must appear in the name, number, make, category or description. */
  q?: string | null;
  /** A category slug. */
  category?: string | null;
}

/** The text a part is searched by. */
export const partSearchText = (
  p: Pick<Part, 'name' | 'part_number' | 'make' | 'category' | 'description'>,
) =>
  [p.name, p.part_number, p.make, p.category, p.description]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

export function matchesPart(
  part: Parameters<typeof partSearchText>[0],
  query: PartsQuery,
): boolean {
  if (query.category && slugify(part.category ?? '') !== query.category) return false;
  const wanted = words(query.q ?? '');
  if (wanted.length === 0) return true;
  const have = partSearchText(part);
  const haveWords = words(have);
  return wanted.every((w) => haveWords.some((h) => h.startsWith(w)) || have.includes(w));
}

export function searchParts<P extends Parameters<typeof partSearchText>[0]>(
  parts: readonly P[],
  query: PartsQuery,
): P[] {
  return parts.filter((p) => matchesPart(p, query));
}

/** A model's accessories: parts of category Accessories for its make that fit it (or any model). */
export function modelAccessories<P extends Pick<Part, 'category' | 'make' | 'models'>>(
  parts: readonly P[],
  model: { name: string; manufacturer_name?: string | null },
): P[] {
  const fold = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  return parts.filter(
    (p) =>
      p.category === ACCESSORIES_CATEGORY &&
      (!model.manufacturer_name || !p.make || fold(p.make) === fold(model.manufacturer_name)) &&
      (p.models ?? []).some((m) => fold(m) === fold(model.name)),
  );
}

export const partPriceText = (p: Pick<Part, 'price'>) =>
  p.price != null && p.price > 0 ? formatMoneyExact(p.price) : PRICE_ON_REQUEST;

export const partStockText = (p: Pick<Part, 'in_stock'>) => (p.in_stock ? IN_STOCK : TO_ORDER);
