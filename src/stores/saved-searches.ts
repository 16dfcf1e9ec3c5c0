/**
 * The signed-in shopper's saved searches in the browser (domain/alerts/saved-search.ts): the
 * list the garage shows, and the calls that save and delete. A failed call keeps what the
 * shopper entered and answers the server's message (and its field messages) to show.
 */
import { atom } from 'nanostores';
import { responseErrorMessage } from '../domain/api/errors';
import { AUTH_MESSAGES } from '../domain/shopper/account';
import {
  SAVED_SEARCH_API,
  type AlertChannel,
  type SavedSearchList,
  type SavedSearchView,
} from '../domain/alerts/saved-search';

export type SavedSearchesState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; items: SavedSearchView[] }
  | { status: 'error'; message: string };

export const savedSearches = atom<SavedSearchesState>({ status: 'idle' });

export type CallResult<T> =
  { ok: true; value: T } | { ok: false; message: string; fields: Record<string, string[]> };

async function call<T>(url: string, init: RequestInit): Promise<CallResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init });
  } catch {
    return { ok: false, message: AUTH_MESSAGES.network, fields: {} };
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok)
    return {
      ok: false,
      message: responseErrorMessage(body, response.statusText),
      fields: (body?.fields as Record<string, string[]> | undefined) ?? {},
    };
  return { ok: true, value: body as T };
}

export async function loadSavedSearches(): Promise<void> {
  savedSearches.set({ status: 'loading' });
  const result = await call<SavedSearchList>(SAVED_SEARCH_API.list, {});
  savedSearches.set(
    result.ok
      ? { status: 'ready', items: Array.isArray(result.value.items) ? result.value.items : [] }
      : { status: 'error', message: result.message },
  );
}

export interface SaveRequest {
  kind?: 'search' | 'watchlist';
  url?: string;
  channel: AlertChannel;
  email?: string;
}

export async function saveSearch(request: SaveRequest): Promise<CallResult<SavedSearchView>> {
  const result = await call<{ item: SavedSearchView }>(SAVED_SEARCH_API.list, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!result.ok) return result;
  const list = savedSearches.get();
  if (list.status === 'ready') {
    const rest = list.items.filter((i) => i.id !== result.value.item.id);
    savedSearches.set({ status: 'ready', items: [...rest, result.value.item] });
  }
  return { ok: true, value: result.value.item };
}

/** Deletes one; the list drops it once the server has. */
export async function deleteSavedSearch(id: string): Promise<CallResult<null>> {
  const result = await call<unknown>(SAVED_SEARCH_API.one(id), { method: 'DELETE' });
  if (!result.ok) return result;
  const list = savedSearches.get();
  if (list.status === 'ready')
    savedSearches.set({ status: 'ready', items: list.items.filter((i) => i.id !== id) });
  return { ok: true, value: null };
}
