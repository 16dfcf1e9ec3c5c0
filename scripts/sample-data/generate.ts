/**
 * Generates one tenant's sample store (tenants/<slug>/store, mirroring the content API's
 * paths) from its SiteSpec. Every random choice comes from the tenant's seeded stream and
 * every date from the Clock, so the same --now gives byte-identical files.
 */
import path from 'node:path';
import { paths } from '../../src/data/content-api';
import { indexPath } from '../../src/data/sample-store';
import { SEARCH_INDEXES } from '../../src/domain/search/indexes';
import { manufacturerByName } from '../../src/data/manufacturers';
import { financeProviderKey } from '../../src/domain/finance/lender';
import { toSearchDocument } from '../../src/domain/search/document';
import { isSiteOffer } from '../../src/domain/offers/ownership';
import { buildOffers, catalogueModel } from './content/offers';
import { buildPages } from './content/pages';
import { blogSettings, buildBlogs, externalBlogUrl } from './content/blogs';
import { withPageLinks } from './site/navigation';
import { buildParts } from './content/parts';
import { buildPromotions } from './content/promotions';
import { searchPageTemplates, searchSlugs } from './content/search-pages';
import { toyotaModels, toyotaRangeEntry } from './content/toyota-range';
import type { Clock } from './dates';
import { StoreWriter } from './output';
import { Rng } from './random';
import { buildLocation } from './site/locations';
import { allLocations, artSlugOf, locationImageUrl, type SiteSpec } from './site/types';
import { buildWebsite } from './site/website';
import { buildCar, type CarSite } from './vehicle/build-car';
import { applyEdgeCases, weeklySubscriptionPrice } from './vehicle/edge-cases';
import { planStock } from './vehicle/stock-plan';
import { onSaleNew, unitsOfCaravans, unitsOfModels } from './vehicle/units';
import { caravanModels, vehicleModels } from './catalog';

export interface TenantResult {
  slug: string;
  cars: number;
  files: number;
  bytes: number;
  ms: number;
}

/** Edge cases per case: a handful, scaled to the stock size. */
export const edgeCasesPerCase = (count: number) => (count >= 1000 ? 4 : count >= 120 ? 3 : 2);
const ID_SPAN = 1_000_000;

function vehicleWord(site: SiteSpec): string {
  return site.stock.itemType === 'motorcycle'
    ? 'Motorcycle'
    : site.stock.itemType === 'caravan'
      ? 'Caravan'
      : 'Car';
}

/** Another sample site: its id goes into some offers' excluded_website_ids, its slug into content class rules. */
export interface SisterSite {
  slug: string;
  websiteId: number;
}

export function generateTenant(
  site: SiteSpec,
  clock: Clock,
  tenantsDir: string,
  sister: SisterSite,
): TenantResult {
  const started = performance.now();
  const rng = new Rng(site.seed);
  const writer = new StoreWriter(path.join(tenantsDir, site.slug, 'store'));
  writer.reset();
  const id = site.websiteId;

  // Locations
  const locations = site.dealerships.flatMap((d) =>
    d.locations.map((l, i) =>
      buildLocation(rng.fork(`location/${l.id}`), clock, d, l, i + 1, locationImageUrl(site, l)),
    ),
  );

  // Stock: this site's cars, then the other dealership's (in the index only)
  const perCase = edgeCasesPerCase(site.stock.count);
  const usedSlugs = new Set<string>();
  const carSite = (idBase: number, stockPrefix: string): CarSite => ({
    finance: site.finance,
    youxProviderCode: site.youxProviderCode,
    certifiedMakes: site.stock.certifiedMakes,
    stockPrefix,
    idBase,
  });
  const slots = planStock(rng.fork('plan'), clock, site.stock, site.dealerships, perCase);
  const ownSite = carSite(id * ID_SPAN, site.stock.stockPrefix);
  const cars = slots.map((slot) =>
    buildCar(rng.fork(`car/${slot.index}`), clock, ownSite, slot, usedSlugs),
  );
  const upcoming = new Set(site.stock.upcomingModels ?? []);
  applyEdgeCases(cars, rng.fork('edge-cases'), clock, site.includeSoldDays, perCase, (c) =>
    upcoming.has(String(c.model)),
  );
  // A subscription dealer prices most of its cars by the week too.
  const subscriptionShare = site.stock.subscriptionShare ?? 0;
  if (subscriptionShare > 0) {
    const subRng = rng.fork('subscriptions');
    for (const car of cars)
      if (Number(car.price) > 0 && !car.subscription_price && subRng.chance(subscriptionShare))
        car.subscription_price = weeklySubscriptionPrice(Number(car.price));
  }

  const o = site.other;
  const otherDealer = {
    id: o.dealershipId,
    name: o.name,
    slug: o.slug,
    makes: o.makes,
    locations: [o.location],
    stockShare: 1,
  };
  const otherSlots = planStock(
    rng.fork('other-plan'),
    clock,
    { ...site.stock, itemType: o.itemType, count: o.count, upcomingModels: [], certifiedMakes: [] },
    [otherDealer],
  );
  const otherSite = carSite(id * ID_SPAN + 900_000, o.slug.slice(0, 2).toUpperCase());
  const otherCars = otherSlots.map((slot) =>
    buildCar(rng.fork(`other-car/${slot.index}`), clock, otherSite, slot, usedSlugs),
  );

  for (const car of cars) writer.json(paths.car(id, car.id), car);
  const providerKey = financeProviderKey(site.finance.provider);
  const dealershipNames = Object.fromEntries([
    ...site.dealerships.map((d) => [String(d.id), d.name]),
    [String(o.dealershipId), o.name],
  ]);
  const documents = [...cars, ...otherCars].map((car) =>
    toSearchDocument(car, { dealershipNames, financeProviderKey: providerKey }),
  );
  writer.json(indexPath(SEARCH_INDEXES.cars), documents, { compact: true });

  // Offers and parts
  const franchiseMakes = [...new Set(site.dealerships.flatMap((d) => d.makes))];
  const offerUnits = (
    site.stock.itemType === 'caravan'
      ? unitsOfCaravans(caravanModels(franchiseMakes))
      : unitsOfModels(vehicleModels(site.stock.itemType, franchiseMakes))
  ).filter((u) => onSaleNew(u, clock) && !upcoming.has(u.model));
  const toyotaRange = site.template === 'toyota' && site.manufacturer?.name === 'Toyota';
  const offers = buildOffers(rng.fork('offers'), clock, offerUnits, {
    websiteId: id,
    dealershipIds: site.dealerships.map((d) => d.id),
    manufacturer: site.manufacturer?.name,
    others: { websiteId: sister.websiteId, dealershipId: o.dealershipId, name: o.name },
    count: toyotaRange ? 9 : Math.min(12, Math.max(6, franchiseMakes.length * 2)),
    modelOf: (unit) => {
      const range = toyotaRange ? toyotaRangeEntry(unit.model, unit.body) : undefined;
      return range ? { name: range.name, slug: `models/${range.key}` } : catalogueModel(unit);
    },
  });
  writer.json(indexPath(SEARCH_INDEXES.offers), offers, { compact: true });
  writer.json(
    indexPath(SEARCH_INDEXES.parts),
    buildParts(rng.fork('parts'), site.stock.itemType, franchiseMakes, 36, id * 1000, {
      models: toyotaRange
        ? toyotaModels()
            .filter((m) => (m.accessories_count ?? 0) > 0)
            .map((m) => m.name)
        : [],
      websiteId: id,
      otherWebsiteId: sister.websiteId,
    }),
    { compact: true },
  );

  // Manufacturer and its model range (single-franchise sites)
  if (site.manufacturer) {
    const models = site.manufacturer.name === 'Toyota' ? toyotaModels() : [];
    const m = manufacturerByName(site.manufacturer.name)!;
    writer.json(paths.manufacturer(site.manufacturer.id), {
      ...m,
      models: models.map((x) => x.id),
    });
    for (const model of models) writer.json(paths.model(model.id), model);
  }

  // Content
  const word = vehicleWord(site);
  writer.json(
    paths.promotions(id),
    buildPromotions(clock, {
      slug: artSlugOf(site),
      vehicleWord: word,
      primary: site.colours.primary,
      accent: site.colours.accent,
      positions: (site.config.promoCardPositions as number[] | undefined) ?? [8, 17],
      financeOffer: `Finance from ${site.finance.terms.comparisonRate.toFixed(2)}% p.a. comparison rate.`,
    }),
  );
  const locationImages = allLocations(site).map((l) => locationImageUrl(site, l));
  const pages = buildPages({
    slug: site.slug,
    websiteId: id,
    name: site.name,
    vehicleWord: word,
    manufacturer: site.manufacturer?.name,
    makes: franchiseMakes,
    itemType: site.stock.itemType,
    dealershipGroup: site.dealershipGroup,
    otherSlug: sister.slug,
    heroImage: locationImages[0],
    locationImages,
  });
  writer.json(
    paths.pages(id),
    pages.map((p) => p.payload),
  );
  const blogs = buildBlogs(clock, {
    slug: site.slug,
    websiteId: id,
    name: site.name,
    itemType: site.stock.itemType,
    pictures: locationImages,
  });
  writer.json(paths.blogs(id), blogs);
  writer.json(paths.searchSlugs(id), searchSlugs(word, site.stock.itemType));
  writer.json(paths.searchPageTemplates(id), searchPageTemplates(id, word));

  // The website itself, with its stock summary
  const website = buildWebsite(
    rng.fork('website'),
    clock,
    { ...site, navigation: withPageLinks(site.navigation, pages) },
    locations,
    cars,
    offers.filter((x) =>
      isSiteOffer(x, { id, dealerships: site.dealerships, manufacturer: site.manufacturer }),
    ).length,
  );
  website.blogs = blogSettings(site.slug, blogs.length);
  const externalBlog = externalBlogUrl(site.slug);
  if (externalBlog) website.config = { ...website.config, externalBlogUrl: externalBlog };
  writer.json(paths.website(id), website);

  return {
    slug: site.slug,
    cars: cars.length,
    files: writer.files,
    bytes: writer.bytes,
    ms: Math.round(performance.now() - started),
  };
}
