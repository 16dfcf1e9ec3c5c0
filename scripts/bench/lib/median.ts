/**
 * Medians of repeated Lighthouse runs (bench:pages, bench:vdp) and percentiles of timings. No Lighthouse import here, so
 * unit tests can load it.
 */
import type { LighthouseRun } from './audit';

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The p-th percentile of a sample (nearest rank: the smallest value with p% at or below it). */
export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};

/** The median of each figure over several runs. */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const keys = Object.keys(runs[0]) as (keyof LighthouseRun)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as never;
}

/**
 * The figures of several runs of one page: the median of each performance figure over all
 * runs, and accessibility, best practices and SEO from the first (full) run. Those three are
 * checks of the page, not timings, so runs after the first measure performance alone.
 */
export function combineRuns(first: LighthouseRun, rest: LighthouseRun[]): LighthouseRun {
  return {
    ...medianRun([first, ...rest]),
    accessibility: first.accessibility,
    bestPractices: first.bestPractices,
    seo: first.seo,
  };
}
