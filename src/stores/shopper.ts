/**
 * Favourites and compare lists on the device (rules.md: Entities and their fields; States and transitions; Roles and permissions):
 * toggled add/remove, kept in localStorage when the site's storeFavourites is on,
 * otherwise for this page only. The garage/compare pages read the same stores.
 */
import { atom, type WritableAtom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import {
  COMPARE_KEY,
  FAVOURITES_KEY,
  readSaved,
  toggleSaved,
  type Favourite,
} from '../domain/search/saved-cars';
import { canAddToCompare } from '../domain/search/compare-rule';

export type ShopperList = 'favourites' | 'compare';
const KEYS: Record<ShopperList, string> = { favourites: FAVOURITES_KEY, compare: COMPARE_KEY };

const decode = (raw: string) => {
  try {
    return readSaved(JSON.parse(raw));
  } catch {
    return [];
  }
};

const stores = new Map<string, WritableAtom<Favourite[]>>();

/** The list's store; persisted when storeFavourites is on (the default). */
export function shopperList(list: ShopperList, storeFavourites = true): WritableAtom<Favourite[]> {
  const key = `${list}:${storeFavourites}`;
  let store = stores.get(key);
  if (!store) {
    store = storeFavourites
      ? persistentAtom<Favourite[]>(KEYS[list], [], { encode: JSON.stringify, decode })
      : atom<Favourite[]>([]);
    stores.set(key, store);
  }
  return store;
}

/**
 * Add if absent, remove if present. Returns true when the car is now in the list. A full
 * compare list (COMPARE_MAX) refuses another car and stays as it is.
 */
export function toggleShopperList(
  list: ShopperList,
  item: Favourite,
  storeFavourites = true,
): boolean {
  const store = shopperList(list, storeFavourites);
  const current = store.get();
  const present = current.some((f) => f.id === item.id);
  if (!present && list === 'compare' && !canAddToCompare(current)) return false;
  const next = toggleSaved(current, item);
  store.set(next);
  return next.some((f) => f.id === item.id);
}

/** Take a car off a list (the favourites and compare pages' remove buttons). */
export function removeFromShopperList(list: ShopperList, id: string, storeFavourites = true): void {
  const store = shopperList(list, storeFavourites);
  store.set(store.get().filter((f) => f.id !== id));
}
