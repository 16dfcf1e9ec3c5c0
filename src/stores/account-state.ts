/**
 * The account's state in the browser (stores/account.ts holds the calls): the session and the
 * watchlist atoms and the signed-in hint. A Save button imports only this, and the calls'
 * module when the hint says the visitor is signed in, so anonymous visitors load neither the
 * calls nor the sign-in messages.
 */
import { atom } from 'nanostores';
import { SIGNED_IN_HINT } from '../domain/shopper/signed-in-hint';
import type { SessionUser } from '../domain/shopper/account';
import type { Favourite } from '../domain/search/saved-cars';

export type SessionState =
  | { status: 'unknown' }
  | { status: 'anonymous' }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'error'; message: string };

export const session = atom<SessionState>({ status: 'unknown' });

export type WatchlistState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; items: Favourite[] }
  | { status: 'error'; message: string };

export const watchlist = atom<WatchlistState>({ status: 'idle' });

/** Whether this browser says it is signed in (the hint cookie; never trusted by the server). */
export function hasSignedInHint(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((c) => c.trim() === SIGNED_IN_HINT);
}

export function isOnWatchlist(state: WatchlistState, id: string): boolean {
  return state.status === 'ready' && state.items.some((f) => f.id === id);
}
