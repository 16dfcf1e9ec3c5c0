/**
 * Build-time data for the shopper's own pages, /favourites and /compare (rules.md: Watchlist and favourites; Roles and permissions): prerendered shells whose island reads the device lists and
 * the cars' current data from the stock index the search page already loads (a static file the
 * browser caches; no server call). A site searched through a hosted engine ships no index: its
 * pages show what was saved. Both pages are personal: noindex, so the sitemap leaves them out.
 */
import { isEnabled } from '../domain/tenant/flags';
import type { Website } from '../domain/tenant/schema/website';
import { primaryVehicleWord, vehiclePath } from '../domain/tenant/template';
import { favouriteOf, type Favourite } from '../domain/search/saved-cars';
import { authEnabled } from '../domain/shopper/sign-in';
import { garagePaths } from '../domain/shopper/watchlist';
import { defaultSearchHref } from '../domain/search/url-state';
import type { CardSite } from '../domain/search/card';
import { COMPARE_PATH, FAVOURITES_PATH } from '../domain/search/shopper-lists';
import { searchContext } from './search';

/** The Save button's props (src/islands/shopper/WatchlistButton.tsx). */
export interface WatchlistButtonProps {
  item: Favourite;
  inStock: boolean;
  /** The garage's saved-cars page ('View List'). */
  savedPath: string;
  /** The page the button is on, for the sign-in link before hydration. */
  pagePath: string;
  className?: string;
}

export interface ShopperPageConfig {
  cardSite: CardSite;
  storeFavourites: boolean;
  /** The stock index's URL, or null when the site's search runs on a hosted engine. */
  indexUrl: string | null;
  /** Where the empty state sends the shopper: the site's default search. */
  searchHref: string;
  /** 'cars', 'motorcycles', 'RVs' in running text. */
  vehicleWordPlural: string;
  /** The build's time: prerendered HTML uses it, hydration reuses it. */
  serverNowMs: number;
  /** The finance calculator's configured interest rate (compare's finance estimate), or null. */
  financeInterest: number | null;
}

export interface ShopperPage {
  title: string;
  path: string;
  config: ShopperPageConfig;
  /** Whether the site shows Compare at all (the compare flag). */
  compareEnabled: boolean;
}

async function shopperPage(title: string, path: string): Promise<ShopperPage> {
  const { site, config } = await searchContext();
  return {
    title,
    path,
    compareEnabled: isEnabled('compare', site),
    config: {
      cardSite: config.cardSite,
      storeFavourites: config.storeFavourites,
      indexUrl: config.engine.kind === 'embedded' ? config.engine.indexUrl : null,
      searchHref: defaultSearchHref(config.vocab.basePath, site.config.defaultSearchQuery),
      vehicleWordPlural: `${primaryVehicleWord(site)}s`.toLowerCase(),
      serverNowMs: config.serverNowMs,
      financeInterest: site.config.financeCalculatorDefaultInterestRate ?? null,
    },
  };
}

/** /favourites: the saved cars. */
export const favouritesPage = () => shopperPage('My Favourites', FAVOURITES_PATH);

/** /compare: the compare list side by side. */
export const comparePage = async () => {
  const { site } = await searchContext();
  return shopperPage(`Compare ${primaryVehicleWord(site)}s`, COMPARE_PATH);
};

/** The search and vehicle pages' links to /favourites and /compare (islands/shopper/ShopperLinks). */
export function shopperLinksProps(site: Website) {
  return {
    storeFavourites: site.config.storeFavourites,
    compareEnabled: isEnabled('compare', site),
  };
}

/**
 * The vehicle page's watchlist Save button (islands/shopper/WatchlistButton), or null where the
 * site has no garage/sign-in (rules.md: Results and car cards; Roles and permissions Watchlist).
 */
export function watchlistButtonProps(
  site: Website,
  car: Parameters<typeof favouriteOf>[0],
  title: string,
  inStock: boolean,
): WatchlistButtonProps | null {
  if (!authEnabled(site)) return null;
  return {
    item: favouriteOf(car, title),
    inStock,
    savedPath: garagePaths(site.garage_settings).saved,
    pagePath: vehiclePath(site.template, car.slug),
    className: 'btn btn--block btn--ghost vdp-btn vdp-btn--watchlist',
  };
}
