/**
 * A device list (favourites or compare) with each car's current data from the stock index:
 * 'loading' until hydrated and the index is in, 'empty' for an empty list, else the views
 * (with loadError set when the index failed: the cars then show as they were saved).
 */
import { useStore } from '@nanostores/react';
import { savedCarViews, type SavedCarView } from '../../domain/search/shopper-lists';
import type { ShopperPageConfig } from '../../page-data/shopper';
import { shopperList, type ShopperList } from '../../stores/shopper';
import { useHydrated, useNow } from '../search/hooks';
import { useStockIndex } from './use-stock-index';

export type SavedCars =
  | { phase: 'loading' }
  | { phase: 'empty' }
  | { phase: 'ready'; views: SavedCarView[]; loadError: (() => void) | null };

export function useSavedCars(list: ShopperList, config: ShopperPageConfig): SavedCars {
  const items = useStore(shopperList(list, config.storeFavourites));
  const hydrated = useHydrated();
  const now = useNow(config.serverNowMs);
  const index = useStockIndex(config.indexUrl, hydrated && items.length > 0);
  if (!hydrated) return { phase: 'loading' };
  if (items.length === 0) return { phase: 'empty' };
  if (index.status === 'idle' || index.status === 'loading') return { phase: 'loading' };
  const docs = index.status === 'ready' ? index.docs : null;
  return {
    phase: 'ready',
    views: savedCarViews(items, docs, config.cardSite, Math.floor(now / 1000)),
    loadError: index.status === 'error' ? index.retry : null,
  };
}
