/**
 * The parts pages (rules.md: Own-site routes (content side); Hosted search (content indexes); Service plans): /vehicle-parts-and-accessories
 * ('Parts'), /parts-and-accessories and /parts (the same page, canonical the first), and
 * /parts/search over the Part_production documents. Pure builders of the site and its parts.
 */
import { getParts, getSite } from '../data/collections';
import type { Part } from '../domain/parts/schema';
import type { Website } from '../domain/tenant/schema/website';
import {
  partCategories,
  partPriceText,
  partSearchText,
  partStockText,
  PARTS_PATH,
  PARTS_SEARCH_PATH,
} from '../domain/parts/catalogue';
import { slugify } from '../domain/format/slug';
import { formPage } from './forms';
import { GENUINE_PARTS_WARRANTY_TEXT } from '../domain/service/parts-warranty';

export interface PartsInput {
  site: Website;
  parts: Part[];
}

export async function partsInput(): Promise<PartsInput> {
  const [site, parts] = await Promise.all([getSite(), getParts()]);
  return { site, parts };
}

export interface PartView {
  id: string;
  name: string;
  partNumber: string | null;
  category: string | null;
  categorySlug: string;
  price: string;
  stock: string;
  inStock: boolean;
  image: string | null;
  description: string | null;
  /** The text a search matches, lowercased. */
  search: string;
}

export function partView(part: Part): PartView {
  return {
    id: String(part.id),
    name: part.name,
    partNumber: part.part_number ?? null,
    category: part.category ?? null,
    categorySlug: slugify(part.category ?? ''),
    price: partPriceText(part),
    stock: partStockText(part),
    inStock: Boolean(part.in_stock),
    image: part.image ?? null,
    description: part.description ?? null,
    search: partSearchText(part),
  };
}

/** How many parts the parts page features. */
export const FEATURED_PARTS = 8;

export function partsPageData(input: PartsInput) {
  // in-stock general parts first; model accessories have their own pages
  const general = input.parts.filter((p) => !p.models?.length);
  const featured = [...general]
    .sort((a, b) => Number(b.in_stock) - Number(a.in_stock))
    .slice(0, FEATURED_PARTS);
  return {
    form: formPage('vehicle-parts-and-accessories'),
    canonicalPath: PARTS_PATH,
    searchPath: PARTS_SEARCH_PATH,
    categories: partCategories(input.parts).map((c) => ({
      ...c,
      href: `${PARTS_SEARCH_PATH}?category=${encodeURIComponent(c.slug)}`,
    })),
    featured: featured.map(partView),
    count: input.parts.length,
    warranty: GENUINE_PARTS_WARRANTY_TEXT,
  };
}
export type PartsPageData = ReturnType<typeof partsPageData>;

export async function partsPage() {
  return partsPageData(await partsInput());
}

export function partsSearchData(input: PartsInput) {
  return {
    title: 'Search parts and accessories',
    description: `Search ${input.parts.length} genuine parts and accessories at ${input.site.name}.`,
    categories: partCategories(input.parts),
    parts: input.parts.map(partView),
    partsPath: PARTS_PATH,
    enquire: '/enquiries/parts-enquiry',
  };
}
export type PartsSearchData = ReturnType<typeof partsSearchData>;

export async function partsSearchPage() {
  return partsSearchData(await partsInput());
}
