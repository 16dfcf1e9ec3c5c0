/**
 * Saved searches and stock alerts, as the shopper meets them: the endpoints' paths and shapes,
 * the two channels, the limits, the words of the save control and the garage's list, and a
 * saved search's title (its refinements in the words its chips use). A saved search is the
 * URL of a search (the search state of the URL, url-state.ts); a watchlist subscription sends
 * alerts for the cars on the shopper's watchlist.
 */
import type { Market } from '../market/market';
import { facetValueLabel } from '../search/facets';
import { historyValueLabel, nonEmptyRefinements } from '../search/search-history';
import type { SearchUiState } from '../search/url-state';

export const SAVED_SEARCH_API = {
  /** GET: the signed-in shopper's saved searches; POST: save one. */
  list: '/api/saved-searches',
  /** DELETE: delete one of the shopper's own. */
  one: (id: string) => `/api/saved-searches/${encodeURIComponent(id)}`,
} as const;

/** Where a one-click unsubscribe link goes (an on-demand page; no sign-in needed). */
export const UNSUBSCRIBE_PATH = '/alerts/unsubscribe';

export const ALERT_CHANNELS = ['email', 'sms'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
export type SubscriptionKind = 'search' | 'watchlist';

/** Saved searches a shopper may keep at once (the watchlist's alerts aside). */
export const MAX_SAVED_SEARCHES = 20;
/** The longest search URL a shopper may save (path and query). */
export const MAX_SEARCH_URL = 2000;

/** A saved search as the garage lists it (GET /api/saved-searches). */
export interface SavedSearchView {
  id: string;
  kind: SubscriptionKind;
  /** The search's URL (path and query); null for the watchlist's alerts. */
  url: string | null;
  title: string;
  channel: AlertChannel;
  /** The e-mail address, or the phone number (E.164) the alerts go to. */
  recipient: string;
  createdAt: number;
  /** False once the shopper unsubscribed from its alerts (the search itself is kept). */
  alerts: boolean;
}

export interface SavedSearchList {
  items: SavedSearchView[];
}

export const SAVED_SEARCH_MESSAGES = {
  notASearch: 'That page is not a search that can be saved.',
  tooMany: `You can keep ${MAX_SAVED_SEARCHES} saved searches. Delete one in your garage to save another.`,
  already: 'You have already saved this search with these alerts.',
  emailNeeded: 'Enter the e-mail address for the alerts.',
  notFound: 'That saved search was not found. It may have been deleted already.',
  tooFast: 'You have saved many searches in the last hour. Please try again later.',
} as const;

/** The save control and the garage's list. */
/** The unsubscribe page's words. */
export const UNSUBSCRIBE_TEXT = {
  title: 'Alerts stopped',
  stopped: 'You will get no more alerts at {recipient}.',
  none: 'The alerts at {recipient} were already stopped.',
  resubscribe: 'Start these alerts again',
  resubscribedTitle: 'Alerts started again',
  resubscribed: 'Your alerts at {recipient} are on again.',
  invalidTitle: 'This link does not work',
  invalid:
    'This unsubscribe link is not complete or has been changed. Open it again from the message, or sign in and manage your saved searches in your garage.',
  manage: 'Manage your saved searches',
} as const;

export const SAVE_SEARCH_TEXT = {
  open: 'Save this search',
  signIn: 'Sign in to save this search',
  legend: 'Send me new matches and price drops',
  email: 'By e-mail',
  sms: 'By text message to {phone}',
  emailLabel: 'E-mail address',
  save: 'Save search',
  saving: 'Saving…',
  saved: 'Search saved. We will tell you about new matches and price drops.',
  viewSaved: 'View your saved searches',
  cancel: 'Cancel',
  garageTab: 'Saved Searches',
  empty: 'You have no saved searches yet',
  remove: 'Delete',
  removing: 'Deleting…',
  alertsOff: 'Alerts stopped',
  watchlistTitle: 'Cars on your watchlist',
  watchlistAlerts: 'Tell me when a car on my watchlist drops its price, sells or is reserved',
} as const;

/** The channel's words in a list: 'E-mail to jo@example.com', 'Text message to +61411222333'. */
export function channelText(channel: AlertChannel, recipient: string): string {
  return channel === 'email' ? `E-mail to ${recipient}` : `Text message to ${recipient}`;
}

/**
 * A saved search's title: each refinement as its chip words it, in the order the search
 * history shows them ('“family” · Toyota · up to $30,000'); 'All {cars}' for the whole stock.
 */
export function savedSearchTitle(
  state: SearchUiState,
  options: { market?: Market; usedLabel?: string; vehicleWordPlural?: string } = {},
): string {
  const parts = Object.entries(nonEmptyRefinements(state)).map(([key, values]) =>
    values
      .map((v) =>
        historyValueLabel(
          key,
          v,
          (attribute, value) => facetValueLabel(attribute, value, { usedLabel: options.usedLabel }),
          options.market,
        ),
      )
      .join(', '),
  );
  return parts.length
    ? parts.join(' · ')
    : `All ${(options.vehicleWordPlural ?? 'Cars').toLowerCase()}`;
}
