/**
 * The model range and model pages (rules.md: Own-site routes (content side); Model menus and model pages; Model (manufacturer model range item); Model status; Model menus; Service plans):
 * /models ('/new-vehicles' on the toyota template) with its body filter, a page per model at
 * its slug path or override_url, its accessories page, the toyota-template aliases, and the
 * header's mega-menu data. Pure builders of the site and its collections.
 */
import { getModels, getOffers, getParts, getSite } from '../data/collections';
import { searchContext } from './search';
import type { Model } from '../domain/tenant/schema/model';
import type { Offer } from '../domain/tenant/schema/offer';
import type { Website } from '../domain/tenant/schema/website';
import type { Part } from '../domain/parts/schema';
import { fallbackModels } from '../domain/models/fallback';
import {
  bodySlug,
  modelBodyPath,
  modelKey,
  modelPagePath,
  modelRangePath,
  modelSlugPath,
  modelAccessoriesPath,
  toyotaModelPath,
} from '../domain/models/paths';
import { modelCategories, rangeCategories } from '../domain/models/categories';
import { modelBadge, modelVehicleType, showsOurStock, isComingSoon } from '../domain/models/status';
import { modelMenu, modelThumb, OUR_STOCK, type ModelMenuCategory } from '../domain/models/menu';
import { exploreModel } from '../domain/offers/display';
import { modelAccessories, VIEW_ACCESSORIES } from '../domain/parts/catalogue';
import { isEnabled, isManufacturer } from '../domain/tenant/flags';
import { siteManufacturer } from '../domain/tenant/site';
import { DEFAULT_SEARCH_PATH } from '../domain/tenant/config/search-defaults';
import { makeSlug, modelSlug } from '../domain/search/makes';
import { htmlToParagraphs } from '../domain/search/landing-pages';
import { servicePlanView, type ServicePlanView } from './service-views';
import { offerCards, type OfferCardView } from './offer-views';
import { partView, type PartView } from './parts';

export interface ModelsInput {
  site: Website;
  /** The manufacturer's range, or the brand's fallback list. */
  models: Model[];
  offers: Offer[];
  parts: Part[];
  landingPaths: ReadonlySet<string>;
  today: string;
}

/** The site's range: its manufacturer's models, else the fallback list of its brand. */
export function rangeModels(site: Website, models: readonly Model[]): Model[] {
  return models.length > 0 ? [...models] : fallbackModels(siteManufacturer(site));
}

export async function modelsInput(now = new Date()): Promise<ModelsInput> {
  const [site, models, offers, parts, search] = await Promise.all([
    getSite(),
    getModels(),
    getOffers(),
    getParts(),
    searchContext(),
  ]);
  return {
    site,
    models: rangeModels(site, models),
    offers,
    parts,
    landingPaths: new Set(search.landing.map((l) => l.path.replace(/\/$/, ''))),
    today: now.toISOString().slice(0, 10),
  };
}

const makeOf = (site: Website, model: Model) => model.manufacturer_name || siteManufacturer(site);

/**
 * 'Our Stock' for a model: its stock search page, else the page of the longest leading words
 * of its name that has one ('Corolla Hatch' → /search/toyota/corolla), else the make's, else
 * the site's search.
 */
export function modelStockPath(
  input: Pick<ModelsInput, 'site' | 'landingPaths'>,
  model: Pick<Model, 'name' | 'manufacturer_name'>,
): string {
  const make = model.manufacturer_name || siteManufacturer(input.site);
  if (make) {
    const words = model.name.split(/\s+/);
    for (let n = words.length; n > 0; n--) {
      const path = `/search/${makeSlug(make)}/${modelSlug(make, words.slice(0, n).join(' '))}`;
      if (input.landingPaths.has(path)) return path;
    }
    const makePath = `/search/${makeSlug(make)}`;
    if (input.landingPaths.has(makePath)) return makePath;
  }
  return input.site.default_search_path || DEFAULT_SEARCH_PATH;
}

export interface ModelTile {
  id: string;
  name: string;
  href: string;
  image: string | null;
  badge: string | null;
  short: string | null;
  /** Body slugs the range page's filter matches. */
  bodies: string[];
  explore: { href: string; text: string };
  stock: { href: string; text: string } | null;
  accessories: { href: string; text: string } | null;
}

export function modelTile(input: ModelsInput, model: Model): ModelTile {
  const template = input.site.template;
  const href = modelPagePath(model, template);
  return {
    id: String(model.id),
    name: model.name,
    href,
    image: modelThumb(model),
    badge: modelBadge(model),
    short: model.short_description ?? null,
    bodies: [...modelCategories(model), ...(model.body ?? [])].map(bodySlug),
    explore: { href, text: exploreModel(model.name) },
    stock: showsOurStock(model) ? { href: modelStockPath(input, model), text: OUR_STOCK } : null,
    accessories:
      (model.accessories_count ?? 0) > 0
        ? { href: modelAccessoriesPath(model, template), text: VIEW_ACCESSORIES }
        : null,
  };
}

/** The header's mega-menu (rendered by the shell): categories on the left, tiles on the right. */
export function modelMenuData(
  input: Pick<ModelsInput, 'site' | 'models' | 'landingPaths'>,
): ModelMenuCategory[] {
  return modelMenu(input.models, input.site.template, (m) => modelStockPath(input, m));
}

export async function modelMenuForSite(): Promise<ModelMenuCategory[]> {
  return modelMenuData(await modelsInput());
}

export interface RangePage {
  kind: 'range';
  title: string;
  heading: string;
  intro: string;
  filters: { label: string; slug: string; href: string }[];
  allHref: string;
  tiles: ModelTile[];
}

export function rangePageData(input: ModelsInput): RangePage {
  const maker = siteManufacturer(input.site);
  const word = input.models.length ? modelVehicleType(input.models[0]) : 'Cars';
  const heading = `New ${maker ? `${maker} ` : ''}${word}`;
  return {
    kind: 'range',
    title: heading,
    heading,
    intro: `Explore the ${maker ? `${maker} ` : ''}range at ${input.site.name}: compare models, see what is in stock and book a test drive.`,
    filters: rangeCategories(input.models).map((label) => ({
      label,
      slug: bodySlug(label),
      href: modelBodyPath(input.site.template, label),
    })),
    allHref: modelRangePath(input.site.template),
    tiles: input.models.map((m) => modelTile(input, m)),
  };
}

export interface ModelPage {
  kind: 'model';
  model: ModelTile;
  title: string;
  description: string;
  paragraphs: string[];
  image: string | null;
  vehicleType: 'Trucks' | 'Cars';
  facts: { label: string; value: string }[];
  brochure: string | null;
  comingSoon: boolean;
  testDrive: string;
  enquire: string;
  offers: OfferCardView[];
  servicePlan: ServicePlanView | null;
  rangeHref: string;
}

/** An offer is about a model when its model's slug or name is the model's. */
export function offersForModel(offers: readonly OfferCardView[], model: Model): OfferCardView[] {
  return offers.filter(
    (o) => o.modelKey === modelKey(model) || o.modelName.toLowerCase() === model.name.toLowerCase(),
  );
}

export function modelPageData(input: ModelsInput, model: Model): ModelPage {
  const tile = modelTile(input, model);
  const paragraphs = htmlToParagraphs(model.description);
  const facts = [
    model.body?.length ? { label: 'Body', value: model.body.join(', ') } : null,
    model.fuel?.length ? { label: 'Fuel', value: model.fuel.join(', ') } : null,
    model.variant ? { label: 'Grades', value: model.variant } : null,
  ].filter((f): f is { label: string; value: string } => f != null);
  const toyota = isManufacturer('toyota', input.site);
  return {
    kind: 'model',
    model: tile,
    title: model.name,
    description:
      model.short_description || paragraphs[0] || `The ${model.name} at ${input.site.name}.`,
    paragraphs,
    image: model.image?.url || model.cloudfront_new_image_url || null,
    vehicleType: modelVehicleType(model),
    facts,
    brochure: model.brochure_url || null,
    comingSoon: isComingSoon(model),
    testDrive: '/book-test-drive',
    enquire: '/enquiries/new-vehicle-enquiry',
    offers: offersForModel(offerCards(input), model),
    // the rules.md: Service plans plans are Toyota's capped-price service programme
    servicePlan: toyota && !isComingSoon(model) ? servicePlanView(input.site, model.name) : null,
    rangeHref: modelRangePath(input.site.template),
  };
}

export interface AccessoriesPage {
  kind: 'accessories';
  model: ModelTile;
  title: string;
  parts: PartView[];
  count: number;
  enquire: string;
}

export function accessoriesPageData(input: ModelsInput, model: Model): AccessoriesPage {
  return {
    kind: 'accessories',
    model: modelTile(input, model),
    title: `${model.name} accessories`,
    parts: modelAccessories(input.parts, {
      name: model.name,
      manufacturer_name: makeOf(input.site, model),
    }).map(partView),
    count: model.accessories_count ?? 0,
    enquire: '/enquiries/parts-enquiry',
  };
}

export interface RedirectPage {
  kind: 'redirect';
  to: string;
}

export type ModelRoute = RangePage | ModelPage | AccessoriesPage | RedirectPage;

/**
 * getStaticPaths of one range segment's rest route (src/pages/{segment}/[...path].astro): the
 * range page, each model page and accessories page, and redirects from the slug path and the
 * toyota-template alias to a model's page. Paths outside the segment are not built here.
 */
export function modelRoutes(
  input: ModelsInput,
  segment: string,
): { params: { path: string | undefined }; props: ModelRoute }[] {
  const range = modelRangePath(input.site.template);
  if (range !== `/${segment}` || input.models.length === 0) return [];
  const pages = new Map<string, ModelRoute>();
  pages.set(range, rangePageData(input));
  for (const model of input.models) {
    const path = modelPagePath(model, input.site.template);
    pages.set(path, modelPageData(input, model));
    if ((model.accessories_count ?? 0) > 0)
      pages.set(
        modelAccessoriesPath(model, input.site.template),
        accessoriesPageData(input, model),
      );
  }
  const redirect = (from: string, to: string) => {
    if (!pages.has(from)) pages.set(from, { kind: 'redirect', to });
  };
  for (const model of input.models) {
    const to = modelPagePath(model, input.site.template);
    redirect(modelSlugPath(model, input.site.template), to);
    if (input.site.template === 'toyota')
      redirect(
        toyotaModelPath(
          model,
          input.site.template,
          isEnabled('newToyotaModelVehiclePath', input.site),
        ),
        to,
      );
  }
  return [...pages.entries()]
    .filter(([path]) => path === range || path.startsWith(`${range}/`))
    .map(([path, props]) => ({
      params: { path: path === range ? undefined : path.slice(range.length + 1) },
      props,
    }));
}

export async function modelStaticPaths(segment: 'models' | 'new-vehicles') {
  return modelRoutes(await modelsInput(), segment);
}
