/**
 * Build benchmark: per tenant pages, seconds, pages per second and peak memory.
 *   npm run bench:build                      sample tenants + both synthetic scale sets
 *   npm run bench:build -- --set samples     one set: samples | large (1 × 5,000 cars) | fleet (50 × 300 cars)
 * Synthetic tenants are generated under .bench/tenants and built into .bench/dist.
 * Figures are printed and written to reports/bench-build.json; nothing is asserted.
 */
import { availableParallelism, cpus, totalmem } from 'node:os';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildTenants, type TenantBuildResult } from '../../build-all';
import { generateSyntheticTenant } from '../generate-sample-data';
import { listTenantSlugs } from '../../src/data/tenant-context';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: { set: { type: 'string', multiple: true }, concurrency: { type: 'string' } },
});
const sets = values.set?.length ? values.set : ['samples', 'large', 'fleet'];
const concurrency = values.concurrency ? Number(values.concurrency) : availableParallelism();
const now = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');

interface SetResult {
  set: string;
  wallSeconds: number;
  results: TenantBuildResult[];
}

function table(results: TenantBuildResult[]): string {
  const head = ['tenant', 'pages', 'seconds', 'pages/s', 'peak MB', 'result'];
  const rows = results.map((r) => [
    r.slug,
    String(r.pages),
    r.seconds.toFixed(1),
    r.seconds > 0 ? (r.pages / r.seconds).toFixed(0) : '-',
    r.peakMb.toFixed(0),
    r.ok ? 'ok' : 'FAILED',
  ]);
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmt = (c: string[]) =>
    c.map((x, i) => (i === 0 || i === 5 ? x.padEnd(w[i]) : x.padStart(w[i]))).join('  ');
  return [fmt(head), w.map((n) => '-'.repeat(n)).join('  '), ...rows.map(fmt)].join('\n');
}

function summary(s: SetResult): string {
  const ok = s.results.filter((r) => r.ok);
  const pages = ok.reduce((a, r) => a + r.pages, 0);
  const cpuSeconds = ok.reduce((a, r) => a + r.seconds, 0);
  const peak = Math.max(0, ...s.results.map((r) => r.peakMb));
  return [
    `${s.set}: ${s.results.length} tenant(s), ${ok.length} ok, ${pages} pages`,
    `  wall ${s.wallSeconds.toFixed(1)} s with ${concurrency} at once; ${(pages / s.wallSeconds).toFixed(0)} pages/s overall;`,
    `  per tenant ${(cpuSeconds / Math.max(1, ok.length)).toFixed(1)} s mean; ${((cpuSeconds / Math.max(1, pages)) * 1000).toFixed(2)} ms per page; peak ${peak.toFixed(0)} MB`,
  ].join('\n');
}

async function runSet(
  set: string,
  slugs: string[],
  env: Record<string, string>,
): Promise<SetResult> {
  console.log(`\n== ${set}: building ${slugs.length} tenant(s), ${concurrency} at once`);
  const started = performance.now();
  const results = await buildTenants(slugs, {
    concurrency,
    env,
    logDir: path.join(root, 'reports', 'bench-logs', set),
    quiet: slugs.length > 8,
  });
  const result = { set, wallSeconds: (performance.now() - started) / 1000, results };
  console.log(`\n${table(results)}\n\n${summary(result)}`);
  return result;
}

const out: SetResult[] = [];
console.log(
  `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}`,
);
const benchTenants = path.join(root, '.bench', 'tenants');
const benchDist = path.join(root, '.bench', 'dist');
const benchEnv = { DEALER_TENANTS_DIR: benchTenants, DEALER_DIST_DIR: benchDist };

if (sets.includes('samples')) out.push(await runSet('samples', listTenantSlugs(root), {}));
if (sets.includes('large') || sets.includes('fleet')) {
  rmSync(path.join(root, '.bench'), { recursive: true, force: true });
  mkdirSync(benchTenants, { recursive: true });
}
if (sets.includes('large')) {
  const t = performance.now();
  await generateSyntheticTenant({
    slug: 'bench-large-5000',
    websiteId: 900001,
    carCount: 5000,
    seed: 5000,
    now,
    tenantsDir: benchTenants,
  });
  console.log(`\ngenerated 1 × 5,000 cars in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  out.push(await runSet('large (1 × 5,000 cars)', ['bench-large-5000'], benchEnv));
}
if (sets.includes('fleet')) {
  const t = performance.now();
  const slugs: string[] = [];
  for (let i = 1; i <= 50; i++) {
    const slug = `bench-fleet-${String(i).padStart(2, '0')}`;
    await generateSyntheticTenant({
      slug,
      websiteId: 910000 + i,
      carCount: 300,
      seed: 1000 + i,
      now,
      tenantsDir: benchTenants,
    });
    slugs.push(slug);
  }
  console.log(`\ngenerated 50 × 300 cars in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  out.push(await runSet('fleet (50 × 300 cars)', slugs, benchEnv));
}

mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(path.join(root, 'reports', 'bench-build.json'), JSON.stringify(out, null, 2));
console.log('\n== Summary');
for (const s of out) console.log(summary(s));
