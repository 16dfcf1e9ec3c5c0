/**
 * Search landing pages (rules.md: Search routes; every search route a tenant has
 * stock for is prerendered): the default search path, car-type routes, makes,
 * make/model pairs, body types, locations, dealerships and the tenant's search slugs, each
 * with its state, title, description and canonical path.
 */
import { CAR_TYPES } from '../vehicle/schema';
import { slugify } from '../format/slug';
import { manufacturerDisplayName } from '../tenant/site';
import { carTypeLabel, makeModelLabel } from './facets';
import { makeSlug, modelSlug } from './makes';
import {
  pathToState,
  type NamedSlug,
  type SearchUiState,
  type SearchVocabulary,
} from './url-state';

export type LandingKind =
  | 'base'
  | 'car_type'
  | 'new_and_demo'
  | 'make'
  | 'make_model'
  | 'body'
  | 'location'
  | 'dealership'
  | 'slug';

export interface LandingPage {
  /** Path without a trailing slash ('/search/toyota'); the base path keeps its own form. */
  path: string;
  kind: LandingKind;
  state: SearchUiState;
  title: string;
  description: string;
  heading: string;
  /** What the page is about: 'Toyota', 'Toyota HiLux', 'SUV', a location's name; '' for type pages. */
  subject: string;
  /** Text paragraphs from the tenant's page template (tags stripped). */
  paragraphs: string[];
}

export interface LandingTemplate {
  name: string;
  title?: string | null;
  description?: string | null;
  content?: string | null;
}

export interface LandingInput {
  vocab: SearchVocabulary;
  /** Facet values that have stock, for make/model/body/location/dealership pages. */
  counts: {
    car_type: Record<string, number>;
    make: Record<string, number>;
    make_model: Record<string, number>;
    body: Record<string, number>;
    location_name: Record<string, number>;
    dealership_name: Record<string, number>;
  };
  site: { name: string; city: string; state: string };
  templates: readonly LandingTemplate[];
  searchSlugs: readonly {
    slug: string;
    title?: string | null;
    description?: string | null;
    query?: string | null;
  }[];
  usedLabel?: string | null;
  /** 'Cars', 'Motorcycles', 'RVs'. */
  vehicleWordPlural: string;
}

/** {make}, {model}, {car_type}, {location}, {body}, {city}, {state}, {website.name} in a template string. */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text
    .replace(/\{([a-z_.]+)\}/gi, (whole, key: string) => (key in values ? values[key] : whole))
    .replace(/\s+/g, ' ')
    .trim();
}

/** HTML from the dashboard as plain paragraphs (no markup reaches the page). */
export function htmlToParagraphs(html: string | null | undefined): string[] {
  if (!html) return [];
  return html
    .split(/<\/p>|<br\s*\/?>|\n{2,}/i)
    .map((p) =>
      p
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

const has = (counts: Record<string, number>, value: string) => (counts[value] ?? 0) > 0;

export function landingPages(input: LandingInput): LandingPage[] {
  const { vocab, counts, site } = input;
  const word = input.vehicleWordPlural;
  const base = { 'website.name': site.name, city: site.city, state: site.state };
  const template = (name: string) => input.templates.find((t) => t.name === name);
  const page = (
    path: string,
    kind: LandingKind,
    values: Record<string, string>,
    templateName: string | null,
    fallback: { title: string; description: string },
    subject = '',
  ): LandingPage => {
    const t = templateName ? template(templateName) : undefined;
    const all = { ...base, ...values };
    const title = fillTemplate(t?.title || fallback.title, all);
    const state = pathToState(path, vocab);
    if (!state) throw new Error(`Landing page ${path} does not read back as a search route`);
    return {
      path,
      kind,
      state,
      title,
      heading: title,
      subject,
      description: fillTemplate(t?.description || fallback.description, all),
      paragraphs: htmlToParagraphs(t?.content ? fillTemplate(t.content, all) : null),
    };
  };
  const where = site.city ? ` in ${site.city}` : '';
  const pages: LandingPage[] = [
    page(vocab.basePath, 'base', {}, null, {
      title: `New, Used & Demo ${word}${where}`,
      description: `Browse every new, used and demo ${word.toLowerCase()} for sale at ${site.name}${where}.`,
    }),
  ];
  for (const type of CAR_TYPES) {
    if (!has(counts.car_type, type)) continue;
    const label = carTypeLabel(type, { usedLabel: input.usedLabel });
    pages.push(
      page(`/search/${type}-cars`, 'car_type', { car_type: label }, 'car_type', {
        title: `${label} ${word} for sale${where}`,
        description: `Shop ${label.toLowerCase()} ${word.toLowerCase()} from ${site.name}.`,
      }),
    );
  }
  if (has(counts.car_type, 'new') && has(counts.car_type, 'demo')) {
    pages.push(
      page('/search/new-and-demo-cars', 'new_and_demo', { car_type: 'New & Demo' }, 'car_type', {
        title: `New & Demo ${word} for sale${where}`,
        description: `Shop new and demo ${word.toLowerCase()} from ${site.name}.`,
      }),
    );
  }
  const taken = new Set(pages.map((p) => p.path));
  const add = (p: LandingPage) => {
    if (taken.has(p.path)) return;
    taken.add(p.path);
    pages.push(p);
  };
  for (const make of vocab.makes) {
    if (
      !has(counts.make, make) ||
      pathToState(`/search/${makeSlug(make)}`, vocab)?.refinementList?.make?.[0] !== make
    )
      continue;
    const name = manufacturerDisplayName(make);
    add(
      page(
        `/search/${makeSlug(make)}`,
        'make',
        { make: name },
        'make',
        {
          title: `New & Used ${name} for sale${where}`,
          description: `Browse our range of ${name} ${word.toLowerCase()} for sale${where}.`,
        },
        name,
      ),
    );
    for (const mm of vocab.makeModels) {
      if (!mm.startsWith(`${make}:`) || !has(counts.make_model, mm)) continue;
      const model = makeModelLabel(mm);
      add(
        page(
          `/search/${makeSlug(make)}/${modelSlug(make, mm.slice(make.length + 1))}`,
          'make_model',
          { make: name, model },
          'make_model',
          {
            title: `${name} ${model} for sale${where}`,
            description: `Find your next ${name} ${model} at ${site.name}.`,
          },
          `${name} ${model}`,
        ),
      );
    }
  }
  for (const body of vocab.bodies ?? []) {
    if (!has(counts.body, body)) continue;
    add(
      page(
        `/search/${slugify(body)}`,
        'body',
        { body },
        'body',
        {
          title: `${body} ${word} for sale${where}`,
          description: `Browse every ${body} at ${site.name}.`,
        },
        body,
      ),
    );
  }
  const places = (
    list: readonly NamedSlug[] | undefined,
    kind: 'location' | 'dealership',
    counted: Record<string, number>,
  ) => {
    for (const l of list ?? []) {
      if (!has(counted, l.name)) continue;
      add(
        page(
          `/search/${l.slug}`,
          kind,
          { location: l.name },
          'location',
          {
            title: `${word} for sale at ${l.name}`,
            description: `Browse the ${word.toLowerCase()} at ${l.name}.`,
          },
          l.name,
        ),
      );
    }
  };
  places(vocab.locations, 'location', counts.location_name);
  places(vocab.dealerships, 'dealership', counts.dealership_name);
  for (const s of input.searchSlugs) {
    add(
      page(`/search/${s.slug}`, 'slug', {}, null, {
        title: s.title || s.slug,
        description: s.description || `${s.title || s.slug} at ${site.name}.`,
      }),
    );
  }
  return pages;
}

/** The landing kinds /used-cars/{slug} repeats for used cars. */
const USED_CARS_KINDS: readonly LandingKind[] = ['make', 'body', 'location', 'dealership'];
const USED_CARS_PATH = '/search/used-cars';

/**
 * /used-cars/{slug}: used cars of a make or body type, or at a location or dealership, when the
 * site has used stock (a /search/used-cars page). Headed '{Used} {Toyota} {Cars} for sale', or
 * '{Used} {Cars} at {location}'; the used label may read 'Pre-Owned'.
 */
export function usedCarsPages(
  pages: readonly LandingPage[],
  vocab: SearchVocabulary,
  words: { usedLabel: string; vehicleWordPlural: string },
): LandingPage[] {
  if (!pages.some((l) => l.path === USED_CARS_PATH)) return [];
  const { usedLabel: label, vehicleWordPlural: word } = words;
  return pages
    .filter((l) => USED_CARS_KINDS.includes(l.kind))
    .flatMap((l) => {
      const path = `/used-cars/${l.path.split('/').pop()}`;
      const state = pathToState(path, vocab);
      if (!state) return [];
      const heading =
        l.kind === 'location' || l.kind === 'dealership'
          ? `${label} ${word} at ${l.subject}`
          : `${label} ${l.subject} ${word} for sale`;
      return [{ ...l, path, state, heading, title: heading, paragraphs: [] }];
    });
}

/**
 * /pre-owned (and /pre-owned?certified=true): the used-car landing page at another path, or the
 * default search's when the site has no used stock; its canonical path is the page it repeats.
 */
export function preOwnedPage(
  pages: readonly LandingPage[],
  vocab: SearchVocabulary,
): { landing: LandingPage; canonicalPath: string } {
  const source = pages.find((l) => l.path === USED_CARS_PATH) ?? defaultSearchPage(pages);
  const state = pathToState('/pre-owned', vocab);
  if (!state) throw new Error('/pre-owned does not read back as a search route');
  return { landing: { ...source, path: '/pre-owned', state }, canonicalPath: source.path };
}

/** The default search's landing page (the site's base search path). */
export function defaultSearchPage(pages: readonly LandingPage[]): LandingPage {
  const base = pages.find((l) => l.kind === 'base');
  if (!base) throw new Error('The landing pages have no default search page');
  return base;
}
