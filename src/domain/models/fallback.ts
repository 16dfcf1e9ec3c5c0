/**
 * The static model list for one brand (rules.md: Model menus and model pages: 'a 22-item static model
 * list exists as a fallback for one brand'): the Toyota range, used when a Toyota site's
 * manufacturer sends no models.
 */
import { manufacturerDisplayName } from '../tenant/site';
import { COMING_SOON } from './status';

export const FALLBACK_BRAND = 'Toyota';

export interface FallbackModel {
  name: string;
  key: string;
  /** Menu categories, in the model's order (manufacturer_body, 2, 3). */
  categories: readonly string[];
  status?: string;
}

export const TOYOTA_FALLBACK_MODELS: readonly FallbackModel[] = [
  { name: 'Yaris', key: 'yaris', categories: ['Cars', 'Hatch & sedans', 'Electrified'] },
  { name: 'Yaris Cross', key: 'yaris-cross', categories: ['SUVs & 4WDs', 'Electrified'] },
  {
    name: 'Corolla Hatch',
    key: 'corolla-hatch',
    categories: ['Cars', 'Hatch & sedans', 'Electrified'],
  },
  {
    name: 'Corolla Sedan',
    key: 'corolla-sedan',
    categories: ['Cars', 'Hatch & sedans', 'Electrified'],
  },
  { name: 'Corolla Cross', key: 'corolla-cross', categories: ['SUVs & 4WDs', 'Electrified'] },
  { name: 'C-HR', key: 'c-hr', categories: ['SUVs & 4WDs', 'Electrified'] },
  { name: 'Camry', key: 'camry', categories: ['Cars', 'Hatch & sedans', 'Electrified'] },
  { name: 'RAV4', key: 'rav4', categories: ['SUVs & 4WDs', 'Electrified'] },
  { name: 'Kluger', key: 'kluger', categories: ['SUVs & 4WDs', 'Electrified'] },
  { name: 'Fortuner', key: 'fortuner', categories: ['SUVs & 4WDs'] },
  { name: 'LandCruiser Prado', key: 'landcruiser-prado', categories: ['SUVs & 4WDs'] },
  { name: 'LandCruiser 70', key: 'landcruiser-70', categories: ['Utes & Vans', 'SUVs & 4WDs'] },
  { name: 'LandCruiser 300', key: 'landcruiser-300', categories: ['SUVs & 4WDs'] },
  { name: 'HiLux', key: 'hilux', categories: ['Utes & Vans'] },
  { name: 'HiAce', key: 'hiace', categories: ['Utes & Vans'] },
  { name: 'Granvia', key: 'granvia', categories: ['Utes & Vans'] },
  { name: 'Coaster', key: 'coaster', categories: ['Utes & Vans'] },
  { name: 'bZ4X', key: 'bz4x', categories: ['SUVs & 4WDs', 'Electrified'] },
  { name: 'GR86', key: 'gr86', categories: ['GR & performance', 'Cars'] },
  { name: 'GR Yaris', key: 'gr-yaris', categories: ['GR & performance'] },
  { name: 'GR Corolla', key: 'gr-corolla', categories: ['GR & performance'] },
  { name: 'Tundra', key: 'tundra', categories: ['Upcoming', 'Utes & Vans'], status: COMING_SOON },
];

/** Ids of fallback models: negative, so they never meet a dashboard model's id. */
export const FALLBACK_MODEL_ID_BASE = -1000;

/** The brand's fallback range as model items, when the site's manufacturer is the brand. */
export function fallbackModels(siteManufacturer: string | null | undefined) {
  if (manufacturerDisplayName(siteManufacturer).toLowerCase() !== FALLBACK_BRAND.toLowerCase())
    return [];
  return TOYOTA_FALLBACK_MODELS.map((m, i) => ({
    id: FALLBACK_MODEL_ID_BASE - i,
    name: m.name,
    slug: `models/${m.key}`,
    manufacturer_body: m.categories[0] ?? null,
    manufacturer_body2: m.categories[1] ?? null,
    manufacturer_body3: m.categories[2] ?? null,
    status: m.status ?? '',
    manufacturer_name: FALLBACK_BRAND,
  }));
}
