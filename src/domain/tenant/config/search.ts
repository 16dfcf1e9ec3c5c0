import { z } from 'zod';
import { loose, opt } from '../../schema-helpers';
import * as defaults from './search-defaults';

/** Stock search settings (rules.md: Search routes; Results and car cards; Search; Promo cards); defaults in search-defaults.ts. */
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
  /** Label 'used' as 'Pre-Owned' (rules.md: Search). */
  usedLabel: opt(z.string()),
  /** Promo-card positions in results for this dealer: [8, 17], [6], [9] or [4]. */
  promoCardPositions: opt(z.array(z.number().int().positive())),
  /** Shuffle promo cards that have no position (rules.md: Promo cards: 'optionally shuffled'). */
  shufflePromoCards: z.boolean().default(false),
  /** Show Electric/Hybrid/PHEV as a card tag (rules.md: Tag shown on a car, first match wins). */
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
  /** Favourites and compare lists are kept on the device (rules.md: Roles and permissions: stored when storeFavourites is on). */
  storeFavourites: z.boolean().default(true),
  /** Clauses appended to the stock filter, in Meilisearch syntax (rules.md: The calls it makes: per-tenant clauses). */
  searchFilterClauses: opt(z.array(z.string())),
  /** A query appended to the tenant's search links (rules.md: Search routes), e.g. 'range[photos_count]=3'. */
  defaultSearchQuery: opt(z.string()),
  /** The make whose certified pre-owned toggle shows ('Only show {make} Certified Vehicles'). */
  certifiedMake: opt(z.string()),
});
export type SearchConfig = z.infer<typeof SearchConfig>;
