/**
 * The one tally of stock by a field (make, body, car type, ...), for the home page's tiles,
 * the search page's tiles, the search vocabulary and the landing pages.
 */

/** How many items hold each value of a field; a list counts each of its values, null and '' none. */
export function tally(items: readonly object[], field: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) {
    const v = (item as Record<string, unknown>)[field];
    for (const x of Array.isArray(v) ? v : v == null || v === '' ? [] : [v])
      out[String(x)] = (out[String(x)] ?? 0) + 1;
  }
  return out;
}

/** A tally's values, most first, then by name. */
export function byCount(counts: Record<string, number>): string[] {
  return Object.keys(counts).sort((a, b) => counts[b] - counts[a] || a.localeCompare(b));
}

/** A tally's [value, count] pairs, most first, then by name. */
export function ranked(counts: Record<string, number>): [string, number][] {
  return byCount(counts).map((value) => [value, counts[value]]);
}
