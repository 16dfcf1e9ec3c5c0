/**
 * The watchlist and the garage (rules.md: Finance, reserve, purchase, trade-in and print routes Watchlist/garage, rules.md: Watchlist and user
 * user, rules.md: Watchlist and favourites; Roles and permissions; Watchlist; The error catalogue; rules.md: Website (site configuration)
 * garage_settings and its routes table).
 * - POST /api/watchlist/save-car and /api/watchlist/remove-car, JSON {phone_number, car_id};
 *   the reply is read for success. GET /api/watchlist lists the signed-in user's cars.
 * - /my-garage, saved cars at /my-garage?tab=saved-cars; a tenant may configure its own garage
 *   path /my{brand} (garage_settings.path), with saved cars at {garagePath}/saved.
 * - Toasts: 'Car Saved In Watchlist' / 'Car Removed', action 'View List' to the saved cars.
 */
export const WATCHLIST_API = {
  save: '/api/watchlist/save-car',
  remove: '/api/watchlist/remove-car',
  list: '/api/watchlist',
} as const;

/** The reply of save-car and remove-car: read for success. */
export interface WatchlistReply {
  success: boolean;
  car_ids: string[];
}

export const WATCHLIST_MESSAGES = {
  phoneMismatch: 'This phone number is not the signed-in user’s.',
  unknownCar: 'This car is not in stock at this dealer.',
  soldCar: 'A sold car cannot be added to the watchlist.',
  unexpected: 'An unexpected error occurred',
} as const;

/** The Save button (the garage flag): on search cards and the vehicle page. */
export const SAVE_TEXT = 'Save';
export const SAVED_TEXT = 'Saved';

/** rules.md: The error catalogue: the two toasts. */
export function watchlistToast(kind: 'saved' | 'removed', carName: string) {
  return kind === 'saved'
    ? {
        title: 'Car Saved In Watchlist',
        text: `${carName} is now available in your watchlist`,
        action: VIEW_LIST_TEXT,
      }
    : {
        title: 'Car Removed',
        text: `${carName} is no longer in your watchlist`,
        action: VIEW_LIST_TEXT,
      };
}
export const VIEW_LIST_TEXT = 'View List';

/**
 * rules.md: States and transitions: a sold car shows no save button unless it is already saved (then it shows 'Saved', so
 * the shopper can take it off the list).
 */
export function showSaveButton(inStock: boolean, saved: boolean): boolean {
  return inStock || saved;
}

export const DEFAULT_GARAGE_PATH = '/my-garage';
export const GARAGE_TABS = ['overview', 'saved-cars', 'saved-searches'] as const;
export type GarageTab = (typeof GARAGE_TABS)[number];

export interface GaragePaths {
  /** The garage's overview. */
  garage: string;
  /** The saved cars: /my-garage?tab=saved-cars, or {garagePath}/saved. */
  saved: string;
  /** The saved searches and their alerts: {garage}?tab=saved-searches. */
  searches: string;
  /** The tenant's own garage path (/my{brand}), when it has one. */
  brandPath: string | null;
}

/** A tenant's own garage path: '/my' and a lowercase word ('/mypacific'), nothing else. */
const BRAND_PATH = /^\/my[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The garage's paths from the site's garage_settings ({ path: '/my{brand}' }). */
export function garagePaths(settings: Record<string, unknown> | null | undefined): GaragePaths {
  const raw = typeof settings?.path === 'string' ? settings.path.trim().replace(/\/+$/, '') : '';
  const brand = BRAND_PATH.test(raw) && raw !== DEFAULT_GARAGE_PATH ? raw : null;
  return brand
    ? {
        garage: brand,
        saved: `${brand}/saved`,
        searches: `${brand}?tab=saved-searches`,
        brandPath: brand,
      }
    : {
        garage: DEFAULT_GARAGE_PATH,
        saved: `${DEFAULT_GARAGE_PATH}?tab=saved-cars`,
        searches: `${DEFAULT_GARAGE_PATH}?tab=saved-searches`,
        brandPath: null,
      };
}

/** The tab a garage URL shows: ?tab=saved-cars (or the /saved page) is the saved cars, ?tab=saved-searches the saved searches. */
export function garageTabOf(search: string, savedPage = false): GarageTab {
  if (savedPage) return 'saved-cars';
  const tab = new URLSearchParams(search).get('tab');
  return tab === 'saved-cars' || tab === 'saved-searches' ? tab : 'overview';
}
