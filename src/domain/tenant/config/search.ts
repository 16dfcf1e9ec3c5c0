import { z } from 'zod';
import { loose, opt } from '../../schema-helpers';
import * as defaults from './search-defaults';

/** Stock search settings (vehicles-and-shopping.md §2.1–2.4, §9 Search, §9 Promo cards); defaults in search-defaults.ts. */
export * from './search-defaults';

export const SearchConfig = loose({
  searchPlaceholder: z.string().default(defaults.SEARCH_PLACEHOLDER),
  enabledFilters: z.array(z.string()).default([...defaults.DEFAULT_ENABLED_FILTERS]),
  sortOptions: z
    .array(z.enum(defaults.SORT_OPTION_KEYS))
    .default([...defaults.DEFAULT_SORT_OPTIONS]),
  /** 'custom_rank:desc' (default), 'created_at_timestamp:desc' or 'price:asc'. */
  defaultSort: opt(z.string()),
  /** Lowest Price leaves out cars without a price ('price > 0'), on some sites. */
  lowestPriceExcludesZero: z.boolean().default(false),
  popularMakes: opt(z.array(z.string())),
  /** Label 'used' as 'Pre-Owned' (§9 Search). */
  usedLabel: opt(z.string()),
  /** Promo-card positions in results for this dealer: [8, 17], [6], [9] or [4]. */
  promoCardPositions: opt(z.array(z.number().int().positive())),
  /** Shuffle promo cards that have no position (§9 Promo cards: 'optionally shuffled'). */
  shufflePromoCards: z.boolean().default(false),
  /** Show Electric/Hybrid/PHEV as a card tag (§4 Tag rule 2). */
  showFuelTypeTag: z.boolean().default(false),
  /** Which in-stock card buttons appear, in order. */
  cardButtons: opt(z.array(z.string())),
  /** 'Enquire', 'Enquire Now', 'Shop Now' or 'Quick Enquiry'. */
  enquireButtonText: opt(z.string()),
  /** 'View Details' or 'Explore Vehicle'. */
  detailsButtonText: opt(z.string()),
  /** 'Reserve Now' (default) or 'Reserve This Car', followed by the amount. */
  reserveButtonWording: z.enum(['Reserve Now', 'Reserve This Car']).default('Reserve Now'),
  requestPhotos: z.boolean().default(true),
  /** A sold card reads 'Like this and want something similar?' on sites that set this. */
  similarPrompt: z.boolean().default(false),
  /** Favourites and compare lists are kept on the device (§6: stored when storeFavourites is on). */
  storeFavourites: z.boolean().default(true),
  /** Clauses appended to the stock filter, in Meilisearch syntax (§7: per-tenant clauses). */
  searchFilterClauses: opt(z.array(z.string())),
  /** A query appended to the tenant's search links (§2.1), e.g. 'range[photos_count]=3'. */
  defaultSearchQuery: opt(z.string()),
  /** The make whose certified pre-owned toggle shows ('Only show {make} Certified Vehicles'). */
  certifiedMake: opt(z.string()),
});
export type SearchConfig = z.infer<typeof SearchConfig>;
