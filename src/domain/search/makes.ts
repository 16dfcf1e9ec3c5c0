/**
 * Makes and models in search: alias groups for the make filter, make and model URL slugs,
 * and the model names shoppers read (rules.md: Hosted search engine; Tags and names; rules.md: Names, makes and slugs).
 */
import { slugify } from '../format/slug';
import { eq, or, type Filter } from './filter';

/** Lowercase with diacritics removed and spaces collapsed ('Škoda' → 'skoda'). */
export function foldName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/**
 * A make filter expands aliases into OR groups: Isuzu, GWM/Haval, Mercedes-Benz,
 * SsangYong/KGM, Chery, Chevrolet/GMSV. Each group lists the make values the dashboard
 * writes for one manufacturer.
 */
export const MAKE_ALIAS_GROUPS: readonly (readonly string[])[] = [
  ['Isuzu', 'Isuzu Ute', 'Isuzu UTE'],
  ['GWM', 'Haval', 'GWM Haval'],
  ['Mercedes-Benz', 'Mercedes Benz'],
  ['SsangYong', 'KGM', 'KGM SsangYong'],
  ['Chery', 'Chery NZ'],
  ['Chevrolet', 'GMSV'],
];

/** The make values one make stands for: its alias group, or the make alone. */
export function makeAliases(make: string): string[] {
  const key = foldName(make);
  const group = MAKE_ALIAS_GROUPS.find((g) => g.some((m) => foldName(m) === key));
  return group ? [...group] : [make];
}

/** make="…" for a make, OR-ed over its alias group. */
export function makeFilter(make: string): Filter {
  return or(...makeAliases(make).map((m) => eq('make', m)));
}

/**
 * Make aliases are normalised to slugs: Isuzu Ute → isuzu; GWM → gwm-haval; the Suzuki
 * Australia make → suzuki; Škoda → skoda; the NZ-suffixed Chery make → chery.
 */
const MAKE_SLUG_ALIASES: Readonly<Record<string, string>> = {
  'isuzu ute': 'isuzu',
  gwm: 'gwm-haval',
  'suzuki australia': 'suzuki',
  skoda: 'skoda',
  'chery nz': 'chery',
};

export function makeSlug(make: string): string {
  return MAKE_SLUG_ALIASES[foldName(make)] ?? slugify(make);
}

/** Model name mapping: Mazda 2/3/6 become Mazda2/3/6; MG 3/4/5 become MG3/4/5. */
export function modelDisplayName(make: string, model: string): string {
  const m = model.trim();
  const maker = foldName(make);
  const mazda = /^(?:mazda\s*)?([236])$/i.exec(m);
  if (maker === 'mazda' && mazda) return `Mazda${mazda[1]}`;
  const mg = /^(?:mg\s*)?([345])$/i.exec(m);
  if (maker === 'mg' && mg) return `MG${mg[1]}`;
  return m;
}

export function modelSlug(make: string, model: string): string {
  return slugify(modelDisplayName(make, model));
}
