/**
 * The garage (rules.md: Finance, reserve, purchase, trade-in and print routes Watchlist/garage, rules.md: Roles and permissions; rules.md: Roles and permissions):
 * an overview (who is signed in, how many saved cars, sign out) and the saved cars
 * (/my-garage?tab=saved-cars or {garagePath}/saved), each with its current price, marked when
 * sold or gone, removable; the saved searches and their alerts (?tab=saved-searches). Loading, empty and error states; a signed-out visitor is sent to
 * sign-in by the page's SignInGate.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { garageTabOf, type GaragePaths, type GarageTab } from '../../domain/shopper/watchlist';
import { savedCarViews } from '../../domain/search/shopper-lists';
import { signInHref } from '../../domain/shopper/sign-in';
import { SIGN_IN_TEXT } from '../../domain/shopper/account';
import type { ShopperPageConfig } from '../../page-data/shopper';
import { loadWatchlist, session, signOut, toggleWatchlist, watchlist } from '../../stores/account';
import { useNow } from '../search/hooks';
import { SavedCarRow } from './FavouritesList';
import { Empty, LoadError, Loading } from './ListStatus';
import { useStockIndex } from './use-stock-index';
import SavedSearches from './SavedSearches';
import { SAVE_SEARCH_TEXT } from '../../domain/alerts/saved-search';
import './shopper.css';

export const NO_SAVED_CARS_TEXT = 'You have no saved cars yet';

function SavedCars({
  config,
  garage,
  headingId,
}: {
  config: ShopperPageConfig;
  garage: GaragePaths;
  headingId: string;
}) {
  const list = useStore(watchlist);
  const items = list.status === 'ready' ? list.items : [];
  const index = useStockIndex(config.indexUrl, items.length > 0);
  const now = useNow(config.serverNowMs);
  if (list.status === 'error')
    return (
      <div className="shopper__error" role="alert">
        <p>Your saved cars could not be loaded: {list.message}</p>
        <button type="button" className="btn btn--outline" onClick={() => void loadWatchlist(true)}>
          Try again
        </button>
      </div>
    );
  if (list.status !== 'ready') return <Loading text="Loading your saved cars…" />;
  if (items.length === 0)
    return (
      <Empty
        text={NO_SAVED_CARS_TEXT}
        href={config.searchHref}
        linkText={`Search ${config.vehicleWordPlural}`}
      />
    );
  if (index.status === 'idle' || index.status === 'loading')
    return <Loading text="Loading your saved cars…" />;
  const views = savedCarViews(
    items,
    index.status === 'ready' ? index.docs : null,
    config.cardSite,
    Math.floor(now / 1000),
  );
  return (
    <>
      {index.status === 'error' && <LoadError retry={index.retry} />}
      <ul className="shopper-list" aria-label="Saved cars">
        {views.map((view) => (
          <SavedCarRow
            key={view.item.id}
            view={view}
            config={config}
            headingId={headingId}
            listName="your watchlist"
            onRemove={() => void toggleWatchlist(view.item, garage.saved)}
          />
        ))}
      </ul>
    </>
  );
}

export default function Garage({
  config,
  garage,
  savedPage,
  headingId,
}: {
  config: ShopperPageConfig;
  garage: GaragePaths;
  savedPage: boolean;
  headingId: string;
}) {
  const user = useStore(session);
  const list = useStore(watchlist);
  const [tab, setTab] = useState<GarageTab | null>(null);
  useEffect(() => {
    setTab(garageTabOf(location.search, savedPage));
    void loadWatchlist();
  }, [savedPage]);

  if (tab === null || user.status === 'unknown') return <Loading text="Loading your garage…" />;
  if (user.status === 'error')
    return (
      <div className="shopper__error" role="alert">
        <p>Your garage could not be loaded: {user.message}</p>
        <button type="button" className="btn btn--outline" onClick={() => location.reload()}>
          Try again
        </button>
      </div>
    );
  if (user.status === 'anonymous')
    return (
      <p className="shopper__status">
        <a className="btn" href={signInHref('my-garage', `${location.pathname}${location.search}`)}>
          Sign in to see your garage
        </a>
      </p>
    );
  const count = list.status === 'ready' ? list.items.length : null;
  return (
    <div className="garage">
      <nav className="garage__tabs" aria-label="Garage">
        <a href={garage.garage} aria-current={tab === 'overview' ? 'page' : undefined}>
          Overview
        </a>
        <a href={garage.saved} aria-current={tab === 'saved-cars' ? 'page' : undefined}>
          Saved Cars{count === null ? '' : ` (${count})`}
        </a>
        <a href={garage.searches} aria-current={tab === 'saved-searches' ? 'page' : undefined}>
          {SAVE_SEARCH_TEXT.garageTab}
        </a>
      </nav>
      {tab === 'overview' ? (
        <div className="garage__overview card">
          <p>
            Signed in as <strong>{user.user.phone}</strong>
          </p>
          <p>
            {count === null
              ? 'Loading your saved cars…'
              : `${count} saved ${count === 1 ? 'car' : 'cars'} in your watchlist.`}{' '}
            <a href={garage.saved}>View your saved cars</a>
          </p>
        </div>
      ) : tab === 'saved-searches' ? (
        <SavedSearches
          user={user.user}
          searchHref={config.searchHref}
          vehicleWordPlural={config.vehicleWordPlural}
          headingId={headingId}
        />
      ) : (
        <SavedCars config={config} garage={garage} headingId={headingId} />
      )}
      <button
        type="button"
        className="btn btn--outline garage__sign-out"
        onClick={() => void signOut().then(() => location.assign('/'))}
      >
        {SIGN_IN_TEXT.signOut}
      </button>
    </div>
  );
}
