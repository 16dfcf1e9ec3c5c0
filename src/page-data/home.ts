/**
 * The home page (/): the dealer's hero with its stock count and search link, stock by car
 * type and the popular makes (tallied from the in-stock cars), and the visible locations.
 */
import { getLocations, getSite, getStock } from '../data/collections';
import { withDefaultSearchQuery } from '../domain/content/navigation';
import { formatNumber } from '../domain/format/money';
import { formatPhoneDisplay, telHref } from '../domain/format/phone';
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

export async function homePage() {
  const site = await getSite();
  const stock = await getStock();
  const locations = (await getLocations()).filter((l) => l.visible !== false);
  const word = primaryVehicleWord(site).toLowerCase();
  const city = siteCity(site);
  const inStock = stock.filter(isInStock);
  const inStockCount = formatNumber(inStock.length);
  const usedLabel = usedLabelFor(site);
  const typeCounts = tally(inStock, 'car_type');
  return {
    name: site.name,
    city,
    /** 'car', 'motorcycle', 'camper': the site's vehicle word in lower case. */
    word,
    inStockCount,
    description: `${site.name} in ${city}: ${inStockCount} new, used and demo ${word}s in stock.`,
    searchHref: withDefaultSearchQuery(siteSearchPath(site), site.config.defaultSearchQuery),
    byType: CAR_TYPES.map((type) => ({ type, count: typeCounts[type] ?? 0 }))
      .filter((t) => t.count > 0)
      .map(({ type, count }) => ({
        type,
        label: carTypeLabel(type, { usedLabel }),
        count,
        countText: `${formatNumber(count)} ${plural(count, word)}`,
        href: `/search/${type}-cars`,
      })),
    topMakes: ranked(tally(inStock, 'make'))
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
        ? {
            href: telHref(l.contact_detail.phone),
            text: formatPhoneDisplay(l.contact_detail.phone),
          }
        : null,
    })),
  };
}

export type HomePage = Awaited<ReturnType<typeof homePage>>;
