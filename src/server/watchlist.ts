/**
 * Watchlist endpoints (rules.md: Roles and permissions Watchlist, rules.md: Watchlist): POST
 * /api/watchlist/save-car and /api/watchlist/remove-car with JSON {phone_number, car_id}, and
 * GET /api/watchlist for the signed-in user's cars. Every call needs the session; the body's
 * phone must be the session's. The list lives in the database without a lead API, and upstream (the dealer dashboard: POST {LEAD_API_URL}/watchlist/save-car and
 * /remove-car, GET /watchlist?phone_number=) where a lead API is configured.
 */
import { favouriteOf, type Favourite } from '../domain/search/saved-cars';
import { WATCHLIST_MESSAGES, type WatchlistReply } from '../domain/shopper/watchlist';
import { WatchlistBody } from '../domain/shopper/watchlist-schema';
import { isInStock } from '../domain/vehicle/in-stock';
import { phoneOf, requireUser } from './auth';
import { findCarById, type ServerDeps } from './endpoint-deps';
import { BODY_LIMITS, handle, HttpError, json, parseOr400, readJson } from './http';
import { callUpstream } from './upstream';
import { authEnabled } from '../domain/shopper/sign-in';
import { AUTH_MESSAGES } from '../domain/shopper/account';

function idsOf(reply: unknown): string[] | null {
  const r = reply as { car_ids?: unknown; items?: unknown } | null;
  const raw = Array.isArray(r?.car_ids)
    ? r.car_ids
    : Array.isArray(r?.items)
      ? r.items.map((i) => (i as { id?: unknown })?.id)
      : null;
  if (!raw) return null;
  return raw
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .map(String);
}

async function upstreamList(deps: ServerDeps, phone: string): Promise<string[]> {
  const reply = await callUpstream(deps.config.leadApi!, '/watchlist', {
    query: { phone_number: phone },
    timeoutMs: deps.config.upstreamTimeoutMs,
    fetch: deps.fetch,
  });
  return idsOf(reply) ?? [];
}

async function listOf(deps: ServerDeps, phone: string): Promise<string[]> {
  if (deps.config.leadApi) return upstreamList(deps, phone);
  return deps.accounts.watchlist(phone);
}

function change(kind: 'save' | 'remove') {
  return (request: Request, deps: ServerDeps) =>
    handle(async () => {
      if (!authEnabled(deps.site)) throw new HttpError(404, AUTH_MESSAGES.disabled);
      const user = await requireUser(request, deps);
      const body = parseOr400(WatchlistBody, await readJson(request, BODY_LIMITS.small));
      const phone = phoneOf(deps, body.phone_number);
      if (phone !== user.phone)
        throw new HttpError(403, WATCHLIST_MESSAGES.phoneMismatch, {
          phone_number: [WATCHLIST_MESSAGES.phoneMismatch],
        });
      const carId = String(body.car_id);
      if (kind === 'save') {
        const car = findCarById(deps, carId);
        if (!car)
          throw new HttpError(404, WATCHLIST_MESSAGES.unknownCar, {
            car_id: [WATCHLIST_MESSAGES.unknownCar],
          });
        if (!isInStock(car) && !(await listOf(deps, phone)).includes(carId))
          throw new HttpError(409, WATCHLIST_MESSAGES.soldCar, {
            car_id: [WATCHLIST_MESSAGES.soldCar],
          });
      }
      let ids: string[];
      if (deps.config.leadApi) {
        const reply = await callUpstream(deps.config.leadApi, `/watchlist/${kind}-car`, {
          body: { phone_number: phone, car_id: carId },
          timeoutMs: deps.config.upstreamTimeoutMs,
          fetch: deps.fetch,
        });
        ids = idsOf(reply) ?? (await upstreamList(deps, phone));
      } else {
        if (kind === 'save') await deps.accounts.saveCar(phone, carId, deps.now());
        else await deps.accounts.removeCar(phone, carId);
        ids = await deps.accounts.watchlist(phone);
      }
      return json({ success: true, car_ids: ids } satisfies WatchlistReply);
    });
}

export const saveCar = change('save');
export const removeCar = change('remove');

export interface WatchlistList {
  items: Favourite[];
}

/** GET /api/watchlist → { items }: each saved car as the device lists keep it (id, name, slug…). */
export function listWatchlist(request: Request, deps: ServerDeps) {
  return handle(async () => {
    if (!authEnabled(deps.site)) throw new HttpError(404, AUTH_MESSAGES.disabled);
    const user = await requireUser(request, deps);
    const ids = await listOf(deps, user.phone);
    const items = ids.map((id) => {
      const car = findCarById(deps, id);
      return car
        ? favouriteOf(car)
        : { id, name: '', slug: '', make: '', model: '', primary_image_url: '' };
    });
    return json({ items } satisfies WatchlistList);
  });
}
