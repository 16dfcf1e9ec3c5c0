/**
 * Text placeholders (rules.md: Text placeholders; The error catalogue for the [abn] and [dealer_license]
 * fallbacks): content text and JSON are filled from the site configuration.
 *
 * - {website.name|city|state|street|postcode|phone|toyotaBaseUrl}
 * - [name] [address] [phone] [email] [city] [state] [postcode] [manufacturers] [website_name]
 *   [website_url] [website_makes] [default_vehicle] [website_manufacturer] [abn]
 *   [dealer_license] [authorised_service] [toyota_domain] [toyota_complaints_contact]
 *   [toyota_email] [manufacturer_locations(x)] [manufacturer_locations_description(x)]
 * - model placeholders in {} or [] form on a model's content (model_name, ...).
 * Substitution also rewrites absolute links to the site's own domains into relative ones,
 * wraps known model and trim names in no-wrap spans, and walks JSON content recursively,
 * leaving the key 'searchState' untouched.
 */
import type { Location } from '../tenant/schema/location';
import type { Model } from '../tenant/schema/model';
import type { Website } from '../tenant/schema/website';
import {
  manufacturerDisplayName,
  primaryLocation,
  siteCity,
  siteManufacturer,
} from '../tenant/site';
import { primaryVehicleWord } from '../tenant/template';
import { formatPhone } from '../market/phone';
import { marketOf, type Market } from '../market/market';
import { slugify } from '../format/slug';
import { escapeHtml, htmlText, humanise, joinWithAnd, titleCase } from '../format/text';
import { legalEntity } from './legal-entities';
import { marketLaw } from '../market/law';

export const NO_DEALER_LICENSE = 'No dealer license found';
export const noAbnFound = (slug: string) => `No ABN found for ${slug}`;
/** The JSON key substitution leaves untouched (a saved search's state). */
export const UNTOUCHED_JSON_KEY = 'searchState';
export const NOWRAP_CLASS = 'nowrap';

/**
 * [abn] (rules.md: Text placeholders; The error catalogue): the legal-entity text, else 'No ABN found for {slug}' on an Australian
 * site. New Zealand and US businesses have no ABN: there the fallback is the company's name.
 */
export function abnText(
  site: Pick<PlaceholderSite, 'slug' | 'legal_entity' | 'company_name' | 'name' | 'config'>,
): string {
  const entity = legalEntity(site);
  if (entity) return entity;
  return marketLaw(marketOf(site.config)).businessNumber === 'ABN'
    ? noAbnFound(site.slug)
    : site.company_name?.trim() || site.name;
}

/** [authorised_service] (rules.md: Text placeholders). */
export function authorisedService(f: {
  site: string;
  manufacturer: string;
  city: string;
  state: string;
}): string {
  if (!f.manufacturer) return `${f.site} makes servicing your car simple`;
  return `${f.site} is an authorised ${f.manufacturer} service centre in ${f.city}, ${f.state}`;
}

/** model_vehicle_type: 'Trucks' when the manufacturer name, the name or any body contains 'truck'. */
export function modelVehicleType(
  model: Pick<Model, 'name' | 'manufacturer_name' | 'body'>,
): 'Trucks' | 'Cars' {
  const words = [model.manufacturer_name ?? '', model.name, ...(model.body ?? [])];
  return words.some((w) => /truck/i.test(w)) ? 'Trucks' : 'Cars';
}

export type PlaceholderSite = Pick<
  Website,
  | 'slug'
  | 'name'
  | 'url'
  | 'domain_name'
  | 'phone'
  | 'email'
  | 'address'
  | 'override_city'
  | 'manufacturer'
  | 'template'
  | 'override_primary_vehicle'
  | 'stock'
  | 'dealerships'
  | 'settings'
  | 'company_name'
  | 'legal_entity'
> & {
  locations: readonly Location[];
  config?: { market?: Market | null; phoneMode?: string | null };
};

export interface PlaceholderFacts {
  /** Values by placeholder name ('name', 'website.city', ...), as plain text. */
  values: Readonly<Record<string, string>>;
  /** The site's locations, for [manufacturer_locations(x)]. */
  locations: readonly Location[];
  /** Hosts whose absolute links become relative. */
  ownHosts: readonly string[];
  /** Known model and trim names wrapped in no-wrap spans. */
  nowrapNames: readonly string[];
  model?: Model;
}

const hostOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.toLowerCase();
  } catch {
    return null;
  }
};

/** The facts every placeholder is filled from, for one site (and its model range). */
export function placeholderFacts(
  site: PlaceholderSite,
  options: { models?: readonly Pick<Model, 'name' | 'variant'>[] } = {},
): PlaceholderFacts {
  const city = siteCity(site);
  const state = site.address?.state ?? '';
  const postcode = site.address?.postcode != null ? String(site.address.postcode) : '';
  const street = site.address?.street ?? '';
  const phone = site.phone ? formatPhone(site.phone, marketOf(site.config)) : '';
  const manufacturer = siteManufacturer(site);
  const settings = site.settings ?? {};
  const domain = settings['Toyota Base Domain'] ?? '';
  const franchise = [
    ...new Set(
      [
        ...site.dealerships.flatMap((d) => d.manufacturers ?? []),
        ...(site.dealerships.length ? [] : site.locations.flatMap((l) => l.manufacturers ?? [])),
      ].map((m) => m.trim().toLowerCase()),
    ),
  ].filter(Boolean);
  const makes = franchise.length ? franchise : manufacturer ? [manufacturer] : [];
  const primary = primaryLocation(site.locations);
  const values: Record<string, string> = {
    'website.name': site.name,
    'website.city': city,
    'website.state': state,
    'website.street': street,
    'website.postcode': postcode,
    'website.phone': phone,
    'website.toyotaBaseUrl': domain
      ? /^https?:\/\//.test(domain)
        ? domain
        : `https://${domain}`
      : '',
    name: site.dealerships[0]?.name ?? site.name,
    address: [street, [city, state, postcode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    phone,
    email: site.email ?? '',
    city,
    state,
    postcode,
    manufacturers: joinWithAnd(makes.map(titleCase)),
    website_name: site.name,
    website_url: site.url,
    website_makes: joinWithAnd((site.stock?.makes ?? []).map(manufacturerDisplayName)),
    default_vehicle: primaryVehicleWord(site),
    website_manufacturer: manufacturer,
    abn: abnText(site),
    dealer_license: primary?.dealer_license_number || NO_DEALER_LICENSE,
    authorised_service: authorisedService({ site: site.name, manufacturer, city, state }),
    toyota_domain: domain,
    toyota_complaints_contact: settings['Toyota Complaints Contact'] ?? '',
    toyota_email: settings['Toyota Email'] ?? '',
  };
  const ownHosts = [
    ...new Set(
      [hostOf(site.url), hostOf(site.domain_name)]
        .filter((h): h is string => Boolean(h))
        .flatMap((h) => [h.replace(/^www\./, ''), `www.${h.replace(/^www\./, '')}`]),
    ),
  ];
  // A name can only break across lines at a space or hyphen: only those need the span.
  const nowrapNames = [
    ...new Set(
      (options.models ?? [])
        .flatMap((m) => [m.name, m.variant ?? ''])
        .filter((n) => /[\s-]/.test(n.trim())),
    ),
  ].sort((a, b) => b.length - a.length);
  return { values, locations: site.locations, ownHosts, nowrapNames };
}

/** The same facts with a model, for model content (model placeholders). */
export function withModel(facts: PlaceholderFacts, model: Model): PlaceholderFacts {
  return { ...facts, model };
}

/** [manufacturer_locations(x)] (short form) and [manufacturer_locations_description(x)] (long form). */
export function manufacturerLocations(
  locations: readonly Location[],
  make: string,
  form: 'short' | 'long',
): string {
  const key = slugify(make);
  const matching = locations.filter(
    (l) => l.visible !== false && (l.manufacturers ?? []).some((m) => slugify(m) === key),
  );
  const seen = new Set<string>();
  const unique = matching.filter((l) => !seen.has(l.name) && seen.add(l.name));
  if (form === 'short') return joinWithAnd(unique.map((l) => l.name));
  return joinWithAnd(
    unique.map((l) => {
      const a = l.address;
      const where = [a?.street, [a?.city, a?.state, a?.postcode].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ');
      return where ? `${l.name} (${where})` : l.name;
    }),
  );
}

const nowrap = (text: string) => `<span class="${NOWRAP_CLASS}">${text}</span>`;

function modelValue(
  model: Model,
  key: string,
  mode: FillMode,
  facts: PlaceholderFacts,
): string | null {
  const html = mode === 'html';
  const text = (v: string) => (html ? escapeHtml(v) : v);
  const maker =
    manufacturerDisplayName(model.manufacturer_name) || facts.values.website_manufacturer;
  switch (key) {
    case 'model_name':
      return html ? nowrap(escapeHtml(model.name)) : model.name;
    case 'model_name_nospan':
      return text(model.name);
    case 'model_manufacturer_name':
      return html ? nowrap(escapeHtml(maker)) : maker;
    case 'model_manufacturer_name_nospan':
      return text(maker);
    case 'model_status':
      return text(humanise(model.status ?? ''));
    case 'model_short_description':
      return text(model.short_description ?? '');
    case 'model_description':
      // HTML from the API: left as HTML here; the page renders it through the sanitizer.
      return html ? (model.description ?? '') : htmlText(model.description ?? '');
    case 'model_id':
      return String(model.id);
    case 'model_slug':
      return text(model.slug);
    case 'model_vehicle_type':
      return modelVehicleType(model);
    case 'model_brochure_url':
      return text(model.brochure_url ?? '');
    default:
      return null;
  }
}

/** 'html': values are escaped and model names get no-wrap spans; 'text': plain values. */
export type FillMode = 'html' | 'text';

const TOKEN =
  /\{(website\.[A-Za-z]+|model_[a-z_]+)\}|\[(model_[a-z_]+|[a-z_]+)(?:\(([^)\]]*)\))?\]/g;

/** Absolute links to the site's own domains become relative ('https://www.x.com/a' → '/a'). */
export function relativiseOwnLinks(text: string, ownHosts: readonly string[]): string {
  if (ownHosts.length === 0) return text;
  const hosts = ownHosts.map((h) => h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const re = new RegExp(`https?://(?:${hosts})(?::\\d+)?(?![\\w.-])(/[^\\s"'<>]*)?`, 'gi');
  return text.replace(re, (_m, rest?: string) => rest || '/');
}

/** Wraps known model and trim names in no-wrap spans, in text only (never inside a tag or a span already). */
export function wrapNames(html: string, names: readonly string[]): string {
  if (names.length === 0) return html;
  const re = new RegExp(
    `(?<![\\w-])(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\w-])`,
    'g',
  );
  let insideNowrap = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<span\b[^>]*class="[^"]*\bnowrap\b/i.test(part)) insideNowrap++;
        else if (insideNowrap > 0 && /^<span\b/i.test(part)) insideNowrap++;
        else if (insideNowrap > 0 && /^<\/span>/i.test(part)) insideNowrap--;
        return part;
      }
      return insideNowrap > 0 ? part : part.replace(re, (name) => nowrap(name));
    })
    .join('');
}

/** Fills every placeholder in a piece of content text. Unknown placeholders stay as written. */
export function fillPlaceholders(
  text: string,
  facts: PlaceholderFacts,
  mode: FillMode = 'html',
): string {
  let out = relativiseOwnLinks(text, facts.ownHosts);
  if (mode === 'html') out = wrapNames(out, facts.nowrapNames);
  return out.replace(TOKEN, (all, brace?: string, bracket?: string, arg?: string) => {
    const key = brace ?? bracket ?? '';
    if (key.startsWith('model_')) {
      if (!facts.model || arg !== undefined) return all;
      return modelValue(facts.model, key, mode, facts) ?? all;
    }
    if (arg !== undefined) {
      if (key !== 'manufacturer_locations' && key !== 'manufacturer_locations_description')
        return all;
      const value = manufacturerLocations(
        facts.locations,
        arg.trim(),
        key === 'manufacturer_locations' ? 'short' : 'long',
      );
      return mode === 'html' ? escapeHtml(value) : value;
    }
    if (brace && !brace.startsWith('website.')) return all;
    const value = facts.values[key];
    if (value === undefined) return all;
    return mode === 'html' ? escapeHtml(value) : value;
  });
}

/**
 * Walks JSON content recursively and fills every string, leaving the key 'searchState'
 * untouched. Strings under one of htmlKeys (at any depth) are HTML, the rest plain text
 * (hrefs, colours, names), so a value is escaped only where it lands in HTML.
 */
export function fillJson<T>(
  value: T,
  facts: PlaceholderFacts,
  options: { htmlKeys?: readonly string[]; mode?: FillMode } = {},
): T {
  const walk = (v: unknown, mode: FillMode): unknown => {
    if (typeof v === 'string') return fillPlaceholders(v, facts, mode);
    if (Array.isArray(v)) return v.map((x) => walk(x, mode));
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => [
          k,
          k === UNTOUCHED_JSON_KEY ? x : walk(x, options.htmlKeys?.includes(k) ? 'html' : mode),
        ]),
      );
    return v;
  };
  return walk(value, options.mode ?? 'text') as T;
}
