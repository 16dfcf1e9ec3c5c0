/**
 * Default stock filters by site slug or template (rules.md: Hosted search engine
 * engine): used only, in stock only, new or demo only, excluded makes, photos_count > 0
 * unless the car is new or demo, excluded stock numbers, simple_body VAN or simple_drive 4x4.
 * Which sites get them are per-tenant switches: the stock* flags in src/domain/tenant/flags.ts.
 */
import { FLAGS, matchesSite, type FlagMatch, type PartialFlagSubject } from '../tenant/flags';
import { and, eq, gt, inList, not, or, TRUE, type Filter } from './filter';

export type StockRule =
  | { rule: 'usedOnly' }
  | { rule: 'inStockOnly' }
  | { rule: 'newOrDemoOnly' }
  | { rule: 'excludeMakes'; makes: readonly string[] }
  | { rule: 'photosUnlessNewOrDemo' }
  | { rule: 'excludeStockNumbers'; stocknums: readonly string[] }
  | { rule: 'vanOr4x4' };

/** Which sites (a flag's match: slugs, templates, …) get which default stock filters. */
export interface StockRuleEntry extends FlagMatch {
  rules: readonly StockRule[];
}

/** The filters behind each stock flag of src/domain/tenant/flags.ts (which sites is the flag's). */
export const DEFAULT_STOCK_RULES: readonly StockRuleEntry[] = [
  { ...FLAGS.stockUsedOnly, rules: [{ rule: 'usedOnly' }] },
  { ...FLAGS.stockShowroom, rules: [{ rule: 'newOrDemoOnly' }, { rule: 'inStockOnly' }] },
  { ...FLAGS.stockVanOr4x4, rules: [{ rule: 'vanOr4x4' }] },
  { ...FLAGS.stockPhotosUnlessNewOrDemo, rules: [{ rule: 'photosUnlessNewOrDemo' }] },
  {
    ...FLAGS.stockBrandAndFleetExclusions,
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
  site: PartialFlagSubject,
  table: readonly StockRuleEntry[] = DEFAULT_STOCK_RULES,
): StockRule[] {
  return table.filter((e) => matchesSite(e, site)).flatMap((e) => e.rules);
}

/** The site's default stock filters, AND-ed. */
export function defaultStockFilter(
  site: PartialFlagSubject,
  table?: readonly StockRuleEntry[],
): Filter {
  return and(...stockRulesFor(site, table).map(ruleFilter));
}
