/**
 * Build-time data for the search pages of the current tenant: the stock index documents,
 * the island's configuration, the URL vocabulary, the stock tallies and the landing pages
 * (read once per build), and each search page's data: /search, /search/{...path},
 * /new-used-and-demo-cars, /pre-owned and /used-cars/{slug}.
 */
import { marketOf } from '../domain/market/market';
import {
  getLocations,
  getManufacturers,
  getPromotions,
  getSearchPageTemplates,
  getSearchSlugs,
  getSite,
  getStock,
} from '../data/collections';
import { isEnabled } from '../domain/tenant/flags';
import {
  manufacturerDisplayName,
  primaryLocation,
  siteCity,
  siteManufacturer,
} from '../domain/tenant/site';
import { primaryVehicleWord } from '../domain/tenant/template';
import { promoCardPositions } from '../domain/search/promo-cards';
import type { Website } from '../domain/tenant/schema/website';
import type { Car } from '../domain/vehicle/schema';
import { facetSections, usedLabelFor } from '../domain/search/facets';
import { toPredicate } from '../domain/search/filter';
import {
  defaultSearchPage,
  landingPages,
  preOwnedPage,
  usedCarsPages,
  type LandingInput,
  type LandingPage,
} from '../domain/search/landing-pages';
import { HITS_PER_PAGE } from '../domain/search/page-size';
import { defaultSortIndex, plainSortOptions, sortOptions } from '../domain/search/sort';
import { stockFilter } from '../domain/search/stock-filter';
import { HIT_ATTRIBUTES, stockIndexDocument, stockIndexFields } from '../domain/search/stock-index';
import {
  defaultSearchHref,
  facetTileHref,
  type SearchVocabulary,
} from '../domain/search/url-state';
import { bodyTypeKey } from '../domain/search/body-types';
import { formatNumber } from '../domain/format/money';
import type { CardSite } from '../domain/search/card';
import type { ClientSite } from '../search-engines/client';
import { engineConfig } from '../search-engines/config';
import { embeddedSearchClient } from '../search-engines/embedded/client';
import type { Doc } from '../search-engines/embedded/engine';
import type { SearchPageConfig } from './search-page-config';
import { byCount, ranked, tally } from './tally';
import { linkPolicy, resolveLink } from '../domain/content/links';
import { reportLink } from './link-warnings';
import type { PromoCard } from '../domain/tenant/schema/promotion';

import { extraPagePaths, pagedLandings, pageRewritesFile } from './search-paging';
import { searchVocabulary } from './search-vocabulary';
import { authEnabled } from '../domain/shopper/sign-in';
import { garagePaths } from '../domain/shopper/watchlist';

/** The tenant's words for plain-language search (src/pages/search/plain-words.json.ts). */
export const PLAIN_WORDS_PATH = '/search/plain-words.json';

export interface SearchContext {
  site: Website;
  docs: Doc[];
  config: SearchPageConfig;
  landing: LandingPage[];
  /** The listed stock's tallies by car type, make, model, body, location and dealership. */
  counts: LandingInput['counts'];
  /** How many cars the stock filter lists. */
  listedCount: number;
  serverClient: ReturnType<typeof embeddedSearchClient>;
}

function clientSite(site: Website): ClientSite {
  return {
    slug: site.slug,
    template: site.template,
    search_filters: site.search_filters,
    include_sold_cars_days: site.include_sold_cars_days,
    manufacturer: site.manufacturer,
    dealership_websites: site.dealership_websites.map((d) => ({
      make: d.make,
      dealership_ids: d.dealership_ids,
    })),
    offers_subscription: site.offers_subscription,
    config: {
      searchFilterClauses: site.config.searchFilterClauses,
      sortOptions: site.config.sortOptions,
      defaultSort: site.config.defaultSort,
      lowestPriceExcludesZero: site.config.lowestPriceExcludesZero,
    },
  };
}

function cardSite(site: Website, usedLabel: string, certifiedMake: string | null): CardSite {
  const c = site.config;
  return {
    slug: site.slug,
    name: site.name,
    template: site.template,
    dealerState: site.address?.state ?? primaryLocation(site.locations)?.address?.state ?? null,
    dealership_id: site.dealership_id,
    dealership_group: site.dealership_group,
    manufacturer: site.manufacturer,
    offers_subscription: site.offers_subscription,
    garage_settings: site.garage_settings,
    vehicle_valuation: site.vehicle_valuation,
    specifications: {
      just_arrived_days: site.specifications?.just_arrived_days,
      just_arrived_tag_name: site.specifications?.just_arrived_tag_name,
      sold_tag_name: site.specifications?.sold_tag_name,
    },
    config: {
      cardButtons: c.cardButtons,
      enquireButtonText: c.enquireButtonText,
      detailsButtonText: c.detailsButtonText,
      financeButtonText: c.financeButtonText,
      reserveAmount: c.reserveAmount,
      reserveButtonWording: c.reserveButtonWording,
      noPriceText: c.noPriceText,
      showFuelTypeTag: c.showFuelTypeTag,
      requestPhotos: c.requestPhotos,
      similarPrompt: c.similarPrompt,
      usedLabel,
      defaultFinanceLink: c.defaultFinanceLink,
      certifiedMake,
      market: marketOf(c),
    },
  };
}

async function load(): Promise<SearchContext> {
  const site = await getSite();
  const stock = await getStock();
  const locations = await getLocations();
  const nowMs = Date.now();
  const filter = stockFilter(site, Math.floor(nowMs / 1000));
  const fields = stockIndexFields(filter);
  const docs = stock.map((car) => stockIndexDocument(car as Car & Record<string, unknown>, fields));
  const listed = docs.filter(toPredicate(filter));
  const promotions = await getPromotions();
  const manufacturers = await getManufacturers();
  const searchSlugs = await getSearchSlugs();
  const templates = await getSearchPageTemplates();

  const usedLabel = usedLabelFor(site);
  const certifiedCounts = tally(
    listed.filter((d) => d.certified === true),
    'make',
  );
  const certifiedMake =
    site.config.certifiedMake || siteManufacturer(site) || byCount(certifiedCounts)[0] || null;
  const index = defaultSortIndex(site);
  const sorts = sortOptions(site);
  const counts: LandingInput['counts'] = {
    car_type: tally(listed, 'car_type'),
    make: tally(listed, 'make'),
    make_model: tally(listed, 'make_model'),
    body: tally(listed, 'body'),
    location_name: tally(listed, 'location_name'),
    dealership_name: tally(listed, 'dealership_name'),
  };
  const vocab: SearchVocabulary = searchVocabulary({ site, listed, locations, searchSlugs });
  const word = primaryVehicleWord(site);
  const makeLogos: Record<string, string> = {};
  for (const m of manufacturers)
    if (m.logo?.url && counts.make[m.name]) makeLogos[m.name] = m.logo.url;
  const config: SearchPageConfig = {
    indexName: index,
    engine: await engineConfig(site, process.env, HIT_ATTRIBUTES),
    site: clientSite(site),
    cardSite: cardSite(site, usedLabel, certifiedMake),
    vocab,
    sections: facetSections(site, { certifiedMake }),
    sortOptions: sorts,
    plainSorts: plainSortOptions(site).filter((p) => !sorts.some((s) => s.value === p.value)),
    hitsPerPage: HITS_PER_PAGE,
    placeholder: site.config.searchPlaceholder,
    usedLabel,
    vehicleWordPlural: `${word}s`,
    popularMakes: site.config.popularMakes ?? null,
    makeLogos,
    promoCards: promoCardsView(promotions?.promo_cards ?? [], site),
    promoPositions: promoCardPositions(site.config.promoCardPositions),
    shufflePromoCards: site.config.shufflePromoCards,
    cta: isEnabled('tradeIn', site),
    stockCount: site.stock?.count ?? null,
    storeFavourites: site.config.storeFavourites,
    serverNowMs: nowMs,
    plainWordsPath: PLAIN_WORDS_PATH,
    savedSearches: authEnabled(site)
      ? { searchesPath: garagePaths(site.garage_settings).searches }
      : null,
  };
  const landing = landingPages({
    vocab,
    counts,
    site: { name: site.name, city: siteCity(site), state: site.address?.state ?? '' },
    templates,
    searchSlugs,
    usedLabel,
    vehicleWordPlural: `${word}s`,
  });
  const serverClient = embeddedSearchClient({
    site: clientSite(site),
    docs,
    now: () => nowMs,
    attributesToRetrieve: HIT_ATTRIBUTES,
  });
  return { site, docs, config, landing, counts, listedCount: listed.length, serverClient };
}

let cached: Promise<SearchContext> | null = null;
export function searchContext(): Promise<SearchContext> {
  cached ??= load();
  return cached;
}

/**
 * getStaticPaths of /search/[...path]: every landing page under /search/, and page N ≥ 2 of
 * each as {route}/page/N, which the host serves at {route}?page=N (domain/search/paging.ts).
 */
export async function searchStaticPaths() {
  const ctx = await searchContext();
  const landings = ctx.landing.filter((landing) => landing.path.startsWith('/search/'));
  const paged = await pagedLandings(ctx, landings);
  const firsts = paged.map(({ landing, pages }) => ({
    params: { path: landing.path.replace(/^\/search\//, '').replace(/\/$/, '') },
    props: { landing, page: 1, pages },
  }));
  const later = extraPagePaths(paged, '/search/').map(({ file, props }) => ({
    params: { path: file },
    props,
  }));
  return [...firsts, ...later];
}

/** The site's `_redirects` rules for its search result pages (src/pages/[redirects].ts). */
export async function searchPageRewrites(): Promise<string> {
  return pageRewritesFile(await searchContext());
}

/** /new-used-and-demo-cars (the 'In Stock' menu item): the default search, canonical to it. */
export async function inStockSearch(): Promise<{ landing: LandingPage; canonicalPath: string }> {
  const base = defaultSearchPage((await searchContext()).landing);
  return { landing: { ...base, path: '/new-used-and-demo-cars' }, canonicalPath: base.path };
}

/** /pre-owned: the used-car search (domain/search/landing-pages.ts preOwnedPage). */
export async function preOwnedSearch(): Promise<{ landing: LandingPage; canonicalPath: string }> {
  const ctx = await searchContext();
  return preOwnedPage(ctx.landing, ctx.config.vocab);
}

/** getStaticPaths of /used-cars/[slug] (domain/search/landing-pages.ts usedCarsPages). */
export async function usedCarsStaticPaths() {
  const ctx = await searchContext();
  return usedCarsPages(ctx.landing, ctx.config.vocab, {
    usedLabel: ctx.config.usedLabel,
    vehicleWordPlural: ctx.config.vehicleWordPlural,
  }).map((landing) => ({
    params: { slug: landing.path.slice('/used-cars/'.length) },
    props: { landing },
  }));
}

/**
 * /search: the quick search form, and tiles of the listed stock by make (with the make's logo,
 * else its initial) and by body type (with its icon), linking to the results.
 */
export async function searchHomePage() {
  const { config, site, counts, listedCount } = await searchContext();
  const base = config.vocab.basePath;
  const word = config.vehicleWordPlural;
  return {
    title: `Search ${word}`,
    description: `Search ${formatNumber(listedCount)} new, used and demo ${word.toLowerCase()} at ${site.name}.`,
    word,
    basePath: base,
    market: marketOf(site.config),
    browseAllHref: defaultSearchHref(base, site.config.defaultSearchQuery),
    makes: ranked(counts.make).map(([make, count]) => {
      const label = manufacturerDisplayName(make);
      return {
        label,
        logo: config.makeLogos[make] ?? null,
        initial: label.slice(0, 1),
        href: facetTileHref(base, 'make', make),
        countText: `(${formatNumber(count)})`,
      };
    }),
    bodies: ranked(counts.body).map(([body, count]) => ({
      label: body,
      icon: bodyTypeKey(body, site.slug),
      href: facetTileHref(base, 'body', body),
      countText: `(${formatNumber(count)})`,
    })),
  };
}

/** Promo cards with their links through the link policy (a refused link leaves the card unlinked). */
export function promoCardsView(cards: readonly PromoCard[], site: Website): PromoCard[] {
  const policy = linkPolicy(site);
  return cards.map((card, i) => {
    if (!card.link) return card;
    const link = reportLink(resolveLink(card.link, policy, `promotions.promo_cards[${i}].link`));
    return {
      ...card,
      link: link.kind === 'blocked' || link.kind === 'none' ? null : link.href,
    };
  });
}
