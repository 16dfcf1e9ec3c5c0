/**
 * Stock search defaults (rules.md: Search routes; Results and car cards; Search; Promo cards),
 * without zod: the search islands import these.
 */
export const SEARCH_PLACEHOLDER = 'Search...';
/** The placeholder some sites use. */
export const KEYWORD_SEARCH_PLACEHOLDER = 'Keyword search eg. EV, SUV, Toyota';
export const DEFAULT_ENABLED_FILTERS = [
  'car_type',
  'colour',
  'body',
  'transmission',
  'odometer',
  'price',
  'fuelType',
  'drive',
  'year',
  'make',
  'model',
  'location',
  'features',
  'categories',
] as const;
export const DEFAULT_SORT_OPTIONS = [
  'mostRelevant',
  'latest',
  'highestPrice',
  'lowestPrice',
] as const;
export const SORT_OPTION_KEYS = [
  'mostRelevant',
  'latest',
  'highestPrice',
  'lowestPrice',
  'highestKms',
  'lowestKms',
] as const;
/** Default search path (nav label 'Search Vehicles' / 'New, Used & Demo Cars'). */
export const DEFAULT_SEARCH_PATH = '/search/new-used-and-demo-cars/';

/**
 * The site's stock search path: its own default_search_path, else DEFAULT_SEARCH_PATH.
 * An empty default_search_path counts as none (a dealer leaving the field blank means the default).
 */
export function siteSearchPath(site: { default_search_path?: string | null }): string {
  return site.default_search_path || DEFAULT_SEARCH_PATH;
}
/** Promo-card positions when the dealer sets none. */
export const DEFAULT_PROMO_CARD_POSITIONS = [8, 17] as const;
export const CARD_BUTTON_KEYS = [
  'enquire',
  'testDrive',
  'finance',
  'details',
  'reserve',
  'tradeIn',
  'onlinePurchase',
  'compare',
  'favourite',
  'save',
] as const;
export const DEFAULT_CARD_BUTTONS = ['enquire', 'testDrive', 'finance', 'details'] as const;
export const DEFAULT_ENQUIRE_BUTTON_TEXT = 'Enquire';
export const DEFAULT_DETAILS_BUTTON_TEXT = 'View Details';
