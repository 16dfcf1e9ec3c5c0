/**
 * What each build mechanism saves: every mechanism switched off alone, against all of them
 * on, in interleaved rounds (the machine is shared: each round runs every variant once, in a
 * rotated order, so a change in load falls on all of them alike). Three scopes:
 *   netlify   pacific-motor-group built by itself as Netlify builds it (`astro build`,
 *             NETLIFY=true): the page rate
 *   samples   the sample tenants through build-all (2 at once): the wall time, and each
 *             tenant's start-up to its first page
 *   fleet     50 × 300 synthetic cars through build-all: the wall time
 *
 *   npm run bench:ablation -- --scope netlify,samples --rounds 3
 *   npm run bench:ablation -- --scope fleet --rounds 1 --only baseline,bundle-reuse
 *   npm run bench:ablation -- --table        the table from the runs recorded so far
 *
 * Each run is appended to reports/bench-ablation.jsonl as it ends; the table (medians, the
 * spread, and what switching the mechanism off costs against the baseline's median) is
 * printed and written to docs/benchmarks.md.
 */
import { execa } from 'execa';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildTenants, type TenantBuildResult } from '../../build-all';
import { generateSyntheticTenant } from '../generate-sample-data';
import { listTenantSlugs } from '../../src/data/tenant-context';
import { countHtml } from '../lib/count-pages.mjs';
import { machineLine, writeBenchmarkSection } from './lib/benchmarks-doc';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LOG = path.join(root, 'reports', 'bench-ablation.jsonl');
const NETLIFY_TENANT = 'pacific-motor-group';
const FLEET = { tenants: 50, cars: 300 };

type Scope = 'netlify' | 'samples' | 'fleet';
const SCOPES: Scope[] = ['netlify', 'samples', 'fleet'];

/**
 * Each variant: the environment that switches one mechanism off, and the scopes it applies to.
 * A mechanism deleted by the table's rule (under 5 % in all three scopes) keeps its row, with
 * the runs that decided it, and runs no more.
 */
export const VARIANTS: {
  name: string;
  env: Record<string, string>;
  scopes: Scope[];
  /** Deleted by the rule: why, read with its figures. */
  deleted?: string;
}[] = [
  { name: 'baseline', env: {}, scopes: SCOPES },
  // a patch since (patches/README.md): its runs were measured with the earlier Vite plugin off
  { name: 'island-render', env: {}, scopes: [] },
  { name: 'react-string-render', env: { DEALER_BUILD_OFF: 'react-string-render' }, scopes: SCOPES },
  { name: 'data-store-file', env: { DEALER_BUILD_OFF: 'data-store-file' }, scopes: SCOPES },
  { name: 'parallel-prerender', env: { DEALER_BUILD_OFF: 'parallel-prerender' }, scopes: SCOPES },
  { name: 'parse-numbers', env: { DEALER_BUILD_OFF: 'parse-numbers' }, scopes: SCOPES },
  // build-all's own: a plain `astro build` (Netlify's) has none of these
  { name: 'bundle-reuse', env: { DEALER_BUNDLE_REUSE: '0' }, scopes: ['samples', 'fleet'] },
  {
    name: 'serving-process',
    env: { DEALER_BUILDS_PER_PROCESS: '1' },
    scopes: ['samples', 'fleet'],
  },
  {
    name: 'spare-cores',
    env: {},
    scopes: [],
    deleted:
      "a builder left without tenants offered its cores to a build still running, which started a prerender worker on them while at least PRERENDER_MIN_PAGES (1,000) pages were left. It saved nothing in the samples; in the fleet it cannot act at all (each tenant has about 625 pages), so the fleet's single run off is the machine's spread (the two baseline runs differ by 7 %), not the mechanism.",
  },
];

/** A variant's name in the tables. */
const rowName = (v: (typeof VARIANTS)[number]) =>
  v.name === 'baseline' ? 'nothing (baseline)' : v.deleted ? `${v.name} (deleted)` : v.name;

interface Run {
  scope: Scope;
  variant: string;
  round: number;
  at: string;
  load: [number, number];
  wallSeconds: number;
  cpuSeconds?: number;
  pages: number;
  /** netlify: start-up to the first page; samples/fleet: the median and largest tenant start-up. */
  startupSeconds?: number;
  startupMax?: number;
  /** samples: pacific-motor-group's own pages/s beside the others. */
  pacificPagesPerSecond?: number;
  failed?: string;
}

const load1 = () => Number(loadavg()[0].toFixed(1));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** pacific-motor-group as Netlify builds it: `astro build` with NETLIFY=true, dist/ its output. */
async function netlifyRun(
  env: Record<string, string>,
): Promise<Omit<Run, 'scope' | 'variant' | 'round' | 'at' | 'load'>> {
  const dist = path.join(root, 'dist');
  rmSync(dist, { recursive: true, force: true });
  const started = performance.now();
  let firstPage = 0;
  const child = execa(
    '/usr/bin/time',
    ['-f', '@@time %e %U %S', path.join(root, 'node_modules', '.bin', 'astro'), 'build', '--force'],
    {
      cwd: root,
      env: { ...env, NETLIFY: 'true', TENANT: NETLIFY_TENANT, FORCE_COLOR: '0' },
      all: true,
      reject: false,
      buffer: { all: true },
    },
  );
  child.all?.on('data', (chunk: Buffer) => {
    if (!firstPage && /[├└]─ \S+\.html/.test(chunk.toString())) firstPage = performance.now();
  });
  const out = await child;
  const wall = (performance.now() - started) / 1000;
  const time = /@@time ([\d.]+) ([\d.]+) ([\d.]+)/.exec(String(out.all));
  const pages = countHtml(dist);
  return {
    wallSeconds: wall,
    cpuSeconds: time ? Number(time[2]) + Number(time[3]) : undefined,
    pages,
    startupSeconds: firstPage ? (firstPage - started) / 1000 : undefined,
    ...(out.exitCode === 0 ? {} : { failed: String(out.all).split('\n').slice(-15).join('\n') }),
  };
}

async function buildAllRun(slugs: string[], env: Record<string, string>, logName: string) {
  const started = performance.now();
  const results: TenantBuildResult[] = await buildTenants(slugs, {
    env,
    quiet: true,
    logDir: path.join(root, 'reports', 'bench-logs', logName),
  });
  const wall = (performance.now() - started) / 1000;
  const startups = results.flatMap((r) =>
    r.startupSeconds === undefined ? [] : [r.startupSeconds],
  );
  const pacific = results.find((r) => r.slug === NETLIFY_TENANT);
  const failed = results.filter((r) => !r.ok).map((r) => `${r.slug}: ${r.error}`);
  return {
    wallSeconds: wall,
    cpuSeconds: results.reduce((n, r) => n + (r.cpuSeconds ?? 0), 0),
    pages: results.reduce((n, r) => n + r.pages, 0),
    startupSeconds: startups.length ? median(startups) : undefined,
    startupMax: startups.length ? Math.max(...startups) : undefined,
    pacificPagesPerSecond: pacific?.ok ? pacific.pages / pacific.seconds : undefined,
    ...(failed.length ? { failed: failed.join('\n') } : {}),
  };
}

async function fleetSlugs(): Promise<{ slugs: string[]; env: Record<string, string> }> {
  const tenantsDir = path.join(root, '.bench', 'ablation-tenants');
  const env = {
    DEALER_TENANTS_DIR: tenantsDir,
    DEALER_DIST_DIR: path.join(root, '.bench', 'ablation-dist'),
  };
  const slugs = Array.from(
    { length: FLEET.tenants },
    (_, i) => `ablation-fleet-${String(i + 1).padStart(3, '0')}`,
  );
  const now = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
  for (const [i, slug] of slugs.entries()) {
    if (existsSync(path.join(tenantsDir, slug, 'tenant.json'))) continue;
    await generateSyntheticTenant({
      slug,
      websiteId: 910000 + i,
      carCount: FLEET.cars,
      seed: 2000 + i,
      now,
      tenantsDir,
    });
  }
  return { slugs, env };
}

function readRuns(): Run[] {
  if (!existsSync(LOG)) return [];
  return readFileSync(LOG, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Run);
}

const f1 = (n: number) => n.toFixed(1);

/** The ablation table (markdown) from the recorded runs. */
export function ablationTable(runs: Run[]): string {
  const ok = runs.filter((r) => !r.failed);
  const cell = (scope: Scope, variant: string) => {
    const mine = ok.filter((r) => r.scope === scope && r.variant === variant);
    if (!mine.length) return { text: '—', median: undefined };
    const walls = mine.map((r) => r.wallSeconds);
    const m = median(walls);
    const spread = mine.length > 1 ? ` (${f1(Math.min(...walls))}–${f1(Math.max(...walls))})` : '';
    const load = mine.flatMap((r) => r.load);
    const loadText = `load ${f1(Math.min(...load))}–${f1(Math.max(...load))}`;
    return { text: `${f1(m)} s${spread}, n=${mine.length}, ${loadText}`, median: m };
  };
  const head = [
    'switched off',
    'netlify: pacific alone, wall',
    'saves',
    'samples: build-all, wall',
    'saves',
    'fleet 50 × 300, wall',
    'saves',
  ];
  const rows = VARIANTS.map((variant) => {
    const { name } = variant;
    const cells = SCOPES.flatMap((scope) => {
      const base = cell(scope, 'baseline').median;
      const c = cell(scope, name);
      if (name === 'baseline' || c.median === undefined || base === undefined) return [c.text, ''];
      return [c.text, `${(((c.median - base) / c.median) * 100).toFixed(0)} %`];
    });
    return [rowName(variant), ...cells];
  });
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(line)].join(
    '\n',
  );
}

function startupTable(runs: Run[]): string {
  const ok = runs.filter((r) => !r.failed);
  const rows = VARIANTS.flatMap((variant) => {
    const { name } = variant;
    const s = ok.filter((r) => r.scope === 'samples' && r.variant === name);
    const n = ok.filter((r) => r.scope === 'netlify' && r.variant === name);
    if (!s.length && !n.length) return [];
    const pps = n.map((r) => r.pages / r.wallSeconds);
    const pacific = s.flatMap((r) => (r.pacificPagesPerSecond ? [r.pacificPagesPerSecond] : []));
    const max = s.flatMap((r) => (r.startupMax === undefined ? [] : [r.startupMax]));
    return [
      `| ${rowName(variant)} | ${pps.length ? median(pps).toFixed(0) : '—'} | ${pacific.length ? median(pacific).toFixed(0) : '—'} | ${max.length ? f1(median(max)) : '—'} |`,
    ];
  });
  return [
    '| switched off | netlify: pacific pages/s | samples: pacific pages/s beside the others | samples: slowest start-up to first page, s |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

function report(runs: Run[]): string {
  const loads = runs.flatMap((r) => r.load);
  const when = runs.map((r) => r.at).sort();
  return [
    'What each build mechanism saves: each switched off alone (`DEALER_BUILD_OFF`, `DEALER_BUNDLE_REUSE=0`,',
    '`DEALER_BUILDS_PER_PROCESS=1`), against everything on, in interleaved rounds; a mechanism saving',
    'under 5 % in all three scopes is deleted (its row kept, marked so).',
    '"saves" is (off − on) ÷ off of the medians: the share of the build the mechanism takes away.',
    'A difference smaller than the spread of the runs (min–max) is the machine, not the mechanism:',
    'decide what to delete only from runs on a quiet machine.',
    '',
    '    npm run bench:ablation -- --scope netlify,samples,fleet --rounds 3',
    '',
    `Machine: ${machineLine()}; shared with other builds, load average ${f1(Math.min(...loads))}–${f1(Math.max(...loads))} during the runs (${when[0]?.slice(0, 16)} – ${when.at(-1)?.slice(0, 16)} UTC). Wall seconds: median (min–max), n runs.`,
    '',
    ablationTable(runs),
    '',
    ...VARIANTS.flatMap((v) => (v.deleted ? [`Deleted: ${v.name}: ${v.deleted}`, ''] : [])),
    startupTable(runs),
  ].join('\n');
}

const { values } = parseArgs({
  options: {
    scope: { type: 'string' },
    rounds: { type: 'string' },
    only: { type: 'string' },
    table: { type: 'boolean' },
  },
});

if (!values.table) {
  const scopes = (values.scope ?? 'netlify,samples').split(',') as Scope[];
  for (const s of scopes)
    if (!SCOPES.includes(s)) throw new Error(`--scope: unknown "${s}" (${SCOPES.join(', ')})`);
  const only = values.only?.split(',');
  const rounds = Number(values.rounds ?? 3);
  mkdirSync(path.dirname(LOG), { recursive: true });
  const fleet = scopes.includes('fleet') ? await fleetSlugs() : undefined;
  const samples = listTenantSlugs(root);
  for (let round = 1; round <= rounds; round++) {
    for (const scope of scopes) {
      const variants = VARIANTS.filter(
        (v) => v.scopes.includes(scope) && (!only || only.includes(v.name)),
      );
      // rotated each round, so no variant always runs first or last
      const order = variants.map((_, i) => variants[(i + round - 1) % variants.length]);
      for (const v of order) {
        const before = load1();
        const at = new Date().toISOString();
        const figures =
          scope === 'netlify'
            ? await netlifyRun(v.env)
            : scope === 'samples'
              ? await buildAllRun(samples, v.env, `ablation-samples`)
              : await buildAllRun(fleet!.slugs, { ...fleet!.env, ...v.env }, `ablation-fleet`);
        const run: Run = { scope, variant: v.name, round, at, load: [before, load1()], ...figures };
        appendFileSync(LOG, `${JSON.stringify(run)}\n`);
        console.log(
          `${scope} ${v.name} round ${round}: ${f1(run.wallSeconds)} s wall, ${run.pages} pages, load ${run.load.join('→')}${run.failed ? ` FAILED: ${run.failed.slice(0, 300)}` : ''}`,
        );
      }
    }
  }
}
const runs = readRuns();
const text = report(runs);
console.log(`\n${text}`);
writeBenchmarkSection('Build mechanisms, each switched off alone', text);
