/**
 * Build-time data for the search pages of the current tenant: the stock index documents,
 * the island's configuration, the URL vocabulary and the landing pages. Read once per build.
 */
import { getCollection } from 'astro:content';
import { getLocations, getSite, getStock } from '../data/collections';
import { isEnabled } from '../domain/tenant/flags';
import { siteCity, siteManufacturer } from '../domain/tenant/site';
import { primaryVehicleWord } from '../domain/tenant/template';
import { DEFAULT_PROMO_CARD_POSITIONS, DEFAULT_SEARCH_PATH } from '../domain/tenant/config/search';
import type { Website } from '../domain/tenant/schema/website';
import type { Car } from '../domain/vehicle/schema';
import { facetSections, usedLabelFor } from '../domain/search/facets';
import { toPredicate } from '../domain/search/filter';
import { landingPages, type LandingPage } from '../domain/search/landing-pages';
import { HITS_PER_PAGE } from '../domain/search/result-count';
import { defaultSortIndex, sortOptions } from '../domain/search/sort';
import { stockFilter } from '../domain/search/stock-filter';
import { CARD_FIELDS, stockIndexDocument, stockIndexFields } from '../domain/search/stock-index';
import type { SearchVocabulary } from '../domain/search/url-state';
import type { CardSite } from '../domain/search/card';
import type { ClientSite } from '../search-engines/client';
import { engineConfig } from '../search-engines/config';
import { embeddedSearchClient } from '../search-engines/embedded/client';
import type { Doc } from '../search-engines/embedded/engine';
import type { SearchPageConfig } from '../islands/search/types';

/** The tenant's words for plain-language search (src/pages/search/plain-words.json.ts). */
export const PLAIN_WORDS_PATH = '/search/plain-words.json';

export interface SearchContext {
  site: Website;
  docs: Doc[];
  config: SearchPageConfig;
  landing: LandingPage[];
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
    dealership_id: site.dealership_id,
    dealership_group: site.dealership_group,
    manufacturer: site.manufacturer,
    offers_subscription: site.offers_subscription,
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
    },
  };
}

function counts(docs: readonly Doc[], attribute: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const d of docs) {
    const v = d[attribute];
    for (const x of Array.isArray(v) ? v : v == null || v === '' ? [] : [v])
      out[String(x)] = (out[String(x)] ?? 0) + 1;
  }
  return out;
}

const byCount = (c: Record<string, number>) =>
  Object.keys(c).sort((a, b) => c[b] - c[a] || a.localeCompare(b));

async function load(): Promise<SearchContext> {
  const site = await getSite();
  const stock = await getStock();
  const locations = await getLocations();
  const nowMs = Date.now();
  const filter = stockFilter(site, Math.floor(nowMs / 1000));
  const fields = stockIndexFields(filter);
  const docs = stock.map((car) => stockIndexDocument(car as Car & Record<string, unknown>, fields));
  const listed = docs.filter(toPredicate(filter));
  const promotions = (await getCollection('promotions'))[0]?.data;
  const manufacturers = (await getCollection('manufacturers')).map(
    (m) => m.data as { name: string; logo?: { url?: string | null } | null },
  );
  const searchSlugs = (await getCollection('searchSlugs')).map((e) => e.data);
  const templates = (await getCollection('searchPageTemplates')).map((e) => e.data);

  const usedLabel = usedLabelFor(site);
  const certifiedCounts = counts(
    listed.filter((d) => d.certified === true),
    'make',
  );
  const certifiedMake =
    site.config.certifiedMake || siteManufacturer(site) || byCount(certifiedCounts)[0] || null;
  const index = defaultSortIndex(site);
  const sorts = sortOptions(site);
  const makeCounts = counts(listed, 'make');
  const vocab: SearchVocabulary = {
    basePath: site.default_search_path || DEFAULT_SEARCH_PATH,
    defaultSort: index,
    sorts: [...new Set([index, ...sorts.map((s) => s.value), 'Car_production:price:desc'])],
    makes: byCount(makeCounts),
    makeModels: byCount(counts(listed, 'make_model')),
    bodies: byCount(counts(listed, 'body')),
    locations: locations.filter((l) => l.slug).map((l) => ({ slug: l.slug!, name: l.name })),
    dealerships: site.dealerships.map((d) => ({ slug: d.slug, name: d.name })),
    searchSlugs: searchSlugs.map((s) => ({ slug: s.slug, query: s.query })),
  };
  const word = primaryVehicleWord(site);
  const makeLogos: Record<string, string> = {};
  for (const m of manufacturers)
    if (m.logo?.url && makeCounts[m.name]) makeLogos[m.name] = m.logo.url;
  const config: SearchPageConfig = {
    indexName: index,
    engine: engineConfig(site, process.env, [...CARD_FIELDS, 'location', 'images', 'thumbnails']),
    site: clientSite(site),
    cardSite: cardSite(site, usedLabel, certifiedMake),
    vocab,
    sections: facetSections(site, { certifiedMake }),
    sortOptions: sorts,
    hitsPerPage: HITS_PER_PAGE,
    placeholder: site.config.searchPlaceholder,
    usedLabel,
    vehicleWordPlural: `${word}s`,
    popularMakes: site.config.popularMakes ?? null,
    makeLogos,
    promoCards: promotions?.promo_cards ?? [],
    promoPositions: site.config.promoCardPositions?.length
      ? site.config.promoCardPositions
      : [...DEFAULT_PROMO_CARD_POSITIONS],
    shufflePromoCards: site.config.shufflePromoCards,
    cta: isEnabled('tradeIn', site),
    stockCount: site.stock?.count ?? null,
    storeFavourites: site.config.storeFavourites,
    serverNowMs: nowMs,
    plainWordsPath: PLAIN_WORDS_PATH,
  };
  const landing = landingPages({
    vocab,
    counts: {
      car_type: counts(listed, 'car_type'),
      make: makeCounts,
      make_model: counts(listed, 'make_model'),
      body: counts(listed, 'body'),
      location_name: counts(listed, 'location_name'),
      dealership_name: counts(listed, 'dealership_name'),
    },
    site: { name: site.name, city: siteCity(site), state: site.address?.state ?? '' },
    templates,
    searchSlugs,
    usedLabel,
    vehicleWordPlural: `${word}s`,
  });
  const serverClient = embeddedSearchClient({ site: clientSite(site), docs, now: () => nowMs });
  return { site, docs, config, landing, serverClient };
}

let cached: Promise<SearchContext> | null = null;
export function searchContext(): Promise<SearchContext> {
  cached ??= load();
  return cached;
}
