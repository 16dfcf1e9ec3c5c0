/**
 * Build benchmark: per tenant pages, wall and CPU seconds, start-up, pages per second and
 * peak memory; per set the load average seen (the machine may be shared: CPU seconds are the
 * figure to compare across runs).
 *   npm run bench:build                      sample tenants + the large and fleet sets
 *   npm run bench:build -- --set samples     one set:
 *     samples   the tenants under tenants/
 *     large     1 × 5,000 cars
 *     fleet     50 × 300 cars
 *     scale     one tenant per --cars count (default 100,300,1000,3000): how time grows with
 *               cars per tenant, with a fitted line (intercept = fixed start-up) and whether
 *               it is linear (the CPU cost per extra car from each tenant to the next); each
 *               in a fresh process, or with --warm all in one process after two 20-car
 *               tenants (not counted), as build-all builds a fleet: Astro loaded, the bundles
 *               reused (src/build/bundle-reuse.ts)
 *     fleet-200 the nightly fleet's size, 200 × 300 cars (--fleet-size N builds the first N and
 *               extrapolates to 200 at the measured rate)
 *     huge      1 × 10,000 cars
 *   --concurrency N   builds at once (default: the machine's cores)
 * Synthetic tenants are generated under .bench/tenants and built into .bench/dist. Figures are
 * printed and written to reports/bench-build.json; nothing is asserted. Not part of npm test
 * (the scale sets take minutes to hours).
 */
import { availableParallelism, cpus, totalmem } from 'node:os';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildTenants } from '../../build-all';
import { generateSyntheticTenant } from '../generate-sample-data';
import { listTenantSlugs } from '../../src/data/tenant-context';
import { growth, load1, summary, table, type SetResult } from './lib/build-figures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    set: { type: 'string', multiple: true },
    concurrency: { type: 'string' },
    cars: { type: 'string' },
    'fleet-size': { type: 'string' },
    warm: { type: 'boolean' },
  },
});
const sets = values.set?.length ? values.set : ['samples', 'large', 'fleet'];
const concurrency = values.concurrency ? Number(values.concurrency) : availableParallelism();
const now = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
const FLEET_200 = 200;

async function runSet(
  set: string,
  slugs: string[],
  env: Record<string, string>,
  setConcurrency = concurrency,
  buildsPerProcess?: number,
): Promise<SetResult> {
  console.log(`\n== ${set}: building ${slugs.length} tenant(s), ${setConcurrency} at once`);
  const loadBefore = load1();
  const started = performance.now();
  const results = await buildTenants(slugs, {
    concurrency: setConcurrency,
    env,
    logDir: path.join(root, 'reports', 'bench-logs', set.split(' ')[0]),
    quiet: slugs.length > 8,
    buildsPerProcess,
  });
  const result: SetResult = {
    set,
    wallSeconds: (performance.now() - started) / 1000,
    concurrency: setConcurrency,
    load: [loadBefore, load1()],
    results,
  };
  console.log(`\n${table(results)}\n\n${summary(result)}`);
  return result;
}

const out: SetResult[] = [];
console.log(
  `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}; load average ${load1()}`,
);
const benchTenants = path.join(root, '.bench', 'tenants');
const benchDist = path.join(root, '.bench', 'dist');
const benchEnv = { DEALER_TENANTS_DIR: benchTenants, DEALER_DIST_DIR: benchDist };
let seq = 0;

/** Generates synthetic tenants of the given car counts; returns their slugs. */
async function generate(label: string, prefix: string, counts: number[]): Promise<string[]> {
  const t = performance.now();
  const slugs: string[] = [];
  for (const [i, carCount] of counts.entries()) {
    const slug = `${prefix}-${String(i + 1).padStart(3, '0')}`;
    seq++;
    await generateSyntheticTenant({
      slug,
      websiteId: 900000 + seq,
      carCount,
      seed: 1000 + seq,
      now,
      tenantsDir: benchTenants,
    });
    slugs.push(slug);
  }
  console.log(`\ngenerated ${label} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return slugs;
}

if (sets.includes('samples')) out.push(await runSet('samples', listTenantSlugs(root), {}));
if (sets.some((s) => s !== 'samples')) {
  rmSync(path.join(root, '.bench'), { recursive: true, force: true });
  mkdirSync(benchTenants, { recursive: true });
}
if (sets.includes('large')) {
  const slugs = await generate('1 × 5,000 cars', 'bench-large', [5000]);
  out.push(await runSet('large (1 × 5,000 cars)', slugs, benchEnv));
}
if (sets.includes('fleet')) {
  const slugs = await generate('50 × 300 cars', 'bench-fleet', Array(50).fill(300));
  out.push(await runSet('fleet (50 × 300 cars)', slugs, benchEnv));
}
if (sets.includes('scale')) {
  const counts = (values.cars ?? '100,300,1000,3000').split(',').map(Number);
  if (counts.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`--cars takes car counts, e.g. 100,300,1000: got ${values.cars}`);
  const warmup = values.warm ? await generate('two 20-car tenants', 'bench-warm', [20, 20]) : [];
  const slugs = await generate(`tenants of ${counts.join(', ')} cars`, 'bench-scale', counts);
  // one at a time, so each tenant's time is its own: each in a fresh process, or all in one
  // process after the warm-up tenants (the first records the bundles, the second checks them)
  const s = await runSet(
    `scale (${counts.join(' / ')} cars${values.warm ? ', one warm process' : ''})`,
    [...warmup, ...slugs],
    benchEnv,
    1,
    values.warm ? warmup.length + slugs.length : 1,
  );
  s.results = s.results.slice(warmup.length);
  s.cars = counts;
  console.log(`\n${growth(s)}`);
  out.push(s);
}
if (sets.includes('fleet-200')) {
  const size = Math.min(FLEET_200, Number(values['fleet-size'] ?? FLEET_200));
  const slugs = await generate(`${size} × 300 cars`, 'bench-f200', Array(size).fill(300));
  const s = await runSet(`fleet-200 (${size} of 200 × 300 cars)`, slugs, benchEnv);
  if (size < FLEET_200)
    console.log(
      `extrapolated to 200 tenants at this rate: ${((s.wallSeconds * FLEET_200) / size / 60).toFixed(1)} min wall with ${s.concurrency} at once (measured ${size})`,
    );
  out.push(s);
}
if (sets.includes('huge')) {
  const slugs = await generate('1 × 10,000 cars', 'bench-huge', [10000]);
  out.push(await runSet('huge (1 × 10,000 cars)', slugs, benchEnv));
}

mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(path.join(root, 'reports', 'bench-build.json'), JSON.stringify(out, null, 2));
console.log('\n== Summary');
for (const s of out) console.log(summary(s));
