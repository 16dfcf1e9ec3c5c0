/**
 * The page budgets (rules.md: Page budgets; scripts/bench/lib/budgets.ts): which JavaScript budget
 * each page kind gets, and what a measured page breaks, at and either side of every limit.
 */
import { describe, expect, it } from 'vitest';
import {
  KNOWN_OVER_JS,
  budgetBreaks as breaksOf,
  pageBudget,
  scriptCeiling,
  type PageKind,
} from '../../../scripts/bench/lib/budgets';
import type { LighthouseRun } from '../../../scripts/bench/lib/audit';
import { combineRuns } from '../../../scripts/bench/lib/median';

/** The words of what a page breaks (the kinds are checked on their own below). */
const budgetBreaks = (...args: Parameters<typeof breaksOf>) =>
  breaksOf(...args).map((b) => b.words);

const KB = 1024;
const good: LighthouseRun = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1800,
  tbt: 150,
  cls: 0.05,
  si: 1000,
  scriptBytes: 0,
  totalBytes: 0,
  benchmarkIndex: 2000,
};

describe('pageBudget', () => {
  it.each<[PageKind, number]>([
    ['search', 100],
    ['make landing', 100],
    ['model landing', 100],
    ['vehicle', 70],
    ['vehicle sold', 70],
    ['vehicle no image', 70],
    ['contact', 60],
    ['finance', 60],
    ['trade-in', 60],
    ['offer', 60],
    ['home', 90],
    ['content', 15],
    ['content block', 15],
    ['blog', 15],
    ['location', 15],
    ['locations', 15],
    ['offers', 15],
    ['model', 15],
  ])('%s: %i KB of JavaScript gzip', (kind, kb) => {
    expect(pageBudget(kind).scriptBytes).toBe(kb * KB);
  });

  it('the same page limits for every kind', () => {
    expect(pageBudget('blog')).toMatchObject({
      performance: 95,
      accessibility: 100,
      lcpMs: 1800,
      tbtMs: 150,
      cls: 0.05,
    });
  });
});

describe('budgetBreaks', () => {
  const budget = pageBudget('vehicle');
  const page = (lh: Partial<LighthouseRun>, extra: object = {}) => ({
    lighthouse: { ...good, ...lh },
    axe: [],
    validator: 0,
    scriptGzipBytes: 70 * KB,
    ...extra,
  });

  it('a page exactly at every limit is within budget', () => {
    expect(budgetBreaks(budget, page({}))).toEqual([]);
  });

  it.each<[string, Partial<LighthouseRun>, string, 'check' | 'timing']>([
    ['performance', { performance: 94 }, 'performance 94', 'timing'],
    ['accessibility', { accessibility: 99 }, 'accessibility 99', 'check'],
    ['LCP', { lcp: 1801 }, 'LCP 1.80 s', 'timing'],
    ['TBT', { tbt: 151 }, 'TBT 151 ms', 'timing'],
    ['CLS', { cls: 0.051 }, 'CLS 0.051', 'check'],
  ])(
    'one step past the %s limit is a break, in words and of its kind',
    (_name, lh, words, kind) => {
      expect(breaksOf(budget, page(lh))).toEqual([{ words, kind }]);
    },
  );

  it('JavaScript, axe and the validator are checks, not timings', () => {
    const axe = [{ id: 'color-contrast', impact: 'serious', help: 'Contrast', nodes: 2 }];
    const breaks = breaksOf(budget, { axe, validator: 1, scriptGzipBytes: 71 * KB });
    expect(breaks.map((b) => b.kind)).toEqual(['check', 'check', 'check']);
  });

  it('JavaScript over the budget, gzip, is a break', () => {
    expect(budgetBreaks(budget, page({}, { scriptGzipBytes: 70 * KB + 1 }))).toEqual([
      'JavaScript 70.0 KB gzip',
    ]);
  });

  it('any axe violation or validator error is a break, with or without Lighthouse', () => {
    const axe = [{ id: 'color-contrast', impact: 'serious', help: 'Contrast', nodes: 2 }];
    expect(budgetBreaks(budget, { axe, validator: 3 })).toEqual([
      '1 axe violations',
      '3 validator errors',
    ]);
  });
});

describe('pages known over their JavaScript budget (KNOWN_OVER_JS)', () => {
  const budget = pageBudget('contact');
  const page = (kb: number) => ({ axe: [], validator: 0, scriptGzipBytes: Math.round(kb * KB) });

  it('may stay at the figure they were known at, and no more', () => {
    expect(budgetBreaks(budget, page(62.7), 62.7)).toEqual([]);
    expect(budgetBreaks(budget, page(62.8), 62.7)).toEqual(['JavaScript 62.8 KB gzip']);
  });

  it('without an entry, the budget itself', () => {
    expect(budgetBreaks(budget, page(60.1))).toEqual(['JavaScript 60.1 KB gzip']);
  });

  it('an entry below the budget does not loosen it', () => {
    expect(scriptCeiling(budget, 50)).toBe(60 * KB);
  });

  it('holds only pages over their budget, each a known tenant and page kind', () => {
    for (const [key, kb] of Object.entries(KNOWN_OVER_JS)) {
      const [tenant, kind] = key.split(':') as [string, PageKind];
      expect(tenant).toMatch(/^[a-z-]+$/);
      expect(kb * KB, key).toBeGreaterThan(pageBudget(kind).scriptBytes);
    }
  });
});

describe('Lighthouse runs of one page (combineRuns)', () => {
  const run = (over: Partial<LighthouseRun>): LighthouseRun => ({ ...good, ...over });
  it('takes the median of each performance figure over every run', () => {
    const r = combineRuns(run({ performance: 90, lcp: 2000, tbt: 300 }), [
      run({ performance: 99, lcp: 1500, tbt: 10, accessibility: 0 }),
      run({ performance: 97, lcp: 1700, tbt: 50, accessibility: 0 }),
    ]);
    expect(r).toMatchObject({ performance: 97, lcp: 1700, tbt: 50 });
  });
  it('takes accessibility, best practices and SEO from the first (full) run only', () => {
    const perfOnly = run({ accessibility: 0, bestPractices: 0, seo: 0 });
    const r = combineRuns(run({ accessibility: 96, bestPractices: 100, seo: 92 }), [
      perfOnly,
      perfOnly,
    ]);
    expect(r).toMatchObject({ accessibility: 96, bestPractices: 100, seo: 92 });
  });
  it('is the run itself when there is one', () => {
    const one = run({ performance: 91, cls: 0.2 });
    expect(combineRuns(one, [])).toEqual(one);
  });
});
