import { describe, expect, it } from 'vitest';
import {
  linearity,
  marginalCosts,
  startupByProcess,
  summary,
} from '../../../scripts/bench/lib/build-figures';
import type { TenantBuildResult } from '../../../build-all';

const built = (
  slug: string,
  startupSeconds: number,
  buildInProcess?: number,
  bundles?: 'built' | 'reused',
): TenantBuildResult => ({
  slug,
  ok: true,
  pages: 100,
  seconds: 10,
  cpuSeconds: 12,
  peakMb: 900,
  error: '',
  log: '',
  startupSeconds,
  buildInProcess,
  bundles,
});

describe('build figures', () => {
  it('splits start-up between fresh build processes and those that built another tenant first', () => {
    const results = [built('a', 8, 1), built('b', 5, 2), built('c', 6, 3), built('d', 9)];
    // a result without buildInProcess came from a process of its own
    expect(startupByProcess(results)).toBe(
      '8.5 s in a fresh process over 2, 5.5 s after another build over 2',
    );
    expect(startupByProcess([built('a', 8, 1)])).toBe(
      '8.0 s in a fresh process over 1, - s after another build over 0',
    );
  });

  it('splits the start-up after another build between bundles built and bundles reused', () => {
    const results = [
      built('a', 8, 1, 'built'),
      built('b', 5, 2, 'built'),
      built('c', 2, 3, 'reused'),
      built('d', 1, 4, 'reused'),
    ];
    expect(startupByProcess(results)).toBe(
      '8.0 s in a fresh process over 1, 2.7 s after another build over 3 (5.0 s over 1 building their bundles, 1.5 s over 2 reusing them)',
    );
  });

  it('summarises a set with the split start-up', () => {
    const text = summary({
      set: 'fleet',
      wallSeconds: 20,
      concurrency: 2,
      load: [0.5, 1.5],
      results: [built('a', 8, 1), built('b', 4, 2)],
    });
    expect(text).toContain('200 pages');
    expect(text).toContain(
      'start-up to first page 6.0 s mean (8.0 s in a fresh process over 1, 4.0 s after another build over 1); peak 900 MB',
    );
  });
});

describe('growth with cars per tenant', () => {
  const cars = [100, 300, 1000, 3000];
  it.each([
    // the scale set on 2 cores, one thread (2026-11-25): the fitted intercept's error made the
    // 100-car tenant look cheap per car (5.8 ms) beside the 3,000-car one (10.4 ms)
    ['one thread, measured', [8.4, 10.5, 19.6, 38.9], 'linear'],
    ['a worker from 1,000 pages, measured', [8.3, 10.2, 20.3, 41.6], 'linear'],
    ['exactly linear', [7, 9, 16, 36], 'linear'],
    ['fixed costs spread wider', [7, 9.5, 17, 33], 'linear'],
    ['quadratic in cars', cars.map((c) => 7 + 1e-6 * c * c), 'grows faster than linear'],
    ['the largest step 40 % dearer', [7, 9, 16, 44], 'grows faster than linear'],
  ])('%s', (_name, cpu, verdict) => {
    expect(linearity(cars, marginalCosts(cars, cpu))).toMatch(new RegExp(`: ${verdict}$`));
  });

  it('names each step and needs three tenants to judge', () => {
    expect(marginalCosts([100, 300], [8, 10])).toEqual([0.01]);
    expect(linearity([100, 300], [0.01])).toBe(
      'CPU per extra car: 100→300 cars 10.0 ms (three tenants or more to judge)',
    );
    expect(linearity([100, 300, 1000], [0.01, 0.012])).toBe(
      "CPU per extra car: 100→300 cars 10.0 ms, 300→1000 cars 12.0 ms (last step ×1.20 the earlier ones'): linear",
    );
  });
});
