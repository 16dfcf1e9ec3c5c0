/**
 * What every lead form needs to know about the site, computed once from the site's
 * configuration, locations and flags. The pages embed it (small, JSON) for the islands;
 * the endpoints compute the same object, so a form and its endpoint build the same fields
 * and validate with the same schema.
 */
import { isEnabled, type FlagSubject } from '../tenant/flags';
import type { PhoneMode } from '../format/phone';
import { marketOf, type Market } from '../market/market';
import { phoneModeOf } from '../market/phone';
import type { Website } from '../tenant/schema/website';
import type { Location } from '../tenant/schema/location';
import {
  DEFAULT_FLEET_SIZE_INPUT,
  DEFAULT_FORM_STATE,
  DEFAULT_KMS_INPUT,
  DEFAULT_PRIVACY_URL,
  DEFAULT_SERVICE_OPTIONS,
  DEFAULT_TERMS_URL,
} from '../tenant/config/forms';
import type { NumberInputConfig, QuickPickSet } from './money-input';

export type LocationKind = 'sales' | 'service' | 'parts' | 'buying';

export interface FormLocation {
  id: string;
  name: string;
  city: string;
  /** '' is treated as sales (rules.md: Location type). */
  type: string;
  subtypes: string[];
  manufacturers: string[];
  dealership_slug: string | null;
  /** Opening hours for test-drive slots: weekday 0–6, 'HH:MM' open and close. */
  hours: { weekday: number; open: string; close: string }[];
}

export interface FormDealership {
  id: string;
  slug: string;
  name: string;
  four_step_valuation_form: boolean;
  enable_valuation_offer_rejection: boolean;
}

export interface FormContext {
  slug: string;
  name: string;
  websiteId: string;
  dealershipId: string | null;
  phoneMode: PhoneMode;
  /** The site's market: postcode rule and field length (market/postal.ts). */
  market: Market;
  defaultState: string;
  messageRequired: boolean;
  categorySelection: boolean;
  showRego: boolean;
  locationSelect: 'dealership' | 'department' | null;
  locationSelectForNewCars: boolean;
  dealershipLocationIds: string[] | null;
  dealershipLocationLabel: 'name' | 'city';
  excludedLocationIds: string[];
  removeDealershipField: boolean;
  termsFormWording: boolean;
  termsUrl: string;
  privacyUrl: string;
  testDriveDisclaimer: string | null;
  serviceOptions: string[];
  kmsInput: NumberInputConfig;
  fleetSizeInput: NumberInputConfig;
  quickPicks: QuickPickSet;
  botProtection: boolean;
  splitTest: boolean;
  tradeIn: boolean;
  valuationIntegration: boolean;
  miscellaneousValuation: boolean;
  eventLogging: boolean;
  locations: FormLocation[];
  dealerships: FormDealership[];
}

/** For one tenant, location ids 3844, 3845, 3846 and 3847 are excluded (rules.md: Enquiry form). */
export const EXCLUDED_LOCATION_IDS = ['3844', '3845', '3846', '3847'] as const;

export function formLocation(location: Location): FormLocation {
  const hours = (location.contact_detail?.opening_hours ?? [])
    .filter((h) => h.weekday != null && h.open && h.close && (h.status ?? 'Open') === 'Open')
    .map((h) => ({ weekday: Number(h.weekday), open: String(h.open), close: String(h.close) }));
  return {
    id: String(location.id),
    name: location.name,
    city: location.override_city || location.address?.city || '',
    type: location.location_type ?? '',
    subtypes: location.location_subtype ?? [],
    manufacturers: location.manufacturers ?? [],
    dealership_slug: location.dealership_slug ?? null,
    hours,
  };
}

type SiteInput = Pick<
  Website,
  | 'slug'
  | 'name'
  | 'id'
  | 'dealership_id'
  | 'config'
  | 'dealerships'
  | 'bot_protection'
  | 'vehicle_valuation'
  | 'opening_hours'
> &
  FlagSubject;

export function formContextFor(site: SiteInput, locations: readonly Location[]): FormContext {
  const forms = site.config.forms;
  const flag = (name: Parameters<typeof isEnabled>[0]) => isEnabled(name, site);
  const siteHours = (site.opening_hours ?? [])
    .filter((h) => h.weekday != null && h.open && h.close && (h.status ?? 'Open') === 'Open')
    .map((h) => ({ weekday: Number(h.weekday), open: String(h.open), close: String(h.close) }));
  return {
    slug: site.slug,
    name: site.name,
    websiteId: String(site.id),
    dealershipId: site.dealership_id != null ? String(site.dealership_id) : null,
    // config.market sets the phone mode too; a site with only phoneMode keeps it.
    phoneMode: site.config.market
      ? phoneModeOf(site.config.market)
      : (site.config.phoneMode ?? 'AU'),
    market: marketOf(site.config),
    defaultState: (forms?.defaultState ?? DEFAULT_FORM_STATE).toUpperCase(),
    messageRequired: (forms?.isMessageRequired ?? true) && !flag('enquiryMessageOptional'),
    categorySelection: forms?.categorySelection ?? false,
    showRego: (forms?.showRego ?? false) || flag('enquiryRego'),
    locationSelect: forms?.locationSelect ?? null,
    locationSelectForNewCars: flag('locationSelectForNewCars'),
    dealershipLocationIds: forms?.dealershipLocationIds
      ? forms.dealershipLocationIds.map(String)
      : null,
    dealershipLocationLabel: forms?.dealershipLocationLabel ?? 'name',
    excludedLocationIds: flag('excludedDealershipLocations') ? [...EXCLUDED_LOCATION_IDS] : [],
    removeDealershipField: forms?.removeDealershipField ?? false,
    termsFormWording: flag('termsFormWording'),
    termsUrl: forms?.termsUrl ?? DEFAULT_TERMS_URL,
    privacyUrl: forms?.privacyUrl ?? DEFAULT_PRIVACY_URL,
    testDriveDisclaimer: forms?.testDriveDisclaimer ?? null,
    serviceOptions: forms?.serviceOptions ?? DEFAULT_SERVICE_OPTIONS,
    kmsInput: forms?.kmsInput ?? { ...DEFAULT_KMS_INPUT },
    fleetSizeInput: forms?.fleetSizeInput ?? { ...DEFAULT_FLEET_SIZE_INPUT },
    quickPicks: forms?.quickPicks ?? 'default',
    botProtection: Boolean(site.bot_protection),
    splitTest: flag('splitTest'),
    tradeIn: flag('tradeIn'),
    valuationIntegration: Boolean(site.vehicle_valuation),
    miscellaneousValuation: flag('miscellaneousValuation'),
    eventLogging: flag('eventLogging'),
    locations: locations
      .filter((l) => l.visible !== false)
      .map((l) => {
        const fl = formLocation(l);
        return fl.hours.length > 0 ? fl : { ...fl, hours: siteHours };
      }),
    dealerships: (site.dealerships ?? []).map((d) => ({
      id: String(d.id),
      slug: d.slug,
      name: d.name,
      four_step_valuation_form: Boolean(d.four_step_valuation_form),
      enable_valuation_offer_rejection: Boolean(d.enable_valuation_offer_rejection),
    })),
  };
}
