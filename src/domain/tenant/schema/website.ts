import { z } from 'zod';
import { id, loose, numeric, opt, urlSlug } from '../../schema-helpers';
import { SiteConfig } from '../config';
import { Dealership, DealershipWebsite } from './dealership';
import { OpeningHour, SpecialHours } from './hours';
import { BusinessProfile } from './review';
import { Location } from './location';
import { Navigation } from './navigation';

/** rules.md: Website (site configuration): the website's own address. */
export const WebsiteAddress = loose({
  id: opt(id),
  street: opt(z.string()),
  city: opt(z.string()),
  state: opt(z.string()),
  postcode: opt(numeric),
  created_at: opt(z.string()),
  updated_at: opt(z.string()),
  addressable_type: opt(z.string()),
  addressable_id: opt(id),
  seo_city: opt(z.string()),
  country: opt(z.string()),
  state_long: opt(z.string()),
});

export const Logo = loose({
  url: opt(z.string()),
  png: opt(loose({ url: opt(z.string()) })),
  favicon: opt(loose({ url: opt(z.string()) })),
  ico: opt(loose({ url: opt(z.string()) })),
});

export const StockSummary = loose({
  count: opt(z.number().int().nonnegative()),
  makes: opt(z.array(z.string())),
  /** Keyed 'Make:Model' → count. */
  models: opt(z.record(z.string(), z.number().int().nonnegative())),
  car_types: opt(
    loose({ used: opt(z.number().int()), new: opt(z.number().int()), demo: opt(z.number().int()) }),
  ),
});

export const BannerConfig = loose({
  enabled: opt(z.boolean()),
  location_links: opt(
    z.array(
      loose({
        href: opt(z.string()),
        linkText: opt(z.string()),
        linkType: z.enum(['location', 'phone']),
        locationId: opt(id),
        headingText: opt(z.string()),
      }),
    ),
  ),
});

/** Manufacturer-specific settings, keyed exactly as the dashboard names them. */
export const ManufacturerSettings = loose({
  'Toyota Base Domain': opt(z.string()),
  'Dealer Code': opt(z.string()),
  'Toyota Service Insurance URL': opt(z.string()),
  'Toyota Parts Insurance URL': opt(z.string()),
  'Toyota Complaints Contact': opt(z.string()),
  'Toyota Email': opt(z.string()),
});

/** Templates the product knows; others fall back to the default template. */
export const TEMPLATES = [
  'default',
  'toyota',
  'motorcycle',
  'camper',
  'caravan',
  'rv',
  'truck',
] as const;

export const Website = loose({
  // Identity
  id: id,
  slug: urlSlug,
  name: z.string().min(1),
  company_name: opt(z.string()),
  /**
   * The dealer's legal entity as its legal pages name it, e.g. 'Bayside Kia Pty Ltd ABN 12 345
   * 678 901' (AU), 'Bayside Motors Limited NZBN 9429041234567' (NZ), 'Bayside Motors LLC' (US):
   * the [abn] placeholder and the terms' 'About us'.
   */
  legal_entity: opt(z.string()),
  description: opt(z.string()),
  url: z.url(),
  domain_name: opt(z.string()),
  template: z.string().default('default'),
  dealership_id: opt(id),
  dealership_slug: opt(z.string()),
  dealership_group: opt(z.string()),
  manufacturer_id: opt(z.number().int()),
  manufacturer: opt(z.union([z.string(), loose({ name: opt(z.string()) })])),
  // Branding
  logo: opt(Logo),
  logo_black: opt(z.union([z.string(), Logo])),
  // Contact
  phone: opt(z.string()),
  email: opt(z.string()),
  address: opt(WebsiteAddress),
  override_city: opt(z.string()),
  opening_hours: opt(z.array(OpeningHour)),
  special_hours: opt(z.array(SpecialHours)),
  // Social
  facebook_url: opt(z.string()),
  instagram_url: opt(z.string()),
  youtube_url: opt(z.string()),
  linkedin_url: opt(z.string()),
  tiktok_url: opt(z.string()),
  // Tracking
  gtm_id: opt(z.string()),
  facebook_pixel: opt(z.string()),
  google_analytics_id: opt(z.string()),
  /** A comma list. */
  google_site_verification: opt(z.string()),
  ga_profile: opt(z.string()),
  google_ad_campaigns: opt(z.unknown()),
  facebook_ad_campaigns: opt(z.unknown()),
  // Integration flags
  autobot: opt(z.boolean()),
  dealercell: opt(z.boolean()),
  dealerstudio: opt(z.boolean()),
  impel: opt(z.boolean()),
  autograb: opt(z.boolean()),
  redbook: opt(z.boolean()),
  nevdis: opt(z.boolean()),
  vehicle_valuation: opt(z.boolean()),
  /** A finance-provider integration is enabled only when this is non-empty. */
  youx_provider_code: opt(z.string()),
  // Commerce
  payment_provider: opt(z.string()),
  finance_provider: opt(z.string()),
  offers_subscription: opt(z.boolean()),
  enable_store: opt(z.boolean()),
  // Structure
  config: SiteConfig.default(SiteConfig.parse({})),
  navigation: opt(Navigation),
  use_pages_path: opt(z.boolean()),
  build_model_pages: opt(z.boolean()),
  garage_enabled: opt(z.boolean()),
  garage_settings: opt(loose({})),
  override_primary_vehicle: opt(z.string()),
  push_leads_to_website_primary_location: opt(z.boolean()),
  plugins: opt(z.array(z.unknown())),
  // Stock
  stock: opt(StockSummary),
  search_filters: opt(z.string()),
  search_categories: opt(z.array(z.string())),
  default_search_path: opt(z.string()),
  include_sold_cars_days: opt(z.number().int().nonnegative()),
  search_host: opt(z.string()),
  search_key: opt(z.string()),
  vdp_config: opt(loose({ show_map_section: opt(z.boolean()) })),
  search_config: opt(loose({})),
  excluded_models: opt(z.array(z.string())),
  // Related
  locations: z.array(Location).default([]),
  dealerships: z.array(Dealership).default([]),
  dealership_websites: z.array(DealershipWebsite).default([]),
  reviews: opt(z.boolean()),
  offers: opt(loose({ count: opt(z.number().int()) })),
  gmb_profiles: opt(z.array(BusinessProfile)),
  specifications: opt(
    loose({
      just_arrived_days: opt(z.number().int().nonnegative()),
      just_arrived_tag_name: opt(z.string()),
      sold_tag_name: opt(z.string()),
      banner_config: opt(BannerConfig),
    }),
  ),
  blogs: opt(
    loose({
      blog_listings_template: opt(z.string()),
      blog_page_template: opt(z.string()),
      build_blog_categories: opt(z.boolean()),
      count: opt(z.number().int()),
    }),
  ),
  settings: opt(ManufacturerSettings),
  /** Bot protection (captcha + honeypot) for this tenant's forms. */
  bot_protection: opt(z.boolean()),
});
export type Website = z.infer<typeof Website>;
export type WebsiteInput = z.input<typeof Website>;
