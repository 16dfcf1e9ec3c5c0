/**
 * Default stock filters by site slug or template (vehicles-and-shopping.md §7 Hosted search
 * engine): used only, in stock only, new or demo only, excluded makes, photos_count > 0
 * unless the car is new or demo, excluded stock numbers, simple_body VAN or simple_drive 4x4.
 */
import { and, eq, gt, inList, not, or, TRUE, type Filter } from './filter';

export type StockRule =
  | { rule: 'usedOnly' }
  | { rule: 'inStockOnly' }
  | { rule: 'newOrDemoOnly' }
  | { rule: 'excludeMakes'; makes: readonly string[] }
  | { rule: 'photosUnlessNewOrDemo' }
  | { rule: 'excludeStockNumbers'; stocknums: readonly string[] }
  | { rule: 'vanOr4x4' };

export interface StockRuleEntry {
  slugs?: readonly string[];
  templates?: readonly string[];
  rules: readonly StockRule[];
}

/** Which sites get which default stock filters. */
export const DEFAULT_STOCK_RULES: readonly StockRuleEntry[] = [
  // A used-car yard trading under a franchise group's name.
  { slugs: ['pacific-used-car-centre'], rules: [{ rule: 'usedOnly' }] },
  // Showroom sites list new and demo stock only, on the lot.
  {
    slugs: ['sunshine-coast-toyota-showroom'],
    rules: [{ rule: 'newOrDemoOnly' }, { rule: 'inStockOnly' }],
  },
  // Van and 4x4 specialists.
  { templates: ['truck'], rules: [{ rule: 'vanOr4x4' }] },
  // A caravan yard whose used vans sell on their photos: used vans without any stay off the site.
  { slugs: ['coastline-caravans'], rules: [{ rule: 'photosUnlessNewOrDemo' }] },
  // A dealer that stopped selling a brand and hides a few stock numbers held for fleet sales.
  {
    slugs: ['big-sky-rv'],
    rules: [
      { rule: 'excludeMakes', makes: ['Avan'] },
      { rule: 'excludeStockNumbers', stocknums: ['FLEET-01', 'FLEET-02'] },
    ],
  },
];

/** One of each rule, for callers that need every field a rule can read (index settings). */
export const EVERY_RULE: readonly StockRule[] = [
  { rule: 'usedOnly' },
  { rule: 'inStockOnly' },
  { rule: 'newOrDemoOnly' },
  { rule: 'excludeMakes', makes: ['x'] },
  { rule: 'photosUnlessNewOrDemo' },
  { rule: 'excludeStockNumbers', stocknums: ['x'] },
  { rule: 'vanOr4x4' },
];

export function ruleFilter(rule: StockRule): Filter {
  switch (rule.rule) {
    case 'usedOnly':
      return eq('car_type', 'used');
    case 'inStockOnly':
      return eq('status', 'in_stock');
    case 'newOrDemoOnly':
      return or(eq('car_type', 'new'), eq('car_type', 'demo'));
    case 'excludeMakes':
      return rule.makes.length ? not(inList('make', rule.makes)) : TRUE;
    case 'photosUnlessNewOrDemo':
      return or(gt('photos_count', 0), eq('car_type', 'new'), eq('car_type', 'demo'));
    case 'excludeStockNumbers':
      return rule.stocknums.length ? not(inList('stocknum', rule.stocknums)) : TRUE;
    case 'vanOr4x4':
      return or(eq('simple_body', 'VAN'), eq('simple_drive', '4x4'));
  }
}

export function stockRulesFor(
  site: { slug?: string | null; template?: string | null },
  table: readonly StockRuleEntry[] = DEFAULT_STOCK_RULES,
): StockRule[] {
  return table
    .filter(
      (e) =>
        (site.slug != null && e.slugs?.includes(site.slug)) ||
        (site.template != null && e.templates?.includes(site.template)),
    )
    .flatMap((e) => e.rules);
}

/** The site's default stock filters, AND-ed. */
export function defaultStockFilter(
  site: { slug?: string | null; template?: string | null },
  table?: readonly StockRuleEntry[],
): Filter {
  return and(...stockRulesFor(site, table).map(ruleFilter));
}
