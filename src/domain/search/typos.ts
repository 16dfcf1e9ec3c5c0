/**
 * How many typos a word may carry and still name what it was meant to: Meilisearch's budget
 * (none below 5 letters, 1 from 5, 2 from 9; none in a word with digits: stock numbers,
 * VINs and names like 'cx5' are matched as typed, as the Meilisearch index's typo tolerance is
 * off on stocknum and vin: scripts/meili-index.ts). The embedded engine's text search and
 * plain-language search's near-miss spellings both read it.
 */
export function typoBudget(word: string): 0 | 1 | 2 {
  if (/\d/.test(word)) return 0;
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}

/**
 * The edit distance between two words, counting a swap of two neighbouring letters as one
 * edit ('landcrusier' is one from 'landcruiser'); any distance above `max` is max + 1.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  // optimal string alignment, three rows, with an early exit once a row passes max
  let before = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let least = row[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2] + 1);
      row[j] = d;
      if (d < least) least = d;
    }
    if (least > max) return max + 1;
    [before, prev, row] = [prev, row, before];
  }
  return Math.min(prev[b.length], max + 1);
}
