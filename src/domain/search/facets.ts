/**
 * Search facets: the URL's facet keys and the index attributes they refine, the filter
 * sections a site shows and how facet values are labelled (rules.md: Search state in the URL; Search controls; Search).
 */
import { SUBSCRIPTION_SUFFIX } from '../vehicle/price-display';
import { marketOf, type Market } from '../market/market';
import { isEnabled, type FlagSubject } from '../tenant/flags';
import { manufacturerDisplayName } from '../tenant/site';
import { DEFAULT_ENABLED_FILTERS } from '../tenant/config/search-defaults';
import { modelDisplayName } from './makes';
import { conditionLabel } from '../vehicle/car-values';
import { SPEC_FILTERS, SPEC_KEYS } from './spec-filters';

/** rules.md: Search state in the URL: one query parameter per facet. */
export const FACET_KEYS = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'subscription_price',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
  'certified',
  'created_at_timestamp',
] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/**
 * Numeric facets, refined as range[key]=min:max. photos_count is not among rules.md: Search state in the URL's facet
 * keys, but a tenant's default query reads range[photos_count]=3 (rules.md: Search routes), so it is read too.
 */
export const RANGE_KEYS = [
  'km',
  'price',
  'subscription_price',
  'seats',
  'year',
  'created_at_timestamp',
  'photos_count',
  // specifications plain-language search sets (spec-filters.ts)
  ...SPEC_KEYS,
] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];
/** Range keys beyond rules.md: Search state in the URL's facet keys: refined from the URL, shown as chips, without a section. */
export const EXTRA_RANGE_KEYS = ['photos_count', ...SPEC_KEYS] as const;

/**
 * model is { name } in search documents, so the 'model' key refines model.name; a
 * specification's key refines its field (range[towing] refines variant.towingcapacitybraked).
 */
const ATTRIBUTE_OF_KEY: Readonly<Partial<Record<string, string>>> = {
  model: 'model.name',
  ...Object.fromEntries(SPEC_FILTERS.map((s) => [s.key, s.attribute])),
};
const KEY_OF_ATTRIBUTE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ATTRIBUTE_OF_KEY).map(([k, a]) => [a, k]),
);

export function attributeOf(key: string): string {
  return ATTRIBUTE_OF_KEY[key] ?? key;
}
export function keyOf(attribute: string): string {
  return KEY_OF_ATTRIBUTE[attribute] ?? attribute;
}
export function isFacetKey(key: string): key is FacetKey {
  return (FACET_KEYS as readonly string[]).includes(key);
}
export function isRangeKey(key: string): key is RangeKey {
  return (RANGE_KEYS as readonly string[]).includes(key);
}

/** Facet value limits (rules.md: Search): city 20, dealership 40; make-model list 30. */
export const CITY_FACET_LIMIT = 20;
export const DEALERSHIP_FACET_LIMIT = 40;
export const MAKE_MODEL_LIMIT = 30;
/** Makes shown before 'Show all makes': 7, or the popular-makes list length. */
export const MAKES_SHOWN = 7;
/** Select dropdowns insert an 'All Makes' group at index 20. */
export const ALL_MAKES_GROUP_INDEX = 20;
export const ALL_MAKES = 'All Makes';
export const POPULAR_MAKES = 'Popular Makes';
export const SHOW_ALL_MAKES = 'Show all makes';
export const HIDE_EXTRA_MAKES = 'Hide extra makes';
export const SELECT_MODELS = 'Select models';
export const HIDE_MODELS = 'Hide';
/** Car type sort order: new, demo, used. */
export const CAR_TYPE_ORDER = ['new', 'demo', 'used'] as const;

/** How each facet is named to a shopper (chips, sections). */
export const FACET_TITLES: Readonly<Record<string, string>> = {
  badge: 'Badge',
  status: 'Status',
  car_type: 'Condition',
  categories: 'Categories',
  city: 'Location',
  colour: 'Colour',
  dealership_name: 'Dealership',
  filtered_features: 'Features',
  item_type: 'Type',
  km: 'Odometer',
  location_name: 'Dealership',
  make: 'Make',
  make_model: 'Model',
  'model.name': 'Model',
  price: 'Price',
  subscription_price: 'Price',
  price_range: 'Price',
  seats: 'Seats',
  body: 'Body Type',
  drive: 'Drive Type',
  fuel: 'Fuel Type',
  transmission: 'Transmission',
  state: 'State',
  tag: 'Tag',
  weekly_price_range: 'Weekly price',
  year: 'Year',
  certified: 'Certified',
  created_at_timestamp: 'Listed',
  photos_count: 'Photos',
  ...Object.fromEntries(SPEC_FILTERS.map((s) => [s.attribute, s.title])),
};

export type FacetWidget = { kind: 'list' | 'range' | 'toggle' | 'menu'; attribute: string };

/**
 * Facets the URL can refine that no section shows (a dealership landing page's
 * dealership_name, a default query's range[photos_count], ...): the search mounts them
 * without a control, so their refinements still apply and can be removed as chips.
 */
export function hiddenFacets(sections: readonly FacetSection[]): FacetWidget[] {
  const shown = new Set(
    sections.flatMap((s) => (s.kind === 'makes' ? [s.attribute, 'make_model'] : [s.attribute])),
  );
  const out: FacetWidget[] = [];
  for (const key of [...FACET_KEYS, ...EXTRA_RANGE_KEYS]) {
    const attribute = attributeOf(key);
    if (shown.has(attribute) || out.some((w) => w.attribute === attribute)) continue;
    if (key === 'certified') out.push({ kind: 'toggle', attribute });
    else if (key === 'weekly_price_range') out.push({ kind: 'menu', attribute });
    else if (isRangeKey(key)) out.push({ kind: 'range', attribute });
    else out.push({ kind: 'list', attribute });
  }
  return out;
}

export type SectionKind = 'list' | 'makes' | 'range' | 'toggle';
export interface FacetSection {
  /** The enabled-filter key (rules.md: Search controls) this section comes from. */
  filter: string;
  kind: SectionKind;
  attribute: string;
  title: string;
  limit?: number;
  /** Shown after a range value, e.g. ' / week'. */
  suffix?: string;
  /** The odometer's unit follows the site's market (km, mi). */
  market?: Market;
}

export interface SectionSite extends FlagSubject {
  offers_subscription?: boolean | null;
  dealerships?: readonly unknown[] | null;
  config?: {
    enabledFilters?: readonly string[] | null;
    certifiedMake?: string | null;
    market?: Market | null;
    phoneMode?: string | null;
  } | null;
}

export { SUBSCRIPTION_SUFFIX };

/** The filter sections a site shows, in the order of its enabled filters. */
export function facetSections(
  site: SectionSite,
  options: { certifiedMake?: string | null } = {},
): FacetSection[] {
  const enabled = site.config?.enabledFilters ?? [...DEFAULT_ENABLED_FILTERS];
  const out: FacetSection[] = [];
  for (const filter of enabled) {
    switch (filter) {
      case 'car_type':
        out.push({ filter, kind: 'list', attribute: 'car_type', title: 'Condition' });
        break;
      case 'colour':
        out.push({ filter, kind: 'list', attribute: 'colour', title: 'Colour' });
        break;
      case 'body':
        out.push({ filter, kind: 'list', attribute: 'body', title: 'Body Type' });
        break;
      case 'transmission':
        out.push({ filter, kind: 'list', attribute: 'transmission', title: 'Transmission' });
        break;
      case 'odometer':
        out.push({
          filter,
          kind: 'range',
          attribute: 'km',
          title: 'Odometer',
          market: marketOf(site.config),
        });
        break;
      case 'price':
        out.push(
          site.offers_subscription
            ? {
                filter,
                kind: 'range',
                attribute: 'subscription_price',
                title: 'Price',
                suffix: SUBSCRIPTION_SUFFIX,
              }
            : { filter, kind: 'range', attribute: 'price', title: 'Price' },
        );
        break;
      case 'fuelType':
        out.push({ filter, kind: 'list', attribute: 'fuel', title: 'Fuel Type' });
        break;
      case 'drive':
        out.push({ filter, kind: 'list', attribute: 'drive', title: 'Drive Type' });
        break;
      case 'year':
        out.push({ filter, kind: 'range', attribute: 'year', title: 'Year' });
        break;
      case 'make':
        out.push({ filter, kind: 'makes', attribute: 'make', title: 'Make' });
        break;
      case 'model':
        out.push({
          filter,
          kind: 'list',
          attribute: 'make_model',
          title: 'Model',
          limit: MAKE_MODEL_LIMIT,
        });
        break;
      case 'location':
        // Location facets show only with more than 1 dealership.
        if ((site.dealerships?.length ?? 0) > 1) {
          out.push({
            filter,
            kind: 'list',
            attribute: 'city',
            title: 'Location',
            limit: CITY_FACET_LIMIT,
          });
          out.push({
            filter,
            kind: 'list',
            attribute: 'location_name',
            title: 'Dealership',
            limit: DEALERSHIP_FACET_LIMIT,
          });
        }
        break;
      case 'features':
        out.push({ filter, kind: 'list', attribute: 'filtered_features', title: 'Features' });
        break;
      case 'categories':
        out.push({ filter, kind: 'list', attribute: 'categories', title: 'Categories' });
        break;
      default:
        break;
    }
  }
  if (isEnabled('certifiedPreOwned', site)) {
    const make = options.certifiedMake ?? site.config?.certifiedMake ?? '';
    out.unshift({
      filter: 'certified',
      kind: 'toggle',
      attribute: 'certified',
      title: certifiedToggleLabel(make),
    });
  }
  return out;
}

/** "Only show [manufacturer] Certified Vehicles". */
export function certifiedToggleLabel(make: string | null | undefined): string {
  return make
    ? `Only show ${manufacturerDisplayName(make)} Certified Vehicles`
    : 'Only show Certified Vehicles';
}

// ---------------------------------------------------------------- labels

export interface LabelOptions {
  /** 'used' is labelled 'Pre-Owned' on some sites or for one dealer group. */
  usedLabel?: string | null;
}

/** The word a site uses for used cars: its configured label, 'Pre-Owned' under the wording flag, else 'Used'. */
export function usedLabelFor(
  site: FlagSubject & { config?: { usedLabel?: string | null } | null },
): string {
  return site.config?.usedLabel || (isEnabled('preOwnedWording', site) ? 'Pre-Owned' : 'Used');
}

/** new/used/demo are capitalised; used may read 'Pre-Owned'. */
export function carTypeLabel(value: string, options: LabelOptions = {}): string {
  const v = value.toLowerCase();
  if (v === 'used' && options.usedLabel) return options.usedLabel;
  if (v === 'new' || v === 'used' || v === 'demo') return conditionLabel(v);
  return value;
}

/** A make_model label shows the part after ':' (with the model name mapping). */
export function makeModelLabel(value: string): string {
  const i = value.indexOf(':');
  if (i < 0) return value;
  return modelDisplayName(value.slice(0, i), value.slice(i + 1));
}

/** A price bucket of 0 shows as 'Enquire - ...'. */
export function priceRangeLabel(value: string): string {
  return value.replace(/^\$0(?=\s*-)/, 'Enquire');
}

export function facetValueLabel(
  attribute: string,
  value: string,
  options: LabelOptions = {},
): string {
  switch (keyOf(attribute)) {
    case 'car_type':
      return carTypeLabel(value, options);
    case 'make_model':
      return makeModelLabel(value);
    case 'make':
      return manufacturerDisplayName(value);
    case 'price_range':
    case 'weekly_price_range':
      return priceRangeLabel(value);
    case 'certified':
      return value === 'true' ? 'Certified' : 'Not certified';
    default:
      return value;
  }
}

/** Facet values in the order a list shows them: car types new, demo, used; others by count, then name. */
export function sortFacetValues<T extends { value: string; count: number }>(
  attribute: string,
  values: readonly T[],
): T[] {
  const list = [...values];
  if (attribute === 'car_type') {
    const rank = (v: string) => {
      const i = (CAR_TYPE_ORDER as readonly string[]).indexOf(v.toLowerCase());
      return i < 0 ? CAR_TYPE_ORDER.length : i;
    };
    return list.sort((a, b) => rank(a.value) - rank(b.value) || a.value.localeCompare(b.value));
  }
  return list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

export interface SelectGroup<T> {
  label: string | null;
  options: T[];
}

/**
 * Select dropdowns insert an 'All Makes' group at index 20: the 20 makes with most stock
 * first, then every other make, alphabetically, under 'All Makes'.
 */
export function makeSelectGroups<T extends { value: string; count: number }>(
  makes: readonly T[],
): SelectGroup<T>[] {
  const byCount = [...makes].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  const head = byCount.slice(0, ALL_MAKES_GROUP_INDEX);
  const tail = byCount.slice(ALL_MAKES_GROUP_INDEX).sort((a, b) => a.value.localeCompare(b.value));
  return tail.length
    ? [
        { label: null, options: head },
        { label: ALL_MAKES, options: tail },
      ]
    : [{ label: null, options: head }];
}
