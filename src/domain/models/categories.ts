/**
 * Model categories (rules.md: Model (manufacturer model range item); Model menus): a model's manufacturer_body,
 * manufacturer_body2 and manufacturer_body3 labels, listed in the spec's order; coming_soon
 * models are 'Upcoming'.
 */
import { isComingSoon } from './status';
import { bodySlug } from './paths';

/** Model category order (rules.md: Model menus). */
export const MODEL_CATEGORY_ORDER = [
  'Cars',
  'Hatch & sedans',
  'SUVs & 4WDs',
  'Utes & Vans',
  'GR & performance',
  'Electrified',
  'Upcoming',
  'Discontinued',
] as const;

export interface CategorisedModel {
  status?: string | null;
  manufacturer_body?: string | null;
  manufacturer_body2?: string | null;
  manufacturer_body3?: string | null;
  body?: readonly string[] | null;
}

export function modelCategories(model: CategorisedModel): string[] {
  const labels = [model.manufacturer_body, model.manufacturer_body2, model.manufacturer_body3]
    .map((l) => l?.trim())
    .filter((l): l is string => Boolean(l));
  if (isComingSoon(model)) labels.push('Upcoming');
  return [...new Set(labels)];
}

/** A category's rank: the spec's order, unknown labels after it. */
export function categoryRank(label: string): number {
  const i = (MODEL_CATEGORY_ORDER as readonly string[]).indexOf(label);
  return i === -1 ? MODEL_CATEGORY_ORDER.length : i;
}

/** The categories of a range, in the spec's order (unknown ones after, in first-seen order). */
export function rangeCategories(models: readonly CategorisedModel[]): string[] {
  const seen: string[] = [];
  for (const m of models) for (const c of modelCategories(m)) if (!seen.includes(c)) seen.push(c);
  return seen
    .map((c, i) => ({ c, i }))
    .sort((a, b) => categoryRank(a.c) - categoryRank(b.c) || a.i - b.i)
    .map(({ c }) => c);
}

/** True when /models?body={slug} lists the model: a category or a body of it has that slug. */
export function matchesBody(model: CategorisedModel, slug: string): boolean {
  const wanted = slug.trim().toLowerCase();
  if (!wanted) return true;
  return [...modelCategories(model), ...(model.body ?? [])].some((b) => bodySlug(b) === wanted);
}
