/**
 * Per-tenant feature flags (rules.md: Feature flags).
 *
 * A flag is true when the current website's slug, name, dealership_id, dealership_group
 * or manufacturer equals one of the flag's fixed values (templates are matched too, for
 * the flags the spec ties to templates). Manufacturer flags compare the site's
 * manufacturer name case-insensitively, skoda with or without its diacritic.
 *
 * Add a flag by adding one entry to FLAGS; read it with isEnabled(flag, site).
 */

export interface FlagSubject {
  slug: string;
  name: string;
  template?: string | null;
  dealership_id?: string | number | null;
  dealership_group?: string | null;
  manufacturer?: string | { name?: string | null } | null;
}

/** A site of which only some fields are known (the stock filter's callers know slug and template). */
export type PartialFlagSubject = { [K in keyof FlagSubject]?: FlagSubject[K] | null };

export interface FlagMatch {
  slugs?: readonly string[];
  names?: readonly string[];
  dealershipIds?: readonly (string | number)[];
  dealershipGroups?: readonly string[];
  manufacturers?: readonly string[];
  templates?: readonly string[];
}

/** The caravan/RV set of site slugs (7 in the spec; ours holds the sample tenants' share). */
export const CARAVAN_RV_SLUGS = [
  'outback-caravans-rv',
  'sunrise-rv',
  'coastline-caravans',
  'big-sky-rv',
  'nomad-campers',
  'red-centre-rv',
  'highway-caravans',
] as const;

/** The sample multi-make group. */
const PACIFIC_GROUP = 'Pacific Motor Group';

export const FLAGS = {
  /** Group of caravan/RV sellers: caravan specifications and wording. */
  caravanRv: { slugs: CARAVAN_RV_SLUGS, templates: ['caravan', 'rv'] },
  /** Garage / watchlist (needs sign-in). */
  garage: { dealershipGroups: [PACIFIC_GROUP] },
  // Sign-in gates (rules.md: Gated routes; Roles and permissions): checkout, spin-to-win and car
  // finance need a signed-in user only on these tenants (personalised finance: its own flag);
  // shopper/sign-in.ts GATE_FLAGS. Off for the sample tenants: reserving stays open to anyone.
  /** Checkout (reservation) needs sign-in. */
  gateCheckout: { slugs: [] },
  /** Spin-to-win needs sign-in. */
  gateSpinToWin: { slugs: [] },
  /** Car finance (/finance as the car-finance route) needs sign-in. */
  gateCarFinance: { slugs: [] },
  /** Online reservation (checkout) for in-stock cars. */
  reservation: { dealershipGroups: [PACIFIC_GROUP] },
  /** Trade-in / instant valuation. */
  tradeIn: { dealershipGroups: [PACIFIC_GROUP], manufacturers: ['toyota'] },
  /** Compare mode on cards. */
  compare: { dealershipGroups: [PACIFIC_GROUP] },
  /** 'used' displayed as 'Pre-Owned' (rules.md: Stock condition wording: one dealer group). */
  preOwnedWording: { dealershipGroups: [PACIFIC_GROUP] },
  /** Certified pre-owned badge and refinement for one make. */
  certifiedPreOwned: { dealershipGroups: [PACIFIC_GROUP], manufacturers: ['toyota'] },
  /** Location-type grouping in location lists. */
  locationTypeGrouping: { templates: ['toyota'] },
  // Locations, hours and offers (rules.md: Location screens; Offers; Opening hours display; Toggles)
  /** The dealer whose service Saturdays alternate with 'By Appointment Only' weeks, counted from 14 June 2025. */
  alternatingServiceSaturdays: { slugs: ['sunshine-coast-toyota'] },
  /** The info panel's '(All Hours)' note beside the phone. */
  locationAllHoursNote: { slugs: [] },
  /** The info panel's 'Book a Service' button on service locations. */
  locationBookService: { templates: ['toyota'] },
  /** The info panel's 'COMING EARLY 2026' badge. */
  locationComingEarly2026: { slugs: [] },
  /** The location cards grid shows only the location named 'Find My Car'. */
  locationCardsFindMyCar: { slugs: [] },
  /** Finance offers are always expanded (description and disclaimer in full). */
  financeOffersExpanded: { dealershipGroups: [PACIFIC_GROUP] },
  /** The one dealer whose model pages use /{prefix}/new-toyota-{model}-vehicle. */
  newToyotaModelVehiclePath: { slugs: [] },
  /** Split test (autogauge_enabled on car enquiries). */
  splitTest: { slugs: [] },
  /** Event logging to {host}/events.json (2 tenants). */
  eventLogging: { slugs: [] },
  /** Finance links go to /finance-enquiry (rules.md: Offers). */
  financeEnquiryLink: { slugs: [] },
  /** Finance links go to /apply-for-finance (certain dealerships, or this flag). */
  applyForFinanceLink: { slugs: [], dealershipIds: [] },
  /** The finance link test variant: the same query without the #finance-form anchor. */
  financeLinkTestVariant: { slugs: [] },
  /** /personalised/finance?car_id={id} for cars with has_nvic. */
  personalisedFinance: { slugs: [] },
  // Vehicle page and finance (rules.md: States and transitions; Validation rules; Business constants and limits); the spec names no tenant
  // for these, so each is off for the sample tenants until a dealer asks for it.
  /** The one manufacturer whose sites never show the finance box (rules.md: Finance box eligibility). */
  noFinanceBoxManufacturer: { manufacturers: ['mercedes benz'] },
  /** 'A certain flag is off': sites that hide the finance box. */
  financeBoxOff: { slugs: [] },
  /** The specific tenant whose captive-make cars get a calculator result from any provider. */
  captiveMakeCalculator: { slugs: [] },
  /** The one tenant whose calculator purchase price minimum is 5000. */
  financeHighMinimumPrice: { slugs: [] },
  /** The one tenant whose calculator interest rate runs 4–20. */
  financeWideInterestRange: { slugs: [] },
  /** The disclaimer's third sentence becomes the fixed 6.29% / 8.19% estimate sentence. */
  financeDisclaimerThirdSentence: { slugs: [] },
  /** The one tenant that lists its finance fees. */
  financeFeesList: { slugs: [] },
  /** A past rego expiry shows 'Unregistered' instead of hiding the row. */
  regoUnregistered: { dealershipGroups: [PACIFIC_GROUP] },
  /** The special flag's first half: new/demo Nissans. */
  specialNewNissan: { slugs: [] },
  /** The special flag's second half: used cars. */
  specialUsed: { slugs: [] },
  /** Location id 5823 hides its street. */
  hideStreetOfLocation5823: { slugs: [] },
  /** The enquiry message ('Comments') is optional (rules.md: Enquiry form: a tenant flag turns the requirement off). */
  enquiryMessageOptional: { slugs: [] },
  /** The optional Rego field on enquiries (rules.md: Enquiry form: shown under a flag, or forms.showRego). */
  enquiryRego: { templates: ['toyota'] },
  /** The location select also appears for new cars (rules.md: Enquiry form). */
  locationSelectForNewCars: { slugs: [] },
  /** Terms message '* You must agree to the terms of use before submitting the form.' (rules.md: Enquiry form). */
  termsFormWording: { slugs: [] },
  /** The tenant whose dealership location select leaves out location ids 3844, 3847, 3845 and 3846 (rules.md: Validation rules). */
  excludedDealershipLocations: { slugs: [] },
  /** POST /api/miscellaneous with the adjustments response and column_name 'valuation' (rules.md: Leads (method and path not shown)). */
  miscellaneousValuation: { dealershipGroups: [PACIFIC_GROUP] },
  // Content pages (rules.md: What the product does and for whom; Own-site routes (content side); Blog; Platform).
  /** The one tenant whose blog lives at /news (rules.md: Own-site routes (content side); Link rules). */
  newsInsteadOfBlog: { dealershipGroups: [PACIFIC_GROUP] },
  /** The dealer-template slugs whose blog articles carry 'Interested in a test drive?' (rules.md: Blog). */
  blogTestDriveCta: { templates: ['toyota', 'default'] },
  /** The dealer group whose fleet page adds 'National Dealer Network' (rules.md: What the product does and for whom). */
  fleetNationalDealerNetwork: { dealershipGroups: [PACIFIC_GROUP] },
  /** The dealer group whose copy claims about 60 years of experience and a $100,000 community program (rules.md: What the product does and for whom). */
  groupHeritageCopy: { dealershipGroups: [PACIFIC_GROUP] },
  /** Image quality 50 / 60 for certain manufacturers and tenants (rules.md: Platform; the spec names none). */
  imageQuality50: { slugs: [] },
  imageQuality60: { slugs: [] },
  // Default stock filters by slug or template (rules.md: Hosted search engine
  // engine); the filter each one applies is in src/domain/search/stock-rules.ts.
  /** A used-car yard trading under a franchise group's name: used stock only. */
  stockUsedOnly: { slugs: ['pacific-used-car-centre'] },
  /** Showroom sites: new and demo stock only, on the lot. */
  stockShowroom: { slugs: ['sunshine-coast-toyota-showroom'] },
  /** Van and 4x4 specialists: simple_body VAN or simple_drive 4x4. */
  stockVanOr4x4: { templates: ['truck'] },
  /** A caravan yard whose used vans sell on their photos: used vans without any stay off the site. */
  stockPhotosUnlessNewOrDemo: { slugs: ['coastline-caravans'] },
  /** A dealer that stopped selling a brand and hides a few stock numbers held for fleet sales. */
  stockBrandAndFleetExclusions: { slugs: ['big-sky-rv'] },
} as const satisfies Record<string, FlagMatch>;

export type FlagName = keyof typeof FLAGS;

/**
 * Manufacturer flags (rules.md: Feature flags), compared case-insensitively with the site's
 * manufacturer.
 */
export const MANUFACTURER_FLAGS = [
  'volkswagen',
  'mitsubishi',
  'peugeot',
  'ford',
  'gmsv',
  'toyota',
  'subaru',
  'chery nz',
  'mercedes benz',
  'kia',
  'suzuki',
  'suzuki australia',
  'isuzu ute',
  'skoda',
  'mazda',
  'renault',
  'hyundai',
  'gwm',
  'jeep',
  'ldv',
  'fiat',
  'fiat professional',
  'mahindra',
  'geely',
  'mg',
  'byd',
  'denza',
  'foton',
  'ausmv',
] as const;
export type ManufacturerFlag = (typeof MANUFACTURER_FLAGS)[number];

/** Lowercase, with diacritics removed ('Škoda' → 'skoda'). */
function fold(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

export function siteManufacturerName(site: Pick<FlagSubject, 'manufacturer'>): string {
  const m = site.manufacturer;
  if (!m) return '';
  return typeof m === 'string' ? m : (m.name ?? '');
}

/** True when the site is one the match names (by slug, name, dealership, group, manufacturer or template). */
export function matchesSite(match: FlagMatch, site: PartialFlagSubject): boolean {
  const manufacturer = fold(siteManufacturerName(site));
  return Boolean(
    (site.slug != null && match.slugs?.includes(site.slug)) ||
    (site.name != null && match.names?.includes(site.name)) ||
    (site.dealership_id != null &&
      match.dealershipIds?.some((id) => String(id) === String(site.dealership_id))) ||
    (site.dealership_group != null && match.dealershipGroups?.includes(site.dealership_group)) ||
    (manufacturer !== '' && match.manufacturers?.some((m) => fold(m) === manufacturer)) ||
    (site.template != null && match.templates?.includes(site.template)),
  );
}

export function isEnabled(flag: FlagName, site: FlagSubject): boolean {
  return matchesSite(FLAGS[flag], site);
}

/** True when the site's manufacturer is the flag's manufacturer (case-insensitive). */
export function isManufacturer(
  flag: ManufacturerFlag,
  site: Pick<FlagSubject, 'manufacturer'>,
): boolean {
  return fold(siteManufacturerName(site)) === fold(flag);
}

/** Every flag that is on for the site: for the build log and the page's data attributes. */
export function enabledFlags(site: FlagSubject): FlagName[] {
  return (Object.keys(FLAGS) as FlagName[]).filter((flag) => isEnabled(flag, site));
}
