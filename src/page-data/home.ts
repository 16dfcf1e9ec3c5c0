/**
 * The home page (/): the dealer's hero with its stock count and search link, the feature
 * banner (offers, service, sell your car), featured stock as search cards, the review
 * summary, stock by car type and the popular makes, the visible locations, and the site's
 * JSON-LD AutoDealer (rules.md: Own-site routes (content side); Reviews and review-feedback page).
 *
 * One stock count: every count on the page is the count of the cars its link shows, the
 * listed stock (the search's own listing rule, recently sold cars included), so the hero's
 * number is the quick search's 'Show Me {count} Cars' and each tile's is its results page's.
 */
import { locationPath } from '../domain/locations/paths';
import { dealerJsonLd, siteRatingOf } from '../domain/locations/structured-data';
import { OFFERS_PATH, OFFERS_TITLE } from '../domain/offers/display';
import { reviewSettings } from '../domain/reviews/settings';
import type { CardCar } from '../domain/search/card';
import { CTA_CARD_LINK } from '../domain/search/promo-cards';
import { CARD_FIELDS } from '../domain/search/stock-index';
import { BOOK_A_SERVICE, SERVICE_PATH } from '../domain/service/booking';
import { DEFAULT_HEADER_BANNER_BUTTON } from '../domain/tenant/config/shell';
import { primaryLocation } from '../domain/tenant/site';
import type { Website } from '../domain/tenant/schema/website';
import type { Doc } from '../search-engines/embedded/doc';
import { ratingView, VIEW_LOCATION } from './location-views';
import { offersInput } from './offers';
import { offerCards } from './offer-views';
import { searchContext } from './search';
import { getLocations, getSite, getStock } from '../data/collections';
import { withDefaultSearchQuery } from '../domain/content/navigation';
import { htmlHref } from '../domain/content/links';
import { formatNumber } from '../domain/format/money';
import { phoneLink } from '../domain/market/phone';
import { marketOf } from '../domain/market/market';
import { plural } from '../domain/format/plural';
import { carTypeLabel, usedLabelFor } from '../domain/search/facets';
import { makeSlug } from '../domain/search/makes';
import { siteSearchPath } from '../domain/tenant/config/search-defaults';
import { siteCity } from '../domain/tenant/site';
import { primaryVehicleWord } from '../domain/tenant/template';
import { isInStock } from '../domain/vehicle/in-stock';
import { CAR_TYPES } from '../domain/vehicle/schema';
import { ranked, tally } from './tally';

/** How many popular makes the home page shows. */
export const HOME_TOP_MAKES = 8;
/** How many in-stock cars the home page features. */
export const HOME_FEATURED_CARS = 4;
export const FEATURED_HEADING = 'Featured stock';
export const VIEW_ALL_STOCK = 'View all stock';
export const REVIEWS_HEADING = 'What our customers say';
export const READ_REVIEWS = 'Read our reviews';

export interface FeatureItem {
  key: 'offers' | 'service' | 'sell';
  heading: string;
  text: string;
  link: { href: string; text: string };
  image: { src: string; alt: string } | null;
}

/** The home feature banner (rules.md: Own-site routes (content side)): offers, service and sell-your-car. */
export function featureBanner(
  site: Pick<Website, 'name'>,
  word: string,
  offers: readonly { image: { src: string; alt: string } | null }[],
): FeatureItem[] {
  const count = offers.length;
  return [
    {
      key: 'offers',
      heading: 'Latest offers',
      text:
        count > 0
          ? `${count} current ${plural(count, 'offer')} at ${site.name}: drive away prices, finance and bonus extras.`
          : `Drive away prices, finance and bonus extras at ${site.name}.`,
      link: { href: OFFERS_PATH, text: OFFERS_TITLE },
      image: offers.find((o) => o.image)?.image ?? null,
    },
    {
      key: 'service',
      heading: 'Service',
      text: `Keep your ${word} at its best: servicing by our qualified technicians, booked online.`,
      link: { href: SERVICE_PATH, text: BOOK_A_SERVICE },
      image: null,
    },
    {
      key: 'sell',
      heading: `Sell your ${word}`,
      text: `Get a fair price for your ${word}, or trade it in on your next one.`,
      link: { href: CTA_CARD_LINK, text: DEFAULT_HEADER_BANNER_BUTTON },
      image: null,
    },
  ];
}

const createdAt = (d: Doc) => Number(d.created_at_timestamp) || 0;

/** The cards' fields of the newest in-stock cars with a photo (the search index's documents). */
export function featuredCars(docs: readonly Doc[], limit = HOME_FEATURED_CARS): CardCar[] {
  return docs
    .filter((d) => isInStock({ status: d.status as CardCar['status'] }) && d.primary_image_url)
    .sort((a, b) => createdAt(b) - createdAt(a) || String(a.id).localeCompare(String(b.id)))
    .slice(0, limit)
    .map((d) => {
      const out: Record<string, unknown> = {};
      for (const field of CARD_FIELDS) if (d[field] !== undefined) out[field] = d[field];
      return out as unknown as CardCar;
    });
}

export async function homePage() {
  const site = await getSite();
  const stock = await getStock();
  const allLocations = await getLocations();
  const locations = allLocations.filter((l) => l.visible !== false);
  const search = await searchContext();
  const offers = offerCards(await offersInput());
  const rating = ratingView(siteRatingOf(site, locations), site);
  const main = primaryLocation(locations);
  const searchHref = htmlHref(
    withDefaultSearchQuery(siteSearchPath(site), site.config.defaultSearchQuery),
  );
  const word = primaryVehicleWord(site).toLowerCase();
  const city = siteCity(site);
  // the listed stock: what the search shows (the quick search counts the same cars)
  const listedCount = formatNumber(stock.length);
  const usedLabel = usedLabelFor(site);
  const typeCounts = tally(stock, 'car_type');
  return {
    name: site.name,
    city,
    /** 'car', 'motorcycle', 'camper': the site's vehicle word in lower case. */
    word,
    listedCount,
    description: `${site.name} in ${city}: ${listedCount} new, used and demo ${word}s listed.`,
    searchHref,
    features: featureBanner(site, word, offers),
    featured: {
      heading: FEATURED_HEADING,
      cars: featuredCars(search.docs),
      site: search.config.cardSite,
      storeFavourites: search.config.storeFavourites,
      nowSeconds: Math.floor(search.config.serverNowMs / 1000),
      viewAll: { href: searchHref, text: VIEW_ALL_STOCK },
    },
    /** The site's rating (its dealerships', else its locations'); null when reviews do not show. */
    reviews: rating && {
      heading: REVIEWS_HEADING,
      ...rating,
      link: main ? { href: locationPath(main.slug), text: READ_REVIEWS } : null,
    },
    jsonLd: dealerJsonLd(site, allLocations, reviewSettings(site)),
    byType: CAR_TYPES.map((type) => ({ type, count: typeCounts[type] ?? 0 }))
      .filter((t) => t.count > 0)
      .map(({ type, count }) => ({
        type,
        label: carTypeLabel(type, { usedLabel }),
        count,
        countText: `${formatNumber(count)} ${plural(count, word)}`,
        href: `/search/${type}-cars`,
      })),
    topMakes: ranked(tally(stock, 'make'))
      .slice(0, HOME_TOP_MAKES)
      .map(([make, count]) => ({
        make,
        count,
        countText: `(${formatNumber(count)})`,
        href: `/search/${makeSlug(make)}`,
      })),
    locations: locations.map((l) => ({
      name: l.name,
      street: l.address?.street || null,
      place: l.address?.street
        ? [l.address.city, l.address.state, l.address.postcode].map((v) => v ?? '').join(' ')
        : null,
      phone: l.contact_detail?.phone
        ? phoneLink(l.contact_detail.phone, marketOf(site.config))
        : null,
      // each location's page (rules.md: Location screens): 'View Location'
      details: { href: locationPath(l.slug), text: VIEW_LOCATION },
    })),
  };
}

export type HomePage = Awaited<ReturnType<typeof homePage>>;
