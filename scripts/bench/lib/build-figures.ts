/**
 * Figures for the build benchmark (scripts/bench/build.ts): the per-tenant table, a set's
 * summary, and how build time grows with cars per tenant (a least-squares line through
 * seconds against cars: its intercept is the fixed start-up, its slope the cost per car).
 */
import { loadavg } from 'node:os';
import type { TenantBuildResult } from '../../../build-all';

export interface SetResult {
  set: string;
  wallSeconds: number;
  concurrency: number;
  /** The 1-minute load average when the set started and when it ended (the machine is shared). */
  load: [number, number];
  results: TenantBuildResult[];
  /** Cars per tenant, for the scale set (same order as results). */
  cars?: number[];
}

export const load1 = () => Number(loadavg()[0].toFixed(1));

const f1 = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(1));

function render(head: string[], rows: string[][], left: number[] = [0]): string {
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmt = (c: string[]) =>
    c.map((x, i) => (left.includes(i) ? x.padEnd(w[i]) : x.padStart(w[i]))).join('  ');
  return [fmt(head), w.map((n) => '-'.repeat(n)).join('  '), ...rows.map(fmt)].join('\n');
}

export function table(results: TenantBuildResult[]): string {
  const head = [
    'tenant',
    'pages',
    'wall s',
    'CPU s',
    'start-up s',
    'pages/s',
    'peak MB',
    'bundles',
    'result',
  ];
  const rows = results.map((r) => [
    r.slug,
    String(r.pages),
    r.seconds.toFixed(1),
    f1(r.cpuSeconds),
    f1(r.startupSeconds),
    r.seconds > 0 ? (r.pages / r.seconds).toFixed(0) : '-',
    r.peakMb.toFixed(0),
    r.bundles ?? '-',
    r.ok ? 'ok' : 'FAILED',
  ]);
  return render(head, rows, [0, 7, 8]);
}

const startupsOf = (results: TenantBuildResult[]) =>
  results.flatMap((r) => (r.startupSeconds === undefined ? [] : [r.startupSeconds]));
const meanOf = (xs: number[]) =>
  xs.length ? (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1) : '-';

/**
 * Start-up in a fresh build process against one that had built another tenant (build-all's
 * builders), and of those, the builds that reused an earlier build's bundles
 * (src/build/bundle-reuse.ts).
 */
export function startupByProcess(results: TenantBuildResult[]): string {
  const fresh = startupsOf(results.filter((r) => (r.buildInProcess ?? 1) === 1));
  const warm = results.filter((r) => (r.buildInProcess ?? 1) > 1);
  const built = startupsOf(warm.filter((r) => r.bundles !== 'reused'));
  const reused = startupsOf(warm.filter((r) => r.bundles === 'reused'));
  const split = reused.length
    ? ` (${meanOf(built)} s over ${built.length} building their bundles, ${meanOf(reused)} s over ${reused.length} reusing them)`
    : '';
  return `${meanOf(fresh)} s in a fresh process over ${fresh.length}, ${meanOf(startupsOf(warm))} s after another build over ${warm.length}${split}`;
}

export function summary(s: SetResult): string {
  const ok = s.results.filter((r) => r.ok);
  const pages = ok.reduce((a, r) => a + r.pages, 0);
  const seconds = ok.reduce((a, r) => a + r.seconds, 0);
  const cpu = ok.reduce((a, r) => a + (r.cpuSeconds ?? 0), 0);
  const startups = startupsOf(ok);
  const peak = Math.max(0, ...s.results.map((r) => r.peakMb));
  const mean = (n: number) => (n / Math.max(1, ok.length)).toFixed(1);
  return [
    `${s.set}: ${s.results.length} tenant(s), ${ok.length} ok, ${pages} pages; load average ${s.load[0]} → ${s.load[1]}`,
    `  wall ${s.wallSeconds.toFixed(1)} s with ${s.concurrency} at once; ${(pages / s.wallSeconds).toFixed(0)} pages/s overall;`,
    `  per tenant ${mean(seconds)} s wall, ${mean(cpu)} s CPU (user+sys); ${(pages / Math.max(cpu, 1e-9)).toFixed(0)} pages per CPU second;`,
    `  start-up to first page ${meanOf(startups)} s mean (${startupByProcess(ok)}); peak ${peak.toFixed(0)} MB`,
  ].join('\n');
}

/** The least-squares line y = a + b·x. */
export function fitLine(xs: number[], ys: number[]): { a: number; b: number; r2: number } {
  const n = xs.length;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = ys.reduce((s, y) => s + y, 0) / n;
  const sxx = xs.reduce((s, x) => s + (x - mx) ** 2, 0);
  const sxy = xs.reduce((s, x, i) => s + (x - mx) * (ys[i] - my), 0);
  const b = sxx > 0 ? sxy / sxx : 0;
  const a = my - b * mx;
  const ssr = ys.reduce((s, y, i) => s + (y - a - b * xs[i]) ** 2, 0);
  const sst = ys.reduce((s, y) => s + (y - my) ** 2, 0);
  return { a, b, r2: sst > 0 ? 1 - ssr / sst : 1 };
}

/** How wall and CPU time grow with cars per tenant, and whether it is a straight line. */
export function growth(s: SetResult): string {
  const pts = s.results
    .map((r, i) => ({ r, cars: s.cars?.[i] ?? 0 }))
    .filter((p) => p.r.ok && p.cars > 0)
    .sort((a, b) => a.cars - b.cars);
  if (pts.length < 2) return 'growth: fewer than two tenants built';
  const rows = pts.map(({ r, cars }) => [
    String(cars),
    String(r.pages),
    r.seconds.toFixed(1),
    f1(r.cpuSeconds),
    f1(r.startupSeconds),
    ((1000 * (r.cpuSeconds ?? r.seconds)) / r.pages).toFixed(1),
  ]);
  const xs = pts.map((p) => p.cars);
  const cpuSeconds = pts.map((p) => p.r.cpuSeconds ?? p.r.seconds);
  const cpu = fitLine(xs, cpuSeconds);
  const wall = fitLine(
    xs,
    pts.map((p) => p.r.seconds),
  );
  return [
    render(['cars', 'pages', 'wall s', 'CPU s', 'start-up s', 'CPU ms/page'], rows, []),
    `CPU s ≈ ${cpu.a.toFixed(1)} + ${(cpu.b * 1000).toFixed(1)} ms × cars (r² ${cpu.r2.toFixed(3)}); wall s ≈ ${wall.a.toFixed(1)} + ${(wall.b * 1000).toFixed(1)} ms × cars (r² ${wall.r2.toFixed(3)})`,
    linearity(xs, marginalCosts(xs, cpuSeconds)),
  ].join('\n');
}

/**
 * CPU seconds per extra car from each tenant to the next (xs ascending): the cost of the cars
 * themselves, free of the fitted intercept, whose error divided by a small tenant's cars would
 * swamp that tenant's figure (100 cars: 0.6 s of intercept error is 6 ms a car).
 */
export function marginalCosts(xs: number[], ys: number[]): number[] {
  return xs.slice(1).map((x, i) => (ys[i + 1] - ys[i]) / (x - xs[i]));
}

/**
 * Whether time grows faster than the cars: the last step's cost per car (the largest tenants)
 * against the mean of the steps before it. Within 25 % more is linear; less is linear or
 * better (fixed costs spread wider).
 */
export function linearity(xs: number[], steps: number[]): string {
  const ms = (n: number) => `${(n * 1000).toFixed(1)} ms`;
  const spans = steps.map((c, i) => `${xs[i]}→${xs[i + 1]} cars ${ms(c)}`).join(', ');
  if (steps.length < 2)
    return `CPU per extra car: ${spans || '-'} (three tenants or more to judge)`;
  const earlier = steps.slice(0, -1).reduce((a, b) => a + b, 0) / (steps.length - 1);
  const ratio = steps[steps.length - 1] / earlier;
  const verdict = ratio <= 1.25 ? 'linear' : 'grows faster than linear';
  return `CPU per extra car: ${spans} (last step ×${ratio.toFixed(2)} the earlier ones'): ${verdict}`;
}
