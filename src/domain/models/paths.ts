/**
 * Model URLs (rules.md: Own-site routes (content side); Model menus and model pages): the range at /models ('new-vehicles' for the
 * toyota template), /models?body={body}, model pages at /{model slug} or the model's
 * override_url, /{model_slug}/accessories, and the toyota-template patterns
 * /{prefix}/toyota-{model} and /{prefix}/new-toyota-{model}-vehicle.
 */
import { modelRangeSegment } from '../tenant/template';

export interface PathModel {
  name: string;
  /** e.g. 'models/yaris' */
  slug: string;
  override_url?: string | null;
}

/** The range page: '/models', or '/new-vehicles' for the toyota template. */
export const modelRangePath = (template: string | null | undefined) =>
  `/${modelRangeSegment(template)}`;

/** The model's own key: 'models/yaris' → 'yaris'. */
export function modelKey(model: Pick<PathModel, 'slug'>): string {
  return model.slug
    .replace(/^\/+/, '')
    .replace(/^(models|new-vehicles)\//, '')
    .replace(/\/+$/, '');
}

/**
 * The body slug of /models?body={body}: lowercased, spaces become hyphens, '&' is removed, in
 * that order ('SUVs & 4WDs' → 'suvs--4wds', as the dashboard's footer links write it).
 */
export function bodySlug(body: string): string {
  return body.toLowerCase().replace(/ /g, '-').replace(/&/g, '');
}

export const modelBodyPath = (template: string | null | undefined, body: string) =>
  `${modelRangePath(template)}?body=${encodeURIComponent(bodySlug(body))}`;

/** An internal path of the site ('/...', not '//'). */
const isSitePath = (url: string | null | undefined): url is string =>
  Boolean(url && url.startsWith('/') && !url.startsWith('//'));

/** The model's slug path under the range: /{segment}/{key}. */
export const modelSlugPath = (
  model: Pick<PathModel, 'slug'>,
  template: string | null | undefined,
) => `${modelRangePath(template)}/${modelKey(model)}`;

/** The model page: its override_url when it is a path of the site, else /{segment}/{key}. */
export function modelPagePath(model: PathModel, template: string | null | undefined): string {
  const override = model.override_url?.trim().replace(/\/+$/, '');
  return isSitePath(override) ? override : modelSlugPath(model, template);
}

/** The model's accessories page ('View Accessories'). */
export const modelAccessoriesPath = (model: PathModel, template: string | null | undefined) =>
  `${modelPagePath(model, template)}/accessories`;

/** The toyota template's model URL pattern: /{prefix}/toyota-{model}, or the one dealer's /{prefix}/new-toyota-{model}-vehicle. */
export function toyotaModelPath(
  model: Pick<PathModel, 'slug'>,
  template: string | null | undefined,
  newVehiclePattern: boolean,
): string {
  const key = modelKey(model);
  return newVehiclePattern
    ? `${modelRangePath(template)}/new-toyota-${key}-vehicle`
    : `${modelRangePath(template)}/toyota-${key}`;
}
