/**
 * TEMPORARY adapter for the header's models mega-menu (tenants-and-content.md §2.3, §2.9,
 * §9.4): until the menu data's pure function (issue 15, src/domain/models/) is on main, this
 * groups the models collection by the §9.4 category order itself. Swap buildModelsMenu's body
 * for that function; the view types below are what the header renders.
 */
import type { Model } from '../domain/tenant/schema/model';
import { MODEL_CATEGORY_ORDER } from '../domain/models/categories';

export { MODEL_CATEGORY_ORDER };
import { modelRangeSegment } from '../domain/tenant/template';
import { makeSlug, modelSlug } from '../domain/search/makes';

export interface ModelTileView {
  name: string;
  /** Raw paths: the shell resolves them through the link policy. */
  exploreHref: string;
  /** Hidden for coming_soon models (§2.9). */
  stockHref: string | null;
  image: string | null;
  badge: 'Upcoming' | 'All-New' | null;
}

export interface ModelCategoryView {
  name: string;
  models: ModelTileView[];
}

export interface ModelsMenuSite {
  template?: string | null;
  manufacturerName: string;
  /** stock.models: 'Make:Model' → count. */
  stockModels: Record<string, number>;
}

export function buildModelsMenu(
  models: readonly Model[],
  site: ModelsMenuSite,
): ModelCategoryView[] {
  const segment = modelRangeSegment(site.template);
  const byCategory = new Map<string, ModelTileView[]>();
  for (const m of models) {
    const make = m.manufacturer_name || site.manufacturerName;
    const inStock = (site.stockModels[`${make}:${m.name}`] ?? 0) > 0;
    const tile: ModelTileView = {
      name: m.name,
      exploreHref: m.override_url || m.path || `/${segment}/${m.slug.replace(/^models\//, '')}`,
      stockHref:
        m.status === 'coming_soon'
          ? null
          : inStock
            ? `/search/${makeSlug(make)}/${modelSlug(make, m.name)}`
            : `/search/new-cars?refinementList[make_model][0]=${encodeURIComponent(`${make}:${m.name}`)}`,
      image: m.image?.url ?? null,
      badge: m.status === 'coming_soon' ? 'Upcoming' : m.status ? 'All-New' : null,
    };
    const labels = [m.manufacturer_body, m.manufacturer_body2, m.manufacturer_body3].filter(
      (l): l is string => Boolean(l),
    );
    for (const label of new Set(labels))
      byCategory.set(label, [...(byCategory.get(label) ?? []), tile]);
  }
  const rank = (name: string) => {
    const i = (MODEL_CATEGORY_ORDER as readonly string[]).indexOf(name);
    return i === -1 ? MODEL_CATEGORY_ORDER.length : i;
  };
  return [...byCategory.entries()]
    .sort((a, b) => rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0]))
    .map(([name, tiles]) => ({ name, models: tiles }));
}
