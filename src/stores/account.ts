/**
 * The signed-in user and the watchlist in the browser (rules.md: Watchlist and user
 * user, rules.md: Watchlist and favourites; Roles and permissions; Watchlist; The error catalogue). The session cookie is HttpOnly; a
 * readable 'signed_in' hint says whether asking the server is worth it, so anonymous visitors
 * never make a session call. Save/remove change the list at once and roll back if the call
 * fails (with the rules.md: The error catalogue alert); a success shows the rules.md: The error catalogue toast.
 */
import { AUTH_API, SIGNED_IN_HINT_COOKIE, type SessionReply } from '../domain/shopper/account';
import { WATCHLIST_API, watchlistToast, type WatchlistReply } from '../domain/shopper/watchlist';
import type { Favourite } from '../domain/search/saved-cars';
import { responseErrorMessage } from '../domain/api/errors';
import { showToast } from './toast';
import { hasSignedInHint, session, watchlist, type SessionState } from './account-state';

export {
  hasSignedInHint,
  isOnWatchlist,
  session,
  watchlist,
  type SessionState,
  type WatchlistState,
} from './account-state';

function clearHint(): void {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

async function errorOf(response: Response): Promise<string> {
  const body = await response.json().catch(() => null);
  return responseErrorMessage(body, response.statusText);
}

let loading: Promise<SessionState> | null = null;

/** The session, asked once per page (and only when the hint says signed in). */
export function loadSession(force = false): Promise<SessionState> {
  if (loading && !force) return loading;
  loading = (async (): Promise<SessionState> => {
    if (!hasSignedInHint()) {
      session.set({ status: 'anonymous' });
      return session.get();
    }
    try {
      const response = await fetch(AUTH_API.session, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(await errorOf(response));
      const reply = (await response.json()) as SessionReply;
      if (reply.signed_in && reply.user) session.set({ status: 'signed-in', user: reply.user });
      else {
        clearHint();
        session.set({ status: 'anonymous' });
      }
    } catch (error) {
      session.set({ status: 'error', message: (error as Error).message });
    }
    return session.get();
  })();
  return loading;
}

let listing: Promise<void> | null = null;

/** The user's watchlist, asked once per page once signed in (every Save button shares it). */
export function loadWatchlist(force = false): Promise<void> {
  if (listing && !force) return listing;
  listing = (async () => {
    const state = await loadSession();
    if (state.status !== 'signed-in') return;
    watchlist.set({ status: 'loading' });
    try {
      const response = await fetch(WATCHLIST_API.list, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(await errorOf(response));
      const reply = (await response.json()) as { items: Favourite[] };
      watchlist.set({ status: 'ready', items: Array.isArray(reply.items) ? reply.items : [] });
    } catch (error) {
      watchlist.set({ status: 'error', message: (error as Error).message });
    }
  })();
  return listing;
}

/**
 * Save the car if absent, remove it if present: the list changes at once, the call follows;
 * a failure puts the list back and alerts the error (rules.md: The error catalogue). Returns success, as the call does.
 */
export async function toggleWatchlist(item: Favourite, savedPath: string): Promise<boolean> {
  const state = session.get();
  const list = watchlist.get();
  if (state.status !== 'signed-in' || list.status !== 'ready') return false;
  const before = list.items;
  const removing = before.some((f) => f.id === item.id);
  watchlist.set({
    status: 'ready',
    items: removing ? before.filter((f) => f.id !== item.id) : [...before, item],
  });
  try {
    const response = await fetch(removing ? WATCHLIST_API.remove : WATCHLIST_API.save, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: state.user.phone, car_id: item.id }),
    });
    if (!response.ok) throw new Error(await errorOf(response));
    const reply = (await response.json()) as WatchlistReply;
    if (!reply.success) throw new Error(responseErrorMessage(reply, response.statusText));
    const toast = watchlistToast(removing ? 'removed' : 'saved', item.name);
    showToast(toast.text, 'default', 5000, {
      title: toast.title,
      action: { text: toast.action, href: savedPath },
    });
    return true;
  } catch (error) {
    const now = watchlist.get();
    const items = now.status === 'ready' ? now.items : before;
    watchlist.set({
      status: 'ready',
      items: removing
        ? items.some((f) => f.id === item.id)
          ? items
          : [...items, item]
        : items.filter((f) => f.id !== item.id),
    });
    window.alert((error as Error).message);
    return false;
  }
}

/** Sign out: the server clears both cookies; the page forgets the user and the list. */
export async function signOut(): Promise<void> {
  await fetch(AUTH_API.signOut, { method: 'POST', credentials: 'same-origin' }).catch(
    () => undefined,
  );
  clearHint();
  loading = null;
  listing = null;
  session.set({ status: 'anonymous' });
  watchlist.set({ status: 'idle' });
}
