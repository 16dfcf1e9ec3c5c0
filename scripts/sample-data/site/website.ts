/** The Website payload (websites/{id}.json, rules.md: Website (site configuration)). */
import { toPredicate } from '../../../src/domain/search/filter';
import { stockFilter } from '../../../src/domain/search/stock-filter';
import type { Clock } from '../dates';
import { makeLogoUrl, MEDIA_PREFIX, tenantLogoUrl } from '../media/pictures';
import type {
  CarPayload,
  DealershipPayload,
  DealershipWebsitePayload,
  LocationPayload,
  WebsitePayload,
} from '../payloads';
import type { Rng } from '../random';
import { slugify } from '../words/format';
import { openingHours, specialHours } from './hours';
import { allLocations, artSlugOf, type SiteSpec, type State } from './types';

const STATE_NAMES: Record<State, string> = {
  QLD: 'Queensland',
  NSW: 'New South Wales',
  VIC: 'Victoria',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
  SA: 'South Australia',
  TAS: 'Tasmania',
  WA: 'Western Australia',
  WI: 'Wisconsin',
};

/** stock {count, makes, models, car_types} over the cars the site lists at --now. */
export function stockSummary(
  site: Pick<SiteSpec, 'searchFilters' | 'includeSoldDays'>,
  cars: CarPayload[],
  nowSeconds: number,
): WebsitePayload['stock'] {
  const listed = toPredicate(
    stockFilter(
      { search_filters: site.searchFilters, include_sold_cars_days: site.includeSoldDays },
      nowSeconds,
    ),
  );
  const shown = cars.filter((c) => listed(c as Record<string, unknown>));
  const models: Record<string, number> = {};
  const carTypes = { new: 0, demo: 0, used: 0 };
  for (const car of shown) {
    const key = `${car.make}:${typeof car.model === 'string' ? car.model : car.model.name}`;
    models[key] = (models[key] ?? 0) + 1;
    carTypes[car.car_type] += 1;
  }
  const sortedModels = Object.fromEntries(
    Object.entries(models).sort(([a], [b]) => a.localeCompare(b)),
  );
  return {
    count: shown.length,
    makes: [...new Set(shown.map((c) => c.make))].sort(),
    models: sortedModels,
    car_types: carTypes,
  };
}

export function buildWebsite(
  rng: Rng,
  clock: Clock,
  site: SiteSpec,
  locations: LocationPayload[],
  cars: CarPayload[],
  offerCount: number,
): WebsitePayload {
  const primary = allLocations(site).find((l) => l.primary) ?? allLocations(site)[0];
  const first = site.dealerships[0];
  const art = artSlugOf(site);
  const logo = tenantLogoUrl(art);
  const created = clock.iso(clock.daysAgo(1400));
  const dealerships: DealershipPayload[] = site.dealerships.map((d) => {
    const locs = d.locations;
    const count = locs.reduce((sum, l) => sum + l.reviewCount, 0);
    const rating = locs.reduce((sum, l) => sum + l.rating * l.reviewCount, 0) / Math.max(1, count);
    return {
      id: d.id,
      name: d.name,
      slug: d.slug,
      review_count: count,
      average_rating: rating.toFixed(1),
      manufacturers: d.makes.map((m) => slugify(m)),
      four_step_valuation_form: d.four_step_valuation_form ?? false,
      enable_valuation_offer_rejection: d.enable_valuation_offer_rejection ?? false,
    };
  });
  const dealershipWebsites: DealershipWebsitePayload[] = site.dealerships
    .filter((d) => d.website)
    .map((d) => ({
      name: d.name,
      make: d.makes[0] ?? null,
      url: d.website!.url,
      logo: d.makes[0] ? makeLogoUrl(slugify(d.makes[0])) : logo,
      dealership_ids: [d.id],
      slug: d.website!.slug,
      location_ids: d.locations.map((l) => l.id),
    }));
  const salesLocations = locations.filter(
    (l) => l.location_type === 'sales' || l.location_type === '',
  );
  return {
    id: site.websiteId,
    slug: site.slug,
    name: site.name,
    company_name: site.companyName,
    description: site.description,
    url: site.url,
    domain_name: new URL(site.url).hostname,
    template: site.template,
    dealership_id: first.id,
    dealership_slug: first.slug,
    dealership_group: site.dealershipGroup ?? null,
    manufacturer_id: site.manufacturer?.id ?? null,
    manufacturer: site.manufacturer ? { name: site.manufacturer.name } : null,
    logo: {
      url: logo,
      png: { url: `${MEDIA_PREFIX}/logos/${art}.png` },
      favicon: { url: `${MEDIA_PREFIX}/logos/${art}-favicon.png` },
      ico: { url: `${MEDIA_PREFIX}/logos/${art}-favicon.png` },
    },
    logo_black: { url: logo },
    phone: site.phone,
    email: site.email,
    address: {
      id: site.websiteId * 10,
      street: site.place.street,
      city: site.place.city,
      state: site.place.state,
      postcode: site.place.postcode,
      created_at: created,
      updated_at: created,
      addressable_type: 'Website',
      addressable_id: site.websiteId,
      seo_city: site.place.city,
      country: site.country ?? 'Australia',
      state_long: STATE_NAMES[site.place.state],
    },
    override_city: null,
    opening_hours: openingHours(primary.hours),
    special_hours: specialHours(clock, allLocations(site)),
    ...site.social,
    gtm_id: `GTM-${rng.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 7)}`,
    facebook_pixel: rng.chars('0123456789', 15),
    google_analytics_id: `G-${rng.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 10)}`,
    google_site_verification: `${rng.chars('abcdefghijklmnopqrstuvwxyz0123456789', 20)},${rng.chars('abcdefghijklmnopqrstuvwxyz0123456789', 20)}`,
    ga_profile: null,
    google_ad_campaigns: [],
    facebook_ad_campaigns: [],
    autobot: false,
    dealercell: false,
    dealerstudio: false,
    impel: false,
    autograb: site.stock.itemType === 'car',
    redbook: site.stock.itemType === 'car',
    nevdis: false,
    vehicle_valuation: false,
    youx_provider_code: site.youxProviderCode ?? null,
    payment_provider: 'stripe',
    finance_provider: site.finance.provider,
    offers_subscription: false,
    enable_store: false,
    config: site.config,
    navigation: site.navigation,
    use_pages_path: false,
    build_model_pages: Boolean(site.manufacturer),
    garage_enabled: false,
    garage_settings: {},
    override_primary_vehicle: null,
    push_leads_to_website_primary_location: false,
    plugins: [],
    stock: stockSummary(site, cars, clock.nowSeconds),
    search_filters: site.searchFilters,
    search_categories: site.searchCategories,
    default_search_path: '/search/new-used-and-demo-cars',
    include_sold_cars_days: site.includeSoldDays,
    search_host: null,
    search_key: null,
    vdp_config: { show_map_section: true },
    search_config: {},
    excluded_models: [],
    locations,
    dealerships,
    dealership_websites: dealershipWebsites,
    reviews: true,
    offers: { count: offerCount },
    gmb_profiles: salesLocations.map((l) => ({
      id: l.gmb_profile_id ?? null,
      name: l.name,
      review_url: `https://search.google.com/local/writereview?placeid=${l.address?.place_id ?? ''}`,
    })),
    specifications: {
      ...site.specifications,
      banner_config: site.bannerConfig ?? { enabled: false, location_links: [] },
    },
    blogs: {
      blog_listings_template: 'Grid',
      blog_page_template: 'Article',
      build_blog_categories: false,
      count: 0,
    },
    settings: null,
    bot_protection: false,
    ...site.extra,
  };
}
