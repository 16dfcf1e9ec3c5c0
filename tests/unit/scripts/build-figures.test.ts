import { describe, expect, it } from 'vitest';
import { startupByProcess, summary } from '../../../scripts/bench/lib/build-figures';
import type { TenantBuildResult } from '../../../build-all';

const built = (
  slug: string,
  startupSeconds: number,
  buildInProcess?: number,
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
