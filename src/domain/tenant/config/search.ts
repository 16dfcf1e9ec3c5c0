import { z } from 'zod';
import { loose, opt } from '../../schema-helpers';

/** Stock search settings (vehicles-and-shopping.md §2.3, §9 Search). */
export const SEARCH_PLACEHOLDER = 'Search...';
export const DEFAULT_ENABLED_FILTERS = [
  'car_type', 'colour', 'body', 'transmission', 'odometer', 'price', 'fuelType', 'drive', 'year', 'make', 'model', 'location', 'features', 'categories',
] as const;
export const DEFAULT_SORT_OPTIONS = ['mostRelevant', 'latest', 'highestPrice', 'lowestPrice'] as const;
export const SORT_OPTION_KEYS = ['mostRelevant', 'latest', 'highestPrice', 'lowestPrice', 'highestKms', 'lowestKms'] as const;

export const SearchConfig = loose({
  searchPlaceholder: z.string().default(SEARCH_PLACEHOLDER),
  enabledFilters: z.array(z.string()).default([...DEFAULT_ENABLED_FILTERS]),
  sortOptions: z.array(z.enum(SORT_OPTION_KEYS)).default([...DEFAULT_SORT_OPTIONS]),
  /** 'custom_rank:desc' (default), 'created_at_timestamp:desc' or 'price:asc'. */
  defaultSort: opt(z.string()),
  popularMakes: opt(z.array(z.string())),
  /** Label 'used' as 'Pre-Owned' (§9 Search). */
  usedLabel: opt(z.string()),
  /** Promo-card positions in results for this dealer: [8, 17], [6], [9] or [4]. */
  promoCardPositions: opt(z.array(z.number().int().positive())),
  /** Show Electric/Hybrid/PHEV as a card tag (§4 Tag rule 2). */
  showFuelTypeTag: z.boolean().default(false),
  /** Which in-stock card buttons appear, in order. */
  cardButtons: opt(z.array(z.string())),
  enquireButtonText: opt(z.string()),
  detailsButtonText: opt(z.string()),
  requestPhotos: z.boolean().default(true),
});
export type SearchConfig = z.infer<typeof SearchConfig>;
