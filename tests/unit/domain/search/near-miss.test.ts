/**
 * Near-miss spellings: the edit distance (a swap of neighbours is one edit), the typo budget
 * shared with the embedded engine, the names compared, and the real words a build lists so
 * that no dictionary word is ever read as a misspelt name.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, typoBudget } from '../../../../src/domain/search/typos';
import {
  nearMiss,
  nearMissTargets,
  realWordsNearNames,
} from '../../../../src/domain/search/near-miss';

/** Optimal string alignment distance, written plainly (the full table). */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

describe('edit distance', () => {
  it.each([
    ['hilix', 'hilux', 1],
    ['corola', 'corolla', 1],
    ['landcrusier', 'landcruiser', 1],
    ['corrola', 'corolla', 2],
    ['camry', 'camry', 0],
    ['', 'kia', 3],
  ] as const)('%s ~ %s = %i', (a, b, d) => expect(editDistance(a, b, 3)).toBe(d));
  it('property: agrees with the full table up to its bound, and is symmetric', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'l', 'o', 'r'), maxLength: 9 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        const full = reference(a, b);
        expect(editDistance(a, b, max)).toBe(Math.min(full, max + 1));
        expect(editDistance(b, a, max)).toBe(editDistance(a, b, max));
      }),
    );
  });
  it("the typo budget is Meilisearch's: none under 5 letters or with digits, 1 from 5, 2 from 9", () => {
    expect([
      typoBudget('kia'),
      typoBudget('camry'),
      typoBudget('landcruiser'),
      typoBudget('rav44'),
    ]).toEqual([0, 1, 2, 0]);
  });
});

describe('near misses of a tenant’s names', () => {
  const targets = nearMissTargets(
    ['Toyota', 'Land Rover', 'Kia'],
    [
      'Toyota:HiLux',
      'Toyota:LandCruiser Prado',
      'Toyota:Corolla',
      'Toyota:Corolla Cross',
      'Kia:EV6',
    ],
  );
  it('compares whole names and their words, never names with digits or under 5 letters', () => {
    expect(targets.map((t) => t.key).sort()).toEqual(
      [
        'toyota',
        'landrover',
        'rover',
        'hilux',
        'landcruiserprado',
        'landcruiser',
        'prado',
        'corolla',
        'corollacross',
        'cross',
      ].sort(),
    );
  });
  it('every single edit of a name that is no other name reads as that name', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    for (const name of ['hilux', 'corolla', 'landcruiser']) {
      const edits = new Set<string>();
      for (let i = 0; i <= name.length; i++) {
        for (const c of letters) {
          edits.add(name.slice(0, i) + c + name.slice(i));
          if (i < name.length) edits.add(name.slice(0, i) + c + name.slice(i + 1));
        }
        if (i < name.length) edits.add(name.slice(0, i) + name.slice(i + 1));
        if (i < name.length - 1)
          edits.add(name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2));
      }
      edits.delete(name);
      for (const typed of edits) {
        if (typoBudget(typed) === 0) continue;
        const others = targets.filter(
          (t) => t.key !== name && editDistance(typed, t.key, 2) <= typoBudget(typed),
        );
        const hit = nearMiss(typed, targets, new Set());
        if (others.length === 0) expect(hit?.key, typed).toBe(name);
      }
    }
  });
  it('never a real word, nor a name itself, nor a tie between two names', () => {
    expect(nearMiss('hilix', targets, new Set(['hilix']))).toBeNull();
    expect(nearMiss('prado', targets, new Set())).toBeNull();
    const tied = nearMissTargets(['Abcde', 'Abcdf'], []);
    expect(nearMiss('abcdg', tied, new Set())).toBeNull();
  });
  it('the real words near the names are found by their deletions as by comparing with each name', () => {
    const words = [
      'range',
      'ranger',
      'rangers',
      'hollux',
      'corollas',
      'crosse',
      'prawn',
      'rover',
      'lover',
      'toyota',
      'cat',
    ];
    const near = realWordsNearNames(words, targets);
    const brute = words.filter(
      (w) =>
        typoBudget(w) > 0 &&
        !targets.some((t) => t.key === w) &&
        targets.some((t) => editDistance(w, t.key, typoBudget(w)) <= typoBudget(w)),
    );
    expect(near).toEqual([...new Set(brute)].sort());
    expect(near).toContain('corollas');
    expect(near).toContain('lover');
  });
});
