/**
 * The way to the shopper's own pages from the search and vehicle pages: 'Favourites (n)'
 * always, and 'Compare (n)' while the compare list is not empty on a site with compare mode.
 * Counts show after hydration, so the prerendered HTML always matches.
 */
import { useStore } from '@nanostores/react';
import {
  COMPARE_PATH,
  compareLinkText,
  FAVOURITES_PATH,
  favouritesLinkText,
} from '../../domain/search/shopper-links';
import { shopperList } from '../../stores/shopper';
import { useHydrated } from '../search/hooks';
import './shopper.css';

export default function ShopperLinks({
  storeFavourites,
  compareEnabled,
}: {
  storeFavourites: boolean;
  compareEnabled: boolean;
}) {
  const favourites = useStore(shopperList('favourites', storeFavourites));
  const compare = useStore(shopperList('compare', storeFavourites));
  const hydrated = useHydrated();
  const favCount = hydrated ? favourites.length : 0;
  const compareCount = hydrated && compareEnabled ? compare.length : 0;
  return (
    <nav className="shopper-links" aria-label="My lists">
      <a className="shopper-links__link" href={FAVOURITES_PATH}>
        <span aria-hidden="true">♥</span> {favouritesLinkText(favCount)}
      </a>
      {compareCount > 0 && (
        <a className="shopper-links__link shopper-links__link--compare" href={COMPARE_PATH}>
          {compareLinkText(compareCount)}
        </a>
      )}
    </nav>
  );
}
