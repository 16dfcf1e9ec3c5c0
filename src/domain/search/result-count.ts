/**
 * The result count (rules.md: Result count; Search).
 * When total hits exceed 1999 (the engine's hit cap), the count shown is the count of
 * status in_stock, else the site's stock.count, else a sum of facet counts. During a
 * search error or loading state the previous hits and count stay.
 */
import { formatNumber } from '../format/money';

export const TOTAL_HITS_THRESHOLD = 1999;

export interface CountInput {
  nbHits: number;
  /** facets[attribute][value] = count, for the current results. */
  facets?: Record<string, Record<string, number>> | null;
  /** The site's stock.count. */
  stockCount?: number | null;
}

export function resultCount({ nbHits, facets, stockCount }: CountInput): number {
  if (nbHits <= TOTAL_HITS_THRESHOLD) return nbHits;
  const inStock = facets?.status?.in_stock;
  if (typeof inStock === 'number' && inStock > 0) return inStock;
  if (stockCount && stockCount > 0) return stockCount;
  const byType = facets?.car_type;
  if (byType) {
    const sum = Object.values(byType).reduce((a, b) => a + b, 0);
    if (sum > 0) return sum;
  }
  return nbHits;
}

/** 'Show Me {count} Cars' (the site's vehicle word in place of Cars). */
export function showMeText(count: number, vehicleWordPlural = 'Cars'): string {
  return `Show Me ${formatNumber(count)} ${vehicleWordPlural}`;
}

/** '1 car found' / '1,234 cars found'. */
export function countText(count: number, singular = 'car', plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural} found`;
}
