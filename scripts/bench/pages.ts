/**
 * Page budgets (issue: page budgets in CI): Lighthouse (mobile, simulated throttling, median
 * of --runs), axe-core (every rule, at phone and desktop widths) and the Nu Html Checker over
 * a fixed set of pages per built tenant: home, search root, make and make/model landing,
 * in-stock, sold and no-image vehicle pages, contact, finance, trade-in, and the content
 * side's pages where the tenant has them (locations, offers, models, content pages, blog).
 *
 *   npm run bench:pages                                  every built tenant, 3 runs each
 *   npm run bench:pages -- --tenant pacific-motor-group --runs 1
 *   npm run bench:pages -- --no-lighthouse               axe and the validator only
 *   npm run bench:pages -- --check                       exit 1 when a budget is broken
 *
 * Needs the tenants built (npm run build). Prints one table and writes
 * reports/bench-pages.json. Figures are measurements, not test assertions; run it on an
 * idle machine (Lighthouse's simulated throttling still scales with CPU contention).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { builtTenants, startServer } from '../serve';
import { SEARCH_INDEXES } from '../../src/domain/search/indexes';
import { DEFAULT_SEARCH_PATH } from '../../src/domain/tenant/config/search-defaults';
import { indexPath } from '../../src/data/sample-store';
import { slugify } from '../../src/domain/format/slug';
import { modelName } from '../../src/domain/vehicle/car-values';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium';
import {
  medianRun,
  runAxe,
  runLighthouse,
  runValidator,
  type AxeViolation,
  type LighthouseRun,
} from './lib/audit';
import { pageBudget, budgetBreaks, type PageKind } from './lib/budgets';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    tenant: { type: 'string', multiple: true },
    runs: { type: 'string', default: '3' },
    'no-lighthouse': { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
    check: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const dist = path.join(root, 'dist');

interface StoreCar {
  slug: string;
  make: string;
  model: string | { name: string };
  status: string;
  images?: unknown[];
}

interface PageRef {
  kind: PageKind;
  path: string;
  /** The built HTML file, for the validator. */
  file: string;
}

/** The built file a URL path is served from (as sirv resolves it). */
function builtFile(client: string, urlPath: string): string | null {
  const clean = urlPath.replace(/\/$/, '');
  for (const candidate of [`${clean}/index.html`, `${clean}.html`, `${clean || ''}/index.html`]) {
    const file = path.join(client, candidate);
    if (existsSync(file)) return file;
  }
  return null;
}

const mostCommon = (xs: string[]) => {
  const counts = new Map<string, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([x]) => x);
};

/** The fixed page set of one tenant: each kind the tenant has, the first built example of it. */
function pagesOf(tenant: string): PageRef[] {
  const client = path.join(dist, tenant, 'client');
  const out: PageRef[] = [];
  const add = (kind: PageKind, candidates: string[]) => {
    for (const p of candidates) {
      const file = builtFile(client, p);
      if (file) return void out.push({ kind, path: p, file });
    }
  };
  add('home', ['/']);
  add('search', [DEFAULT_SEARCH_PATH, '/search/']);
  const storeFile = path.join(root, 'tenants', tenant, 'store', indexPath(SEARCH_INDEXES.cars));
  const cars: StoreCar[] = existsSync(storeFile) ? JSON.parse(readFileSync(storeFile, 'utf8')) : [];
  const makes = mostCommon(cars.map((c) => c.make)).map(slugify);
  add(
    'make landing',
    makes.map((m) => `/search/${m}/`),
  );
  const make = makes.find((m) => builtFile(client, `/search/${m}/`));
  if (make) {
    const models = mostCommon(
      cars.filter((c) => slugify(c.make) === make).map((c) => slugify(modelName(c))),
    );
    add(
      'model landing',
      models.map((m) => `/search/${make}/${m}/`),
    );
  }
  const prefix = ['cars', 'motorcycles', 'campers'].find((d) => existsSync(path.join(client, d)));
  if (prefix) {
    const page = (c: StoreCar) => `/${prefix}/${c.slug}`;
    const built = cars.filter((c) => builtFile(client, page(c)));
    add(
      'vehicle',
      built.filter((c) => c.status === 'in_stock' && (c.images?.length ?? 0) > 3).map(page),
    );
    add('vehicle sold', built.filter((c) => c.status === 'sold').map(page));
    add('vehicle no image', built.filter((c) => !c.images?.length).map(page));
  }
  add('contact', ['/contact']);
  add('finance', ['/finance']);
  add('trade-in', ['/trade-in']);
  add('locations', ['/our-location']);
  add('offers', ['/special-offers']);
  add('content', ['/about-us', '/privacy-policy']);
  add('blog', ['/blog']);
  return out;
}

interface Row {
  tenant: string;
  kind: PageKind;
  path: string;
  lighthouse?: LighthouseRun;
  axe: AxeViolation[];
  validator: number;
  breaks: string[];
}

const tenants = values.tenant?.length ? values.tenant : builtTenants(dist);
if (!tenants.length) throw new Error('no built tenant in dist/: run npm run build first');
const server = await startServer({ port: 0, tenants });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows: Row[] = [];
const started = Date.now();
try {
  for (const tenant of tenants) {
    const pages = pagesOf(tenant).filter(
      (p) => !values.only?.length || values.only.includes(p.kind),
    );
    const validation = await runValidator(pages.map((p) => p.file));
    for (const p of pages) {
      const url = `http://${tenant}.localhost:${server.port}${p.path}`;
      const axe = [...(await runAxe(browser, url, 412)), ...(await runAxe(browser, url, 1280))];
      const unique = [...new Map(axe.map((v) => [v.id, v])).values()];
      let lighthouse: LighthouseRun | undefined;
      if (!values['no-lighthouse']) {
        const results: LighthouseRun[] = [];
        for (let i = 0; i < runs; i++) results.push(await runLighthouse(url));
        lighthouse = medianRun(results);
      }
      const errors = validation.filter((m) => m.file === p.file);
      const row: Row = {
        tenant,
        kind: p.kind,
        path: p.path,
        lighthouse,
        axe: unique,
        validator: errors.length,
        breaks: [],
      };
      row.breaks = budgetBreaks(pageBudget(p.kind), row);
      rows.push(row);
      for (const e of errors.slice(0, 5))
        console.log(`  vnu ${p.path}:${e.line ?? ''} ${e.message}`);
      for (const v of unique) console.log(`  axe ${p.path}: ${v.id} (${v.impact}) ${v.help}`);
      console.log(
        `${tenant} ${p.kind} ${p.path}: ${row.breaks.length ? `OVER (${row.breaks.join('; ')})` : 'within budget'}`,
      );
    }
  }
} finally {
  await browser.close();
  await server.close();
}

const fmt = (n: number | undefined, digits = 0) =>
  n === undefined || Number.isNaN(n) ? '-' : n.toFixed(digits);
const kb = (n: number | undefined) =>
  n === undefined || Number.isNaN(n) ? '-' : (n / 1024).toFixed(1);
const header = [
  'tenant',
  'page',
  'perf',
  'a11y',
  'bp',
  'seo',
  'LCP s',
  'TBT ms',
  'CLS',
  'JS KB',
  'total KB',
  'axe',
  'vnu',
  'budget',
];
const table = rows.map((r) => [
  r.tenant,
  r.kind,
  fmt(r.lighthouse?.performance),
  fmt(r.lighthouse?.accessibility),
  fmt(r.lighthouse?.bestPractices),
  fmt(r.lighthouse?.seo),
  r.lighthouse ? fmt(r.lighthouse.lcp / 1000, 2) : '-',
  fmt(r.lighthouse?.tbt),
  fmt(r.lighthouse?.cls, 3),
  kb(r.lighthouse?.scriptBytes),
  kb(r.lighthouse?.totalBytes),
  String(r.axe.length),
  String(r.validator),
  r.breaks.length ? 'OVER' : 'ok',
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i].length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const t of table) console.log(line(t));
const over = rows.filter((r) => r.breaks.length);
console.log(
  `\n${rows.length} pages of ${tenants.length} tenants in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
    `${values['no-lighthouse'] ? 'Lighthouse skipped; ' : `Lighthouse median of ${runs}; `}` +
    `${over.length} over budget.`,
);
mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(
  path.join(root, 'reports', 'bench-pages.json'),
  JSON.stringify({ runs, rows }, null, 2),
);
console.log('Written reports/bench-pages.json');
if (values.check && over.length) process.exitCode = 1;
