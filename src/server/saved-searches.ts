/**
 * Saved-search endpoints (domain/alerts/saved-search.ts), for the signed-in shopper only:
 *   POST   /api/saved-searches        { url, channel, email? } or { kind: 'watchlist', channel, email? }
 *   GET    /api/saved-searches        → { items }
 *   DELETE /api/saved-searches/{id}   → { deleted: true }
 * A search is saved as its URL, read the way the search page reads it (url-state.ts) and kept
 * in its normal form with the state it stands for and a title in the chips' words; alerts go
 * by e-mail to the address the shopper gives, or by SMS to the account's own number. Errors use
 * the generic format ({ error, fields? }). Only the tenants with sign-in answer; others 404.
 */
import { AUTH_MESSAGES } from '../domain/shopper/account';
import { authEnabled } from '../domain/shopper/sign-in';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  SAVE_SEARCH_TEXT,
  savedSearchTitle,
  type SavedSearchList,
  type SavedSearchView,
} from '../domain/alerts/saved-search';
import { AlertEmail, SaveSearchBody } from '../domain/alerts/saved-search-schema';
import {
  stateToUrl,
  urlToState,
  type SearchUiState,
  type SearchVocabulary,
} from '../domain/search/url-state';
import { usedLabelFor } from '../domain/search/facets';
import { marketOf } from '../domain/market/market';
import { primaryVehicleWord } from '../domain/tenant/template';
import { searchVocabulary } from '../page-data/search-vocabulary';
import { requireUser } from './auth';
import type { ServerDeps } from './endpoint-deps';
import { BODY_LIMITS, handle, HttpError, json, parseOr400, readJson } from './http';
import { SavedSearchStore, viewOf } from './stores/saved-searches';

/** Saves one account may make per hour (a shopper saves a handful; a script, many). */
export const SAVES_PER_HOUR = 30;

const vocabularies = new WeakMap<ServerDeps, SearchVocabulary>();

function vocabularyOf(deps: ServerDeps): SearchVocabulary {
  let vocab = vocabularies.get(deps);
  if (!vocab) {
    vocab = searchVocabulary({ site: deps.site, listed: deps.cars, locations: deps.locations });
    vocabularies.set(deps, vocab);
  }
  return vocab;
}

function requireEnabled(deps: ServerDeps): void {
  if (!authEnabled(deps.site)) throw new HttpError(404, AUTH_MESSAGES.disabled);
}

const storeOf = (deps: ServerDeps) => new SavedSearchStore(deps.db, deps.tenant);

/** A search URL (path and query on this site) read as its state in normal form; a 400 otherwise. */
export function readSearchUrl(
  deps: ServerDeps,
  raw: string,
): { url: string; state: SearchUiState } {
  const bad = () =>
    new HttpError(400, SAVED_SEARCH_MESSAGES.notASearch, {
      url: [SAVED_SEARCH_MESSAGES.notASearch],
    });
  if (!raw.startsWith('/') || raw.startsWith('//')) throw bad();
  let parsed: URL;
  try {
    parsed = new URL(raw, 'https://site.invalid');
  } catch {
    throw bad();
  }
  if (parsed.origin !== 'https://site.invalid') throw bad();
  const vocab = vocabularyOf(deps);
  const read = urlToState(parsed.pathname, parsed.search, vocab);
  if (!read) throw bad();
  const { page: _page, ...state } = read;
  return { url: stateToUrl(state, vocab), state };
}

/** POST /api/saved-searches → 201 { item } */
export function saveSearch(request: Request, deps: ServerDeps) {
  return handle(async () => {
    requireEnabled(deps);
    const user = await requireUser(request, deps);
    const body = parseOr400(SaveSearchBody, await readJson(request, BODY_LIMITS.small));
    let recipient = user.phone;
    if (body.channel === 'email') {
      if (!body.email?.trim())
        throw new HttpError(400, SAVED_SEARCH_MESSAGES.emailNeeded, {
          email: [SAVED_SEARCH_MESSAGES.emailNeeded],
        });
      recipient = parseOr400(AlertEmail, body.email, 'email');
    }
    let search: { url: string; state: SearchUiState } | null = null;
    if (body.kind === 'search') {
      if (!body.url)
        throw new HttpError(400, SAVED_SEARCH_MESSAGES.notASearch, {
          url: [SAVED_SEARCH_MESSAGES.notASearch],
        });
      search = readSearchUrl(deps, body.url);
    }
    const wait = await deps.limits.hit(
      `saved-search:${user.id}`,
      { max: SAVES_PER_HOUR * deps.config.limitMultiplier, windowMs: 3_600_000 },
      deps.now(),
    );
    if (wait !== null) throw new HttpError(429, SAVED_SEARCH_MESSAGES.tooFast);
    const site = deps.site;
    const title = search
      ? savedSearchTitle(search.state, {
          market: marketOf(site.config),
          usedLabel: usedLabelFor(site),
          vehicleWordPlural: `${primaryVehicleWord(site)}s`,
        })
      : SAVE_SEARCH_TEXT.watchlistTitle;
    const added = await storeOf(deps).add(
      {
        accountId: user.id,
        phone: user.phone,
        kind: body.kind,
        url: search?.url ?? null,
        state: search?.state ?? null,
        title,
        channel: body.channel,
        recipient,
        createdAt: deps.now(),
      },
      MAX_SAVED_SEARCHES,
    );
    if (!added.ok)
      throw new HttpError(
        409,
        added.reason === 'already' ? SAVED_SEARCH_MESSAGES.already : SAVED_SEARCH_MESSAGES.tooMany,
      );
    return json({ item: viewOf(added.subscription) } satisfies { item: SavedSearchView }, 201);
  });
}

/** GET /api/saved-searches → { items } */
export function listSavedSearches(request: Request, deps: ServerDeps) {
  return handle(async () => {
    requireEnabled(deps);
    const user = await requireUser(request, deps);
    const items = (await storeOf(deps).list(user.id)).map(viewOf);
    return json({ items } satisfies SavedSearchList);
  });
}

/** DELETE /api/saved-searches/{id} → { deleted: true }; 404 when it is not one of the shopper's. */
export function deleteSavedSearch(request: Request, deps: ServerDeps, id: string | undefined) {
  return handle(async () => {
    requireEnabled(deps);
    const user = await requireUser(request, deps);
    const ok = id && id.length <= 40 && (await storeOf(deps).remove(user.id, id));
    if (!ok) throw new HttpError(404, SAVED_SEARCH_MESSAGES.notFound);
    return json({ deleted: true });
  });
}
