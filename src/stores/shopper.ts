/**
 * Favourites and compare lists on the device (vehicles-and-shopping.md §3, §4, §6):
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

/** Add if absent, remove if present. Returns true when the car is now in the list. */
export function toggleShopperList(
  list: ShopperList,
  item: Favourite,
  storeFavourites = true,
): boolean {
  const store = shopperList(list, storeFavourites);
  const next = toggleSaved(store.get(), item);
  store.set(next);
  return next.some((f) => f.id === item.id);
}
