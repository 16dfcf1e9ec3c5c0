/**
 * The header's model mega-menu data (rules.md: Model menus and model pages; Model menus): the categories on the
 * left in the spec's order, the model tiles on the right, each with 'Explore' and 'Our Stock'
 * ('Our Stock' hidden for coming_soon models) and its status badge. The shell renders it.
 */
import { modelCategories, rangeCategories, type CategorisedModel } from './categories';
import { modelBodyPath, modelPagePath, type PathModel } from './paths';
import { modelBadge, showsOurStock } from './status';

export const EXPLORE = 'Explore';
export const OUR_STOCK = 'Our Stock';

export interface MenuModel extends PathModel, CategorisedModel {
  id: string | number;
  image?: { url?: string | null; thumb?: string | { url?: string | null } | null } | null;
}

export interface MenuLink {
  label: string;
  href: string;
}

export interface ModelMenuTile {
  id: string;
  name: string;
  image: string | null;
  /** 'Upcoming' or 'All-New'. */
  badge: string | null;
  explore: MenuLink;
  /** Null for coming_soon models. */
  stock: MenuLink | null;
}

export interface ModelMenuCategory {
  label: string;
  /** /models?body={slug} */
  href: string;
  tiles: ModelMenuTile[];
}

/** A model's picture for a tile: its thumbnail, else its image. */
export function modelThumb(model: Pick<MenuModel, 'image'>): string | null {
  const thumb = model.image?.thumb;
  const url = typeof thumb === 'string' ? thumb : thumb?.url;
  return url || model.image?.url || null;
}

export function modelTile(
  model: MenuModel,
  template: string | null | undefined,
  stockHref: (model: MenuModel) => string,
): ModelMenuTile {
  return {
    id: String(model.id),
    name: model.name,
    image: modelThumb(model),
    badge: modelBadge(model),
    explore: { label: EXPLORE, href: modelPagePath(model, template) },
    stock: showsOurStock(model) ? { label: OUR_STOCK, href: stockHref(model) } : null,
  };
}

/** The mega-menu: each category with its models, in the spec's order; empty categories left out. */
export function modelMenu(
  models: readonly MenuModel[],
  template: string | null | undefined,
  stockHref: (model: MenuModel) => string,
): ModelMenuCategory[] {
  return rangeCategories(models).map((label) => ({
    label,
    href: modelBodyPath(template, label),
    tiles: models
      .filter((m) => modelCategories(m).includes(label))
      .map((m) => modelTile(m, template, stockHref)),
  }));
}
