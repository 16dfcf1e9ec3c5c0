/**
 * What a sample tenant is made of. A profile (profiles/*.ts) fills a SiteSpec; the builders
 * turn it into the Website payload, its locations, its stock and its content.
 */
import type { WebsiteInput } from '../../../src/domain/tenant/schema/website';
import type { NavigationItem } from '../../../src/domain/tenant/schema/navigation';
import type { ItemType } from '../catalog/types';
import type { LenderTerms } from '../finance';

/** Australian states, and the US sample tenant's Wisconsin. */
export type State = 'QLD' | 'NSW' | 'VIC' | 'ACT' | 'NT' | 'SA' | 'TAS' | 'WA' | 'WI';

export interface Place {
  street: string;
  city: string;
  state: State;
  postcode: number;
  lat: number;
  long: number;
}

/** Weekly opening hours: a preset name (site/hours.ts). */
export type HoursPreset =
  'sales' | 'salesSunday' | 'service' | 'serviceWeekdays' | 'parts' | 'caravan' | 'motorcycle';

export interface LocationSpec {
  id: number;
  name: string;
  slug: string;
  /** '' is treated as sales. */
  type: 'sales' | 'service' | 'parts' | '';
  subtype?: string[];
  place: Place;
  phone: string;
  landline?: string;
  mobile?: string;
  hours: HoursPreset;
  primary?: boolean;
  visible?: boolean;
  /** Make slugs. */
  makes: string[];
  license?: string;
  mvr?: string;
  /** Pick-up points a car at this location can be delivered to. */
  distribution?: { id: number; name: string; slug: string; place: Place }[];
  rating: number;
  reviewCount: number;
  /** A review by this name joins the location's list: the site's blocked-names list must hide it. */
  blockedReviewer?: string;
  /** Whether cars are displayed at this location (sales yards). */
  holdsStock?: boolean;
}

export interface DealershipSpec {
  id: number;
  name: string;
  slug: string;
  /** Franchise makes: new and demo stock come from these. */
  makes: string[];
  locations: LocationSpec[];
  /** Share of the site's stock held by this dealership. */
  stockShare: number;
  four_step_valuation_form?: boolean;
  enable_valuation_offer_rejection?: boolean;
  website?: { url: string; slug: string };
}

export interface StockPlan {
  count: number;
  itemType: ItemType;
  newShare: number;
  demoShare: number;
  /** Makes for used stock (any catalogue make of the item type when omitted). */
  usedMakes?: string[];
  /** Prefix of stock numbers, e.g. 'SCT'. */
  stockPrefix: string;
  /** A subscription dealer: this share of priced cars gets a weekly subscription_price. */
  subscriptionShare?: number;
  /** Used cars of these makes can be certified pre-owned. */
  certifiedMakes?: string[];
  /** Models that are not on sale yet: they appear as preorders only. */
  upcomingModels?: string[];
}

/** The other dealership whose cars share the index and must be excluded by search_filters. */
export interface OtherDealer {
  dealershipId: number;
  name: string;
  slug: string;
  location: LocationSpec;
  makes: string[];
  itemType: ItemType;
  count: number;
}

export interface SiteSpec {
  slug: string;
  websiteId: number;
  /** Fixed seed of the tenant's random stream. */
  seed: string;
  name: string;
  companyName: string;
  description: string;
  url: string;
  template: string;
  manufacturer?: { id: number; name: string };
  dealershipGroup?: string;
  phone: string;
  email: string;
  place: Place;
  /** The address's country ('Australia' when omitted). */
  country?: string;
  colours: { primary: string; secondary: string; accent: string };
  social: Partial<
    Record<'facebook_url' | 'instagram_url' | 'youtube_url' | 'linkedin_url' | 'tiktok_url', string>
  >;
  finance: { provider: string; terms: LenderTerms; manual?: LenderTerms };
  youxProviderCode?: string;
  dealerships: DealershipSpec[];
  stock: StockPlan;
  other: OtherDealer;
  searchFilters: string;
  includeSoldDays: number;
  searchCategories: string[];
  /** The website's config object (validated by SiteConfig). */
  config: Record<string, unknown>;
  navigation: { header: NavigationItem[]; footer: NavigationItem[] };
  /** Further Website fields (flags, settings, integrations). */
  extra: Partial<WebsiteInput>;
  /** Whose logo, promo and location art the site uses (its own slug when omitted; synthetic tenants share one set). */
  artSlug?: string;
  /** The location banner (specifications.banner_config); off when omitted. */
  bannerConfig?: NonNullable<NonNullable<WebsiteInput['specifications']>['banner_config']>;
  /** Just-arrived and sold tag settings. */
  specifications: {
    just_arrived_days: number;
    just_arrived_tag_name: string;
    sold_tag_name: string;
  };
}

/** The slug the site's art files are named by. */
export const artSlugOf = (site: Pick<SiteSpec, 'slug' | 'artSlug'>) => site.artSlug ?? site.slug;

/** The picture of a location: its own, or the shared one of a site with shared art. */
export const locationImageUrl = (
  site: Pick<SiteSpec, 'artSlug'>,
  location: Pick<LocationSpec, 'slug'>,
) => `/sample-media/locations/${site.artSlug ?? location.slug}.svg`;

/** Every location of the site, in dealership order. */
export function allLocations(site: Pick<SiteSpec, 'dealerships'>): LocationSpec[] {
  return site.dealerships.flatMap((d) => d.locations);
}

/** A location with the usual defaults: hours by type, no licence, a 4.5 rating. */
export function locationSpec(
  id: number,
  name: string,
  slug: string,
  type: LocationSpec['type'],
  place: Place,
  phone: string,
  extra: Partial<LocationSpec> = {},
): LocationSpec {
  const hours: HoursPreset = type === 'service' ? 'service' : type === 'parts' ? 'parts' : 'sales';
  return {
    id,
    name,
    slug,
    type,
    place,
    phone,
    hours,
    makes: [],
    rating: 4.5,
    reviewCount: 100,
    ...extra,
  };
}
