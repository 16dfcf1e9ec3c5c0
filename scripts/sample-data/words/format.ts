/** Text formatting shared by the sample-data writers. */

/** '$45,990' — '$', comma thousands, no decimals (cents kept when present: '$1,360.50'). */
export { formatMoneyExact as formatMoney } from '../../../src/domain/format/money';

/** rules.md: Names, makes and slugs slugs (same rule as src/domain/format/slug.ts). */
export { slugify } from '../../../src/domain/format/slug';

/** Rounds a price to a retail figure ending in 990 (or 90 under $1,000). */
export function retailPrice(value: number): number {
  if (value < 1000) return Math.max(0, Math.round(value / 10) * 10);
  return Math.max(990, Math.floor(value / 1000) * 1000 + 990 - (value % 1000 < 500 ? 1000 : 0));
}
