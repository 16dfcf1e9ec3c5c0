/**
 * The 'Favourite' toggle (rules.md: Vehicle detail page (VDP) CTA buttons, rules.md: Watchlist and favourites
 * favourites: add if absent, remove if present), on the same device list as the search
 * cards (src/stores/shopper.ts). The saved state shows after hydration, so the prerendered
 * HTML always matches.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Favourite } from '../../domain/search/saved-cars';
import { shopperList, toggleShopperList } from '../../stores/shopper';
import { ANALYTICS, track } from '../shell/analytics';
import { metaEvent } from '../shell/meta-events';
import { wishlistParams } from '../../domain/feeds/meta-events';

export default function FavouriteToggle({
  item,
  storeFavourites,
  eventsPath,
}: {
  item: Favourite;
  storeFavourites: boolean;
  eventsPath: string;
}) {
  const items = useStore(shopperList('favourites', storeFavourites));
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const saved = hydrated && items.some((f) => f.id === item.id);
  return (
    <button
      type="button"
      className={`btn btn--block btn--ghost vdp-btn vdp-btn--favourite${saved ? ' is-on' : ''}`}
      data-key="favourite"
      aria-pressed={saved}
      onClick={() => {
        if (toggleShopperList('favourites', item, storeFavourites)) {
          track(eventsPath, ANALYTICS.favourite, { car_id: item.id });
          metaEvent('AddToWishlist', wishlistParams(item));
        }
      }}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>{' '}
      {saved ? 'Saved to Favourites' : 'Favourite'}
    </button>
  );
}
